/* fushare.c - functional-unit allocation and binding for multipliers and
 * dividers in FSM states (--units): the resource constraints of the
 * schedule, the operand multiplexer's delay, the binding of operations to
 * units and its report. The rules are in sched.h (fu_kind). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdc_int.h"

#define NOKIND UINT32_MAX

static bool is_div(Op op) {
  return op == OP_UDIV || op == OP_SDIV || op == OP_UREM || op == OP_SREM;
}

uint32_t fu_limit(const Func *f, const SchedOptions *opt, Op op) {
  if (op == OP_MUL) return opt->units_mul ? opt->units_mul : f->alloc_mul;
  if (!is_div(op)) return 0;
  return opt->units_div ? opt->units_div : f->alloc_div;
}

/* Some class has a limit: --units or the top's ALLOCATION pragmas. */
static bool any_limit(const Func *f, const SchedOptions *opt) {
  return fu_limit(f, opt, OP_MUL) || fu_limit(f, opt, OP_UDIV);
}

uint32_t fu_busy(uint32_t lat) { return lat >= 3 ? lat : 1; }

static bool is_const(const Func *f, ValId a) {
  return ir_cval(f, a)->op == OP_CONST;
}

bool fu_kind(const Func *f, ValId v, const SchedOptions *opt,
             const ValId *partner, FuKind *k) {
  const Val *x = ir_cval(f, v);
  if (!fu_limit(f, opt, x->op) || x->nargs != 2 || ir_width_wide(x->width))
    return false; /* a wide constant operand has no uint64_t key */
  if (x->op == OP_MUL && (is_const(f, x->args[0]) || is_const(f, x->args[1])))
    return false;
  bool kc = false;
  uint64_t kv = 0;
  if (is_div(x->op)) {
    kc = is_const(f, x->args[1]);
    if (kc) kv = ir_cval(f, x->args[1])->imm;
    if (partner[v] != IR_NOVAL) return false; /* a pair: one unit, two results */
  }
  *k = (FuKind){x->op, x->width, delay_model(f, v, opt).lat, kc, kv};
  return true;
}

static bool same_kind(const FuKind *a, const FuKind *b) {
  return a->op == b->op && a->width == b->width && a->lat == b->lat &&
         a->kconst == b->kconst && a->k == b->k;
}

bool fu_loop_over(const Func *f, const SchedOptions *opt, uint32_t b,
                  char *why, size_t n) {
  if (!any_limit(f, opt)) return false;
  const Block *bl = &f->blocks.data[b];
  ValId *partner = xmalloc((f->vals.len + 1) * sizeof *partner);
  ir_divrem_pairs(f, b, partner);
  VEC(FuKind) kinds = {0};
  VEC(uint32_t) count = {0};
  bool over = false;
  for (size_t i = 0; i < bl->ops.len && !over; i++) {
    FuKind k;
    if (!fu_kind(f, bl->ops.data[i], opt, partner, &k)) continue;
    uint32_t j = 0;
    while (j < kinds.len && !same_kind(&kinds.data[j], &k)) j++;
    if (j == kinds.len) {
      vec_push(&kinds, k);
      vec_push(&count, 0);
    }
    uint32_t lim = fu_limit(f, opt, k.op);
    if (++count.data[j] > lim) {
      snprintf(why, n, "it has more than %u %u-bit '%s' operation%s, the "
               "%s limit (a pipelined loop does not share units)",
               lim, k.width, ir_info(k.op)->text, lim == 1 ? "" : "s",
               (k.op == OP_MUL ? opt->units_mul : opt->units_div)
                   ? "--units" : "ALLOCATION pragma's");
      over = true;
    }
  }
  vec_free(&kinds);
  vec_free(&count);
  free(partner);
  return over;
}

/* Every shareable operation's kind: kind[v] an index into kinds (NOKIND
 * when v is not shareable, or, with `fsm_only`, is in a pipelined loop of
 * s), count[k] how many operations each kind has. Returns the kinds. */
typedef struct Kinds {
  VEC(FuKind) k;
  VEC(uint32_t) count;
  uint32_t *of; /* [ValId] */
} Kinds;

static void find_kinds(const Func *f, const SchedOptions *opt,
                       const Schedule *s, Kinds *K) {
  memset(K, 0, sizeof *K);
  K->of = xmalloc((f->vals.len + 1) * sizeof *K->of);
  for (size_t v = 0; v < f->vals.len; v++) K->of[v] = NOKIND;
  ValId *partner = xmalloc((f->vals.len + 1) * sizeof *partner);
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    if (s && s->loop_of && s->loop_of[b] >= 0) continue;
    const Block *bl = &f->blocks.data[b];
    bool any = false;
    for (size_t i = 0; i < bl->ops.len && !any; i++)
      any = fu_limit(f, opt, ir_cval(f, bl->ops.data[i])->op) != 0;
    if (!any) continue;
    ir_divrem_pairs(f, b, partner);
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      FuKind k;
      if (!fu_kind(f, v, opt, partner, &k)) continue;
      uint32_t j = 0;
      while (j < K->k.len && !same_kind(&K->k.data[j], &k)) j++;
      if (j == K->k.len) {
        vec_push(&K->k, k);
        vec_push(&K->count, 0);
      }
      K->count.data[j]++;
      K->of[v] = j;
    }
  }
  free(partner);
}

static void free_kinds(Kinds *K) {
  vec_free(&K->k);
  vec_free(&K->count);
  free(K->of);
}

/* Operations of kind j per unit when they are spread evenly over its
 * limit, or 1 when the kind has no more operations than units. */
static uint32_t per_unit(const Func *f, const Kinds *K, uint32_t j,
                         const SchedOptions *opt) {
  uint32_t lim = fu_limit(f, opt, K->k.data[j].op), n = K->count.data[j];
  return n <= lim ? 1 : (n + lim - 1) / lim;
}

/* The shared kinds of an FSM block: Kinds of the function, and per kind
 * the operations per unit (1: not shared). */
struct FuPlan {
  Kinds K;
  uint32_t *inputs; /* [kind] */
  uint32_t *limit;  /* [kind] its class's limit */
};

void fu_plan(SGraph *g, const SchedOptions *opt) {
  g->fu = NULL;
  if (g->modulo || !any_limit(g->f, opt)) return;
  struct FuPlan *P = xcalloc(1, sizeof *P);
  find_kinds(g->f, opt, NULL, &P->K);
  P->inputs = xmalloc((P->K.k.len + 1) * sizeof *P->inputs);
  P->limit = xmalloc((P->K.k.len + 1) * sizeof *P->limit);
  for (uint32_t j = 0; j < P->K.k.len; j++) {
    P->inputs[j] = per_unit(g->f, &P->K, j, opt);
    P->limit[j] = fu_limit(g->f, opt, P->K.k.data[j].op);
  }
  g->fu = P;
}

void fu_plan_free(SGraph *g) {
  if (!g->fu) return;
  free_kinds(&g->fu->K);
  free(g->fu->inputs);
  free(g->fu->limit);
  free(g->fu);
  g->fu = NULL;
}

bool fu_load_only(const Func *f, ValId v, const SchedOptions *opt) {
  const Val *x = ir_cval(f, v);
  if (delay_model(f, v, opt).lat < 3) return false;
  bool sgn = x->op == OP_SDIV || x->op == OP_SREM;
  return !(sgn && delay_div_fixup_stages(x->width, delay_div_rem_width(f, v),
                                         true, opt));
}

void fu_timing(const SGraph *g, ValId v, const SchedOptions *opt,
               OpTiming *t) {
  uint32_t j = g->fu->K.of[v];
  if (j == NOKIND || g->fu->inputs[j] < 2) return;
  double mux = delay_operand_mux(g->fu->inputs[j], opt);
  const Val *x = ir_cval(g->f, v);
  if (t->lat >= 3) { /* sequential: the multiplexer before its first cycle */
    bool sgn = x->op == OP_SDIV || x->op == OP_SREM;
    if (fu_load_only(g->f, v, opt)) t->lat++;
    t->delay_in = mux + (sgn ? delay_div_magnitudes(x->width, opt) : 0.0);
    return;
  }
  SchedOptions o = *opt;
  o.mux_ns = mux;
  *t = delay_model(g->f, v, &o);
  t->delay_in += mux;
}

void fu_constraints(SGraph *g) {
  if (!g->fu) return;
  const Kinds *K = &g->fu->K;
  /* per kind, the block's operations in program order (node order) */
  VEC(uint32_t) *nodes = xcalloc(K->k.len ? K->k.len : 1, sizeof *nodes);
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    uint32_t j = K->of[g->nodes[i].v];
    if (j != NOKIND && g->fu->inputs[j] >= 2) vec_push(&nodes[j], i);
  }
  for (uint32_t j = 0; j < K->k.len; j++) {
    uint32_t lim = g->fu->limit[j];
    for (size_t i = lim; i < nodes[j].len; i++) {
      uint32_t a = nodes[j].data[i], b = nodes[j].data[i - lim];
      SDiff d = {a, b, (int32_t)fu_busy(g->nodes[b].lat)};
      vec_push(&g->diffs, d);
    }
    vec_free(&nodes[j]);
  }
  free(nodes);
}

typedef struct Start {
  int32_t cycle;
  ValId v;
} Start;

static int cmp_start(const void *pa, const void *pb) {
  const Start *a = pa, *b = pb;
  if (a->cycle != b->cycle) return a->cycle < b->cycle ? -1 : 1;
  return a->v < b->v ? -1 : a->v > b->v;
}

/* Binds the operations of kind j in block b (FSM states) to units
 * base .. base + lim - 1: by start state, each to the free unit with the
 * fewest operations so far (the lowest on a tie). */
static void bind_block(const Func *f, const Schedule *s, const Kinds *K,
                       uint32_t j, uint32_t b, uint32_t base, uint32_t lim,
                       uint32_t *unit, uint32_t *members) {
  const Block *bl = &f->blocks.data[b];
  VEC(Start) ops = {0};
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    if (K->of[v] == j) vec_push(&ops, ((Start){s->cycle[v], v}));
  }
  if (ops.len > 1) qsort(ops.data, ops.len, sizeof *ops.data, cmp_start);
  int64_t *free_at = xcalloc(lim, sizeof *free_at);
  for (size_t i = 0; i < ops.len; i++) {
    uint32_t busy = fu_busy(s->lat[ops.data[i].v]);
    uint32_t best = UINT32_MAX;
    for (uint32_t u = 0; u < lim; u++)
      if (free_at[u] <= ops.data[i].cycle &&
          (best == UINT32_MAX || members[base + u] < members[base + best]))
        best = u;
    if (best == UINT32_MAX)
      ICE("block %u: more than %u operations of one kind at state %d", b,
          lim, ops.data[i].cycle);
    free_at[best] = (int64_t)ops.data[i].cycle + busy;
    unit[ops.data[i].v] = base + best;
    members[base + best]++;
  }
  free(free_at);
  vec_free(&ops);
}

void fu_bind(const Func *f, const SchedOptions *opt, Schedule *s) {
  s->fu = NULL;
  s->nfu = 0;
  if (!any_limit(f, opt)) return;
  Kinds K;
  find_kinds(f, opt, s, &K);
  uint32_t *unit = xmalloc((f->vals.len + 1) * sizeof *unit);
  for (size_t v = 0; v < f->vals.len; v++) unit[v] = UINT32_MAX;
  uint32_t total = 0;
  for (uint32_t j = 0; j < K.k.len; j++)
    total += fu_limit(f, opt, K.k.data[j].op);
  uint32_t *members = xcalloc(total ? total : 1, sizeof *members);
  uint32_t base = 0;
  for (uint32_t j = 0; j < K.k.len; j++) {
    uint32_t lim = fu_limit(f, opt, K.k.data[j].op);
    if (K.count.data[j] > lim)
      for (uint32_t b = 0; b < f->blocks.len; b++)
        if (!(s->loop_of && s->loop_of[b] >= 0))
          bind_block(f, s, &K, j, b, base, lim, unit, members);
    base += lim;
  }
  /* units of two operations or more, numbered in order */
  uint32_t *number = xmalloc((total ? total : 1) * sizeof *number);
  for (uint32_t u = 0; u < total; u++)
    number[u] = members[u] >= 2 ? ++s->nfu : 0;
  s->fu = xcalloc(f->vals.len ? f->vals.len : 1, sizeof *s->fu);
  for (size_t v = 0; v < f->vals.len; v++)
    if (unit[v] != UINT32_MAX) s->fu[v] = number[unit[v]];
  free(number);
  free(members);
  free(unit);
  free_kinds(&K);
}

uint32_t fu_members(const Schedule *s, uint32_t u, ValId *out, uint32_t cap) {
  uint32_t n = 0;
  for (uint32_t v = 0; s->fu && v < s->nvals; v++)
    if (s->fu[v] == u + 1) {
      if (n < cap) out[n] = v;
      n++;
    }
  return n;
}

void fu_text(const Func *f, const Schedule *s, Sbuf *out) {
  if (!s->nfu) return;
  /* per unit: its first operation (the kind) and its count */
  ValId *first = xmalloc(s->nfu * sizeof *first);
  uint32_t *n = xcalloc(s->nfu, sizeof *n);
  for (uint32_t v = 0; v < s->nvals; v++) {
    uint32_t u = s->fu[v];
    if (!u) continue;
    if (!n[u - 1]) first[u - 1] = v;
    n[u - 1]++;
  }
  /* grouped by kind, in the order of their units */
  bool *done = xcalloc(s->nfu, sizeof *done), any = false;
  for (uint32_t u = 0; u < s->nfu; u++) {
    if (done[u]) continue;
    const Val *x = ir_cval(f, first[u]);
    uint32_t units = 0, ops = 0, lat = s->lat[first[u]];
    for (uint32_t w = u; w < s->nfu; w++) {
      const Val *y = ir_cval(f, first[w]);
      if (done[w] || y->op != x->op || y->width != x->width ||
          s->lat[first[w]] != lat)
        continue;
      done[w] = true;
      units++;
      ops += n[w];
    }
    sb_printf(out, "%s%u %s%s (%s %u-bit", any ? "; " : "", units,
              x->op == OP_MUL ? "multiplier" : "divider",
              units == 1 ? "" : "s", ir_info(x->op)->text, x->width);
    if (x->op != OP_MUL && is_const(f, x->args[1]))
      sb_printf(out, " by %llu", (unsigned long long)ir_cval(f, x->args[1])->imm);
    if (lat >= 3) sb_printf(out, ", sequential, %u cycles", lat);
    else if (lat) sb_printf(out, ", %u stages", lat);
    sb_printf(out, ") for %u operations", ops);
    any = true;
  }
  free(done);
  free(n);
  free(first);
}
