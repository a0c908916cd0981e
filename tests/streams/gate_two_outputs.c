/* gate_two_outputs: for each input word x writes 3x + 1 to out1 and
 * x ^ (x >> 3) to out2, forever (issue 22). Tests two outputs written
 * every iteration from one input: with stalls, a stalled output holds the
 * other one back while the process has one controller. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void gate_two_outputs(u32_stream *in, u32_stream *out1, u32_stream *out2) {
  for (;;) {
    uint32_t x = u32_stream_read(in);
    u32_stream_write(out1, 3u * x + 1u);
    u32_stream_write(out2, x ^ (x >> 3));
  }
}

static u32_stream in_s, out1_s, out2_s;
static uint32_t lcg_state = 113u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 0..9, then random words: 200 words */
  for (uint32_t i = 0; i < 200; i++)
    u32_stream_write(&in_s, i < 10 ? i : lcg());
  HLSC_CALL(gate_two_outputs(&in_s, &out1_s, &out2_s));
  int n = 0;
  while (!u32_stream_empty(&out1_s))
    printf("%u%c", u32_stream_read(&out1_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words on out1\n", n);
  n = 0;
  while (!u32_stream_empty(&out2_s))
    printf("%u%c", u32_stream_read(&out2_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words on out2\n", n);
  return 0;
}
