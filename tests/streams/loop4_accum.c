/* loop4_accum: running sum of an int stream, reset to 0 whenever it equals
 * 10, written every iteration, forever (seed loop 4). Tests a loop-carried
 * accumulator with a data-dependent reset. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(int_stream, int);

void loop4_accum(int_stream *in, int_stream *out) {
  int res = 0;
  for (;;) {
    res += int_stream_read(in);
    if (res == 10)
      res = 0;
    int_stream_write(out, res);
  }
}

static int_stream in_s, out_s;
static uint32_t lcg_state = 5u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* A random walk pulled toward 10 (the testbench tracks the sum, resets
   * included): steps in -1..3 below 10, in -3..1 above, so it hits 10
   * exactly now and then and jumps over it at other times. */
  int res = 0;
  for (int i = 0; i < 250; i++) {
    int step = (int)(lcg() % 5u) + (res < 10 ? -1 : -3);
    int_stream_write(&in_s, step);
    res += step;
    if (res == 10)
      res = 0;
  }
  HLSC_CALL(loop4_accum(&in_s, &out_s));
  int n = 0, zeros = 0;
  while (!int_stream_empty(&out_s)) {
    int v = int_stream_read(&out_s);
    zeros += v == 0;
    printf("%d%c", v, (++n % 20) ? ' ' : '\n');
  }
  printf("\n%d words, %d zeros\n", n, zeros);
  return 0;
}
