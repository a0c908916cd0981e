/* pairs_sum: reads two words of the same stream per iteration and writes
 * their sum, forever. Tests two reads of one stream in one iteration (the
 * output rate is half the input rate). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void pairs_sum(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t a = u32_stream_read(in);
    uint32_t b = u32_stream_read(in);
    u32_stream_write(out, a + b);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 3u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 200 words: pairs (i, 1000 * i) first, then random 32-bit words
   * (whose sums wrap around) */
  for (uint32_t i = 0; i < 20; i++) {
    u32_stream_write(&in_s, i);
    u32_stream_write(&in_s, 1000u * i);
  }
  for (int i = 0; i < 160; i++)
    u32_stream_write(&in_s, lcg() * 251u);
  HLSC_CALL(pairs_sum(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
