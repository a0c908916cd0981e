/* histogram.c - 64-bin histogram of 512 samples: read-modify-write of
 * data-dependent addresses. */
// top: histogram
#include "bench.h"
#define XH(i) (((i) * 131 + 17) % 251)
static const unsigned char x[512] = {D256(XH, 0), D256(XH, 256)};
static unsigned hist[64];

unsigned histogram(void) {
  for (int i = 0; i < 512; i++) {
    BENCH_TRIP();
    hist[x[i] & 63]++;
  }
  return hist[0] * 3u + hist[17] * 5u + hist[63];
}
