/* loop0_copy: copies an int stream to another, forever (seed loop 0).
 * Tests the straightest stream pipeline: one read and one write per
 * iteration, no data or control dependency between iterations. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(int_stream, int);

void loop0_copy(int_stream *in, int_stream *out) {
  for (;;)
    int_stream_write(out, int_stream_read(in));
}

static int_stream in_s, out_s;
static uint32_t lcg_state = 1u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int i = 0; i < 200; i++)
    int_stream_write(&in_s, (int)(lcg() % 2000001u) - 1000000);
  HLSC_CALL(loop0_copy(&in_s, &out_s));
  int n = 0;
  while (!int_stream_empty(&out_s)) {
    printf("%d%c", int_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  }
  printf("\n%d words\n", n);
  return 0;
}
