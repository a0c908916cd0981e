/* loop6_accum_break: sums words until the sum reaches the scalar limit and
 * returns the sum (seed loop 6). Tests an accumulator that controls the
 * loop exit, a scalar argument, a return value; called several times. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

unsigned loop6_accum_break(u32_stream *in, unsigned limit) {
  unsigned res = 0;
  while (1) {
    unsigned t = u32_stream_read(in);
    res += t;
    if (res >= limit)
      break;
  }
  return res;
}

static u32_stream in_s;
static unsigned result;
static uint32_t lcg_state = 77u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  static const unsigned limits[] = {500, 1000, 37, 0, 2000, 1, 333};
  /* 200 words averaging ~50: far more than the sum of the limits needs */
  for (int i = 0; i < 200; i++)
    u32_stream_write(&in_s, lcg() % 100u);
  for (int c = 0; c < (int)(sizeof limits / sizeof limits[0]); c++) {
    HLSC_CALL(result = loop6_accum_break(&in_s, limits[c]));
    printf("call %d: limit %u -> %u\n", c, limits[c], result);
  }
  return 0;
}
