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
 *    trace, so their stores and the registers that carry values out of
 *    the loop are written after the exit decision: t + II >= t_c + 1;
 *  - memory across iterations, for accesses x, y of one memory that may
 *    alias (one a store): x in iteration k before y in k+1; a STORE x then
 *    y: t_y + II >= t_x + 1; a LOAD x then a STORE y: t_y + II >= t_x
 *    (read-first memories). Distances above one follow.
 * Resources: at most two accesses of a memory per slot (t mod II). SDC
 * cannot count them, so after each solve the first access over the limit
 * (in time order) gets a lower bound one cycle later and the LP is solved
 * again (modulo SDC with incremental constraints, after Canis et al.,
 * FPL 2014, without backtracking); when that fails, the next II is tried.
 *
 * RecMII is the least II at which the LP without port limits is feasible;
 * ResMII = max over memories of ceil(accesses / 2). A loop is pipelined
 * at the least II >= MII that has a schedule, when that II is below the
 * cycles one iteration takes as sequential states (else it gains nothing).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdc_int.h"

/* s[a] - s[b] >= c0 - k * II */
typedef struct MDiff {
  uint32_t a, b;
  int32_t c0, k;
} MDiff;

typedef struct Modulo {
  SGraph *g;
  const Func *f;
  uint32_t b;
  VEC(MDiff) md;
  double *lo;        /* [node] lower bounds (raised by port conflicts) */
  uint32_t nmem_ops;
} Modulo;

static int32_t node(const Modulo *M, ValId v) { return M->g->node_of[v]; }

/* The value the PHI p of the loop block gets from the back edge. */
static ValId back_arg(const Modulo *M, ValId p) {
  const Val *x = ir_cval(M->f, p);
  for (uint32_t i = 0; i < x->nargs; i++)
    if (x->phi_blocks[i] == M->b) return x->args[i];
  return IR_NOVAL;
}

static void mdiff(Modulo *M, uint32_t a, uint32_t b, int32_t c0, int32_t k) {
  MDiff d = {a, b, c0, k};
  vec_push(&M->md, d);
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
  const Val *c = ir_cval(f, bl->term.arg);
  if (c->block != b || c->op == OP_CONST) {
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
    ValId a = IR_NOVAL;
    for (uint32_t k = 0; k < x->nargs; k++)
      if (x->phi_blocks[k] == b) a = x->args[k];
    const Val *av = a == IR_NOVAL ? NULL : ir_cval(f, a);
    if (!av || av->block != b || av->op == OP_PHI || av->op == OP_CONST) {
      snprintf(why, n, "the loop-carried value '%s' is not computed in the "
               "loop body", ir_val_name(f, v) ? ir_val_name(f, v) : "?");
      return false;
    }
    for (size_t j = 0; j < i; j++) {
      const Val *y = ir_cval(f, bl->ops.data[j]);
      for (uint32_t k = 0; k < y->nargs; k++)
        if (y->phi_blocks[k] == b && y->args[k] == a) {
          snprintf(why, n, "two loop-carried values are the same value");
          return false;
        }
    }
  }
  return true;
}

/* ---- the modulo constraints ---- */

/* Values of block b used outside it (other blocks, their PHIs and
 * terminators). */
static uint8_t *exit_values(const Func *f, uint32_t b) {
  uint8_t *out = xcalloc(f->vals.len + 1, 1);
  for (size_t u = 0; u < f->vals.len; u++) {
    const Val *x = &f->vals.data[u];
    if (x->op == OP_NOP || x->block == b) continue;
    for (uint32_t i = 0; i < x->nargs; i++)
      if (ir_cval(f, x->args[i])->block == b) out[x->args[i]] = 1;
  }
  for (size_t k = 0; k < f->blocks.len; k++) {
    ValId a = f->blocks.data[k].term.arg;
    if (k != b && a != IR_NOVAL && f->blocks.data[k].term.kind != TERM_BR &&
        ir_cval(f, a)->block == b)
      out[a] = 1;
  }
  return out;
}

/* mu: iteration k+1 reads p where iteration k's back argument is in a
 * register. */
static void carried(Modulo *M, uint32_t user, ValId p) {
  const Val *x = ir_cval(M->f, p);
  if (x->op != OP_PHI || x->block != M->b) return;
  int32_t vn = node(M, back_arg(M, p));
  mdiff(M, user, (uint32_t)vn, (int32_t)M->g->nodes[vn].lat + 1, 1);
}

static void carried_constraints(Modulo *M) {
  SGraph *g = M->g;
  uint32_t sink = sg_sink(g);
  for (uint32_t i = 0; i < sink; i++) {
    const Val *x = ir_cval(M->f, g->nodes[i].v);
    for (uint32_t a = 0; a < x->nargs; a++) carried(M, i, x->args[a]);
  }
  carried(M, sink, M->f->blocks.data[M->b].term.arg);
}

static void squash_constraints(Modulo *M) {
  SGraph *g = M->g;
  uint32_t sink = sg_sink(g);
  uint8_t *out = exit_values(M->f, M->b);
  for (size_t v = 0; v < M->f->vals.len; v++) {
    const Val *x = ir_cval(M->f, (ValId)v);
    if (x->op == OP_NOP || x->block != M->b) continue;
    if (x->op == OP_STORE) mdiff(M, (uint32_t)node(M, (ValId)v), sink, 1, 1);
    if (!out[v]) continue;
    ValId w = x->op == OP_PHI ? back_arg(M, (ValId)v) : (ValId)v;
    int32_t wn = node(M, w);
    mdiff(M, (uint32_t)wn, sink, 1 - (int32_t)g->nodes[wn].lat, 1);
  }
  free(out);
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
      /* x in iteration k, y in iteration k + 1 */
      mdiff(M, j, i, x->op == OP_STORE ? 1 : 0, 1);
    }
  }
}

/* ---- solving at one II ---- */

typedef enum { TRY_OK, TRY_INFEASIBLE, TRY_PORTS } TryResult;

static TryResult solve_at(Modulo *M, uint32_t ii, int32_t *state) {
  SGraph *g = M->g;
  for (size_t i = 0; i < M->md.len; i++) {
    const MDiff *d = &M->md.data[i];
    if (d->a == d->b && d->c0 - d->k * (int32_t)ii > 0) return TRY_INFEASIBLE;
  }
  Lp *lp = lp_new((int)g->n);
  for (uint32_t i = 0; i < g->n; i++)
    lp_set_col(lp, (int)i, M->lo[i], HUGE_VAL, 1);
  for (size_t i = 0; i < g->diffs.len; i++)
    lp_add_diff(lp, (int)g->diffs.data[i].a, (int)g->diffs.data[i].b,
                g->diffs.data[i].c);
  for (size_t i = 0; i < M->md.len; i++) {
    const MDiff *d = &M->md.data[i];
    if (d->a != d->b)
      lp_add_diff(lp, (int)d->a, (int)d->b, d->c0 - d->k * (int32_t)ii);
  }
  double *x = xmalloc((size_t)g->n * sizeof *x);
  int r = lp_solve(lp, x);
  lp_free(lp);
  for (uint32_t i = 0; r == 0 && i < g->n; i++) state[i] = (int32_t)x[i];
  free(x);
  return r == 0 ? TRY_OK : TRY_INFEASIBLE;
}

/* The first access (in time, then block order) that finds both ports of
 * its memory taken in its slot, or -1. */
static int32_t port_conflict(const Modulo *M, uint32_t ii,
                             const int32_t *state) {
  const SGraph *g = M->g;
  const Func *f = M->f;
  int32_t best = -1;
  uint32_t *used = xcalloc((size_t)f->mems.len * ii + 1, sizeof *used);
  int32_t maxt = 0;
  for (uint32_t i = 0; i + 1 < g->n; i++)
    if (state[i] > maxt) maxt = state[i];
  for (int32_t t = 0; t <= maxt && best < 0; t++)
    for (uint32_t i = 0; i + 1 < g->n && best < 0; i++) {
      const Val *x = ir_cval(f, g->nodes[i].v);
      if (state[i] != t || (x->op != OP_LOAD && x->op != OP_STORE)) continue;
      uint32_t *u = &used[x->imm * ii + (uint32_t)t % ii];
      if (*u == 2) best = (int32_t)i;
      else (*u)++;
    }
  free(used);
  return best;
}

static TryResult try_ii(Modulo *M, uint32_t ii, bool ports, int32_t *state) {
  SGraph *g = M->g;
  for (uint32_t i = 0; i < g->n; i++) M->lo[i] = 0;
  uint32_t rounds = 4 * M->nmem_ops + 4;
  for (uint32_t r = 0; r <= rounds; r++) {
    TryResult t = solve_at(M, ii, state);
    if (t != TRY_OK) return r ? TRY_PORTS : t;
    if (!ports) return TRY_OK;
    int32_t c = port_conflict(M, ii, state);
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
    if (st[d->a] - st[d->b] < d->c0 - d->k * (int32_t)ii)
      ICE("modulo schedule of block %u violates s[%u] - s[%u] >= %d - %d II",
          M->b, d->a, d->b, d->c0, d->k);
  }
}

static void assign_ports(const Modulo *M, uint32_t ii, const int32_t *state,
                         Schedule *s) {
  const SGraph *g = M->g;
  const Func *f = M->f;
  uint32_t *used = xcalloc((size_t)f->mems.len * ii + 1, sizeof *used);
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    const Val *x = ir_cval(f, g->nodes[i].v);
    if (x->op != OP_LOAD && x->op != OP_STORE) continue;
    uint32_t *u = &used[x->imm * ii + (uint32_t)state[i] % ii];
    if (*u >= 2) ICE("three accesses of memory %u in one slot", (unsigned)x->imm);
    s->port[g->nodes[i].v] = (uint8_t)(*u)++;
  }
  free(used);
}

static void record(Modulo *M, uint32_t ii, const int32_t *state, Schedule *s,
                   LoopSched *L) {
  SGraph *g = M->g;
  check_solution(M, ii, state);
  uint32_t sink = sg_sink(g), end = (uint32_t)state[sink];
  for (uint32_t i = 0; i < sink; i++) {
    s->cycle[g->nodes[i].v] = state[i];
    s->lat[g->nodes[i].v] = g->nodes[i].lat;
    uint32_t e = (uint32_t)state[i] + g->nodes[i].lat;
    if (e > end) end = e;
  }
  s->nstates[M->b] = 1;
  assign_ports(M, ii, state, s);
  double worst = chain_arrivals(g, state, s);
  if (worst > s->critical_ns) s->critical_ns = worst;
  L->pipelined = true;
  L->ii = ii;
  L->exit_time = (uint32_t)state[sink];
  L->stages = end / ii + 1;
}

static uint32_t res_mii(const Modulo *M) {
  const Func *f = M->f;
  uint32_t *n = xcalloc(f->mems.len + 1, sizeof *n), best = 1;
  for (uint32_t i = 0; i + 1 < M->g->n; i++) {
    const Val *x = ir_cval(f, M->g->nodes[i].v);
    if (x->op == OP_LOAD || x->op == OP_STORE) {
      uint32_t k = ++n[x->imm];
      if ((k + 1) / 2 > best) best = (k + 1) / 2;
    }
  }
  free(n);
  return best;
}

static const char *busiest_memory(const Modulo *M) {
  const Func *f = M->f;
  uint32_t *n = xcalloc(f->mems.len + 1, sizeof *n), best = 0;
  const char *name = "?";
  for (uint32_t i = 0; i + 1 < M->g->n; i++) {
    const Val *x = ir_cval(f, M->g->nodes[i].v);
    if ((x->op == OP_LOAD || x->op == OP_STORE) && ++n[x->imm] > best) {
      best = n[x->imm];
      name = f->mems.data[x->imm].name;
    }
  }
  free(n);
  return name;
}

/* Modulo-schedules loop L (its sequential schedule is already in s). */
static void pipeline_loop(const Func *f, const SchedOptions *opt,
                          int32_t *node_of, Schedule *s, LoopSched *L) {
  SGraph g = {0};
  g.f = f;
  g.block = L->block;
  g.node_of = node_of;
  g.budget = delay_budget(opt);
  g.modulo = true;
  sg_build(&g, opt);
  Modulo M = {&g, f, L->block, {0}, xcalloc(g.n, sizeof(double)), 0};
  carried_constraints(&M);
  squash_constraints(&M);
  memory_carried(&M);
  int32_t *state = xmalloc((size_t)g.n * sizeof *state);
  uint32_t cap = L->seq_cycles;
  uint32_t rec = 1;
  while (rec < cap && try_ii(&M, rec, false, state) != TRY_OK) rec++;
  L->rec_mii = rec;
  L->res_mii = res_mii(&M);
  L->mii = rec > L->res_mii ? rec : L->res_mii;
  uint32_t ii = L->mii;
  while (ii < cap && try_ii(&M, ii, true, state) != TRY_OK) ii++;
  if (ii < cap) {
    record(&M, ii, state, s, L);
    if (ii > L->mii)
      snprintf(L->reason, sizeof L->reason,
               "no schedule fits the two ports of memory '%s' at II %u",
               busiest_memory(&M), L->mii);
  } else {
    snprintf(L->reason, sizeof L->reason,
             "II %u would not beat the sequential loop (%u cycles per "
             "iteration)", ii, cap);
  }
  free(state);
  free(M.lo);
  vec_free(&M.md);
  sg_free(&g);
}

void modulo_schedule(const Func *f, const SchedOptions *opt,
                     int32_t *node_of, Schedule *s) {
  s->loop_of = xmalloc((f->blocks.len + 1) * sizeof *s->loop_of);
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    s->loop_of[b] = -1;
    if (!modulo_is_loop(f, b)) continue;
    s->loops = xrealloc(s->loops, (s->nloops + 1) * sizeof *s->loops);
    LoopSched *L = &s->loops[s->nloops];
    memset(L, 0, sizeof *L);
    L->block = b;
    L->loc = f->blocks.data[b].term.loc;
    L->seq_cycles = s->nstates[b];
    if (opt->no_pipeline)
      snprintf(L->reason, sizeof L->reason, "pipelining is off (--no-pipeline)");
    else if (loop_shape(f, b, L->reason, sizeof L->reason)) {
      pipeline_loop(f, opt, node_of, s, L);
      if (L->pipelined) s->loop_of[b] = (int32_t)s->nloops;
    }
    s->nloops++;
  }
}
