/* accum_window: sums each group of n 16-bit words (n a scalar argument)
 * and writes the 32-bit sum, forever. Tests a counted inner loop with a
 * scalar trip count and different input/output widths. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u16_stream, uint16_t);
HLSC_STREAM(u32_stream, uint32_t);

void accum_window(u16_stream *in, u32_stream *out, unsigned n) {
  for (;;) {
    uint32_t sum = 0;
    for (unsigned i = 0; i < n; i++)
      sum += u16_stream_read(in);
    u32_stream_write(out, sum);
  }
}

static u16_stream in_s;
static u32_stream out_s;
static uint32_t lcg_state = 23u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* window 7: 0..6 (sum 21), seven 65535s (sum 458745), then random words;
   * 214 words = 30 full windows + 4 words of an incomplete one */
  for (uint16_t i = 0; i < 7; i++)
    u16_stream_write(&in_s, i);
  for (int i = 0; i < 7; i++)
    u16_stream_write(&in_s, 65535u);
  for (int i = 0; i < 200; i++)
    u16_stream_write(&in_s, (uint16_t)lcg());
  HLSC_CALL(accum_window(&in_s, &out_s, 7u));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d sums\n", n);
  return 0;
}
