/* loop7_accum_varlat_break: sums words until sum % 8 == 3, then returns
 * (t * 40503) % 65521 of the last word t (seed loop 7). Tests an exit
 * condition on an accumulator followed by a long op; called several times. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

static unsigned long_op(unsigned t) { return (t * 40503u) % 65521u; }

unsigned loop7_accum_varlat_break(u32_stream *in) {
  unsigned res = 0;
  while (1) {
    unsigned t = u32_stream_read(in);
    res += t;
    if (res % 8u == 3u) {
      res = long_op(t);
      break;
    }
  }
  return res;
}

static u32_stream in_s;
static unsigned words[300];
static unsigned result;
static uint32_t lcg_state = 4242u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* Random words; the testbench replays the exit condition to cut the
   * stream after the last word that ends a call, so every call returns. */
  int n = 0, calls = 0;
  unsigned res = 0;
  for (int i = 0; i < 300; i++) {
    words[i] = lcg() % 1000u;
    res += words[i];
    if (res % 8u == 3u) {
      res = 0;
      n = i + 1;
      calls++;
    }
  }
  for (int i = 0; i < n; i++)
    u32_stream_write(&in_s, words[i]);
  printf("%d input words, %d calls\n", n, calls);
  for (int c = 0; c < calls; c++) {
    HLSC_CALL(result = loop7_accum_varlat_break(&in_s));
    printf("%u%c", result, (c % 10 == 9) ? '\n' : ' ');
  }
  printf("\n");
  return 0;
}
