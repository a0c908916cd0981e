/* scalar_gain: out = in * gain + offset (wrapping 32-bit arithmetic) on an
 * int stream, forever. Tests signed scalar arguments used inside a stream
 * loop (multiplier + adder). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(int_stream, int);

void scalar_gain(int_stream *in, int_stream *out, int gain, int offset) {
  for (;;) {
    int x = int_stream_read(in);
    int_stream_write(out, (int)((unsigned)x * (unsigned)gain + (unsigned)offset));
  }
}

static int_stream in_s, out_s;
static uint32_t lcg_state = 43u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* -5..4 first, then random values in -50000..50000 */
  for (int i = -5; i < 5; i++)
    int_stream_write(&in_s, i);
  for (int i = 0; i < 190; i++)
    int_stream_write(&in_s, (int)(lcg() % 100001u) - 50000);
  HLSC_CALL(scalar_gain(&in_s, &out_s, -3, 1000));
  int n = 0;
  while (!int_stream_empty(&out_s))
    printf("%d%c", int_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
