/* lifetime.c - the second SDC solve of a block: the fewest register bits
 * with the number of states fixed (see the top of sdc.c).
 *
 * The LP: a state s[i] per node (the sink fixed at last), and for every
 * value of width w a variable m[i] >= s[i] + lat[i], >= s[u] for each
 * in-block use u, >= last when the value is used after the block;
 * minimise sum w * (m[i] - s[i]) under the block's difference constraints.
 * lp.c solves it as a minimum-cost flow.
 *
 * Solving it whole costs more than linear time (the network simplex method
 * makes about one pivot per node, each scanning a block of sqrt(arcs)
 * candidate arcs), so it is first cut into independent pieces, without
 * changing its optimum:
 *  - windows: every feasible s lies between the least schedule (ASAP, the
 *    first solve's answer) and the greatest one with s[sink] = last (ALAP,
 *    one backward pass when every constraint points forward); an optimal
 *    m[i] is the largest of its lower limits, so it lies between those
 *    limits taken at ASAP and at ALAP. The windows become bounds;
 *  - a constraint x[a] - x[b] >= c that the windows imply (lo[a] - hi[b]
 *    >= c) is dropped: the feasible set within the windows is unchanged. A
 *    variable whose window is one state (on a critical path) keeps no
 *    constraint at all;
 *  - what remains falls apart into connected components, each its own LP
 *    (a component of one variable is set from its bound directly).
 * The pieces' optima together are an optimum of the whole LP: the windows
 * hold every optimal solution, and the pieces share no constraint. In a
 * long block most values have a few states of slack, so the pieces are
 * small and the solve is close to linear in the block.
 *
 * The optimum is rarely unique. Among the optimal schedules the earliest
 * is taken (the sum of the states as a second objective, under a weight
 * on the first that no change of the second can outweigh): the optimal
 * schedules are themselves the solutions of difference constraints (those
 * with a dual value become equalities), so they have a least element, and
 * the answer depends on the LP alone, not on the solver's pivots. */
#include <stdlib.h>
#include <string.h>

#include "sdc_int.h"

typedef struct LtRow {
  uint32_t a, b;
  int64_t c;
} LtRow;

typedef struct Lt {
  uint32_t nvars;         /* s[0 .. n), then the m variables */
  uint32_t nstates;       /* n: the s variables */
  int64_t *lo, *hi, *obj; /* windows (LP_INF: none) and objective */
  VEC(LtRow) rows;
} Lt;

static void lt_row(Lt *lt, uint32_t a, uint32_t b, int64_t c) {
  vec_push(&lt->rows, ((LtRow){a, b, c}));
}

/* The greatest schedule with s[sink] = last, from the constraints in
 * reverse order of their first node (all point forward: a > b). */
static void alap_states(const SGraph *g, int64_t last, int64_t *al) {
  uint32_t *first = xcalloc((size_t)g->n + 1, sizeof *first);
  uint32_t *order = xmalloc((g->diffs.len ? g->diffs.len : 1) * sizeof *order);
  for (size_t k = 0; k < g->diffs.len; k++) first[g->diffs.data[k].a + 1]++;
  for (uint32_t i = 0; i < g->n; i++) first[i + 1] += first[i];
  for (size_t k = 0; k < g->diffs.len; k++)
    order[first[g->diffs.data[k].a]++] = (uint32_t)k;
  for (uint32_t i = 0; i < g->n; i++) al[i] = LP_INF;
  al[sg_sink(g)] = last;
  for (size_t j = g->diffs.len; j-- > 0;) {
    const SDiff *d = &g->diffs.data[order[j]];
    if (al[d->a] != LP_INF && al[d->a] - d->c < al[d->b])
      al[d->b] = al[d->a] - d->c;
  }
  free(first);
  free(order);
}

/* The LP with its windows: asap = the least schedule, al = the greatest or
 * NULL when unknown (then no upper limits). */
static void lt_build(const SGraph *g, const uint8_t *live_out,
                     const int64_t *asap, const int64_t *al, Lt *lt) {
  uint32_t sink = sg_sink(g), nm = 0;
  for (uint32_t i = 0; i < sink; i++)
    if (ir_cval(g->f, g->nodes[i].v)->width) nm++;
  lt->nvars = g->n + nm;
  lt->nstates = g->n;
  lt->lo = xmalloc((size_t)lt->nvars * sizeof *lt->lo);
  lt->hi = xmalloc((size_t)lt->nvars * sizeof *lt->hi);
  lt->obj = xcalloc(lt->nvars, sizeof *lt->obj);
  for (uint32_t i = 0; i < g->n; i++) {
    lt->lo[i] = asap[i];
    lt->hi[i] = al ? al[i] : LP_INF;
  }
  lt->lo[sink] = lt->hi[sink] = asap[sink];
  for (size_t k = 0; k < g->diffs.len; k++) {
    const SDiff *d = &g->diffs.data[k];
    lt_row(lt, d->a, d->b, d->c);
  }
  uint32_t m = g->n;
  for (uint32_t i = 0; i < sink; i++) {
    const SNode *n = &g->nodes[i];
    int64_t w = ir_cval(g->f, n->v)->width;
    if (!w) continue;
    lt->obj[i] = -w, lt->obj[m] = w;
    lt_row(lt, m, i, n->lat);
    for (uint32_t k = 0; k < n->nuses; k++)
      lt_row(lt, m, g->uses[n->use0 + k], 0);
    if (live_out[n->v]) lt_row(lt, m, sink, 0);
    m++;
  }
  /* m's window: its lower limits at ASAP and at ALAP (rows just added) */
  for (uint32_t v = g->n; v < lt->nvars; v++) lt->lo[v] = lt->hi[v] = 0;
  for (size_t k = g->diffs.len; k < lt->rows.len; k++) {
    const LtRow *r = &lt->rows.data[k];
    if (lt->lo[r->b] + r->c > lt->lo[r->a]) lt->lo[r->a] = lt->lo[r->b] + r->c;
    if (lt->hi[r->a] != LP_INF &&
        (lt->hi[r->b] == LP_INF || lt->hi[r->b] + r->c > lt->hi[r->a]))
      lt->hi[r->a] = lt->hi[r->b] == LP_INF ? LP_INF : lt->hi[r->b] + r->c;
  }
}

static void lt_free(Lt *lt) {
  free(lt->lo), free(lt->hi), free(lt->obj);
  vec_free(&lt->rows);
}

static uint32_t find(uint32_t *parent, uint32_t v) {
  while (parent[v] != v) v = parent[v] = parent[parent[v]];
  return v;
}

/* Rows the windows do not imply. */
static bool lt_needed(const Lt *lt, const LtRow *r) {
  return lt->hi[r->b] == LP_INF || lt->lo[r->a] - lt->hi[r->b] < r->c;
}

/* The weight of the primary objective in one piece: 1 + the sum of its
 * windows' widths, more than the earliest-schedule term (sum of s) can
 * vary, or 0 when that term cannot be added (a window without an upper
 * end, or data out of lp.c's range). */
static int64_t piece_weight(const Lt *lt, const uint32_t *vars, uint32_t nv) {
  int64_t k = 1, wmax = 0;
  for (uint32_t j = 0; j < nv; j++) {
    uint32_t v = vars[j];
    if (lt->hi[v] == LP_INF) return 0;
    k += lt->hi[v] - lt->lo[v];
    int64_t w = lt->obj[v] < 0 ? -lt->obj[v] : lt->obj[v];
    if (w > wmax) wmax = w;
    if (k > ((int64_t)1 << 36)) return 0;
  }
  return wmax && k * (wmax + 1) <= ((int64_t)1 << 40) ? k : 0;
}

/* Pieces of at least this many variables are solved as a minimum cut. */
enum { CUT_MIN_VARS = 4096 };

/* The piece of solve_piece as a minimum cut; false when closure.c
 * declines it. */
static bool solve_piece_cut(const Lt *lt, const uint32_t *vars, uint32_t nv,
                            const uint32_t *rows, uint32_t nr,
                            const uint32_t *local, int64_t weight,
                            int64_t *x) {
  int64_t *col = xmalloc((size_t)nv * 4 * sizeof *col);
  int64_t *lo = col, *hi = col + nv, *obj = col + 2 * (size_t)nv;
  int64_t *y = col + 3 * (size_t)nv;
  uint32_t *ab = xmalloc(((size_t)nr * 2 + 1) * sizeof *ab);
  int64_t *c = xmalloc(((size_t)nr + 1) * sizeof *c);
  for (uint32_t j = 0; j < nv; j++) {
    uint32_t v = vars[j];
    lo[j] = lt->lo[v], hi[j] = lt->hi[v];
    obj[j] = weight * lt->obj[v] + (v < lt->nstates);
  }
  for (uint32_t k = 0; k < nr; k++) {
    const LtRow *r = &lt->rows.data[rows[k]];
    ab[k] = local[r->a], ab[nr + k] = local[r->b], c[k] = r->c;
  }
  ClosureLp p = {nv, nr, lo, hi, obj, ab, ab + nr, c};
  bool ok = closure_solve(&p, y, NULL) == 0;
  for (uint32_t j = 0; ok && j < nv; j++) x[vars[j]] = y[j];
  free(col), free(ab), free(c);
  return ok;
}

/* One component: vars[0 .. nv) (ascending) and rows[0 .. nr); local[v] is
 * v's column. Fills x. The objective is weight * register bits + sum of
 * the states: the fewest register bits first, then, among those
 * schedules, the earliest. */
static bool solve_piece(const Lt *lt, const uint32_t *vars, uint32_t nv,
                        const uint32_t *rows, uint32_t nr,
                        const uint32_t *local, int64_t *x) {
  if (nr == 0) { /* one variable: its better bound (the earlier on a tie) */
    uint32_t v = vars[0];
    x[v] = lt->obj[v] < 0 ? lt->hi[v] : lt->lo[v];
    return x[v] != LP_INF;
  }
  int64_t weight = piece_weight(lt, vars, nv);
  /* With weight > 0 the optimum is unique, and either solver finds it: a
   * large piece goes to the minimum cut, in time close to linear in the
   * piece (closure.c), where the network simplex method can take time
   * quadratic in it (a long dependence chain); a small one to the LP,
   * faster there when the windows are a few states wide. */
  if (weight && nv >= CUT_MIN_VARS &&
      solve_piece_cut(lt, vars, nv, rows, nr, local, weight, x))
    return true;
  Lp *lp = lp_new((int)nv);
  for (uint32_t j = 0; j < nv; j++) {
    uint32_t v = vars[j];
    int64_t obj = weight ? weight * lt->obj[v] + (v < lt->nstates) : lt->obj[v];
    lp_set_col(lp, (int)j, lt->lo[v], lt->hi[v], obj);
  }
  for (uint32_t k = 0; k < nr; k++) {
    const LtRow *r = &lt->rows.data[rows[k]];
    lp_add_diff(lp, (int)local[r->a], (int)local[r->b], r->c);
  }
  int64_t *y = xmalloc((size_t)nv * sizeof *y);
  bool ok = lp_solve(lp, y) == 0;
  for (uint32_t j = 0; ok && j < nv; j++) x[vars[j]] = y[j];
  free(y);
  lp_free(lp);
  return ok;
}

/* Cuts the kept rows into connected components and solves each. */
static bool lt_solve(const Lt *lt, int64_t *x) {
  uint32_t nv = lt->nvars;
  uint32_t *parent = xmalloc((size_t)nv * sizeof *parent);
  for (uint32_t v = 0; v < nv; v++) parent[v] = v;
  for (size_t k = 0; k < lt->rows.len; k++) {
    const LtRow *r = &lt->rows.data[k];
    if (!lt_needed(lt, r)) continue;
    uint32_t ra = find(parent, r->a), rb = find(parent, r->b);
    if (ra != rb) parent[ra > rb ? ra : rb] = ra < rb ? ra : rb;
  }
  /* every root is its component's least variable; from here parent[v] is
   * v's root */
  for (uint32_t v = 0; v < nv; v++) parent[v] = find(parent, v);
  /* components in order of their least variable; vstart/rstart: where
   * each component's variables and rows begin */
  uint32_t *local = xmalloc((size_t)nv * sizeof *local);
  uint32_t *vstart = xcalloc((size_t)nv + 1, sizeof *vstart);
  uint32_t *rstart = xcalloc((size_t)nv + 1, sizeof *rstart);
  for (uint32_t v = 0; v < nv; v++) local[v] = vstart[parent[v] + 1]++;
  for (size_t k = 0; k < lt->rows.len; k++)
    if (lt_needed(lt, &lt->rows.data[k]))
      rstart[parent[lt->rows.data[k].a] + 1]++;
  for (uint32_t v = 0; v < nv; v++) {
    vstart[v + 1] += vstart[v];
    rstart[v + 1] += rstart[v];
  }
  uint32_t *vars = xmalloc((size_t)nv * sizeof *vars);
  uint32_t *rows = xmalloc((lt->rows.len ? lt->rows.len : 1) * sizeof *rows);
  for (uint32_t v = 0; v < nv; v++)
    vars[vstart[parent[v]] + local[v]] = v;
  uint32_t *fill = xmalloc((size_t)nv * sizeof *fill);
  memcpy(fill, rstart, (size_t)nv * sizeof *fill);
  for (size_t k = 0; k < lt->rows.len; k++)
    if (lt_needed(lt, &lt->rows.data[k]))
      rows[fill[parent[lt->rows.data[k].a]]++] = (uint32_t)k;
  bool ok = true;
  for (uint32_t c = 0; c < nv && ok; c++) {
    if (vstart[c + 1] == vstart[c]) continue;
    ok = solve_piece(lt, vars + vstart[c], vstart[c + 1] - vstart[c],
                     rows + rstart[c], rstart[c + 1] - rstart[c], local, x);
  }
  free(parent), free(local), free(vstart), free(rstart);
  free(vars), free(rows), free(fill);
  return ok;
}

bool sg_min_register_bits(const SGraph *g, const uint8_t *live_out,
                          bool forward, int64_t *x) {
  int64_t *al = NULL;
  if (forward) {
    al = xmalloc((size_t)g->n * sizeof *al);
    alap_states(g, x[sg_sink(g)], al);
    for (uint32_t i = 0; i < g->n; i++)
      if (al[i] < x[i])
        ICE("block %u: node %u has ASAP %lld after ALAP %lld", g->block, i,
            (long long)x[i], (long long)al[i]);
  }
  Lt lt = {0};
  lt_build(g, live_out, x, al, &lt);
  int64_t *y = xmalloc((size_t)lt.nvars * sizeof *y);
  bool ok = lt_solve(&lt, y);
  if (ok) memcpy(x, y, (size_t)g->n * sizeof *x);
  free(y);
  free(al);
  lt_free(&lt);
  return ok;
}
