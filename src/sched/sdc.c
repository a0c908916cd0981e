/* sdc.c - SDC scheduling of each basic block (Cong & Zhang, DAC 2006).
 *
 * One LP per block: a state variable s[v] per scheduled operation and s[end]
 * for the block's last state, difference constraints only (data
 * dependences, chaining, memory order and ports, print order), so the
 * matrix is totally unimodular and the LP optimum is an integral schedule;
 * the LP's dual is a minimum-cost flow, which is how lp.c solves it.
 *
 * Objective, in two solves: first the fewest states (minimise every s, which
 * for difference constraints gives the ASAP schedule and so the least
 * s[end]; computed directly as a longest path, asap_states); then, with
 * s[end] fixed, the fewest register bits (lifetime.c): for every value a
 * variable m[v] >= the state of each in-block use (s[end] when the value is
 * used after the block), minimising sum width * (m[v] - s[v]).
 * Plain ASAP computes values as early as possible and keeps them in
 * registers until their use (typically values that only feed the next
 * iteration's PHIs); the second solve moves such values next to their uses
 * without lengthening the block.
 *
 * Memory ports: SDC cannot count resources, so the accesses of one memory
 * keep their program order (s non-decreasing) and every third access is a
 * state later than the first of its window: at most two accesses share a
 * state, and they are neighbours in program order, which makes port
 * assignment trivial (the first of a state gets port 0, the second port 1).
 * For an FSM without loop pipelining this loses little: reordering loads
 * only helps when a later load's address is ready before an earlier one's.
 */
#include <stdlib.h>
#include <string.h>

#include "sdc_int.h"

static bool is_node_op(Op op) {
  return op != OP_CONST && op != OP_NOP && op != OP_PHI && op != OP_PARAM;
}

static void add_diff(SGraph *g, uint32_t a, uint32_t b, int32_t c) {
  SDiff d = {a, b, c};
  vec_push(&g->diffs, d);
}

/* ---- the block's graph ---- */

/* (a pipelined loop's PHIs are nodes too: see modulo.c) */
static bool sg_node(const SGraph *g, Op op) {
  return is_node_op(op) || (g->modulo && op == OP_PHI);
}

static void count_nodes(SGraph *g) {
  const Block *bl = &g->f->blocks.data[g->block];
  g->n = 0;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    if (sg_node(g, ir_cval(g->f, v)->op)) g->node_of[v] = (int32_t)g->n++;
  }
  g->n++; /* the sink */
}

static int32_t arg_node(const SGraph *g, ValId a) {
  const Val *av = ir_cval(g->f, a);
  if (av->block != g->block) return -1;
  return g->node_of[a];
}

static void fill_nodes(SGraph *g, const SchedOptions *opt) {
  const Func *f = g->f;
  const Block *bl = &f->blocks.data[g->block];
  VEC(uint32_t) args = {0};
  uint32_t *nuses = xcalloc(g->n, sizeof *nuses);
  uint32_t i = 0;
  for (size_t k = 0; k < bl->ops.len; k++) {
    ValId v = bl->ops.data[k];
    const Val *val = ir_cval(f, v);
    if (!sg_node(g, val->op)) continue;
    OpTiming t = delay_model(f, v, opt);
    if (g->fu) fu_timing(g, v, opt, &t); /* a shared unit's */
    bool vl = g->varlat && g->varlat[v];
    if (vl) /* read from its unit's result register (sdc_int.h) */
      t.lat = 0;
    if (vl && g->varlat[v] == VARLAT_LOAD) /* the unit registers operands */
      t.delay_in = 0.0;
    g->nodes[i] = (SNode){v, t.lat, t.delay_in, t.delay_out,
                          (uint32_t)args.len, 0, 0, 0, vl};
    uint32_t ns = g->forward && val->op == OP_LOAD && t.lat == 1
                      ? forward_stores(f, g->block, v) : 0;
    if (ns) g->nodes[i].dout = delay_forward_load(f, v, ns, opt);
    /* a PHI's arguments come from other iterations or blocks */
    for (uint32_t a = 0; a < val->nargs && val->op != OP_PHI; a++) {
      int32_t an = arg_node(g, val->args[a]);
      if (an < 0) continue;
      vec_push(&args, (uint32_t)an);
      g->nodes[i].nargs++;
      nuses[an]++;
    }
    i++;
  }
  uint32_t sink = sg_sink(g);
  g->nodes[sink] = (SNode){IR_NOVAL, 0, delay_term(f, g->block, opt), 0.0,
                           (uint32_t)args.len, 0, 0, 0, false};
  if (bl->term.arg != IR_NOVAL) {
    int32_t an = arg_node(g, bl->term.arg);
    if (an >= 0) {
      vec_push(&args, (uint32_t)an);
      g->nodes[sink].nargs = 1;
      nuses[an]++;
    }
  }
  g->args = args.data; /* owned by the graph from here */
  g->uses = xmalloc((args.len ? args.len : 1) * sizeof *g->uses);
  uint32_t pos = 0;
  for (uint32_t j = 0; j < g->n; j++) {
    g->nodes[j].use0 = pos;
    pos += nuses[j];
  }
  for (uint32_t j = 0; j < g->n; j++) {
    const SNode *n = &g->nodes[j];
    for (uint32_t a = 0; a < n->nargs; a++) {
      SNode *an = &g->nodes[g->args[n->arg0 + a]];
      g->uses[an->use0 + an->nuses++] = j;
    }
  }
  free(nuses);
}

/* ---- constraints ---- */

static void dependence_constraints(SGraph *g) {
  uint32_t sink = sg_sink(g);
  for (uint32_t i = 0; i < g->n; i++) {
    const SNode *n = &g->nodes[i];
    /* a variable-latency unit's guard starts it: ready by its cycle (not
     * chained: it only enables the unit's load registers) */
    int32_t gn = n->reg_out ? arg_node(g, ir_guard(g->f, n->v)) : -1;
    if (gn >= 0)
      add_diff(g, i, (uint32_t)gn, (int32_t)g->nodes[gn].lat);
    for (uint32_t a = 0; a < n->nargs; a++) {
      uint32_t an = g->args[n->arg0 + a];
      add_diff(g, i, an, (int32_t)g->nodes[an].lat);
    }
    /* every result available, every effect done, by the last state (a
     * pipelined loop's sink is its exit decision instead: no such rule) */
    if (i != sink && !g->modulo) add_diff(g, sink, i, (int32_t)n->lat);
  }
}

static void print_constraints(SGraph *g) {
  uint32_t prev = UINT32_MAX;
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    if (ir_cval(g->f, g->nodes[i].v)->op != OP_PRINT) continue;
    if (prev != UINT32_MAX) add_diff(g, i, prev, 0);
    prev = i;
  }
}

/* Visible effects in program order; one access per stream port and
 * state. */
static void io_constraints(SGraph *g) {
  const Func *f = g->f;
  uint32_t prev = UINT32_MAX;
  uint32_t *last = xmalloc((f->ports.len + 1) * sizeof *last);
  for (size_t p = 0; p < f->ports.len; p++) last[p] = UINT32_MAX;
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    ValId v = g->nodes[i].v;
    if (!ir_visible_effect(f, v)) continue;
    if (prev != UINT32_MAX) add_diff(g, i, prev, 0);
    prev = i;
    const Val *x = ir_cval(f, v);
    if (!ir_is_stream_op(x->op)) continue;
    if (last[x->imm] != UINT32_MAX) add_diff(g, i, last[x->imm], 1);
    last[x->imm] = i;
  }
  free(last);
}

/* The two results of a divider pair (ir.h) come from one unit: the same
 * cycle. (Their operands, timing and so their earliest cycle are the same
 * anyway; the register-bit solve could part them.) */
static void divrem_constraints(SGraph *g) {
  const Func *f = g->f;
  const Block *bl = &f->blocks.data[g->block];
  bool any = false;
  for (size_t i = 0; i < bl->ops.len && !any; i++)
    any = ir_is_rem(ir_cval(f, bl->ops.data[i])->op);
  if (!any) return;
  ValId *partner = xmalloc((f->vals.len + 1) * sizeof *partner);
  ir_divrem_pairs(f, g->block, partner);
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId r = bl->ops.data[i];
    if (!ir_is_rem(ir_cval(f, r)->op) || partner[r] == IR_NOVAL) continue;
    uint32_t a = (uint32_t)g->node_of[r], b = (uint32_t)g->node_of[partner[r]];
    add_diff(g, a, b, 0);
    add_diff(g, b, a, 0);
  }
  free(partner);
}

static bool is_mem_op(const Func *f, ValId v) {
  return sched_port_access(f, v);
}

/* False only when both addresses are constants and differ. */
bool sg_may_alias(const Func *f, ValId x, ValId y) {
  const Val *ax = ir_cval(f, ir_cval(f, x)->args[0]);
  const Val *ay = ir_cval(f, ir_cval(f, y)->args[0]);
  if (ax->op == OP_CONST && ay->op == OP_CONST) return ax->imm == ay->imm;
  return true;
}

static int cmp_access(const void *pa, const void *pb) {
  const uint64_t *a = pa, *b = pb;
  return *a < *b ? -1 : *a > *b;
}

/* acc[0..k): the accesses of one memory in program order (node indices). */
static void memory_group(SGraph *g, const uint32_t *acc, size_t k) {
  const Func *f = g->f;
  for (size_t i = 1; i < k; i++) add_diff(g, acc[i], acc[i - 1], 0);
  /* (a modulo schedule counts ports per slot instead: modulo.c) */
  /* two ports per state; an external memory (a top parameter) has one */
  size_t nports = f->mems.data[ir_cval(f, g->nodes[acc[0]].v)->imm].external
                      ? 1 : 2;
  if (!g->modulo) {
    for (size_t i = nports; i < k; i++) add_diff(g, acc[i], acc[i - nports], 1);
    /* one store port: no two STOREs in a state (the rule below allows it
     * for different constant addresses) */
    size_t prev = SIZE_MAX;
    for (size_t i = 0; g->one_store_port && i < k; i++) {
      if (ir_cval(f, g->nodes[acc[i]].v)->op != OP_STORE) continue;
      if (prev != SIZE_MAX) add_diff(g, acc[i], acc[prev], 1);
      prev = i;
    }
  }
  /* A LOAD or STORE after a STORE that may write its address: a later
   * state. The nearest such STORE suffices, since the order above is
   * monotonic. By sg_may_alias, that is the nearest STORE when the access's
   * address is not a constant, else the nearer of the last STORE to an
   * address that is not a constant and the last STORE to the same constant
   * (kept in a hash of constant addresses: linear in the accesses). */
  size_t cap = 16;
  while (cap < 2 * k) cap *= 2;
  uint64_t *key = xmalloc(cap * sizeof *key);
  size_t *last = xmalloc(cap * sizeof *last);
  for (size_t h = 0; h < cap; h++) last[h] = SIZE_MAX;
  size_t last_store = SIZE_MAX, last_var_store = SIZE_MAX;
  for (size_t i = 0; i < k; i++) {
    const Val *x = ir_cval(f, g->nodes[acc[i]].v);
    const Val *addr = ir_cval(f, x->args[0]);
    size_t near = last_store, h = SIZE_MAX;
    if (addr->op == OP_CONST) {
      h = (size_t)((addr->imm * 0x9E3779B97F4A7C15ull) >> 32) & (cap - 1);
      while (last[h] != SIZE_MAX && key[h] != addr->imm)
        h = (h + 1) & (cap - 1);
      near = last_var_store;
      if (last[h] != SIZE_MAX && (near == SIZE_MAX || last[h] > near))
        near = last[h];
    }
    /* a forwarding load may read in its store's cycle (forward.c) */
    bool fwd = g->forward && x->op == OP_LOAD && g->nodes[acc[i]].lat == 1 &&
               forward_stores(f, g->block, g->nodes[acc[i]].v);
    if (near != SIZE_MAX) add_diff(g, acc[i], acc[near], fwd ? 0 : 1);
    if (x->op != OP_STORE) continue;
    last_store = i;
    if (h == SIZE_MAX) {
      last_var_store = i;
    } else {
      key[h] = addr->imm;
      last[h] = i;
    }
  }
  free(key);
  free(last);
}

static void memory_constraints(SGraph *g) {
  VEC(uint64_t) acc = {0}; /* memory << 32 | node */
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    ValId v = g->nodes[i].v;
    if (!is_mem_op(g->f, v)) continue;
    vec_push(&acc, ir_cval(g->f, v)->imm << 32 | i);
  }
  if (acc.len > 1) qsort(acc.data, acc.len, sizeof(uint64_t), cmp_access);
  uint32_t *group = xmalloc((acc.len ? acc.len : 1) * sizeof *group);
  for (size_t i = 0; i < acc.len;) {
    size_t j = i;
    while (j < acc.len && acc.data[j] >> 32 == acc.data[i] >> 32) {
      group[j - i] = (uint32_t)acc.data[j];
      j++;
    }
    memory_group(g, group, j - i);
    i = j;
  }
  free(group);
  vec_free(&acc);
}

/* Ports: the accesses of one memory sharing a state are neighbours in
 * program order (see the top of this file). */
static void assign_ports(const SGraph *g, const int32_t *state, Schedule *s) {
  const Func *f = g->f;
  int32_t *last_state = xmalloc((f->mems.len + 1) * sizeof *last_state);
  uint8_t *used = xcalloc(f->mems.len + 1, 1);
  for (size_t m = 0; m < f->mems.len; m++) last_state[m] = -1;
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    ValId v = g->nodes[i].v;
    if (!is_mem_op(f, v)) continue;
    const Val *x = ir_cval(f, v);
    uint64_t m = x->imm;
    if (last_state[m] != state[i]) used[m] = 0;
    int p = sg_mem_port(g, x->op, f->mems.data[m].external, used[m]);
    if (p < 0)
      ICE("no port left for an access of memory %llu in its state",
          (unsigned long long)m);
    last_state[m] = state[i];
    used[m] |= (uint8_t)(1u << p);
    s->port[v] = (uint8_t)p;
  }
  free(last_state);
  free(used);
}

/* ---- the LP ---- */

/* Values that must stay available until the end of the block: used in
 * another block, by any PHI, or by a terminator. */
static uint8_t *live_out_flags(const Func *f) {
  uint8_t *lo = xcalloc(f->vals.len + 1, 1);
  for (size_t u = 0; u < f->vals.len; u++) {
    const Val *val = &f->vals.data[u];
    for (uint32_t a = 0; a < val->nargs; a++) {
      ValId x = val->args[a];
      if (val->op == OP_PHI || f->vals.data[x].block != val->block) lo[x] = 1;
    }
  }
  for (size_t b = 0; b < f->blocks.len; b++) {
    ValId x = f->blocks.data[b].term.arg;
    if (x != IR_NOVAL) lo[x] = 1;
  }
  return lo;
}

/* The first solve in closed form. Under difference constraints and s >= 0
 * the feasible schedules are closed under the componentwise minimum, so
 * the least one (ASAP: every s[a] = max(0, max of s[b] + c)) is the unique
 * optimum of "minimise the sum of the states", the LP's answer. A block's
 * constraints all point forward in program order (a > b: uses after their
 * arguments, accesses after earlier accesses, the sink last), so one pass
 * in node order finds it, in time linear in the constraints, where the
 * simplex method takes time quadratic in the block. False when some
 * constraint points backward; the LP then decides. */
static bool asap_states(const SGraph *g, int64_t *x) {
  uint32_t *first = xcalloc((size_t)g->n + 1, sizeof *first);
  uint32_t *order = xmalloc((g->diffs.len ? g->diffs.len : 1) * sizeof *order);
  bool forward = true;
  for (size_t i = 0; i < g->diffs.len && forward; i++) {
    const SDiff *d = &g->diffs.data[i];
    if (d->a <= d->b || d->a >= g->n) forward = false;
    else first[d->a + 1]++;
  }
  if (forward) {
    for (uint32_t i = 0; i < g->n; i++) first[i + 1] += first[i];
    uint32_t *fill = xmalloc(((size_t)g->n + 1) * sizeof *fill);
    memcpy(fill, first, ((size_t)g->n + 1) * sizeof *fill);
    for (size_t i = 0; i < g->diffs.len; i++)
      order[fill[g->diffs.data[i].a]++] = (uint32_t)i;
    free(fill);
    for (uint32_t i = 0; i < g->n; i++) {
      int64_t t = 0;
      for (uint32_t k = first[i]; k < first[i + 1]; k++) {
        const SDiff *d = &g->diffs.data[order[k]];
        if (x[d->b] + d->c > t) t = x[d->b] + d->c;
      }
      x[i] = t;
    }
  }
  free(first);
  free(order);
  return forward;
}

static bool solve_block(const SGraph *g, const uint8_t *live_out,
                        int32_t *state) {
  int64_t *x = xmalloc((size_t)g->n * sizeof *x);
  int r = 0;
  bool forward = asap_states(g, x);
  if (!forward) {
    Lp *lp = lp_new((int)g->n);
    for (uint32_t i = 0; i < g->n; i++) lp_set_col(lp, (int)i, 0, LP_INF, 1);
    for (size_t i = 0; i < g->diffs.len; i++) {
      const SDiff *d = &g->diffs.data[i];
      lp_add_diff(lp, (int)d->a, (int)d->b, d->c);
    }
    r = lp_solve(lp, x);
    lp_free(lp);
  }
  if (r != 0) {
    const Block *bl = &g->f->blocks.data[g->block];
    diag_error(bl->term.loc,
               "internal compiler error: the schedule LP of block %u is %s",
               g->block, r == 1 ? "infeasible" : "not solved");
    free(x);
    return false;
  }
  sg_min_register_bits(g, live_out, forward, x); /* keeps x if it fails */
  for (uint32_t i = 0; i < g->n; i++) state[i] = (int32_t)x[i];
  free(x);
  return true;
}

/* Re-checks the promises of sched.h that the LP should have kept: a wrong
 * schedule would be wrong hardware, so it is a compiler bug. */
static void check_block(const SGraph *g, const int32_t *state) {
  for (size_t i = 0; i < g->diffs.len; i++) {
    const SDiff *d = &g->diffs.data[i];
    if (state[d->a] - state[d->b] < d->c)
      ICE("schedule of block %u violates s[%u] - s[%u] >= %d", g->block,
          d->a, d->b, d->c);
  }
}

void sg_build(SGraph *g, const SchedOptions *opt) {
  g->one_store_port = sched_one_store_port(opt);
  count_nodes(g);
  fu_plan(g, opt);
  g->nodes = xcalloc(g->n, sizeof *g->nodes);
  fill_nodes(g, opt);
  dependence_constraints(g);
  print_constraints(g);
  memory_constraints(g);
  io_constraints(g);
  divrem_constraints(g);
  fu_constraints(g);
  chain_constraints(g);
}

void sg_free(SGraph *g) {
  for (uint32_t i = 0; i + 1 < g->n; i++) g->node_of[g->nodes[i].v] = -1;
  free(g->nodes);
  free(g->args);
  free(g->uses);
  fu_plan_free(g);
  vec_free(&g->diffs);
}

static bool schedule_block(SGraph *g, const SchedOptions *opt,
                           const uint8_t *live_out, Schedule *s,
                           unsigned *warned) {
  sg_build(g, opt);
  chain_warn_slow(g, opt, warned);
  int32_t *state = xmalloc((size_t)g->n * sizeof *state);
  bool ok = solve_block(g, live_out, state);
  if (ok) {
    check_block(g, state);
    for (uint32_t i = 0; i + 1 < g->n; i++) {
      s->cycle[g->nodes[i].v] = state[i];
      s->lat[g->nodes[i].v] = g->nodes[i].lat;
    }
    s->nstates[g->block] = (uint32_t)state[sg_sink(g)] + 1;
    assign_ports(g, state, s);
    double worst = chain_arrivals(g, state, s);
    if (worst > s->critical_ns) s->critical_ns = worst;
  }
  free(state);
  sg_free(g);
  return ok;
}

static void schedule_alloc(const Func *f, const SchedOptions *opt,
                           Schedule *s) {
  memset(s, 0, sizeof *s);
  size_t nv = f->vals.len ? f->vals.len : 1;
  s->nvals = (uint32_t)f->vals.len;
  s->nblocks = (uint32_t)f->blocks.len;
  s->cycle = xmalloc(nv * sizeof *s->cycle);
  s->lat = xcalloc(nv, sizeof *s->lat);
  s->arrival = xcalloc(nv, sizeof *s->arrival);
  s->port = xcalloc(nv, sizeof *s->port);
  s->forward = xcalloc(nv, sizeof *s->forward);
  s->nstates = xcalloc(f->blocks.len ? f->blocks.len : 1, sizeof *s->nstates);
  s->clock_period_ns = opt->clock_period_ns;
  for (size_t v = 0; v < f->vals.len; v++) {
    Op op = f->vals.data[v].op;
    /* PHIs and PARAMs are registers: there from state 0 on */
    s->cycle[v] = (op == OP_PHI || op == OP_PARAM) ? 0 : -1;
  }
}

bool sched_sdc(const Func *f, const SchedOptions *opt, Schedule *out) {
  if (!(opt->clock_period_ns > 0))
    ICE("sched_sdc: clock period %g", opt->clock_period_ns);
  schedule_alloc(f, opt, out);
  uint8_t *live_out = live_out_flags(f);
  int32_t *node_of = xmalloc((f->vals.len + 1) * sizeof *node_of);
  for (size_t v = 0; v <= f->vals.len; v++) node_of[v] = -1;
  unsigned warned = 0;
  bool ok = true;
  for (uint32_t b = 0; ok && b < f->blocks.len; b++) {
    SGraph g = {0};
    g.f = f;
    g.block = b;
    g.node_of = node_of;
    g.budget = delay_budget(opt);
    ok = schedule_block(&g, opt, live_out, out, &warned);
  }
  if (ok) modulo_schedule(f, opt, node_of, out);
  if (ok) fu_bind(f, opt, out);
  free(node_of);
  free(live_out);
  if (!ok) sched_free(out);
  return ok;
}

void sched_free(Schedule *s) {
  free(s->cycle);
  free(s->lat);
  free(s->arrival);
  free(s->port);
  free(s->forward);
  free(s->nstates);
  free(s->loops);
  free(s->loop_of);
  free(s->varlat);
  free(s->varlat_lat);
  free(s->fu);
  memset(s, 0, sizeof *s);
}
