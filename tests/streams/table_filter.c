/* table_filter: passes on each word that is not in an 8-entry constant
 * table, forever. `#pragma HLS PIPELINE` on the outer loop unrolls the
 * inner loop over the table (as Vitis does), its loads fold to constants,
 * and the loop takes a word every cycle (0.125 words per cycle without
 * the directive: a sequential inner loop of 8 iterations per word). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

static const uint32_t blocked[8] = {3, 17, 42, 99, 1000, 77, 5, 12345};

void table_filter(u32_stream *in, u32_stream *out) {
  for (;;) {
#pragma HLS PIPELINE
    uint32_t x = u32_stream_read(in);
    int hit = 0;
    for (int j = 0; j < 8; j++)
      if (x == blocked[j]) hit = 1;
    if (!hit) u32_stream_write(out, x);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 5u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* every table entry, then words of which about one in four is blocked */
  for (int i = 0; i < 8; i++) u32_stream_write(&in_s, blocked[i]);
  for (int i = 0; i < 240; i++) {
    uint32_t r = lcg();
    u32_stream_write(&in_s, (r & 3) ? r : blocked[(r >> 2) & 7]);
  }
  HLSC_CALL(table_filter(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words passed\n", n);
  return 0;
}
