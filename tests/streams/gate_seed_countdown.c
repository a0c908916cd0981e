/* gate_seed_countdown: the example of seed 001 (issue 22): for each length
 * n read from the input, writes n, n-1, .., 1 and then 11, forever. One
 * output port is written from two places (the inner loop and after it), so
 * the process's one controller sequences the port across two loops. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void gate_seed_countdown(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t n = u32_stream_read(in);
    uint32_t x = n;
    while (x) {
      u32_stream_write(out, x);
      x--;
    }
    u32_stream_write(out, 11u);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 101u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* the seed's n = 10, then 0 and 1 (empty and one-word countdowns), then
   * short random lengths 0..3 (where the per-countdown overhead shows):
   * about 300 output words */
  u32_stream_write(&in_s, 10u);
  u32_stream_write(&in_s, 0u);
  u32_stream_write(&in_s, 1u);
  for (int i = 0; i < 110; i++)
    u32_stream_write(&in_s, lcg() % 4u);
  HLSC_CALL(gate_seed_countdown(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
