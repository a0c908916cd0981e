/* array_hist_tb: testbench of array_hist.c: four calls (n = 50, 0, 100,
 * 7) on one histogram that is not cleared between calls; prints the
 * returned maximum and the histogram after each call. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

unsigned array_hist(u32_stream *in, unsigned hist[static 16], int n);

static u32_stream in_s;
static unsigned hist[16];
static unsigned result;
static uint32_t lcg_state = 41u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  static const int ns[] = {50, 0, 100, 7};
  for (int c = 0; c < 4; c++) {
    /* words for this call; call 2 is skewed toward buckets 3 and 12 */
    for (int i = 0; i < ns[c]; i++) {
      uint32_t r = lcg();
      u32_stream_write(&in_s, c == 2 && (r & 0x300u) ? (r & ~15u) | ((r & 0x400u) ? 3u : 12u) : r);
    }
    HLSC_CALL(result = array_hist(&in_s, hist, ns[c]));
    printf("call %d: n=%3d max=%3u hist:", c, ns[c], result);
    for (int b = 0; b < 16; b++)
      printf(" %u", hist[b]);
    printf("\n");
  }
  return 0;
}
