/* df_wide300: stream words whose width is not a power of two and above
 * 64 bits (_BitInt(300), which clang passes through `...` as 40 bytes,
 * and a signed _BitInt(200), stored as 256 bits): a dataflow region of two
 * processes joined by a FIFO of 300-bit words, the second narrowing each
 * word to a signed 200-bit one. The ports and the channel are exactly
 * 300 and 200 bits wide, not clang's storage widths (320, 256). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(300) u300;
typedef signed _BitInt(200) s200;
HLSC_STREAM(w_stream, u300);
HLSC_STREAM(n_stream, s200);

static void mix(w_stream *in, w_stream *out) {
  const u300 k = ~(u300)0 / 3; /* 0x5555...: 300 bits */
  for (;;) {
    u300 x = w_stream_read(in);
    w_stream_write(out, ((x ^ k) << 7) | (x >> 293));
  }
}

static void narrow(w_stream *in, n_stream *out) {
  for (;;) {
    u300 x = w_stream_read(in);
    n_stream_write(out, (s200)(x >> 50) - (s200)(x & 0xffff));
  }
}

void df_wide300(w_stream *in, n_stream *out) {
  static w_stream mid;
  mix(in, &mid);
  narrow(&mid, out);
}

static w_stream in_s;
static n_stream out_s;
static uint64_t lcg_state = 0x9e3779b97f4a7c15ull;

static uint64_t lcg(void) {
  lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
  return lcg_state;
}

int main(void) {
  int n_in = 0;
  w_stream_write(&in_s, 0), n_in++;
  w_stream_write(&in_s, ~(u300)0), n_in++;
  for (int i = 0; i < 300; i += 37, n_in++)
    w_stream_write(&in_s, (u300)1 << i);
  for (; n_in < 60; n_in++) {
    u300 w = 0;
    for (int k = 0; k < 5; k++) w = (w << 64) | lcg();
    w_stream_write(&in_s, w);
  }
  HLSC_CALL(df_wide300(&in_s, &out_s));
  int n = 0;
  unsigned long long sum = 0;
  while (!n_stream_empty(&out_s)) {
    s200 y = n_stream_read(&out_s);
    for (int k = 0; k < 4; k++)
      sum = sum * 31 + (unsigned long long)(y >> (64 * k));
    n++;
  }
  printf("%d words, checksum %016llx\n", n, sum);
  return 0;
}
