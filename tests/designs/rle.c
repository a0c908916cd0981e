/* rle.c - run-length encoding of a 200-byte buffer with long and short
 * runs into (count, byte) pairs with a maximum run of 255, then decoding
 * into a second buffer and verifying the round trip.
 * Exercises: a while loop with a data-dependent run scan, an output pointer
 * advanced by a variable amount, writes and reads of three memories.
 */
// top: rle

#define N 200

static unsigned char raw[N], enc[2 * N], dec[N];

static int encode(const unsigned char *in, int n, unsigned char *out) {
  int o = 0, i = 0;
  while (i < n) {
    unsigned char b = in[i];
    int run = 1;
    while (i + run < n && in[i + run] == b && run < 255)
      run++;
    out[o++] = (unsigned char)run;
    out[o++] = b;
    i += run;
  }
  return o;
}

static int decode(const unsigned char *in, int n, unsigned char *out) {
  int o = 0;
  for (int i = 0; i + 1 < n; i += 2)
    for (int k = 0; k < in[i]; k++)
      out[o++] = in[i + 1];
  return o;
}

unsigned rle(void) {
  unsigned s = 99;
  int i = 0;
  while (i < N) {
    s = s * 1664525u + 1013904223u;
    int run = (int)((s >> 24) & 15u) + 1; /* runs of 1..16 */
    if ((s >> 8) & 1u)
      run = 1;
    unsigned char v = (unsigned char)(s >> 16);
    for (int k = 0; k < run && i < N; k++)
      raw[i++] = v;
  }
  int elen = encode(raw, N, enc);
  int dlen = decode(enc, elen, dec);
  int bad = dlen != N;
  for (int k = 0; k < N && !bad; k++)
    if (dec[k] != raw[k])
      bad = 1;
  unsigned h = 0;
  for (int k = 0; k < elen; k++)
    h = h * 257u + enc[k];
  return h ^ ((unsigned)elen << 20) ^ ((unsigned)bad << 31);
}
