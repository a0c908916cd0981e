/* prefix.c - in-place prefix sum of 256 values. */
// top: prefix
#include "bench.h"
#define XP(i) (((i) * 41 + 5) % 61 - 30)
static int a[256] = {D256(XP, 0)};

unsigned prefix(void) {
  for (int i = 1; i < 256; i++) {
    BENCH_TRIP();
    a[i] += a[i - 1];
  }
  return (unsigned)(a[255] ^ a[100] ^ a[7]);
}
