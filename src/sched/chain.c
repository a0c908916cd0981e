/* chain.c - operator chaining: timing constraints of the SDC formulation and
 * the settling times (arrivals) of a solved schedule.
 *
 * Standard SDC timing constraints (Cong & Zhang 2006): when the longest
 * combinational path from u to v is longer than the budget, v cannot start
 * in the state where u's result appears. The path search from each u stops
 * at the first node that is over the budget (and at multi-cycle nodes, whose
 * input registers cut the path), so its cost is proportional to the logic
 * that fits one state behind u, not to the block size.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdc_int.h"

#define EPS 1e-9

/* ---- a min-heap of node indices: visits nodes in topological order ---- */
typedef struct Heap {
  uint32_t *a;
  uint32_t len;
} Heap;

static void heap_push(Heap *h, uint32_t x) {
  uint32_t i = h->len++;
  h->a[i] = x;
  while (i > 0 && h->a[(i - 1) / 2] > h->a[i]) {
    uint32_t p = (i - 1) / 2, t = h->a[p];
    h->a[p] = h->a[i], h->a[i] = t, i = p;
  }
}

static uint32_t heap_pop(Heap *h) {
  uint32_t top = h->a[0], i = 0;
  h->a[0] = h->a[--h->len];
  for (;;) {
    uint32_t l = 2 * i + 1, r = l + 1, m = i;
    if (l < h->len && h->a[l] < h->a[m]) m = l;
    if (r < h->len && h->a[r] < h->a[m]) m = r;
    if (m == i) return top;
    uint32_t t = h->a[m];
    h->a[m] = h->a[i], h->a[i] = t, i = m;
  }
}

/* Scratch of the path search from one source. tin[w]: latest arrival at w's
 * inputs along paths from the source; seen[w] == stamp marks reached nodes. */
typedef struct Search {
  Heap heap;
  double *tin;
  uint32_t *seen;
  uint32_t stamp;
} Search;

static void relax_users(const SGraph *g, Search *s, uint32_t p, double out) {
  const SNode *np = &g->nodes[p];
  for (uint32_t k = 0; k < np->nuses; k++) {
    uint32_t w = g->uses[np->use0 + k];
    if (s->seen[w] != s->stamp) {
      s->seen[w] = s->stamp;
      s->tin[w] = out;
      heap_push(&s->heap, w);
    } else if (out > s->tin[w]) {
      s->tin[w] = out;
    }
  }
}

static void search_from(SGraph *g, Search *s, uint32_t u) {
  const SNode *nu = &g->nodes[u];
  s->stamp++;
  s->seen[u] = s->stamp;
  relax_users(g, s, u, nu->lat || nu->reg_out ? nu->dout : nu->din);
  while (s->heap.len) {
    uint32_t w = heap_pop(&s->heap);
    const SNode *nw = &g->nodes[w];
    double total = s->tin[w] + nw->din;
    if (total > g->budget + EPS) {
      SDiff d = {w, u, (int32_t)nu->lat + 1};
      vec_push(&g->diffs, d);
    } else if (nw->lat == 0 && !nw->reg_out) {
      relax_users(g, s, w, total);
    }
  }
}

void chain_constraints(SGraph *g) {
  Search s = {{xmalloc(((size_t)g->n + 1) * sizeof(uint32_t)), 0},
              xmalloc(((size_t)g->n + 1) * sizeof(double)),
              xcalloc((size_t)g->n + 1, sizeof(uint32_t)), 0};
  for (uint32_t u = 0; u + 1 < g->n; u++) search_from(g, &s, u);
  free(s.heap.a);
  free(s.tin);
  free(s.seen);
}

/* Latest arrival at node i's inputs: arguments whose results appear in the
 * state where i starts are chained; the others come from registers. */
static double input_arrival(const SGraph *g, const int32_t *state,
                            const double *out, uint32_t i) {
  const SNode *n = &g->nodes[i];
  double t = 0.0;
  for (uint32_t k = 0; k < n->nargs; k++) {
    uint32_t a = g->args[n->arg0 + k];
    if (state[a] + (int32_t)g->nodes[a].lat == state[i] && out[a] > t)
      t = out[a];
  }
  return t;
}

double chain_arrivals(const SGraph *g, const int32_t *state, Schedule *s) {
  double *out = xmalloc((size_t)g->n * sizeof(double));
  double worst = 0.0;
  for (uint32_t i = 0; i < g->n; i++) {
    const SNode *n = &g->nodes[i];
    double tin = input_arrival(g, state, out, i);
    double total = tin + n->din;
    /* A chain may exceed the budget only as a lone slow operator, whose
     * inputs then come from registers. */
    if (total > g->budget + EPS && tin > 0.0)
      ICE("schedule of block %u: chain into node %u takes %.3f ns", g->block,
          i, total);
    out[i] = n->lat || n->reg_out ? n->dout : total;
    if (total > worst) worst = total;
    if (out[i] > worst) worst = out[i];
    if (n->v != IR_NOVAL) s->arrival[n->v] = out[i];
  }
  free(out);
  return worst;
}

static const char *op_text(const Func *f, ValId v) {
  return ir_info(ir_cval(f, v)->op)->text;
}

/* Remainder v is the second result of a divider pair (ir.h): its
 * quotient's warning names the unit. */
static bool divrem_second(const SGraph *g, ValId v) {
  if (!ir_is_rem(ir_cval(g->f, v)->op)) return false;
  ValId *partner = xmalloc((g->f->vals.len + 1) * sizeof *partner);
  ir_divrem_pairs(g->f, g->block, partner);
  bool r = partner[v] != IR_NOVAL;
  free(partner);
  return r;
}

void chain_warn_slow(const SGraph *g, const SchedOptions *opt,
                     unsigned *warned) {
  enum { MAX_WARNINGS = 20 }; /* keeps the output readable */
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    const SNode *n = &g->nodes[i];
    double d = n->din > n->dout ? n->din : n->dout;
    if (d <= g->budget + EPS || divrem_second(g, n->v)) continue;
    const Val *val = ir_cval(g->f, n->v);
    unsigned w = val->width;
    if (val->nargs && w == 0) w = ir_cval(g->f, val->args[0])->width;
    if (*warned < MAX_WARNINGS)
      diag_warning(ir_loc(g->f, n->v),
                   "%u-bit '%s' takes about %.1f ns, more than the %.1f ns "
                   "of logic that a %.1f ns clock period allows; the design "
                   "will not meet timing (try --clock-period %.0f)",
                   w, op_text(g->f, n->v), d, g->budget, opt->clock_period_ns,
                   opt->clock_period_ns - g->budget + d + 0.5);
    else if (*warned == MAX_WARNINGS)
      diag_note(ir_loc(g->f, n->v),
                "more operations are slower than the clock period; not "
                "listing them all");
    (*warned)++;
  }
}
