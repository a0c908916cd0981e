/* test_closure.c - the register-bit pieces as a minimum cut (closure.c):
 * the same optimum as the LP (lp.c) on random problems, and work that
 * does not grow with the length of a dependence chain (the number of flow
 * phases, not the wall clock). */
#include <stdlib.h>

#include "sched/sdc_int.h"
#include "test.h"

static uint32_t rng;
static int64_t rnd(int64_t n) {
  rng = rng * 1103515245u + 12345u;
  return (int64_t)((rng >> 16) % (uint32_t)n);
}

enum { NV = 7, NR = 12 };

/* A random problem into the arrays: NV variables in windows of width 0..3
 * (x = lo feasible), up to NR random rows (returns how many), an objective
 * with a weighted first part and the sum of x as the second: the optimum
 * is unique. */
static uint32_t random_lp(int64_t *lo, int64_t *hi, int64_t *obj,
                          uint32_t *ra, uint32_t *rb, int64_t *rc) {
  int64_t k = 1;
  for (int i = 0; i < NV; i++) {
    lo[i] = rnd(4);
    hi[i] = lo[i] + rnd(4);
    k += hi[i] - lo[i];
  }
  uint32_t nr = 0;
  for (int r = 0; r < NR; r++) {
    uint32_t a = (uint32_t)rnd(NV), b = (uint32_t)rnd(NV);
    if (a == b) continue;
    ra[nr] = a, rb[nr] = b, rc[nr] = lo[a] - lo[b] - rnd(2);
    nr++;
  }
  for (int i = 0; i < NV; i++) obj[i] = k * (rnd(11) - 5) + 1;
  return nr;
}

/* The LP and the cut must agree exactly on random problems. */
TEST(closure_random_against_lp) {
  int bad = 0;
  for (int trial = 0; trial < 300 && !bad; trial++) {
    rng = 1000u + (uint32_t)trial;
    int64_t lo[NV], hi[NV], obj[NV], rc[NR], xl[NV], xc[NV];
    uint32_t ra[NR], rb[NR];
    uint32_t nr = random_lp(lo, hi, obj, ra, rb, rc);
    Lp *lp = lp_new(NV);
    for (int i = 0; i < NV; i++) lp_set_col(lp, i, lo[i], hi[i], obj[i]);
    for (uint32_t r = 0; r < nr; r++)
      lp_add_diff(lp, (int)ra[r], (int)rb[r], rc[r]);
    CHECK_EQ_INT(lp_solve(lp, xl), 0);
    lp_free(lp);
    ClosureLp p = {NV, nr, lo, hi, obj, ra, rb, rc};
    bad = closure_solve(&p, xc, NULL) != 0;
    for (int i = 0; i < NV && !bad; i++) bad = xc[i] != xl[i];
    if (bad) fprintf(stderr, "closure: trial %d differs from the LP\n", trial);
  }
  CHECK(!bad);
}

/* The register-bit LP of a chain v0 -> v1 -> ... where two values fit a
 * state and every window is two states wide (ASAP and ALAP a state apart,
 * as in a chained dependence chain): s variables, each with an m variable
 * m >= s + 0 and m >= s of its user. Returns the flow phases of one solve,
 * or -1 when closure_solve declines. */
static int64_t chain_phases(uint32_t n) {
  uint32_t nv = 2 * n;
  int64_t *lo = malloc(nv * sizeof *lo), *hi = malloc(nv * sizeof *hi);
  int64_t *obj = malloc(nv * sizeof *obj), *x = malloc(nv * sizeof *x);
  uint32_t *ra = malloc(3 * (size_t)n * sizeof *ra);
  uint32_t *rb = malloc(3 * (size_t)n * sizeof *rb);
  int64_t *rc = malloc(3 * (size_t)n * sizeof *rc);
  int64_t weight = 1 + 2 * (int64_t)nv;
  for (uint32_t i = 0; i < n; i++) {
    lo[i] = i / 2, hi[i] = i / 2 + 1;             /* s[i] */
    lo[n + i] = i / 2, hi[n + i] = (i + 1) / 2 + 1; /* m[i] */
    if (i + 1 < n) lo[n + i] = (i + 1) / 2;
    obj[i] = -32 * weight + 1, obj[n + i] = 32 * weight;
  }
  uint32_t nr = 0;
  for (uint32_t i = 0; i < n; i++) {
    ra[nr] = n + i, rb[nr] = i, rc[nr] = 0, nr++; /* m[i] >= s[i] */
    if (i + 1 == n) continue;
    ra[nr] = i + 1, rb[nr] = i, rc[nr] = 0, nr++;     /* s[i+1] >= s[i] */
    ra[nr] = n + i, rb[nr] = i + 1, rc[nr] = 0, nr++; /* m[i] >= s[i+1] */
  }
  ClosureLp p = {nv, nr, lo, hi, obj, ra, rb, rc};
  uint32_t phases = 0;
  int r = closure_solve(&p, x, &phases);
  free(lo), free(hi), free(obj), free(x), free(ra), free(rb), free(rc);
  return r == 0 ? (int64_t)phases : -1;
}

TEST(closure_chain_work_does_not_grow) {
  int64_t small = chain_phases(2000), large = chain_phases(20000);
  CHECK(small >= 0);
  CHECK(large >= 0);
  CHECK(large <= small + 2);
}

/* closure_solve keeps the last LPs and their answers (sdc_int.h): a problem
 * asked again, or one that differs from the last in a single datum, gets
 * what a fresh solve gives (asking for phases always solves afresh). */
TEST(closure_repeat_and_near_repeats) {
  int bad = 0;
  for (int trial = 0; trial < 300 && !bad; trial++) {
    rng = 5000u + (uint32_t)trial;
    int64_t lo[NV], hi[NV], obj[NV], rc[NR], xm[NV], xf[NV];
    uint32_t ra[NR], rb[NR];
    uint32_t nr = random_lp(lo, hi, obj, ra, rb, rc);
    ClosureLp p = {NV, nr, lo, hi, obj, ra, rb, rc};
    for (int step = 0; step < 4 && !bad; step++) {
      if (step == 2) { /* a near repeat: one weight of the other sign */
        int j = (int)rnd(NV);
        obj[j] = 2 - obj[j];
      }
      if (step == 3 && nr) rc[rnd(nr)] -= 1;
      uint32_t phases = 0;
      int rm = closure_solve(&p, xm, NULL);
      int rf = closure_solve(&p, xf, &phases);
      bad = rm != rf;
      for (int i = 0; i < NV && !bad && rm == 0; i++) bad = xm[i] != xf[i];
    }
    if (bad) fprintf(stderr, "closure: trial %d: the kept answer differs\n",
                     trial);
  }
  CHECK(!bad);
}

/* The pieces of one schedule come in turn, and a compile schedules a
 * function several times (sdc_int.h): two LPs asked alternately are each
 * solved once, and every answer is a fresh solve's. */
TEST(closure_alternating_pieces_solved_once) {
  int64_t lo[2][NV], hi[2][NV], obj[2][NV], rc[2][NR], x[NV], xf[NV];
  uint32_t ra[2][NR], rb[2][NR], nr[2];
  for (int k = 0; k < 2; k++) {
    rng = 9100u + (uint32_t)k;
    nr[k] = random_lp(lo[k], hi[k], obj[k], ra[k], rb[k], rc[k]);
  }
  int bad = 0;
  uint64_t before = 0;
  for (int step = 0; step < 8 && !bad; step++) {
    int k = step % 2;
    ClosureLp p = {NV, nr[k], lo[k], hi[k], obj[k], ra[k], rb[k], rc[k]};
    if (step == 2) before = closure_flows();
    int rm = closure_solve(&p, x, NULL);
    uint32_t phases = 0;
    int rf = closure_solve(&p, xf, &phases); /* afresh: counted apart */
    bad = rm != rf;
    for (int i = 0; i < NV && !bad && rm == 0; i++) bad = x[i] != xf[i];
  }
  CHECK(!bad);
  /* from the third step on, only the fresh solves ran a flow */
  CHECK(closure_flows() - before == 6);
}
