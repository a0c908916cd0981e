/* lp.c - the scheduler's LPs, solved as minimum-cost flows (mcf.h).
 *
 * Every row the scheduler adds is a difference constraint x[a] - x[b] >= c
 * and every column has bounds lo <= x <= hi, so the LP
 *     minimise sum obj[i] x[i]  s.t.  x[a] - x[b] >= c,  lo <= x <= hi
 * is, with a reference node r fixed at x[r] = 0 (a bound is the difference
 * constraint x[i] - x[r] >= lo or x[r] - x[i] >= -hi), the dual of a
 * minimum-cost flow problem: one node per column plus r, one arc per
 * constraint, from a to b with cost -c (for x[i] - x[r] >= lo: i -> r,
 * cost -lo; for x[r] - x[i] >= -hi: r -> i, cost hi), and supply obj[i] at
 * column i, -sum obj at r (the supplies must balance: the LP is invariant
 * under adding a constant to every x, r included, only when the objective
 * is). The flow's conservation at node i is the LP's dual constraint of
 * column i, with one flow variable per row. The node potentials pi of an
 * optimal flow satisfy -c + pi[a] - pi[b] >= 0 on every arc (every arc has
 * unlimited capacity), so x = pi - pi[r] is feasible, and = 0 where flow
 * passes (complementary slackness), so x is optimal. Potentials are sums
 * of costs: x is integral.
 *
 * The answer is certified, not trusted: x must satisfy every row and bound
 * (primal feasibility), the flow must be non-negative and conserved at
 * every node (dual feasibility), and the two objectives must be equal
 * (strong duality); together these prove x optimal, and anything else is
 * an internal compiler error.
 *
 * A positive cycle of constraints (the LP infeasible) is a cycle of
 * negative cost in the flow network; a flow that cannot meet the supplies
 * means the LP is unbounded below.
 */
#include <stdlib.h>

#include "mcf.h"
#include "sched.h"

typedef struct LpRow {
  int a, b;
  int64_t c;
} LpRow;

struct Lp {
  int ncols;
  int64_t *lo, *hi, *obj;
  VEC(LpRow) rows;
};

/* Every datum within +-2^40 and the sums below 2^60 (lp_solve): then no
 * potential, flow or objective overflows int64_t (mcf.h). */
#define LP_DATA_MAX ((int64_t)1 << 40)
#define LP_SUM_MAX ((int64_t)1 << 60)

static void check_datum(const char *what, int64_t v) {
  if (v > LP_DATA_MAX || v < -LP_DATA_MAX)
    ICE("lp: %s %lld out of range", what, (long long)v);
}

Lp *lp_new(int ncols) {
  if (ncols < 0) ICE("lp_new: %d columns", ncols);
  Lp *lp = xcalloc(1, sizeof *lp);
  lp->ncols = ncols;
  size_t n = ncols ? (size_t)ncols : 1;
  lp->lo = xcalloc(n, sizeof *lp->lo);
  lp->hi = xcalloc(n, sizeof *lp->hi);
  lp->obj = xcalloc(n, sizeof *lp->obj);
  for (int i = 0; i < ncols; i++) lp->hi[i] = LP_INF;
  return lp;
}

void lp_set_col(Lp *lp, int col, int64_t lo, int64_t hi, int64_t obj) {
  if (col < 0 || col >= lp->ncols) ICE("lp_set_col: column %d", col);
  if (lo != -LP_INF) check_datum("lower bound", lo);
  if (hi != LP_INF) check_datum("upper bound", hi);
  check_datum("objective coefficient", obj);
  lp->lo[col] = lo;
  lp->hi[col] = hi;
  lp->obj[col] = obj;
}

void lp_add_diff(Lp *lp, int a, int b, int64_t c) {
  if (a < 0 || a >= lp->ncols || b < 0 || b >= lp->ncols || a == b)
    ICE("lp_add_diff: columns %d, %d", a, b);
  check_datum("constraint constant", c);
  vec_push(&lp->rows, ((LpRow){a, b, c}));
}

/* The flow network of the LP's dual (see the top of this file): the rows'
 * arcs first, in order, then each column's finite bounds. */
typedef struct Net {
  int32_t n, m;
  int32_t *src, *dst;
  int64_t *cost, *supply, *flow, *pi;
} Net;

static void add_sum(int64_t *sum, int64_t v) {
  *sum += v < 0 ? -v : v;
  if (*sum > LP_SUM_MAX) ICE("lp: the LP's data sum to more than 2^60");
}

static void net_arc(Net *net, int32_t a, int32_t b, int64_t cost,
                    int64_t *sum) {
  net->src[net->m] = a, net->dst[net->m] = b, net->cost[net->m] = cost;
  net->m++;
  add_sum(sum, cost);
}

static void net_build(const Lp *lp, Net *net) {
  int32_t r = lp->ncols;
  size_t m = lp->rows.len + 2 * (size_t)lp->ncols;
  if (m > INT32_MAX / 2) ICE("lp: %zu constraints", m);
  net->n = r + 1;
  net->m = 0;
  net->src = xmalloc((m ? m : 1) * sizeof *net->src);
  net->dst = xmalloc((m ? m : 1) * sizeof *net->dst);
  net->cost = xmalloc((m ? m : 1) * sizeof *net->cost);
  net->flow = xmalloc((m ? m : 1) * sizeof *net->flow);
  net->supply = xmalloc((size_t)net->n * sizeof *net->supply);
  net->pi = xmalloc((size_t)net->n * sizeof *net->pi);
  int64_t cost_sum = 0, supply_sum = 0, total = 0;
  for (size_t k = 0; k < lp->rows.len; k++) {
    const LpRow *row = &lp->rows.data[k];
    net_arc(net, row->a, row->b, -row->c, &cost_sum);
  }
  for (int32_t i = 0; i < r; i++) {
    if (lp->lo[i] != -LP_INF) net_arc(net, i, r, -lp->lo[i], &cost_sum);
    if (lp->hi[i] != LP_INF) net_arc(net, r, i, lp->hi[i], &cost_sum);
    net->supply[i] = lp->obj[i];
    add_sum(&supply_sum, lp->obj[i]);
    total += lp->obj[i];
  }
  net->supply[r] = -total;
}

static void net_free(Net *net) {
  free(net->src), free(net->dst), free(net->cost);
  free(net->flow), free(net->supply), free(net->pi);
}

static int64_t mul_add(int64_t acc, int64_t a, int64_t b) {
  int64_t p;
  if (__builtin_mul_overflow(a, b, &p) || __builtin_add_overflow(acc, p, &acc))
    ICE("lp: objective out of range");
  return acc;
}

/* x from the potentials, then the certificate of optimality. */
static void certify(const Lp *lp, const Net *net, int64_t *x) {
  int32_t r = lp->ncols;
  int64_t primal = 0, dual = 0;
  for (int32_t i = 0; i < r; i++) {
    x[i] = net->pi[i] - net->pi[r];
    if ((lp->lo[i] != -LP_INF && x[i] < lp->lo[i]) ||
        (lp->hi[i] != LP_INF && x[i] > lp->hi[i]))
      ICE("lp: x[%d] = %lld outside its bounds", i, (long long)x[i]);
    primal = mul_add(primal, lp->obj[i], x[i]);
  }
  for (size_t k = 0; k < lp->rows.len; k++) {
    const LpRow *row = &lp->rows.data[k];
    if (x[row->a] - x[row->b] < row->c)
      ICE("lp: x violates x[%d] - x[%d] >= %lld", row->a, row->b,
          (long long)row->c);
  }
  /* dual: flows >= 0, conserved; objective sum of -cost * flow */
  int64_t *net_out = xcalloc((size_t)net->n, sizeof *net_out);
  for (int32_t k = 0; k < net->m; k++) {
    if (net->flow[k] < 0) ICE("lp: negative flow on arc %d", k);
    if (__builtin_add_overflow(net_out[net->src[k]], net->flow[k],
                               &net_out[net->src[k]]) ||
        __builtin_sub_overflow(net_out[net->dst[k]], net->flow[k],
                               &net_out[net->dst[k]]))
      ICE("lp: flow out of range");
    dual = mul_add(dual, -net->cost[k], net->flow[k]);
  }
  for (int32_t i = 0; i < net->n; i++)
    if (net_out[i] != net->supply[i])
      ICE("lp: the flow is not conserved at node %d", i);
  free(net_out);
  if (primal != dual)
    ICE("lp: primal objective %lld != dual objective %lld", (long long)primal,
        (long long)dual);
}

int lp_solve(Lp *lp, int64_t *x_out) {
  Net net;
  net_build(lp, &net);
  McfResult r = mcf_solve(net.n, net.supply, net.m, net.src, net.dst,
                          net.cost, net.flow, net.pi);
  if (r == MCF_OPTIMAL) certify(lp, &net, x_out);
  net_free(&net);
  return r == MCF_OPTIMAL ? 0 : r == MCF_UNBOUNDED ? 1 : 2;
}

void lp_free(Lp *lp) {
  if (!lp) return;
  free(lp->lo), free(lp->hi), free(lp->obj);
  vec_free(&lp->rows);
  free(lp);
}
