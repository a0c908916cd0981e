/* loop5_accum_varlat: running unsigned sum, replaced by res/3 + res%7 (a
 * divider) whenever res % 16 == 10; written every iteration, forever (seed
 * loop 5). Tests a loop-carried value through a conditional long op. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

static unsigned long_op(unsigned r) { return r / 3u + r % 7u; }

void loop5_accum_varlat(u32_stream *in, u32_stream *out) {
  unsigned res = 0;
  for (;;) {
    res += u32_stream_read(in);
    if (res % 16u == 10u)
      res = long_op(res);
    u32_stream_write(out, res);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 31u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int i = 0; i < 250; i++)
    u32_stream_write(&in_s, lcg() % 16u);
  HLSC_CALL(loop5_accum_varlat(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 16) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
