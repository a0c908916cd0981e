/* fu_loop_div.c - two independent 64-bit divisions by variables per
 * iteration of a pipelined loop share one sequential divider by modulo
 * slot (the top's `#pragma HLS ALLOCATION ... limit=1`, src/sched/
 * fushare.c): the unit is busy for its whole latency, so the loop's II
 * rises to twice that. tests/lib/cli.sh (fu_loop_share_check) checks the
 * II and the one divider.
 */
// top: fu_loop_div

typedef unsigned long long u64;

u64 fu_loop_div(u64 seed) {
#pragma HLS ALLOCATION operation instances=udiv limit=1
  u64 x = seed | 1u, acc = 0;
  for (unsigned i = 0; i < 40; i++) {
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    u64 d = (x >> 29) | 1u, e = (x >> 41) + i + 1u;
    acc += x / d;
    acc ^= (x ^ acc) / e;
  }
  return acc;
}

#include <stdio.h>

int main(void) {
  printf("%llu\n", fu_loop_div(1));
  printf("%llu\n", fu_loop_div(0x123456789abcdefull));
  printf("%llu\n", fu_loop_div(~0ull));
  return 0;
}
