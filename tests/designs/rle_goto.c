/* rle_goto.c - run-length encoding whose loops are all built from goto
 * (labels and backward jumps, as a goto-mutating fuzzer writes them): the
 * input fill, the run scan with two exits, the pair output and the decode.
 * Exercises: irreducible-looking but natural loops from gotos, a loop with
 * its test at the bottom, an inner loop entered by a forward goto.
 */
// top: rle_goto

#define N 96

static unsigned char raw[N], enc[2 * N], dec[N];

static int rle_encode(const unsigned char *in, int n, unsigned char *out) {
  int o = 0, i = 0, run;
  unsigned char b;
next_run:
  if (i >= n) goto done;
  b = in[i];
  run = 1;
scan:
  if (i + run >= n) goto emit;
  if (in[i + run] != b) goto emit;
  if (run == 255) goto emit;
  run++;
  goto scan;
emit:
  out[o++] = (unsigned char)run;
  out[o++] = b;
  i += run;
  goto next_run;
done:
  return o;
}

static int rle_decode(const unsigned char *in, int n, unsigned char *out) {
  int o = 0, i = 0, k;
pair:
  if (i + 1 >= n) return o;
  k = 0;
  goto test;
copy:
  out[o++] = in[i + 1];
  k++;
test:
  if (k < in[i]) goto copy;
  i += 2;
  goto pair;
}

unsigned rle_goto(void) {
  unsigned s = 7;
  int i = 0;
fill:
  s = s * 1664525u + 1013904223u;
  {
    int run = (int)((s >> 24) & 7u) + 1;
    unsigned char v = (unsigned char)(s >> 16);
    int k = 0;
  put:
    raw[i++] = v;
    if (++k < run && i < N) goto put;
  }
  if (i < N) goto fill;
  int elen = rle_encode(raw, N, enc);
  int dlen = rle_decode(enc, elen, dec);
  unsigned h = (unsigned)elen * 65537u + (unsigned)dlen;
  int j = 0;
check:
  h = h * 31u + dec[j] + (dec[j] != raw[j] ? 0x1000000u : 0u);
  if (++j < N) goto check;
  return h;
}
