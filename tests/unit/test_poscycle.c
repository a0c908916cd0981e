/* test_poscycle.c - the positive-cycle test of difference constraints
 * (poscycle.cc): it says "infeasible" exactly when the LP (lp.c) does, on
 * random systems, and the constraints it marks form a cycle of positive
 * length. */
#include <stdlib.h>

#include "sched/poscycle.h"
#include "sched/sdc_int.h"
#include "test.h"

static uint32_t rng;
static int64_t rnd(int64_t n) {
  rng = rng * 1103515245u + 12345u;
  return (int64_t)((rng >> 16) % (uint32_t)n);
}

/* Whether the marked constraints form one cycle (every node on it enters
 * and leaves once) whose lengths sum above zero. */
static bool marked_positive_cycle(int n, int m, const int32_t *a,
                                  const int32_t *b, const int64_t *c,
                                  const uint8_t *on) {
  int in[16] = {0}, out[16] = {0}, k0 = -1, len = 0;
  int64_t sum = 0;
  for (int k = 0; k < m; k++) {
    if (!on[k]) continue;
    in[a[k]]++, out[b[k]]++, sum += c[k], len++;
    if (k0 < 0) k0 = k;
  }
  for (int i = 0; i < n; i++)
    if (in[i] != out[i] || in[i] > 1) return false;
  /* one cycle, not several: walk it from k0 (arc b -> a) */
  int steps = 0, v = a[k0];
  while (v != b[k0] && steps <= len) {
    int next = -1;
    for (int k = 0; k < m && next < 0; k++)
      if (on[k] && b[k] == v) next = a[k];
    v = next, steps++;
    if (v < 0) return false;
  }
  return steps + 1 == len && sum > 0;
}

TEST(poscycle_random_against_lp) {
  enum { N = 6, M = 14 };
  int bad = 0, infeasible = 0;
  for (int trial = 0; trial < 2000 && !bad; trial++) {
    rng = 7000u + (uint32_t)trial;
    int32_t a[M], b[M];
    int64_t c[M];
    int m = 0;
    for (int k = 0; k < M; k++) {
      a[m] = (int32_t)rnd(N), b[m] = (int32_t)rnd(N);
      if (a[m] == b[m]) continue;
      c[m] = rnd(9) - 6;
      m++;
    }
    Lp *lp = lp_new(N);
    for (int i = 0; i < N; i++) lp_set_col(lp, i, 0, LP_INF, 1);
    for (int k = 0; k < m; k++) lp_add_diff(lp, a[k], b[k], c[k]);
    int64_t x[N];
    bool lp_infeasible = lp_solve(lp, x) != 0;
    lp_free(lp);
    uint8_t on[M];
    bool pos = poscycle_find(N, m, a, b, c, on) != 0;
    infeasible += pos;
    bad = pos != lp_infeasible ||
          (pos && !marked_positive_cycle(N, m, a, b, c, on)) ||
          poscycle_find(N, m, a, b, c, NULL) != pos;
    if (bad) fprintf(stderr, "poscycle: trial %d differs\n", trial);
  }
  CHECK(!bad);
  /* both kinds of system were drawn */
  CHECK(infeasible > 200 && infeasible < 1800);
}

/* s1 - s0 >= 2, s2 - s1 >= 1, s0 - s2 >= -3: the cycle sums to 0, feasible;
 * with the last at -2 it sums to 1, and all three are on the cycle, the
 * fourth (off the cycle) is not. */
TEST(poscycle_small) {
  int32_t a[4] = {1, 2, 0, 3}, b[4] = {0, 1, 2, 0};
  int64_t c[4] = {2, 1, -3, 5};
  uint8_t on[4] = {9, 9, 9, 9};
  CHECK_EQ_INT(poscycle_find(4, 4, a, b, c, on), 0);
  c[2] = -2;
  CHECK_EQ_INT(poscycle_find(4, 4, a, b, c, on), 1);
  CHECK(on[0] && on[1] && on[2] && !on[3]);
  CHECK_EQ_INT(poscycle_find(0, 0, a, b, c, on), 0);
}
