/* merge_add: out = a + b, one word from each of two input streams per
 * iteration (read a, then b), forever. Tests two input streams feeding one
 * output (a join). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void merge_add(u32_stream *a, u32_stream *b, u32_stream *out) {
  for (;;) {
    uint32_t x = u32_stream_read(a);
    uint32_t y = u32_stream_read(b);
    u32_stream_write(out, x + y);
  }
}

static u32_stream a_s, b_s, out_s;
static uint32_t lcg_state = 73u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 150 words each: first a = i, b = 1000 * i, then random */
  for (uint32_t i = 0; i < 150; i++) {
    u32_stream_write(&a_s, i < 10 ? i : lcg() * 3u);
    u32_stream_write(&b_s, i < 10 ? 1000u * i : lcg() * 5u);
  }
  HLSC_CALL(merge_add(&a_s, &b_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
