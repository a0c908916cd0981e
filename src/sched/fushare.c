/* fushare.c - functional-unit allocation and binding for multipliers and
 * dividers (--units, ALLOCATION pragmas) in FSM states and pipelined loops:
 * the resource constraints of the schedule (FSM blocks: program order;
 * loops: by modulo slot), the operand multiplexer's delay, the binding of
 * operations to units and its report. The rules are in sched.h
 * (fu_kind). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdc_int.h"

#define NOKIND UINT32_MAX
#define ALL UINT32_MAX /* find_kinds: every block */

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

/* Every shareable operation's kind in block `only` (ALL: in every block):
 * of[v] an index into k (NOKIND when v is not shareable or in another
 * block), count[j] how many operations kind j has. */
typedef struct Kinds {
  VEC(FuKind) k;
  VEC(uint32_t) count;
  uint32_t *of; /* [ValId] */
} Kinds;

static void find_kinds(const Func *f, const SchedOptions *opt,
                       uint32_t only, Kinds *K) {
  memset(K, 0, sizeof *K);
  K->of = xmalloc((f->vals.len + 1) * sizeof *K->of);
  for (size_t v = 0; v < f->vals.len; v++) K->of[v] = NOKIND;
  ValId *partner = xmalloc((f->vals.len + 1) * sizeof *partner);
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    if (only != ALL && b != only) continue;
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

/* How many operations of kind j (of K) block b has, and whether it has
 * stream handshakes (then at II 1 it drains, modulo.c). */
static uint32_t block_count(const Func *f, const Kinds *K, uint32_t b,
                            uint32_t j, bool *streams) {
  const Block *bl = &f->blocks.data[b];
  uint32_t n = 0;
  *streams = false;
  for (size_t i = 0; i < bl->ops.len; i++) {
    Op op = ir_cval(f, bl->ops.data[i])->op;
    n += K->of[bl->ops.data[i]] == j;
    *streams = *streams || op == OP_SREAD || op == OP_SWRITE;
  }
  return n;
}

/* Kind j of the function (K) shares units in loop block b: the function
 * has more operations of it than the limit and b has some, unless b could
 * drain at II 1 (its stages' holds would hold the unit for the FSM too)
 * and has no more than the limit (which would keep it from II 1). */
static bool loop_kind_shares(const Func *f, const SchedOptions *opt,
                             const Kinds *K, uint32_t j, uint32_t b) {
  uint32_t lim = fu_limit(f, opt, K->k.data[j].op);
  if (opt->no_loop_share || K->count.data[j] <= lim) return false;
  bool streams;
  uint32_t n = block_count(f, K, b, j, &streams);
  return n > lim || (n && !streams);
}

bool fu_loop_shares(const Func *f, const SchedOptions *opt, uint32_t b) {
  if (!any_limit(f, opt) || opt->no_loop_share) return false;
  Kinds K;
  find_kinds(f, opt, ALL, &K);
  bool any = false;
  for (uint32_t j = 0; j < K.k.len && !any; j++)
    any = loop_kind_shares(f, opt, &K, j, b);
  free_kinds(&K);
  return any;
}

/* Operations of kind j per unit when they are spread evenly over its
 * limit, or 1 when the kind has no more operations than units. */
static uint32_t per_unit(const Func *f, const Kinds *K, uint32_t j,
                         const SchedOptions *opt) {
  uint32_t lim = fu_limit(f, opt, K->k.data[j].op), n = K->count.data[j];
  return n <= lim ? 1 : (n + lim - 1) / lim;
}

/* The shared kinds of a block: Kinds of the function, and per kind the
 * operations per unit (1: not shared; in a pipelined loop, also 1 for a
 * kind of which the loop has no more operations than the limit: those keep
 * units of their own). */
struct FuPlan {
  Kinds K;
  uint32_t *inputs; /* [kind] */
  uint32_t *limit;  /* [kind] its class's limit */
};

void fu_plan(SGraph *g, const SchedOptions *opt) {
  g->fu = NULL;
  if (!any_limit(g->f, opt)) return;
  if (g->modulo && !fu_loop_shares(g->f, opt, g->block)) return;
  struct FuPlan *P = xcalloc(1, sizeof *P);
  find_kinds(g->f, opt, ALL, &P->K);
  P->inputs = xmalloc((P->K.k.len + 1) * sizeof *P->inputs);
  P->limit = xmalloc((P->K.k.len + 1) * sizeof *P->limit);
  for (uint32_t j = 0; j < P->K.k.len; j++) {
    P->inputs[j] = per_unit(g->f, &P->K, j, opt);
    P->limit[j] = fu_limit(g->f, opt, P->K.k.data[j].op);
    if (g->modulo && !loop_kind_shares(g->f, opt, &P->K, j, g->block))
      P->inputs[j] = 1;
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

bool fu_unit_load_only(const Func *f, const Schedule *s, ValId v,
                       const SchedOptions *opt) {
  if (!fu_load_only(f, v, opt)) return false;
  if (s->fu && s->fu[v]) return true;
  return !(s->varlat && s->varlat[v]) &&
         s->lat[v] == delay_model(f, v, opt).lat + 1;
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
  if (!g->fu || g->modulo) return; /* (a loop's: fu_loop_conflict) */
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

/* ---- pipelined loops: units by modulo slot ---- */

typedef struct SlotOp {
  int32_t cycle; /* start time in the iteration */
  ValId v;
  uint32_t busy; /* slots taken (fu_busy) */
  uint32_t node; /* the SGraph node (fu_loop_conflict) */
} SlotOp;

static int cmp_slot(const void *pa, const void *pb) {
  const SlotOp *a = pa, *b = pb;
  if (a->cycle != b->cycle) return a->cycle < b->cycle ? -1 : 1;
  return a->v < b->v ? -1 : a->v > b->v;
}

/* Binds ops[0 .. n-1] (sorted by start) of one kind of a loop pipelined at
 * II ii to units 0 .. lim-1 so that no two operations of one unit take
 * the same slot (an operation takes slots cycle .. cycle + busy - 1, mod
 * ii): in start order, each to the free unit with the fewest operations so
 * far (the lowest on a tie). Returns the index of the first operation that
 * finds no free unit, or -1 (then unit[i] is ops[i]'s). The same greedy
 * checks a schedule (fu_loop_conflict) and binds it (fu_bind), so a
 * schedule that passes binds. */
static int32_t bind_slots(const SlotOp *ops, uint32_t n, uint32_t ii,
                          uint32_t lim, uint32_t *unit) {
  uint8_t *used = xcalloc((size_t)lim * ii, 1);
  uint32_t *members = xcalloc(lim, sizeof *members);
  int32_t bad = -1;
  for (uint32_t i = 0; i < n && bad < 0; i++) {
    uint32_t best = UINT32_MAX, busy = ops[i].busy;
    for (uint32_t u = 0; u < lim && busy <= ii; u++) {
      bool free_u = true;
      for (uint32_t k = 0; k < busy && free_u; k++)
        free_u = !used[(size_t)u * ii + ((uint32_t)ops[i].cycle + k) % ii];
      if (free_u && (best == UINT32_MAX || members[u] < members[best]))
        best = u;
    }
    if (best == UINT32_MAX) {
      bad = (int32_t)i;
      break;
    }
    for (uint32_t k = 0; k < busy; k++)
      used[(size_t)best * ii + ((uint32_t)ops[i].cycle + k) % ii] = 1;
    members[best]++;
    unit[i] = best;
  }
  free(members);
  free(used);
  return bad;
}

/* Loop graph g's operations of kind j that share units, sorted by start
 * (state: the schedule being checked). */
static uint32_t loop_ops(const SGraph *g, uint32_t j, const int32_t *state,
                         SlotOp **out) {
  SlotOp *ops = xmalloc((g->n ? g->n : 1) * sizeof *ops);
  uint32_t n = 0;
  for (uint32_t i = 0; i + 1 < g->n; i++)
    if (g->fu->K.of[g->nodes[i].v] == j)
      ops[n++] = (SlotOp){state ? state[i] : 0, g->nodes[i].v,
                          fu_busy(g->nodes[i].lat), i};
  if (n > 1) qsort(ops, n, sizeof *ops, cmp_slot);
  *out = ops;
  return n;
}

uint32_t fu_loop_ops(const SGraph *g) {
  uint32_t n = 0;
  for (uint32_t i = 0; g->fu && g->modulo && i + 1 < g->n; i++) {
    uint32_t j = g->fu->K.of[g->nodes[i].v];
    n += j != NOKIND && g->fu->inputs[j] >= 2;
  }
  return n;
}

uint32_t fu_res_mii(const SGraph *g) {
  uint32_t best = 1;
  for (uint32_t j = 0; g->fu && g->modulo && j < g->fu->K.k.len; j++) {
    if (g->fu->inputs[j] < 2) continue;
    SlotOp *ops;
    uint32_t n = loop_ops(g, j, NULL, &ops), lim = g->fu->limit[j];
    uint64_t slots = 0;
    for (uint32_t i = 0; i < n; i++) slots += ops[i].busy;
    uint32_t r = (uint32_t)((slots + lim - 1) / lim);
    if (r > best) best = r;
    free(ops);
  }
  return best;
}

int32_t fu_loop_conflict(const SGraph *g, uint32_t ii, const int32_t *state) {
  int32_t bad = -1;
  for (uint32_t j = 0; g->fu && g->modulo && j < g->fu->K.k.len; j++) {
    if (g->fu->inputs[j] < 2) continue;
    SlotOp *ops;
    uint32_t n = loop_ops(g, j, state, &ops);
    uint32_t *unit = xmalloc(n * sizeof *unit);
    int32_t i = bind_slots(ops, n, ii, g->fu->limit[j], unit);
    if (i >= 0 && (bad < 0 || ops[i].cycle < state[bad]))
      bad = (int32_t)ops[i].node;
    free(unit);
    free(ops);
  }
  return bad;
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

/* Binds the operations of kind j in pipelined loop block b (one that
 * shares it, loop_kind_shares) to units base .. base + lim - 1 by slot
 * (bind_slots, as the schedule was checked). */
static void bind_loop(const Func *f, const Schedule *s, const Kinds *K,
                      uint32_t j, uint32_t b, uint32_t base, uint32_t lim,
                      uint32_t *unit, uint32_t *members) {
  const Block *bl = &f->blocks.data[b];
  SlotOp *ops = xmalloc((bl->ops.len ? bl->ops.len : 1) * sizeof *ops);
  uint32_t n = 0;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    if (K->of[v] == j)
      ops[n++] = (SlotOp){s->cycle[v], v, fu_busy(s->lat[v]), 0};
  }
  if (n) {
    if (n > 1) qsort(ops, n, sizeof *ops, cmp_slot);
    uint32_t *u = xmalloc(n * sizeof *u);
    if (bind_slots(ops, n, s->loops[s->loop_of[b]].ii, lim, u) >= 0)
      ICE("loop block %u: its operations of one kind do not fit %u units", b,
          lim);
    for (uint32_t i = 0; i < n; i++) {
      unit[ops[i].v] = base + u[i];
      members[base + u[i]]++;
    }
    free(u);
  }
  free(ops);
}

/* FSM blocks and pipelined loops never run at the same time, and a loop's
 * results are taken into its registers within the loop's state, so a
 * loop's shared operations use the FSM's units of their kind: the loops'
 * first (by slot), then the FSM blocks' (balancing the operations per
 * unit). */
void fu_bind(const Func *f, const SchedOptions *opt, Schedule *s) {
  s->fu = NULL;
  s->nfu = 0;
  if (!any_limit(f, opt)) return;
  Kinds K;
  find_kinds(f, opt, ALL, &K);
  uint32_t *unit = xmalloc((f->vals.len + 1) * sizeof *unit);
  for (size_t v = 0; v < f->vals.len; v++) unit[v] = UINT32_MAX;
  uint32_t total = 0;
  for (uint32_t j = 0; j < K.k.len; j++)
    total += fu_limit(f, opt, K.k.data[j].op);
  uint32_t *members = xcalloc(total ? total : 1, sizeof *members);
  uint32_t base = 0;
  for (uint32_t j = 0; j < K.k.len; j++) {
    uint32_t lim = fu_limit(f, opt, K.k.data[j].op);
    for (uint32_t b = 0; K.count.data[j] > lim && b < f->blocks.len; b++)
      if (s->loop_of && s->loop_of[b] >= 0 &&
          loop_kind_shares(f, opt, &K, j, b))
        bind_loop(f, s, &K, j, b, base, lim, unit, members);
    for (uint32_t b = 0; K.count.data[j] > lim && b < f->blocks.len; b++)
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

uint32_t fu_most_ops(const Func *f, const SchedOptions *opt, Op op) {
  SchedOptions o = *opt; /* a limit for both classes, so every kind counts */
  o.units_mul = o.units_div = UINT32_MAX;
  Kinds K;
  find_kinds(f, &o, ALL, &K);
  uint32_t most = 0;
  for (uint32_t j = 0; j < K.k.len; j++)
    if ((K.k.data[j].op == OP_MUL) == (op == OP_MUL) && K.count.data[j] > most)
      most = K.count.data[j];
  free_kinds(&K);
  return most;
}
