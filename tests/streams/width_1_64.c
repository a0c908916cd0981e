/* width_1_64: reads a 1-bit stream; for every 1 writes a 64-bit word
 * (position << 32 | ones seen so far), with the top 16 bits inverted on
 * every odd count, forever. Tests the narrowest (1-bit _BitInt) and the
 * widest (64-bit) stream elements. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(1) u1;
HLSC_STREAM(u1_stream, u1);
HLSC_STREAM(u64_stream, uint64_t);

void width_1_64(u1_stream *in, u64_stream *out) {
  uint64_t ones = 0, pos = 0;
  for (;;) {
    u1 b = u1_stream_read(in);
    if (b) {
      ones++;
      uint64_t w = (pos << 32) | ones;
      if (ones & 1u)
        w ^= 0xFFFF000000000000ull;
      u64_stream_write(out, w);
    }
    pos++;
  }
}

static u1_stream in_s;
static u64_stream out_s;
static uint32_t lcg_state = 83u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 300 bits, ~40% ones; bits 0..3 are 1 0 0 1 */
  static const unsigned first[4] = {1, 0, 0, 1};
  int ones = 0;
  for (int i = 0; i < 300; i++) {
    u1 b = (u1)(i < 4 ? first[i] : (lcg() % 10u < 4u));
    ones += b;
    u1_stream_write(&in_s, b);
  }
  printf("300 bits, %d ones\n", ones);
  HLSC_CALL(width_1_64(&in_s, &out_s));
  int n = 0;
  while (!u64_stream_empty(&out_s))
    printf("%016llx%c", (unsigned long long)u64_stream_read(&out_s),
           (++n % 6) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
