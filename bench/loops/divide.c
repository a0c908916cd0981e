/* divide.c - one 32-bit division per iteration (a pipelined divider). */
// top: divide
#include "bench.h"
#define XN(i) (((i) * 7919 + 104729) % 65521)
#define XD(i) (((i) * 31 + 7) % 97 + 1)
static const unsigned num[256] = {D256(XN, 0)};
static const unsigned den[256] = {D256(XD, 0)};
static unsigned q[256];

unsigned divide(void) {
  for (int i = 0; i < 256; i++) {
    BENCH_TRIP();
    q[i] = num[i] / den[i];
  }
  return q[0] + q[100] * 3u + q[255] * 7u;
}
