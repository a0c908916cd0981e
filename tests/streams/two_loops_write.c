/* two_loops_write: for each input n, writes x = n & 15 down to 1 from an
 * inner loop, then 11 from the outer loop, forever. Tests one stream
 * written from two places (nested loops, a variable trip count). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

void two_loops_write(u32_stream *in, u32_stream *out) {
  for (;;) {
    unsigned n = u32_stream_read(in);
    unsigned x = n & 15u;
    while (x) {
      u32_stream_write(out, x);
      x--;
    }
    u32_stream_write(out, 11u);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 17u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 0, 1, 16 (x = 0), 15, 11, then random bytes */
  static unsigned inputs[60] = {0, 1, 16, 15, 11};
  for (int i = 5; i < 60; i++)
    inputs[i] = lcg() & 255u;
  for (int i = 0; i < 60; i++)
    u32_stream_write(&in_s, inputs[i]);
  HLSC_CALL(two_loops_write(&in_s, &out_s));
  /* one line per input word n: its (n & 15) + 1 output words */
  int n = 0;
  for (int i = 0; i < 60 && !u32_stream_empty(&out_s); i++) {
    printf("n=%3u:", inputs[i]);
    for (unsigned k = 0; k <= (inputs[i] & 15u) && !u32_stream_empty(&out_s);
         k++, n++)
      printf(" %u", u32_stream_read(&out_s));
    printf("\n");
  }
  printf("%d words%s\n", n, u32_stream_empty(&out_s) ? "" : " (extra output!)");
  return 0;
}
