/* test_modulo.c - loop pipelining (modulo SDC scheduling) against the
 * promises of sched.h: II reaches the bound the loop's recurrences and
 * memory ports allow, loop-carried values and memory dependences hold in
 * every iteration, stores wait for the exit decision, and pragmas are
 * obeyed. The loops are built directly in the IR:
 *
 *   bb0: br bb1
 *   bb1: i = phi [bb0: 0], [bb1: i1]; <body>; i1 = i + 1;
 *        cbr (i1 == 16), bb2, bb1
 *   bb2: ret <value>
 */
#include <stdlib.h>
#include <string.h>

#include "sched/sched.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

typedef struct Loop {
  Func *f;
  uint32_t m, h;     /* memories: m (16 x 32), h (4 x 32) */
  ValId i, i1;
} Loop;

static Loop loop_new(void) {
  Loop L;
  L.f = ir_func_new("t");
  L.f->ret_width = 32;
  L.m = ir_mem_new(L.f, "m", 32, 16, nowhere());
  L.h = ir_mem_new(L.f, "h", 32, 4, nowhere());
  ir_block_new(L.f, "entry");
  ir_block_new(L.f, "loop");
  ir_block_new(L.f, "exit");
  ir_term_br(L.f, 0, 1, nowhere());
  L.i = ir_phi(L.f, 1, 4, nowhere());
  ir_phi_add(L.f, L.i, 0, ir_const(L.f, 4, 0));
  return L;
}

static ValId op2(Loop *L, Op op, unsigned w, ValId a, ValId b) {
  return ir_add(L->f, 1, op, w, 2, (ValId[]){a, b}, nowhere());
}

static ValId k32(Loop *L, uint64_t x) { return ir_const(L->f, 32, x); }

static ValId load(Loop *L, uint32_t mem, ValId addr) {
  ValId v = ir_add(L->f, 1, OP_LOAD, 32, 1, &addr, nowhere());
  ir_val(L->f, v)->imm = mem;
  return v;
}

static ValId store(Loop *L, uint32_t mem, ValId addr, ValId v) {
  ValId s = ir_add(L->f, 1, OP_STORE, 0, 2, (ValId[]){addr, v}, nowhere());
  ir_val(L->f, s)->imm = mem;
  return s;
}

/* Closes the loop (i1, the exit test, the return of ret) and schedules. */
static bool finish_opts(Loop *L, ValId ret, Target t, bool no_forward,
                        Schedule *s) {
  L->i1 = op2(L, OP_ADD, 4, L->i, ir_const(L->f, 4, 1));
  ir_phi_add(L->f, L->i, 1, L->i1);
  ValId c = ir_add(L->f, 1, OP_EQ, 1, 2,
                   (ValId[]){L->i1, ir_const(L->f, 4, 0)}, nowhere());
  ir_term_cbr(L->f, 1, c, 2, 1, nowhere());
  ir_term_ret(L->f, 2, ret, nowhere());
  ir_fill_preds(L->f);
  if (!ir_verify(L->f, "test")) return false;
  SchedOptions o = {10.0, t, false, no_forward, false, 0, 0, 0.0, NULL, false};
  return sched_sdc(L->f, &o, s);
}

static bool finish_for(Loop *L, ValId ret, Target t, Schedule *s) {
  return finish_opts(L, ret, t, false, s);
}

/* Without store-to-load forwarding: the dependences as the RAM sees them. */
static bool finish_plain(Loop *L, ValId ret, Schedule *s) {
  return finish_opts(L, ret, TARGET_GENERIC, true, s);
}

static bool finish(Loop *L, ValId ret, Schedule *s) {
  return finish_for(L, ret, TARGET_GENERIC, s);
}

static const LoopSched *the_loop(const Schedule *s) {
  return s->nloops == 1 ? &s->loops[0] : NULL;
}

/* The per-iteration promises of sched.h for a pipelined loop block. */
static int check_pipeline(const Func *f, const Schedule *s) {
  const LoopSched *L = the_loop(s);
  if (!L || !L->pipelined) return 1;
  int bad = 0, ii = (int)L->ii;
  uint32_t *used = xcalloc(f->mems.len * L->ii * 2 + 1, sizeof *used);
  for (ValId v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, v);
    if (x->block != L->block || x->op == OP_PHI || x->op == OP_CONST) continue;
    for (uint32_t a = 0; a < x->nargs; a++) {
      const Val *y = ir_cval(f, x->args[a]);
      if (y->block != L->block || y->op == OP_CONST) continue;
      if (y->op == OP_PHI) { /* the back-edge value is in a register */
        ValId b = y->phi_blocks[0] == L->block ? y->args[0] : y->args[1];
        if (s->cycle[v] + ii < s->cycle[b] + (int)s->lat[b] + 1) bad++;
      } else if (s->cycle[v] < s->cycle[x->args[a]] + (int)s->lat[x->args[a]]) {
        bad++;
      }
    }
    if (x->op == OP_STORE && s->cycle[v] + ii <= (int)L->exit_time) bad++;
    if (x->op == OP_LOAD || x->op == OP_STORE) {
      uint32_t *u = &used[(x->imm * L->ii + (uint32_t)s->cycle[v] % L->ii) * 2 +
                          s->port[v]];
      if (++*u > 1) bad++; /* one access per port and slot */
    }
    if ((uint32_t)s->cycle[v] + s->lat[v] >= L->stages * L->ii) bad++;
  }
  free(used);
  return bad;
}

TEST(modulo_accumulator_runs_at_ii_1) {
  Loop L = loop_new();
  ValId sum = ir_phi(L.f, 1, 32, nowhere());
  ir_phi_add(L.f, sum, 0, k32(&L, 0));
  ValId x = load(&L, L.m, L.i);
  ValId s1 = op2(&L, OP_ADD, 32, sum, x);
  ir_phi_add(L.f, sum, 1, s1);
  Schedule s;
  CHECK(finish(&L, s1, &s));
  const LoopSched *lp = the_loop(&s);
  CHECK(lp && lp->pipelined);
  if (lp) {
    CHECK_EQ_INT(lp->ii, 1);
    CHECK_EQ_INT(lp->mii, 1);
    CHECK_EQ_INT(lp->trip_count, 16);
  }
  CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
  CHECK_EQ_INT(s.nstates[1], 1);
  sched_free(&s);
  ir_func_free(L.f);
}

/* m[i] = m[i] + 1: the same word only within an iteration, so nothing is
 * carried; m[i + 1] = m[i] + 1 carries a value through memory to the next
 * iteration: load, add, store, then the next load: RecMII 2. */
TEST(modulo_memory_distance_sets_recmii) {
  for (int shift = 0; shift < 2; shift++) {
    Loop L = loop_new();
    ValId x = load(&L, L.m, L.i);
    ValId y = op2(&L, OP_ADD, 32, x, k32(&L, 1));
    ValId a = shift ? op2(&L, OP_ADD, 4, L.i, ir_const(L.f, 4, 1)) : L.i;
    store(&L, L.m, a, y);
    Schedule s;
    CHECK(finish_plain(&L, y, &s));
    const LoopSched *lp = the_loop(&s);
    CHECK(lp != NULL);
    if (lp) {
      CHECK_EQ_INT(lp->rec_mii, shift ? 2 : 1);
      CHECK(!shift || lp->recurrence[0]);
    }
    if (lp && lp->pipelined) CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
    sched_free(&s);
    ir_func_free(L.f);
  }
}

/* A histogram: h[m[i] & 3] += 1 has addresses no analysis knows. */
TEST(modulo_unknown_addresses_are_distance_one) {
  Loop L = loop_new();
  ValId x = load(&L, L.m, L.i);
  ValId a = ir_add(L.f, 1, OP_TRUNC, 2, 1, &x, nowhere());
  ValId c = load(&L, L.h, a);
  ValId c1 = op2(&L, OP_ADD, 32, c, k32(&L, 1));
  store(&L, L.h, a, c1);
  Schedule s;
  CHECK(finish_plain(&L, c1, &s));
  const LoopSched *lp = the_loop(&s);
  CHECK(lp && lp->pipelined);
  if (lp) CHECK_EQ_INT(lp->rec_mii, 2);
  CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
  sched_free(&s);
  ir_func_free(L.f);
}

/* Five loads of one two-port memory: ResMII 3, and II reaches it. */
TEST(modulo_ports_set_resmii) {
  Loop L = loop_new();
  ValId acc = load(&L, L.m, L.i);
  for (uint64_t k = 1; k < 5; k++)
    acc = op2(&L, OP_XOR, 32, acc,
              load(&L, L.m, op2(&L, OP_ADD, 4, L.i, ir_const(L.f, 4, k))));
  Schedule s;
  CHECK(finish(&L, acc, &s));
  const LoopSched *lp = the_loop(&s);
  CHECK(lp && lp->pipelined);
  if (lp) {
    CHECK_EQ_INT(lp->res_mii, 3);
    CHECK_EQ_INT(lp->ii, 3);
  }
  CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
  sched_free(&s);
  ir_func_free(L.f);
}

/* Two stores of m per iteration: one slot holds both on generic (ResMII
 * 1); ice40's block RAM has one write port, so ResMII 2, with every store
 * on port 1. */
static void two_stores(int *test_failed_, Target t, uint32_t want_res_mii) {
  Loop L = loop_new();
  ValId a = op2(&L, OP_ADD, 4, L.i, ir_const(L.f, 4, 8));
  ValId x = load(&L, L.h, ir_const(L.f, 2, 0));
  store(&L, L.m, L.i, x);
  store(&L, L.m, a, op2(&L, OP_ADD, 32, x, k32(&L, 1)));
  Schedule s;
  CHECK(finish_for(&L, x, t, &s));
  const LoopSched *lp = the_loop(&s);
  CHECK(lp && lp->pipelined);
  if (lp) CHECK_EQ_INT(lp->res_mii, want_res_mii);
  CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
  for (ValId v = 0; v < L.f->vals.len; v++)
    if (ir_cval(L.f, v)->op == OP_STORE && t == TARGET_ICE40)
      CHECK_EQ_INT(s.port[v], 1);
  sched_free(&s);
  ir_func_free(L.f);
}

TEST(modulo_ice40_one_store_per_slot) {
  two_stores(test_failed_, TARGET_GENERIC, 1);
  two_stores(test_failed_, TARGET_ICE40, 2);
}

/* A 2-bit counter q: h[q + 3] is h[q - 1], the word stored one iteration
 * before: distance 1 modulo 4, so RecMII 2; h[q + 2] is two iterations
 * away, which leaves II 1 possible. */
/* The histogram h[m[i] & 3] += 1 with forwarding: the next iteration's
 * load reads in the cycle of this one's store and takes its data when the
 * addresses match, so II 1 (2 without); the store runs one II after the
 * load (distance 1). */
TEST(modulo_forwarding_histogram_ii_1) {
  for (int off = 0; off < 2; off++) {
    Loop L = loop_new();
    ValId x = load(&L, L.m, L.i);
    ValId a = ir_add(L.f, 1, OP_TRUNC, 2, 1, &x, nowhere());
    ValId c = load(&L, L.h, a);
    ValId c1 = op2(&L, OP_ADD, 32, c, k32(&L, 1));
    ValId st = store(&L, L.h, a, c1);
    Schedule s;
    CHECK(off ? finish_plain(&L, c1, &s) : finish(&L, c1, &s));
    const LoopSched *lp = the_loop(&s);
    CHECK(lp && lp->pipelined);
    if (lp && !off) {
      CHECK_EQ_INT(lp->ii, 1);
      CHECK_EQ_INT(lp->fwd_ii, 2);
      CHECK_EQ_INT(lp->fwd_loads, 1);
      CHECK_EQ_INT(lp->fwd_stores, 1);
      CHECK_EQ_INT(s.forward[c], 1);
      CHECK(sched_forward_source(L.f, &s, c, st));
      CHECK_EQ_INT(s.cycle[st] - s.cycle[c], 1);
    }
    if (lp && off) {
      CHECK_EQ_INT(lp->ii, 2);
      CHECK_EQ_INT(lp->fwd_loads, 0);
      CHECK_EQ_INT(s.forward[c], 0);
    }
    CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
    sched_free(&s);
    ir_func_free(L.f);
  }
}

/* m[i] = m[i] + 1 runs at II 1 without forwarding: none is chosen. */
TEST(modulo_forwarding_only_when_it_lowers_ii) {
  Loop L = loop_new();
  ValId x = load(&L, L.m, L.i);
  ValId y = op2(&L, OP_ADD, 32, x, k32(&L, 1));
  store(&L, L.m, L.i, y);
  Schedule s;
  CHECK(finish(&L, y, &s));
  const LoopSched *lp = the_loop(&s);
  CHECK(lp && lp->pipelined);
  if (lp) {
    CHECK_EQ_INT(lp->ii, 1);
    CHECK_EQ_INT(lp->fwd_loads, 0);
    CHECK_EQ_INT(lp->fwd_ii, 0);
  }
  CHECK_EQ_INT(s.forward[x], 0);
  sched_free(&s);
  ir_func_free(L.f);
}

TEST(modulo_wrapping_index_distance) {
  for (uint64_t off = 2; off <= 3; off++) {
    Loop L = loop_new();
    ValId q = ir_phi(L.f, 1, 2, nowhere());
    ir_phi_add(L.f, q, 0, ir_const(L.f, 2, 1));
    ValId x = load(&L, L.h, op2(&L, OP_ADD, 2, q, ir_const(L.f, 2, off)));
    ValId y = op2(&L, OP_ADD, 32, x, k32(&L, 5));
    store(&L, L.h, q, y);
    ir_phi_add(L.f, q, 1, op2(&L, OP_ADD, 2, q, ir_const(L.f, 2, 1)));
    Schedule s;
    CHECK(finish_plain(&L, y, &s));
    const LoopSched *lp = the_loop(&s);
    CHECK(lp != NULL);
    if (lp) CHECK_EQ_INT(lp->rec_mii, off == 3 ? 2 : 1);
    sched_free(&s);
    ir_func_free(L.f);
  }
}

TEST(modulo_pragmas) {
  for (int which = 0; which < 2; which++) {
    Loop L = loop_new();
    ValId sum = ir_phi(L.f, 1, 32, nowhere());
    ir_phi_add(L.f, sum, 0, k32(&L, 0));
    ValId s1 = op2(&L, OP_ADD, 32, sum, load(&L, L.m, L.i));
    ir_phi_add(L.f, sum, 1, s1);
    if (which == 0) L.f->blocks.data[1].pipeline_off = true;
    else L.f->blocks.data[1].pipeline_ii = 3;
    Schedule s;
    CHECK(finish(&L, s1, &s));
    const LoopSched *lp = the_loop(&s);
    CHECK(lp != NULL);
    if (lp && which == 0) CHECK(!lp->pipelined && lp->reason[0]);
    if (lp && which == 1) {
      CHECK(lp->pipelined);
      CHECK_EQ_INT(lp->ii, 3);
      CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
    }
    sched_free(&s);
    ir_func_free(L.f);
  }
}

/* A stream process: x = read(in) [+ read(in)]; y = x <op> k; write(out, y).
 * With one read the loop runs at II 1 and drains, a divider or not. With
 * two reads of one port (one per slot: II >= 2) it cannot drain, so the
 * next iteration's first read waits for this iteration's write: with a
 * divider between them, II >= the time from the first read to the write. */
static void stream_loop(Loop *L, Op op, bool two_reads, Schedule *s,
                        bool *ok) {
  uint32_t pin = ir_port_new(L->f, "in", PORT_STREAM_IN, 32, false, nowhere());
  uint32_t pout = ir_port_new(L->f, "out", PORT_STREAM_OUT, 32, false,
                              nowhere());
  ValId x = ir_add(L->f, 1, OP_SREAD, 32, 0, NULL, nowhere());
  ir_val(L->f, x)->imm = pin;
  if (two_reads) {
    ValId x2 = ir_add(L->f, 1, OP_SREAD, 32, 0, NULL, nowhere());
    ir_val(L->f, x2)->imm = pin;
    x = op2(L, OP_ADD, 32, x, x2);
  }
  /* the add also waits for a table word addressed by x (a read's word is
   * usable in its own cycle, so without it the loop is one state and
   * nothing is pipelined) */
  ValId y = op == OP_ADD
                ? op2(L, op, 32, x,
                      load(L, L->m,
                           ir_add(L->f, 1, OP_TRUNC, 4, 1, &x, nowhere())))
                : op2(L, op, 32, x, k32(L, 7));
  ValId w = ir_add(L->f, 1, OP_SWRITE, 0, 1, &y, nowhere());
  ir_val(L->f, w)->imm = pout;
  *ok = finish(L, k32(L, 0), s);
}

TEST(modulo_stream_drain_and_order) {
  static const Op ops[] = {OP_ADD, OP_UDIV};
  for (int k = 0; k < 4; k++) {
    Loop L = loop_new();
    Schedule s;
    bool ok;
    stream_loop(&L, k == 1 || k == 3 ? ops[1] : ops[0], k == 1 || k == 2, &s,
                &ok);
    CHECK(ok);
    const LoopSched *lp = the_loop(&s);
    CHECK(lp && lp->pipelined);
    if (!ok || !lp || !lp->pipelined) continue;
    CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
    ValId rd = IR_NOVAL, wr = IR_NOVAL;
    for (size_t v = 0; v < L.f->vals.len; v++) {
      if (L.f->vals.data[v].op == OP_SREAD && rd == IR_NOVAL) rd = (ValId)v;
      if (L.f->vals.data[v].op == OP_SWRITE) wr = (ValId)v;
    }
    int span = s.cycle[wr] - s.cycle[rd];
    if (k == 0 || k == 3) { /* drains: II 1, with a divider too */
      CHECK(lp->drain);
      CHECK_EQ_INT(lp->ii, 1);
      if (k == 3) CHECK(span > 2);
    } else if (k == 1) { /* II > 1, a divider: program order kept */
      CHECK(!lp->drain);
      CHECK(span > 2);
      CHECK((int)lp->ii >= span);
    } else { /* two reads of one port: one per slot, in order */
      CHECK(!lp->drain);
      CHECK_EQ_INT(lp->ii, 2);
      ValId rd2 = IR_NOVAL;
      for (size_t v = rd + 1; v < L.f->vals.len; v++)
        if (L.f->vals.data[v].op == OP_SREAD) rd2 = (ValId)v;
      CHECK(rd2 != IR_NOVAL && s.cycle[rd2] > s.cycle[rd]);
      CHECK(s.cycle[rd2] % 2 != s.cycle[rd] % 2);
    }
    sched_free(&s);
    ir_func_free(L.f);
  }
}

/* Seed case 5: r += read(in); if ((r & 15) == 10) r = r / 3 + r % 7;
 * write(out, r), the branch if-converted (its dividers guarded by the
 * compare, Func.guards). mode 0: guarded, 1: guarded but --no-varlat,
 * 2: the guards not recorded. */
static bool varlat_loop(Loop *L, int mode, Schedule *s, ValId *div) {
  uint32_t pin = ir_port_new(L->f, "in", PORT_STREAM_IN, 32, false, nowhere());
  uint32_t pout = ir_port_new(L->f, "out", PORT_STREAM_OUT, 32, false,
                              nowhere());
  ValId r = ir_phi(L->f, 1, 32, nowhere());
  ir_phi_add(L->f, r, 0, k32(L, 0));
  ValId x = ir_add(L->f, 1, OP_SREAD, 32, 0, NULL, nowhere());
  ir_val(L->f, x)->imm = pin;
  ValId a = op2(L, OP_ADD, 32, r, x);
  ValId c = ir_add(L->f, 1, OP_EQ, 1, 2,
                   (ValId[]){op2(L, OP_AND, 32, a, k32(L, 15)), k32(L, 10)},
                   nowhere());
  ValId q = op2(L, OP_UDIV, 32, a, k32(L, 3));
  ValId m = op2(L, OP_UREM, 32, a, k32(L, 7));
  if (mode != 2) {
    vec_push(&L->f->guards, ((Guard){q, c}));
    vec_push(&L->f->guards, ((Guard){m, c}));
  }
  ValId n = ir_add(L->f, 1, OP_SELECT, 32, 3,
                   (ValId[]){c, op2(L, OP_ADD, 32, q, m), a}, nowhere());
  ir_phi_add(L->f, r, 1, n);
  ValId w = ir_add(L->f, 1, OP_SWRITE, 0, 1, &n, nowhere());
  ir_val(L->f, w)->imm = pout;
  L->i1 = op2(L, OP_ADD, 4, L->i, ir_const(L->f, 4, 1));
  ir_phi_add(L->f, L->i, 1, L->i1);
  ValId e = ir_add(L->f, 1, OP_EQ, 1, 2,
                   (ValId[]){L->i1, ir_const(L->f, 4, 0)}, nowhere());
  ir_term_cbr(L->f, 1, e, 2, 1, nowhere());
  ir_term_ret(L->f, 2, k32(L, 0), nowhere());
  ir_fill_preds(L->f);
  *div = q;
  if (!ir_verify(L->f, "test")) return false;
  SchedOptions o = {10.0, TARGET_GENERIC, false, false, mode == 1, 0, 0, 0.0, NULL, false};
  return sched_sdc(L->f, &o, s);
}

/* The dividers become variable-latency units: II 1, their results read in
 * their own cycle, the guard ready by then, and the stage waits for the
 * units' cycles only when the guard holds. Without the guards, or with
 * --no-varlat, the dividers' latency is on the recurrence. */
TEST(modulo_variable_latency) {
  for (int mode = 0; mode < 3; mode++) {
    Loop L = loop_new();
    Schedule s;
    ValId q;
    bool ok = varlat_loop(&L, mode, &s, &q);
    CHECK(ok);
    const LoopSched *lp = ok ? the_loop(&s) : NULL;
    CHECK(lp != NULL);
    if (!lp) continue;
    if (mode == 0) {
      CHECK(lp->pipelined && lp->varlat && lp->drain);
      CHECK_EQ_INT(lp->ii, 1);
      CHECK(s.varlat && s.varlat[q]);
      CHECK_EQ_INT(s.lat[q], 0);
      CHECK_EQ_INT(lp->stall, varlat_cycles(s.varlat[q], s.varlat_lat[q]));
      CHECK(lp->ii + lp->stall <= lp->static_cost);
      CHECK(s.cycle[ir_guard(L.f, q)] <= s.cycle[q]);
      CHECK(strstr(lp->varlat_text, "branch is taken") != NULL);
      CHECK_EQ_INT(check_pipeline(L.f, &s), 0);
    } else {
      CHECK(!lp->varlat);
      CHECK(!s.varlat);
      CHECK(!lp->pipelined || lp->ii >= 3);
    }
    sched_free(&s);
    ir_func_free(L.f);
  }
}
