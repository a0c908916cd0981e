/* search.c - a while loop with a data-dependent exit: sum the values until
 * the total passes a threshold. */
// top: search
#include "bench.h"
#define XS(i) (((i) * 47 + 13) % 83)
static const unsigned v[256] = {D256(XS, 0)};

unsigned search(void) {
  unsigned s = 0, i = 0;
  while (s < 9000u) {
    BENCH_TRIP();
    s += v[i & 255];
    i++;
  }
  return s * 1000u + i;
}
