/* test_lp.c - the min-cost flow solver (mcf.h), the difference-constraint
 * LPs solved through it (lp.c) and the register-bit solve cut into pieces
 * (lifetime.c), which picks the earliest optimum. Expected optima come
 * from brute force over every integral
 * point (the LPs' vertices are integral) or from the same LP solved whole,
 * never from copied numbers. */
#include <stdlib.h>

#include "sched/mcf.h"
#include "sched/sdc_int.h"
#include "test.h"

/* ---- mcf.h ---- */

/* Two sources, two sinks, a cheap path and a dear one: the flow takes the
 * cheap one up to the demand, and the potentials price every arc. */
TEST(mcf_transport) {
  int64_t supply[4] = {3, 2, -4, -1};
  int32_t src[4] = {0, 0, 1, 1}, dst[4] = {2, 3, 2, 3};
  int64_t cost[4] = {1, 5, 4, 2};
  int64_t flow[4], pi[4];
  CHECK_EQ_INT(mcf_solve(4, supply, 4, src, dst, cost, flow, pi), MCF_OPTIMAL);
  /* node 0 sends its 3 to node 2 (cost 1); node 1 sends 1 to 2, 1 to 3 */
  CHECK_EQ_INT(flow[0], 3);
  CHECK_EQ_INT(flow[1], 0);
  CHECK_EQ_INT(flow[2], 1);
  CHECK_EQ_INT(flow[3], 1);
  for (int k = 0; k < 4; k++) {
    int64_t rc = cost[k] + pi[src[k]] - pi[dst[k]];
    CHECK(rc >= 0);
    if (flow[k] > 0) CHECK_EQ_INT(rc, 0);
  }
}

TEST(mcf_negative_cycle_is_unbounded) {
  int64_t supply[2] = {0, 0};
  int32_t src[2] = {0, 1}, dst[2] = {1, 0};
  int64_t cost[2] = {1, -2}, flow[2], pi[2];
  CHECK_EQ_INT(mcf_solve(2, supply, 2, src, dst, cost, flow, pi),
               MCF_UNBOUNDED);
}

TEST(mcf_unreachable_demand_is_infeasible) {
  int64_t supply[3] = {1, 0, -1};
  int32_t src[1] = {0}, dst[1] = {1};
  int64_t cost[1] = {1}, flow[1], pi[3];
  CHECK_EQ_INT(mcf_solve(3, supply, 1, src, dst, cost, flow, pi),
               MCF_INFEASIBLE);
}

/* ---- lp.c ---- */

static uint32_t rng_state;
static uint32_t rnd(uint32_t n) {
  rng_state = rng_state * 1103515245u + 12345u;
  return (rng_state >> 16) % n;
}

typedef struct SmallLp {
  int n, m;
  int64_t lo[4], hi[4], obj[4];
  int a[8], b[8];
  int64_t c[8];
} SmallLp;

/* Every integral point of the box: the least objective, or false when
 * none is feasible. Upper bounds LP_INF are searched up to `reach`, beyond
 * every vertex (a vertex is a sum of bounds and constants along a path). */
static bool brute(const SmallLp *p, int64_t reach, int64_t *best) {
  int64_t x[4], top[4];
  bool found = false;
  for (int i = 0; i < p->n; i++) {
    x[i] = p->lo[i];
    top[i] = p->hi[i] == LP_INF ? reach : p->hi[i];
    if (top[i] < x[i]) return false;
  }
  for (;;) {
    bool ok = true;
    for (int k = 0; k < p->m && ok; k++) ok = x[p->a[k]] - x[p->b[k]] >= p->c[k];
    if (ok) {
      int64_t v = 0;
      for (int i = 0; i < p->n; i++) v += p->obj[i] * x[i];
      if (!found || v < *best) *best = v;
      found = true;
    }
    int i = 0;
    while (i < p->n && x[i] == top[i]) x[i] = p->lo[i], i++;
    if (i == p->n) return found;
    x[i]++;
  }
}

static int solve_small(const SmallLp *p, int64_t *x) {
  Lp *lp = lp_new(p->n);
  for (int i = 0; i < p->n; i++) lp_set_col(lp, i, p->lo[i], p->hi[i], p->obj[i]);
  for (int k = 0; k < p->m; k++) lp_add_diff(lp, p->a[k], p->b[k], p->c[k]);
  int r = lp_solve(lp, x);
  lp_free(lp);
  return r;
}

/* Random LPs of up to 4 columns: bounded ones (a positive objective on
 * every column without an upper bound) against brute force, solved twice
 * for determinism. */
TEST(lp_random_against_brute_force) {
  rng_state = 7;
  int optimal = 0, infeasible = 0;
  for (int t = 0; t < 400; t++) {
    SmallLp p = {0};
    p.n = 2 + (int)rnd(3);
    p.m = (int)rnd(6);
    for (int i = 0; i < p.n; i++) {
      p.lo[i] = (int64_t)rnd(4) - 1;
      p.hi[i] = rnd(3) ? p.lo[i] + (int64_t)rnd(5) : LP_INF;
      p.obj[i] = (int64_t)rnd(9) - 4;
      if (p.hi[i] == LP_INF && p.obj[i] < 0) p.obj[i] = -p.obj[i];
    }
    for (int k = 0; k < p.m; k++) {
      p.a[k] = (int)rnd((uint32_t)p.n);
      p.b[k] = (p.a[k] + 1 + (int)rnd((uint32_t)p.n - 1)) % p.n;
      p.c[k] = (int64_t)rnd(5) - 2;
    }
    int64_t best = 0, x[4], x2[4];
    bool feasible = brute(&p, 6 + 2 * 5, &best);
    int r = solve_small(&p, x);
    CHECK_EQ_INT(r, feasible ? 0 : 1);
    if (r != 0 || !feasible) {
      infeasible++;
      continue;
    }
    optimal++;
    int64_t v = 0;
    for (int i = 0; i < p.n; i++) v += p.obj[i] * x[i];
    CHECK_EQ_INT(v, best);
    CHECK_EQ_INT(solve_small(&p, x2), 0);
    for (int i = 0; i < p.n; i++) CHECK_EQ_INT(x2[i], x[i]);
  }
  CHECK(optimal > 100 && infeasible > 20); /* both kinds were tried */
}

TEST(lp_positive_cycle_and_crossed_bounds_are_infeasible) {
  int64_t x[2];
  SmallLp cycle = {2, 2, {0, 0}, {LP_INF, LP_INF}, {1, 1}, {0, 1}, {1, 0},
                   {1, 0}};
  CHECK_EQ_INT(solve_small(&cycle, x), 1);
  SmallLp crossed = {2, 0, {0, 3}, {LP_INF, 2}, {1, 1}, {0}, {0}, {0}};
  CHECK_EQ_INT(solve_small(&crossed, x), 1);
}

TEST(lp_unbounded_below) {
  int64_t x[2];
  SmallLp p = {2, 1, {0, 0}, {LP_INF, LP_INF}, {1, -1}, {1}, {0}, {2}};
  CHECK_EQ_INT(solve_small(&p, x), 2);
}

/* The shape of the register-bit solve: x[2] fixed at 5 (the sink), a
 * value x[0] used by x[1], its end m = x[3]; the value moves next to its
 * use and the use to the end. */
TEST(lp_fixed_column_and_lifetime) {
  SmallLp p = {4, 4, {0, 0, 5, 0}, {LP_INF, LP_INF, 5, LP_INF},
               {-8, 0, 0, 8}, {1, 2, 3, 3}, {0, 1, 0, 1}, {1, 0, 0, 0}};
  int64_t x[4];
  CHECK_EQ_INT(solve_small(&p, x), 0);
  CHECK_EQ_INT(x[2], 5);
  CHECK_EQ_INT(x[3] - x[0], 1); /* 8 bits for one state */
  CHECK(x[1] - x[0] >= 1 && x[1] <= 5);
}

/* ---- lifetime.c: pieces against the whole LP ---- */

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

/* A random block: loads, adds, multiplies, xors and stores of one memory,
 * of widths 1..32; returns the value the block returns. */
static ValId random_block(Func *f, uint32_t b, uint32_t mem, int nops) {
  ValId vals[64];
  int nv = 0;
  ValId a0 = ir_const(f, 4, 0);
  vals[nv] = ir_add(f, b, OP_LOAD, 32, 1, &a0, nowhere());
  ir_val(f, vals[nv++])->imm = mem;
  for (int i = 0; i < nops && nv < 64; i++) {
    ValId x = vals[rnd((uint32_t)nv)], y = vals[rnd((uint32_t)nv)];
    unsigned w = ir_cval(f, x)->width;
    if (ir_cval(f, y)->width != w) y = x;
    switch (rnd(5)) {
    case 0: {
      ValId addr = ir_const(f, 4, rnd(16));
      vals[nv] = ir_add(f, b, OP_LOAD, 32, 1, &addr, nowhere());
      ir_val(f, vals[nv++])->imm = mem;
      break;
    }
    case 1:
      vals[nv++] = ir_add(f, b, OP_MUL, w, 2, (ValId[]){x, y}, nowhere());
      break;
    case 2:
      vals[nv++] = ir_add(f, b, OP_XOR, w, 2, (ValId[]){x, y}, nowhere());
      break;
    case 3:
      if (w == 32) {
        ValId addr = ir_const(f, 4, rnd(16));
        ValId s = ir_add(f, b, OP_STORE, 0, 2, (ValId[]){addr, x}, nowhere());
        ir_val(f, s)->imm = mem;
        break;
      }
      /* fall through */
    default:
      vals[nv++] = ir_add(f, b, OP_ADD, w, 2, (ValId[]){x, y}, nowhere());
      break;
    }
  }
  return vals[nv - 1];
}

/* Register bits of the schedule x (m from its definition). */
static int64_t register_bits(const SGraph *g, const uint8_t *live_out,
                             const int64_t *x) {
  int64_t bits = 0;
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    const SNode *n = &g->nodes[i];
    int64_t w = ir_cval(g->f, n->v)->width, end = x[i] + n->lat;
    for (uint32_t k = 0; k < n->nuses; k++)
      if (x[g->uses[n->use0 + k]] > end) end = x[g->uses[n->use0 + k]];
    if (live_out[n->v] && x[sg_sink(g)] > end) end = x[sg_sink(g)];
    bits += w * (end - x[i]);
  }
  return bits;
}

/* The whole LP of lifetime.c's top comment, without windows or pieces:
 * minimise the states (ASAP), then the register bits with the last state
 * fixed. */
static int64_t whole_lp(const SGraph *g, const uint8_t *live_out,
                        int64_t *asap) {
  Lp *lp = lp_new((int)g->n);
  for (uint32_t i = 0; i < g->n; i++) lp_set_col(lp, (int)i, 0, LP_INF, 1);
  for (size_t k = 0; k < g->diffs.len; k++)
    lp_add_diff(lp, (int)g->diffs.data[k].a, (int)g->diffs.data[k].b,
                g->diffs.data[k].c);
  int r = lp_solve(lp, asap);
  lp_free(lp);
  if (r != 0) return -1;
  uint32_t sink = sg_sink(g), col = g->n;
  lp = lp_new((int)(2 * g->n));
  lp_set_col(lp, (int)sink, asap[sink], asap[sink], 0);
  for (size_t k = 0; k < g->diffs.len; k++)
    lp_add_diff(lp, (int)g->diffs.data[k].a, (int)g->diffs.data[k].b,
                g->diffs.data[k].c);
  for (uint32_t i = 0; i < sink; i++, col++) {
    const SNode *n = &g->nodes[i];
    int64_t w = ir_cval(g->f, n->v)->width;
    lp_set_col(lp, (int)i, 0, LP_INF, -w);
    lp_set_col(lp, (int)col, 0, LP_INF, w);
    lp_add_diff(lp, (int)col, (int)i, n->lat);
    for (uint32_t k = 0; k < n->nuses; k++)
      lp_add_diff(lp, (int)col, (int)g->uses[n->use0 + k], 0);
    if (live_out[n->v]) lp_add_diff(lp, (int)col, (int)sink, 0);
  }
  int64_t *x = xmalloc(2 * (size_t)g->n * sizeof *x);
  r = lp_solve(lp, x);
  lp_free(lp);
  int64_t bits = r == 0 ? register_bits(g, live_out, x) : -1;
  free(x);
  return bits;
}

TEST(lifetime_pieces_match_the_whole_lp) {
  rng_state = 11;
  int bad = 0, moved = 0;
  for (int t = 0; t < 60; t++) {
    Func *f = ir_func_new("t");
    f->ret_width = 32;
    uint32_t mem = ir_mem_new(f, "m", 32, 16, nowhere());
    uint32_t b = ir_block_new(f, "entry");
    ValId ret = random_block(f, b, mem, 8 + (int)rnd(40));
    if (ir_cval(f, ret)->width != 32) ret = IR_NOVAL;
    ir_term_ret(f, b, ret, nowhere());
    ir_fill_preds(f);
    CHECK(ir_verify(f, "test"));
    SchedOptions o = {3.0 + rnd(8), TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
    int32_t *node_of = xmalloc((f->vals.len + 1) * sizeof *node_of);
    for (size_t v = 0; v <= f->vals.len; v++) node_of[v] = -1;
    uint8_t *live_out = xcalloc(f->vals.len + 1, 1);
    if (ret != IR_NOVAL) live_out[ret] = 1;
    SGraph g = {0};
    g.f = f, g.block = b, g.node_of = node_of, g.budget = delay_budget(&o);
    sg_build(&g, &o);
    int64_t *asap = xmalloc((size_t)g.n * sizeof *asap);
    int64_t *x = xmalloc((size_t)g.n * sizeof *x);
    int64_t best = whole_lp(&g, live_out, asap);
    int64_t before = register_bits(&g, live_out, asap);
    for (int forward = 0; forward < 2; forward++) {
      for (uint32_t i = 0; i < g.n; i++) x[i] = asap[i];
      if (!sg_min_register_bits(&g, live_out, forward, x)) bad++;
      if (x[sg_sink(&g)] != asap[sg_sink(&g)]) bad++;
      for (size_t k = 0; k < g.diffs.len; k++) {
        const SDiff *d = &g.diffs.data[k];
        if (x[d->a] - x[d->b] < d->c) bad++;
      }
      if (register_bits(&g, live_out, x) != best) bad++;
      /* the earliest of the optima (with the windows that forward
       * constraints give): no state can move one earlier */
      for (uint32_t i = 0; forward && i + 1 < g.n; i++) {
        x[i]--;
        bool feasible = x[i] >= 0;
        for (size_t k = 0; k < g.diffs.len && feasible; k++) {
          const SDiff *d = &g.diffs.data[k];
          feasible = x[d->a] - x[d->b] >= d->c;
        }
        if (feasible && register_bits(&g, live_out, x) <= best) bad++;
        x[i]++;
      }
    }
    if (best < before) moved++;
    free(asap), free(x), free(live_out);
    sg_free(&g);
    free(node_of);
    ir_func_free(f);
  }
  CHECK_EQ_INT(bad, 0);
  CHECK(moved > 5); /* the second solve had something to do */
}
