/* twofile (design; testbench in twofile_tb.c): for each input x writes the
 * number of Collatz steps to reach 1 (capped at 300; steps use x % 2 and
 * x / 2) and x / (steps + 1), forever. Tests a data-dependent inner loop,
 * dividers, and a top compiled from a file without main. */
#include <hlsc.h>
#include <stdint.h>

HLSC_STREAM(u32_stream, uint32_t);

void twofile(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t x = u32_stream_read(in);
    uint32_t y = x, steps = 0;
    while (y > 1u && steps < 300u) {
      if (y % 2u == 0)
        y = y / 2u;
      else
        y = 3u * y + 1u;
      steps++;
    }
    u32_stream_write(out, steps);
    u32_stream_write(out, x / (steps + 1u));
  }
}
