/* dot.c - dot product of two 256-element vectors. */
// top: dot
#include "bench.h"
#define XA(i) (((i) * 37 + 11) % 101 - 50)
#define XB(i) (((i) * 53 + 7) % 89 - 44)
static const int a[256] = {D256(XA, 0)};
static const int b[256] = {D256(XB, 0)};

unsigned dot(void) {
  int s = 0;
  for (int i = 0; i < 256; i++) {
    BENCH_TRIP();
    s += a[i] * b[i];
  }
  return (unsigned)s;
}
