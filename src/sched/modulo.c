/* modulo.c - loop pipelining: modulo SDC scheduling of single-block loops.
 *
 * A loop here is a block B whose terminator branches back to B and out to
 * one exit. Its iterations start every II cycles; operation v of an
 * iteration runs at time t[v] cycles after the iteration's start. The
 * constraints (one LP per II tried, difference constraints only, so the
 * optimum is integral as in sdc.c):
 *  - within an iteration, those of sdc.c (dependences, chaining, memory
 *    order), except that the sink is the exit decision t_c (the
 *    terminator), not the end of everything;
 *  - loop-carried values (seed 004's mu): a PHI p of B with back argument
 *    v is read by iteration k+1 at a user's time t_u from v's register,
 *    written by iteration k at t_v + lat_v: t_u + II >= t_v + lat_v + 1;
 *  - squashing: iterations started after the exiting one must leave no
 *    trace, so their stores come after the exit decision: t + II >= t_c + 1
 *    (values used after the loop are copied out late enough by the
 *    hardware, pipeline.c, without a constraint);
 *  - memory across iterations, for accesses x, y of one memory that may
 *    alias (one a store): x in iteration k before y in k+1; a STORE x then
 *    y: t_y + II >= t_x + 1; a LOAD x then a STORE y: t_y + II >= t_x
 *    (read-first memories). Distances above one follow. With forwarding
 *    (forward_stores), a STORE x then a LOAD y of an on-chip RAM
 *    keep only t_y + II >= t_x (and t_y >= t_x within an iteration,
 *    sdc.c); the loop is scheduled with and without it, and forwarding
 *    is kept only when its II is lower.
 * Resources: at most two accesses of a memory per slot (t mod II). SDC
 * cannot count them, so after each solve the first access over the limit
 * (in time order) gets a lower bound one cycle later and the LP is solved
 * again (modulo SDC with incremental constraints, after Canis et al.,
 * FPL 2014, without backtracking); when that fails, the next II is tried.
 *
 * Shared multipliers and dividers (--units, fushare.c: fu_loop_shares) are
 * checked the same way after each solve: the first operation (in time)
 * that finds none of its kind's units free in its slots gets the later
 * lower bound.
 *
 * RecMII is the least II at which the LP without port limits is feasible;
 * ResMII = max over memories of ceil(accesses / 2), and over shared kinds
 * of ceil(slots taken / units) (fu_res_mii). A loop is pipelined
 * at the least II >= MII that has a schedule, when that II is below the
 * cycles one iteration takes as sequential states (else it gains nothing).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "poscycle.h"
#include "sdc_int.h"

/* Memory dependences further apart than this many iterations are not
 * constraints: a loop whose iteration is longer is not pipelined. */
#define MAX_DISTANCE 4096

/* What a modulo constraint comes from (for the report). */
typedef enum { WHY_MU, WHY_MEM, WHY_SQUASH, WHY_IO } WhyKind;

/* s[a] - s[b] >= c0 - k * II */
typedef struct MDiff {
  uint32_t a, b;
  int32_t c0, k;
  WhyKind kind;
  ValId why;         /* MU: the PHI; MEM: the earlier access; SQUASH: the
                        store */
  ValId why2;        /* MEM: the later access */
  bool drainless;    /* needed only by a pipeline that cannot drain */
  bool relaxed;      /* a store to a forwarding load: c0 is one less than
                        without forwarding, except at a distance above one
                        in a pipeline that drains (forward_stores) */
} MDiff;

typedef struct Modulo {
  SGraph *g;
  const Func *f;
  uint32_t b;
  VEC(MDiff) md;
  int64_t *lo;       /* [node] lower bounds (raised by port conflicts) */
  uint32_t nmem_ops;
  const MDiff *skip; /* constraints like this one are left out (blame) */
  /* at II 1 the pipeline can drain (sched.h, LoopSched.drain) */
  bool drainable;
  bool forward;      /* the forwarding variant (SGraph.forward) */
  uint32_t cur_ii;   /* the II being solved */
} Modulo;

static int32_t node(const Modulo *M, ValId v) { return M->g->node_of[v]; }

static void mdiff(Modulo *M, uint32_t a, uint32_t b, int32_t c0, int32_t k,
                  WhyKind kind, ValId why, ValId why2) {
  MDiff d = {a, b, c0, k, kind, why, why2, false, false};
  vec_push(&M->md, d);
}

/* d's constant at the II being solved (or ii) */
static int32_t c0_at(const Modulo *M, const MDiff *d, uint32_t ii) {
  return d->c0 + (d->relaxed && ii == 1 && M->drainable && d->k > 1);
}

static bool skipped(const Modulo *M, const MDiff *d) {
  if (d->drainless && M->cur_ii == 1 && M->drainable) return true;
  return M->skip && M->skip->kind == d->kind && M->skip->why == d->why &&
         M->skip->why2 == d->why2;
}

/* ---- which loops can be pipelined ---- */

static uint32_t npreds(const Func *f, uint32_t b) {
  uint32_t n = 0;
  for (size_t x = 0; x < f->blocks.len; x++) {
    const Term *t = &f->blocks.data[x].term;
    for (uint32_t i = 0; i < t->nsuccs; i++)
      if (t->succs[i] == b) {
        n++;
        break;
      }
  }
  return n;
}

bool modulo_is_loop(const Func *f, uint32_t b) {
  const Term *t = &f->blocks.data[b].term;
  if (t->kind == TERM_BR) return t->succs[0] == b; /* never exits */
  return t->kind == TERM_CBR && (t->succs[0] == b) != (t->succs[1] == b);
}

/* "" when block b (a loop) has the shape the pipeline architecture
 * builds; else why not, in why. */
static bool loop_shape(const Func *f, uint32_t b, char *why, size_t n) {
  const Block *bl = &f->blocks.data[b];
  if (npreds(f, b) != 2) {
    snprintf(why, n, "the loop is entered from more than one place");
    return false;
  }
  const Val *c = bl->term.kind == TERM_CBR ? ir_cval(f, bl->term.arg) : NULL;
  if (c && (c->block != b || c->op == OP_CONST)) {
    snprintf(why, n, "the exit condition does not change in the loop");
    return false;
  }
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    const Val *x = ir_cval(f, v);
    if (x->op == OP_PRINT) {
      snprintf(why, n, "the loop body calls printf (line %u)", x->loc.line);
      return false;
    }
    if (x->op != OP_PHI) continue;
    ValId a = loop_back_arg(f, v);
    const Val *av = a == IR_NOVAL ? NULL : ir_cval(f, a);
    if (!av || av->block != b || av->op == OP_CONST) {
      snprintf(why, n, "the loop-carried value '%s' is not computed in the "
               "loop body", ir_val_name(f, v) ? ir_val_name(f, v) : "?");
      return false;
    }
    for (size_t j = 0; j < i; j++)
      if (ir_cval(f, bl->ops.data[j])->op == OP_PHI &&
          loop_back_arg(f, bl->ops.data[j]) == a) {
        snprintf(why, n, "two loop-carried values are the same value");
        return false;
      }
  }
  return true;
}

ValId loop_back_arg(const Func *f, ValId p) {
  const Val *x = ir_cval(f, p);
  for (uint32_t k = 0; k < x->nargs; k++)
    if (x->phi_blocks[k] == x->block) return x->args[k];
  return IR_NOVAL;
}

/* ---- the modulo constraints ---- */

/* mu: a PHI p is a node whose time is when iteration k+1 takes p from
 * the registers of its back-edge value b, written by iteration k:
 * t_p + II >= t_b + lat_b + 1. Its users follow it like any value's. */
static void carried_constraints(Modulo *M) {
  SGraph *g = M->g;
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    ValId p = g->nodes[i].v;
    if (ir_cval(M->f, p)->op != OP_PHI) continue;
    int32_t bn = node(M, loop_back_arg(M->f, p));
    mdiff(M, i, (uint32_t)bn, (int32_t)g->nodes[bn].lat + 1, 1, WHY_MU, p,
          IR_NOVAL);
  }
}

static void squash_constraints(Modulo *M) {
  SGraph *g = M->g;
  uint32_t sink = sg_sink(g);
  for (uint32_t i = 0; i < sink; i++)
    if (ir_is_stream_op(ir_cval(M->f, g->nodes[i].v)->op))
      /* a handshake may share the exit decision's cycle: the pipeline
       * withholds it from a squashed iteration (stream.c) */
      mdiff(M, i, sink, 0, 1, WHY_SQUASH, g->nodes[i].v, IR_NOVAL);
    else if (ir_cval(M->f, g->nodes[i].v)->op == OP_STORE ||
             ir_visible_effect(M->f, g->nodes[i].v))
      mdiff(M, i, sink, 1, 1, WHY_SQUASH, g->nodes[i].v, IR_NOVAL);
}

/* Visible effects (ir_visible_effect) stay in program order across iterations:
 * iteration k+1's first comes no earlier than iteration k's last, and each
 * stream port's first access of k+1 comes after its last of k. */
static void io_carried(Modulo *M) {
  SGraph *g = M->g;
  const Func *f = M->f;
  uint32_t first = UINT32_MAX, lastv = UINT32_MAX;
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    if (!ir_visible_effect(f, g->nodes[i].v)) continue;
    if (first == UINT32_MAX) first = i;
    lastv = i;
    const Val *x = ir_cval(f, g->nodes[i].v);
    if (!ir_is_stream_op(x->op)) continue;
    M->nmem_ops++;
    for (uint32_t j = 0; j < i; j++) {
      const Val *y = ir_cval(f, g->nodes[j].v);
      if (ir_is_stream_op(y->op) && y->imm == x->imm)
        mdiff(M, j, i, 1, 1, WHY_IO, g->nodes[i].v, g->nodes[j].v);
    }
  }
  if (first != UINT32_MAX && first != lastv) {
    mdiff(M, first, lastv, 0, 1, WHY_IO, g->nodes[lastv].v, g->nodes[first].v);
    M->md.data[M->md.len - 1].drainless = true;
  }
}

static void memory_carried(Modulo *M) {
  SGraph *g = M->g;
  const Func *f = M->f;
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    const Val *x = ir_cval(f, g->nodes[i].v);
    if (x->op != OP_LOAD && x->op != OP_STORE) continue;
    M->nmem_ops++;
    for (uint32_t j = 0; j + 1 < g->n; j++) {
      const Val *y = ir_cval(f, g->nodes[j].v);
      if ((y->op != OP_LOAD && y->op != OP_STORE) || y->imm != x->imm) continue;
      if (i == j || (x->op == OP_LOAD && y->op == OP_LOAD)) continue;
      if (!sg_may_alias(f, g->nodes[i].v, g->nodes[j].v)) continue;
      /* x in iteration k, y in iteration k + d */
      uint32_t d = dep_distance(f, M->b, g->nodes[i].v, g->nodes[j].v,
                                MAX_DISTANCE);
      if (d >= MAX_DISTANCE) continue;
      bool fwd = M->forward && x->op == OP_STORE && g->nodes[j].lat == 1 &&
                 forward_stores(f, M->b, g->nodes[j].v);
      mdiff(M, j, i, x->op == OP_STORE && !fwd ? 1 : 0, (int32_t)d, WHY_MEM,
            g->nodes[i].v, g->nodes[j].v);
      M->md.data[M->md.len - 1].relaxed = fwd;
    }
  }
}

/* ---- solving at one II ---- */

typedef enum { TRY_OK, TRY_INFEASIBLE, TRY_PORTS } TryResult;

static TryResult solve_at(Modulo *M, uint32_t ii, int32_t *state) {
  SGraph *g = M->g;
  M->cur_ii = ii;
  for (size_t i = 0; i < M->md.len; i++) {
    const MDiff *d = &M->md.data[i];
    if (d->a == d->b && c0_at(M, d, ii) - d->k * (int32_t)ii > 0 &&
        !skipped(M, d))
      return TRY_INFEASIBLE;
  }
  Lp *lp = lp_new((int)g->n);
  for (uint32_t i = 0; i < g->n; i++)
    lp_set_col(lp, (int)i, M->lo[i], LP_INF, 1);
  for (size_t i = 0; i < g->diffs.len; i++)
    lp_add_diff(lp, (int)g->diffs.data[i].a, (int)g->diffs.data[i].b,
                g->diffs.data[i].c);
  for (size_t i = 0; i < M->md.len; i++) {
    const MDiff *d = &M->md.data[i];
    if (d->a != d->b && !skipped(M, d))
      lp_add_diff(lp, (int)d->a, (int)d->b,
                  c0_at(M, d, ii) - d->k * (int32_t)ii);
  }
  int64_t *x = xmalloc((size_t)g->n * sizeof *x);
  int r = lp_solve(lp, x);
  lp_free(lp);
  for (uint32_t i = 0; r == 0 && i < g->n; i++) state[i] = (int32_t)x[i];
  free(x);
  return r == 0 ? TRY_OK : TRY_INFEASIBLE;
}

/* The first access (in time, then block order) that finds no port of its
 * memory (or stream) left in its slot, or -1. */
static int32_t port_conflict(const Modulo *M, uint32_t ii,
                             const int32_t *state) {
  const SGraph *g = M->g;
  const Func *f = M->f;
  int32_t best = -1;
  uint8_t *used = xcalloc((size_t)f->mems.len * ii + 1, sizeof *used);
  uint32_t *sused = xcalloc((size_t)f->ports.len * ii + 1, sizeof *sused);
  int32_t maxt = 0;
  for (uint32_t i = 0; i + 1 < g->n; i++)
    if (state[i] > maxt) maxt = state[i];
  for (int32_t t = 0; t <= maxt && best < 0; t++)
    for (uint32_t i = 0; i + 1 < g->n && best < 0; i++) {
      const Val *x = ir_cval(f, g->nodes[i].v);
      if (state[i] != t) continue;
      uint32_t slot = (uint32_t)t % ii;
      if (ir_is_stream_op(x->op)) {
        if (sused[x->imm * ii + slot]++) best = (int32_t)i;
        continue;
      }
      if (!sched_port_access(f, g->nodes[i].v)) continue;
      uint8_t *u = &used[x->imm * ii + slot];
      int p = sg_mem_port(g, x->op, f->mems.data[x->imm].external, *u);
      if (p < 0) best = (int32_t)i;
      else *u |= (uint8_t)(1u << p);
    }
  free(used);
  free(sused);
  return best;
}

static TryResult try_ii(Modulo *M, uint32_t ii, bool ports, int32_t *state) {
  SGraph *g = M->g;
  for (uint32_t i = 0; i < g->n; i++) M->lo[i] = 0;
  uint32_t rounds = 4 * (M->nmem_ops + fu_loop_ops(g)) + 4;
  for (uint32_t r = 0; r <= rounds; r++) {
    TryResult t = solve_at(M, ii, state);
    if (t != TRY_OK) return r ? TRY_PORTS : t;
    if (!ports) return TRY_OK;
    int32_t c = port_conflict(M, ii, state);
    if (c < 0) c = fu_loop_conflict(g, ii, state);
    if (c < 0) return TRY_OK;
    M->lo[c] = state[c] + 1;
  }
  return TRY_PORTS;
}

/* ---- results ---- */

static void check_solution(const Modulo *M, uint32_t ii, const int32_t *st) {
  const SGraph *g = M->g;
  for (size_t i = 0; i < g->diffs.len; i++) {
    const SDiff *d = &g->diffs.data[i];
    if (st[d->a] - st[d->b] < d->c)
      ICE("modulo schedule of block %u violates s[%u] - s[%u] >= %d", M->b,
          d->a, d->b, d->c);
  }
  for (size_t i = 0; i < M->md.len; i++) {
    const MDiff *d = &M->md.data[i];
    if (d->drainless && ii == 1 && M->drainable) continue;
    if (st[d->a] - st[d->b] < c0_at(M, d, ii) - d->k * (int32_t)ii)
      ICE("modulo schedule of block %u violates s[%u] - s[%u] >= %d - %d II",
          M->b, d->a, d->b, d->c0, d->k);
  }
}

static void assign_ports(const Modulo *M, uint32_t ii, const int32_t *state,
                         Schedule *s) {
  const SGraph *g = M->g;
  const Func *f = M->f;
  uint8_t *used = xcalloc((size_t)f->mems.len * ii + 1, sizeof *used);
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    const Val *x = ir_cval(f, g->nodes[i].v);
    if (!sched_port_access(f, g->nodes[i].v)) continue;
    uint8_t *u = &used[x->imm * ii + (uint32_t)state[i] % ii];
    int p = sg_mem_port(g, x->op, f->mems.data[x->imm].external, *u);
    if (p < 0) ICE("no port left for an access of memory %u in its slot",
                   (unsigned)x->imm);
    *u |= (uint8_t)(1u << p);
    s->port[g->nodes[i].v] = (uint8_t)p;
  }
  free(used);
}

static void record(Modulo *M, uint32_t ii, const int32_t *state, Schedule *s,
                   LoopSched *L) {
  SGraph *g = M->g;
  check_solution(M, ii, state);
  uint32_t sink = sg_sink(g), end = (uint32_t)state[sink];
  for (uint32_t i = 0; i < sink; i++) {
    uint32_t e = (uint32_t)state[i] + g->nodes[i].lat;
    if (e > end) end = e;
  }
  if (end >= MAX_DISTANCE) {
    snprintf(L->reason, sizeof L->reason, "an iteration takes %u cycles or "
             "more", MAX_DISTANCE);
    return;
  }
  for (uint32_t i = 0; i < sink; i++) {
    s->cycle[g->nodes[i].v] = state[i];
    s->lat[g->nodes[i].v] = g->nodes[i].lat;
  }
  s->nstates[M->b] = 1;
  assign_ports(M, ii, state, s);
  double worst = chain_arrivals(g, state, s);
  if (worst > s->critical_ns) s->critical_ns = worst;
  L->pipelined = true;
  L->drain = ii == 1 && M->drainable;
  L->ii = ii;
  L->exit_time = (uint32_t)state[sink];
  L->stages = end / ii + 1;
}

static uint32_t res_mii(const Modulo *M) {
  const Func *f = M->f;
  uint32_t *n = xcalloc(f->mems.len + 1, sizeof *n), best = 1;
  uint32_t *ns = xcalloc(f->mems.len + 1, sizeof *ns);
  uint32_t *sn = xcalloc(f->ports.len + 1, sizeof *sn);
  for (uint32_t i = 0; i + 1 < M->g->n; i++) {
    const Val *x = ir_cval(f, M->g->nodes[i].v);
    if (sched_port_access(f, M->g->nodes[i].v)) {
      uint32_t k = ++n[x->imm];
      if (f->mems.data[x->imm].external) k *= 2; /* one port */
      if ((k + 1) / 2 > best) best = (k + 1) / 2;
      /* one store port: a store per slot */
      if (x->op == OP_STORE && M->g->one_store_port &&
          ++ns[x->imm] > best)
        best = ns[x->imm];
    } else if (ir_is_stream_op(x->op) && ++sn[x->imm] > best) {
      best = sn[x->imm];
    }
  }
  free(n);
  free(ns);
  free(sn);
  uint32_t fu = fu_res_mii(M->g);
  return fu > best ? fu : best;
}

static const char *busiest_memory(const Modulo *M) {
  const Func *f = M->f;
  uint32_t *n = xcalloc(f->mems.len + 1, sizeof *n), best = 0;
  const char *name = "?";
  for (uint32_t i = 0; i + 1 < M->g->n; i++) {
    const Val *x = ir_cval(f, M->g->nodes[i].v);
    if (sched_port_access(f, M->g->nodes[i].v) && ++n[x->imm] > best) {
      best = n[x->imm];
      name = f->mems.data[x->imm].name;
    }
  }
  free(n);
  return name;
}

/* Whether the constraints at II ii, without the skipped ones, have a
 * positive cycle: exactly when solve_at's LP is infeasible (poscycle.h),
 * found without solving it. When they do and on_md is not NULL, on_md
 * marks the constraints of M->md on one such cycle (every one of them if
 * the cycle could not be read back). */
static bool infeasible_at(Modulo *M, uint32_t ii, uint8_t *on_md) {
  const SGraph *g = M->g;
  M->cur_ii = ii;
  size_t nd = g->diffs.len, m = 0, cap = nd + M->md.len + 1;
  int32_t *a = xmalloc(cap * sizeof *a), *b = xmalloc(cap * sizeof *b);
  int64_t *c = xmalloc(cap * sizeof *c);
  size_t *md_of = xmalloc(cap * sizeof *md_of);
  bool self = false;
  if (on_md) memset(on_md, 0, M->md.len);
  for (size_t i = 0; i < nd; i++, m++) {
    a[m] = (int32_t)g->diffs.data[i].a, b[m] = (int32_t)g->diffs.data[i].b;
    c[m] = g->diffs.data[i].c, md_of[m] = SIZE_MAX;
  }
  for (size_t i = 0; i < M->md.len && !self; i++) {
    const MDiff *d = &M->md.data[i];
    int64_t w = c0_at(M, d, ii) - d->k * (int64_t)ii;
    if (skipped(M, d)) continue;
    if (d->a == d->b && w > 0) { /* a cycle of its own (as in solve_at) */
      if (on_md) on_md[i] = 1;
      self = true;
    } else if (d->a != d->b) {
      a[m] = (int32_t)d->a, b[m] = (int32_t)d->b, c[m] = w, md_of[m++] = i;
    }
  }
  uint8_t *on = on_md && !self ? xcalloc(m + 1, 1) : NULL;
  bool pos = self || poscycle_find((int32_t)g->n, (int32_t)m, a, b, c, on);
  for (size_t k = 0; on && k < m; k++)
    if (on[k] && md_of[k] != SIZE_MAX) on_md[md_of[k]] = 1;
  free(on), free(a), free(b), free(c), free(md_of);
  return pos;
}

static bool same_key(const MDiff *x, const MDiff *y) {
  return x->kind == y->kind && x->why == y->why && x->why2 == y->why2;
}

/* Names the constraint that keeps II from being rec - 1: the first whose
 * removal (with every constraint of its kind and values) makes that II
 * feasible. Only those on one positive cycle at rec - 1 can: the cycle
 * stays when any other is removed. */
static void blame(Modulo *M, uint32_t rec, LoopSched *L) {
  const Func *f = M->f;
  uint8_t *on = xcalloc(M->md.len + 1, 1);
  if (!infeasible_at(M, rec - 1, on)) /* (solve_at said it is) */
    for (size_t i = 0; i < M->md.len; i++) on[i] = 1;
  for (size_t i = 0; i < M->md.len && !L->recurrence[0]; i++) {
    const MDiff *d = &M->md.data[i];
    bool seen = false, cut = false;
    for (size_t j = 0; j < i && !seen; j++)
      seen = same_key(&M->md.data[j], d);
    for (size_t j = 0; j < M->md.len && !cut && !seen; j++)
      cut = on[j] && same_key(&M->md.data[j], d);
    if (seen || !cut) continue;
    M->skip = d;
    bool still = infeasible_at(M, rec - 1, NULL);
    M->skip = NULL;
    if (still) continue;
    const char *name = ir_val_name(f, d->why);
    unsigned line =
        ir_loc(f, d->kind == WHY_MU ? loop_back_arg(f, d->why) : d->why).line;
    unsigned line2 = d->why2 != IR_NOVAL ? ir_loc(f, d->why2).line : 0;
    if (!line) line = L->loc.line;
    if (!line2) line2 = L->loc.line;
    if (d->kind == WHY_MU)
      snprintf(L->recurrence, sizeof L->recurrence,
               "the recurrence through '%s' (line %u)", name ? name : "?",
               line);
    else if (d->kind == WHY_IO)
      snprintf(L->recurrence, sizeof L->recurrence,
               "the order of stream operations (line %u after line %u of "
               "the previous iteration)", line, line2);
    else if (d->kind == WHY_MEM)
      snprintf(L->recurrence, sizeof L->recurrence,
               "the dependence through memory '%s' (line %u to line %u, "
               "%d iteration%s later)",
               f->mems.data[ir_cval(f, d->why)->imm].name, line, line2, d->k,
               d->k == 1 ? "" : "s");
    else
      snprintf(L->recurrence, sizeof L->recurrence,
               "the %s at line %u waiting for the exit test",
               ir_is_stream_op(ir_cval(f, d->why)->op) ? "stream operation"
               : ir_cval(f, d->why)->op == OP_PRINT  ? "printf"
                                                       : "store",
               line);
  }
  free(on);
  if (!L->recurrence[0])
    snprintf(L->recurrence, sizeof L->recurrence,
             "several recurrences together");
}

static void pipeline_keep(Modulo *M, const SchedOptions *opt, uint32_t ii,
                          uint32_t cap, uint32_t want, const int32_t *state,
                          Schedule *s, LoopSched *L);

/* At II 1 loop block b drains (sched.h, LoopSched.drain): only loops with
 * handshakes need to; operator pipelines and read ports hold with their
 * stages (arch/pipeunit.c, memory.c). */
static bool drainable(const Func *f, uint32_t b) {
  const Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++) {
    Op op = ir_cval(f, bl->ops.data[i])->op;
    if (op == OP_SREAD || op == OP_SWRITE) return true;
  }
  return false;
}

enum { KEEP = 0 };

/* Modulo-schedules loop L (its sequential schedule is already in s), with
 * or without forwarding, with the variable-latency units marked in varlat
 * (NULL: none; sdc_int.h SGraph.varlat); keeps the result (in s and L) only when its II
 * is below `below` (always with KEEP). Returns the II found (UINT32_MAX:
 * none). */
static uint32_t try_loop(const Func *f, const SchedOptions *opt,
                         int32_t *node_of, Schedule *s, LoopSched *L,
                         bool forward, uint32_t below,
                         const uint8_t *varlat) {
  SGraph g = {0};
  g.f = f;
  g.block = L->block;
  g.node_of = node_of;
  g.varlat = varlat;
  g.budget = delay_budget(opt);
  g.modulo = true;
  g.forward = forward;
  sg_build(&g, opt);
  Modulo M = {&g, f, L->block, {0}, xcalloc(g.n, sizeof(int64_t)), 0, NULL,
              false, forward, 0};
  M.drainable = drainable(f, L->block);

  carried_constraints(&M);
  squash_constraints(&M);
  memory_carried(&M);
  io_carried(&M);
  LoopSched T = *L; /* the results, copied to L when kept */
  int32_t *state = xmalloc((size_t)g.n * sizeof *state);
  uint32_t cap = T.seq_cycles;
  uint32_t limit = opt->ii_limit ? opt->ii_limit[L->block] : 0;
  if (limit && limit < UINT32_MAX - 1 && limit + 1 < cap) {
    cap = limit + 1;
    T.ii_limited = true;
  }
  uint32_t rec = 1;
  while (rec < cap && try_ii(&M, rec, false, state) != TRY_OK) rec++;
  T.rec_mii = rec;
  if (rec > 1) blame(&M, rec, &T);
  T.res_mii = res_mii(&M);
  T.mii = rec > T.res_mii ? rec : T.res_mii;
  uint32_t ii = T.mii, want = f->blocks.data[T.block].pipeline_ii;
  if (want > ii) ii = want;
  if (want && cap <= want) cap = want + 1; /* the user's II, even if slower */
  while (ii < cap && try_ii(&M, ii, true, state) != TRY_OK) ii++;
  uint32_t found = ii < cap ? ii : UINT32_MAX;
  T.ii_limited = T.ii_limited && found == UINT32_MAX;
  if (below == KEEP || found < below) {
    if (want && want < T.mii && !varlat)
      diag_warning(T.loc, "the loop cannot start an iteration every %u "
                   "cycle%s as its pragma asks: its minimum initiation "
                   "interval is %u (%s)", want, want == 1 ? "" : "s", T.mii,
                   T.rec_mii >= T.res_mii && T.recurrence[0] ? T.recurrence
                   : g.fu ? "memory ports and shared units"
                          : "memory ports");
    *L = T;
    pipeline_keep(&M, opt, ii, cap, want, state, s, L);
    if (L->pipelined && forward) forward_record(&g, s, L);
  }
  free(state);
  free(M.lo);
  vec_free(&M.md);
  sg_free(&g);
  return found;
}

/* Records loop L's schedule at ii (or why it is not pipelined). */
static void pipeline_keep(Modulo *M, const SchedOptions *opt, uint32_t ii,
                          uint32_t cap, uint32_t want, const int32_t *state,
                          Schedule *s, LoopSched *L) {
  if (ii >= cap) {
    snprintf(L->reason, sizeof L->reason,
             "II %u would not beat the sequential loop (%u cycle%s per "
             "iteration)", ii, L->seq_cycles, L->seq_cycles == 1 ? "" : "s");
    return;
  }
  record(M, ii, state, s, L);
  /* the stall control of a draining loop is a path of its own, longer
   * with more stages, that no placement of operators shortens */
  if (L->drain) {
    double ctl = delay_stall_control(L->stages, opt);
    if (ctl > s->critical_ns) s->critical_ns = ctl;
  }
  if (ii > L->mii && want >= ii)
    snprintf(L->reason, sizeof L->reason,
             "II %u as the loop's pragma asks "
             "(pipeline_initiation_interval or HLS PIPELINE II)", want);
  else if (ii > L->mii && M->g->fu)
    snprintf(L->reason, sizeof L->reason,
             "no schedule fits the memory ports and the shared units at "
             "II %u", ii - 1);
  else if (ii > L->mii)
    snprintf(L->reason, sizeof L->reason,
             "no schedule fits the two ports of memory '%s' at II %u",
             busiest_memory(M), ii - 1);
}

/* Pipelines loop L, with forwarding only where it lowers the II. */
static void pipeline_loop(const Func *f, const SchedOptions *opt,
                          int32_t *node_of, Schedule *s, LoopSched *L) {
  if (opt->no_forward || !forward_candidates(f, L->block)) {
    try_loop(f, opt, node_of, s, L, false, KEEP, NULL);
    return;
  }
  /* (below 1: a trial that keeps nothing) */
  uint32_t plain = try_loop(f, opt, node_of, s, L, false, 1, NULL);
  if (plain > 1 && try_loop(f, opt, node_of, s, L, true, plain, NULL) < plain) {
    L->fwd_ii = plain == UINT32_MAX ? 0 : plain;
    return;
  }
  try_loop(f, opt, node_of, s, L, false, KEEP, NULL);
}

/* Loop L shares units by slot (fu_loop_shares; pipelined or not): notes
 * its II with units of its own (a trial that keeps nothing). Its
 * dividers are not variable-latency units (varlat.c): a shared unit
 * starts by slot. */
static void share_trial(const Func *f, const SchedOptions *opt,
                        int32_t *node_of, Schedule *s, LoopSched *L) {
  SchedOptions own = *opt;
  own.no_loop_share = true;
  uint32_t ii = try_loop(f, &own, node_of, s, L, false, 1, NULL);
  L->fu_shared = true;
  L->fu_ii = ii == UINT32_MAX ? 0 : ii;
}

void modulo_pipeline_loop(const Func *f, const SchedOptions *opt,
                          int32_t *node_of, Schedule *s, LoopSched *L,
                          const uint8_t *varlat) {
  try_loop(f, opt, node_of, s, L, false, KEEP, varlat);
}

/* ---- trip counts ---- */

/* Marks the values of block b that the exit condition depends on through
 * the loop's recurrences; false when one of them is not a pure scalar
 * operation (a load, say), or a PHI starts from a non-constant. */
static bool exit_slice(const Func *f, uint32_t b, uint8_t *in) {
  VEC(ValId) work = {0};
  bool ok = true;
  vec_push(&work, f->blocks.data[b].term.arg);
  while (ok && work.len) {
    ValId v = work.data[--work.len];
    const Val *x = ir_cval(f, v);
    if (ir_width_wide(x->width)) { /* eval_val's uint64_t: ir.h */
      ok = false;
      continue;
    }
    if (x->op == OP_CONST || x->block != b || in[v]) {
      ok = x->op == OP_CONST || x->block == b;
      continue;
    }
    in[v] = 1;
    if (x->op == OP_PHI) {
      for (uint32_t i = 0; i < x->nargs; i++) {
        if (x->phi_blocks[i] == b) vec_push(&work, x->args[i]);
        else ok = ok && ir_cval(f, x->args[i])->op == OP_CONST;
      }
      continue;
    }
    ok = ir_info(x->op)->flags & OPF_PURE && x->op != OP_PARAM;
    for (uint32_t i = 0; ok && i < x->nargs; i++) vec_push(&work, x->args[i]);
  }
  vec_free(&work);
  return ok;
}

static bool eval_val(const Func *f, const uint64_t *val, ValId v,
                     uint64_t *r) {
  const Val *x = ir_cval(f, v);
  uint64_t a[3] = {0, 0, 0};
  for (uint32_t i = 0; i < x->nargs && i < 3; i++) {
    const Val *ax = ir_cval(f, x->args[i]);
    a[i] = ax->op == OP_CONST ? ax->imm : val[x->args[i]];
  }
  unsigned aw = x->nargs ? ir_cval(f, x->args[0])->width : x->width;
  switch (x->op) {
  case OP_SELECT: *r = a[0] & 1 ? a[1] : a[2]; break;
  case OP_ZEXT: case OP_TRUNC: *r = a[0]; break;
  case OP_SEXT: *r = (uint64_t)sign_extend(a[0], aw); break;
  default:
    if (x->nargs != 2 || !ir_eval_binary(x->op, aw, a[0], a[1], r))
      return false;
  }
  *r &= mask_bits(x->width);
  return true;
}

/* Iterations of loop b when the exit depends only on counters that start
 * from constants (found by running those counters), else -1. */
static int64_t trip_count(const Func *f, uint32_t b) {
  enum { MAX_TRIPS = 1 << 20, MAX_WORK = 1 << 24 };
  const Block *bl = &f->blocks.data[b];
  if (bl->term.kind != TERM_CBR) return -1; /* no exit: unbounded */
  uint8_t *in = xcalloc(f->vals.len + 1, 1);
  uint64_t *val = xcalloc(f->vals.len + 1, sizeof *val);
  uint64_t *nxt = xcalloc(f->vals.len + 1, sizeof *nxt);
  int64_t trips = -1;
  size_t n = 0;
  bool ok = exit_slice(f, b, in);
  for (size_t i = 0; i < bl->ops.len; i++) n += in[bl->ops.data[i]];
  bool stay_if = bl->term.succs[0] == b;
  for (size_t i = 0; ok && i < bl->ops.len; i++) { /* PHI initial values */
    const Val *x = ir_cval(f, bl->ops.data[i]);
    if (x->op != OP_PHI) break;
    for (uint32_t k = 0; k < x->nargs; k++)
      if (in[bl->ops.data[i]] && x->phi_blocks[k] != b)
        val[bl->ops.data[i]] = ir_cval(f, x->args[k])->imm;
  }
  for (int64_t it = 1; ok && it <= MAX_TRIPS && (uint64_t)it * n < MAX_WORK;
       it++) {
    for (size_t i = 0; ok && i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      if (in[v] && ir_cval(f, v)->op != OP_PHI) ok = eval_val(f, val, v, &val[v]);
    }
    if (!ok) break;
    if ((val[bl->term.arg] & 1) != stay_if) {
      trips = it;
      break;
    }
    for (size_t i = 0; i < bl->ops.len; i++) {
      const Val *x = ir_cval(f, bl->ops.data[i]);
      if (x->op != OP_PHI) break;
      for (uint32_t k = 0; k < x->nargs; k++)
        if (in[bl->ops.data[i]] && x->phi_blocks[k] == b) {
          const Val *ax = ir_cval(f, x->args[k]);
          nxt[bl->ops.data[i]] = ax->op == OP_CONST ? ax->imm : val[x->args[k]];
        }
    }
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId p = bl->ops.data[i];
      if (ir_cval(f, p)->op != OP_PHI) break;
      if (in[p]) val[p] = nxt[p];
    }
  }
  free(in);
  free(val);
  free(nxt);
  return trips;
}

/* Blocks of the natural loop of back edge latch -> h (marked in body);
 * returns how many. */
static uint32_t loop_body(const Func *f, uint32_t h, uint32_t latch,
                          uint8_t *body) {
  memset(body, 0, f->blocks.len);
  VEC(uint32_t) work = {0};
  uint32_t n = 1;
  body[h] = 1;
  if (!body[latch]) {
    body[latch] = 1, n++;
    vec_push(&work, latch);
  }
  while (work.len) {
    uint32_t b = work.data[--work.len];
    for (uint32_t p = 0; p < f->blocks.len; p++) {
      const Term *t = &f->blocks.data[p].term;
      for (uint32_t i = 0; i < t->nsuccs; i++)
        if (t->succs[i] == b && !body[p]) {
          body[p] = 1, n++;
          vec_push(&work, p);
        }
    }
  }
  vec_free(&work);
  return n;
}

/* The loop of back edge latch -> h as the user names it: the position of
 * its for/while/do and its label when the front end knows them (on the
 * latch, or on h once if-conversion made the loop one block), else the
 * back edge's branch. */
static void loop_name(const Func *f, uint32_t h, uint32_t latch,
                      LoopSched *L) {
  const Block *bl = &f->blocks.data[latch];
  if (!bl->loop_loc.line) bl = &f->blocks.data[h];
  L->loc = bl->loop_loc.line ? bl->loop_loc : f->blocks.data[latch].term.loc;
  L->label = bl->loop_loc.line ? bl->loop_label : NULL;
  L->trip_min = bl->trip_min;
  L->trip_max = bl->trip_max;
  L->trip_avg = bl->trip_avg;
}

/* A loop of several blocks: reported, not pipelined. */
static void multi_block_loop(const Func *f, const uint32_t *idom, uint32_t h,
                             uint32_t latch, uint8_t *body, LoopSched *L) {
  uint32_t n = loop_body(f, h, latch, body);
  bool inner = false;
  for (uint32_t b = 0; b < f->blocks.len && !inner; b++) {
    if (!body[b] || b == h) continue;
    const Term *t = &f->blocks.data[b].term;
    for (uint32_t i = 0; i < t->nsuccs; i++)
      inner = inner || (body[t->succs[i]] && t->succs[i] != h &&
                        ir_dominates(idom, t->succs[i], b));
  }
  L->block = h;
  loop_name(f, h, latch, L);
  L->trip_count = -1;
  const Block *hb = &f->blocks.data[h];
  if (inner)
    snprintf(L->reason, sizeof L->reason,
             "it contains an inner loop that is not fully unrolled");
  else if (hb->ifconv_ii == UINT32_MAX)
    snprintf(L->reason, sizeof L->reason,
             "if-converted, it would not pipeline at an II of %u or less, "
             "the shortest path through its %u blocks (%u cycles) plus one",
             hb->ifconv_path + 1, n, hb->ifconv_path);
  else if (hb->ifconv_ii)
    snprintf(L->reason, sizeof L->reason,
             "if-converted, an iteration would take %u cycles, more than the "
             "shortest path through its %u blocks (%u cycles)",
             hb->ifconv_ii, n, hb->ifconv_path);
  else
    snprintf(L->reason, sizeof L->reason,
             "its %u blocks were not if-converted (--no-pipeline, a "
             "pipeline(disable) pragma, printf, or no exit)", n);
}

void modulo_schedule(const Func *f, const SchedOptions *opt,
                     int32_t *node_of, Schedule *s) {
  uint32_t *idom = ir_dominators(f);
  uint8_t *body = xcalloc(f->blocks.len + 1, 1);
  s->loop_of = xmalloc((f->blocks.len + 1) * sizeof *s->loop_of);
  for (uint32_t b = 0; b < f->blocks.len; b++) s->loop_of[b] = -1;
  for (uint32_t h = 0; h < f->blocks.len; h++) {
    for (uint32_t latch = 0; latch < f->blocks.len; latch++) {
      const Term *t = &f->blocks.data[latch].term;
      bool back = false;
      for (uint32_t i = 0; i < t->nsuccs; i++)
        back = back || (t->succs[i] == h && idom[latch] != UINT32_MAX &&
                        ir_dominates(idom, h, latch));
      /* the restart path of a speculated loop is no loop of the program */
      if (!back || f->blocks.data[h].spec_restart) continue;
      s->loops = xrealloc(s->loops, (s->nloops + 1) * sizeof *s->loops);
      LoopSched *L = &s->loops[s->nloops];
      memset(L, 0, sizeof *L);
      if (latch != h || !modulo_is_loop(f, h)) {
        multi_block_loop(f, idom, h, latch, body, L);
        s->nloops++;
        continue;
      }
      L->block = h;
      loop_name(f, h, latch, L);
      L->seq_cycles = s->nstates[h];
      L->trip_count = trip_count(f, h);
      if (opt->no_pipeline)
        snprintf(L->reason, sizeof L->reason,
                 "pipelining is off (--no-pipeline)");
      else if (f->blocks.data[h].pipeline_off)
        snprintf(L->reason, sizeof L->reason,
                 "#pragma clang loop pipeline(disable) or HLS PIPELINE off");
      else if (loop_shape(f, h, L->reason, sizeof L->reason)) {
        pipeline_loop(f, opt, node_of, s, L);
        if (fu_loop_shares(f, opt, h)) share_trial(f, opt, node_of, s, L);
        else varlat_try(f, opt, node_of, s, L);
        if (L->pipelined) s->loop_of[h] = (int32_t)s->nloops;
      }
      s->nloops++;
    }
  }
  free(body);
  free(idom);
}
