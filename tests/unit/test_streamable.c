/* test_streamable.c - analysis/stream.h on hand-built CFGs: post-dominators
 * (a ret's exit, a closed loop's iteration end, an irreducible closed cycle
 * without any), and the four conditions of a def-use chain with the one
 * that fails named in each case: straight line, branches, loops around the
 * definition or the use, a `for (;;)` process loop, several reaching
 * definitions, and the use before the definition in one block. */
#include "analysis/stream.h"
#include "test.h"

#include <stdlib.h>
#include <string.h>

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

/* A computed value in block b: x + 1 (8 bits). */
static ValId calc(Func *f, uint32_t b, ValId x) {
  return ir_add(f, b, OP_ADD, 8, 2, (ValId[]){x, ir_const(f, 8, 1)},
                nowhere());
}

/* A 1-bit branch condition computed in block b. */
static ValId cond(Func *f, uint32_t b, ValId x) {
  return ir_add(f, b, OP_EQ, 1, 2, (ValId[]){x, ir_const(f, 8, 0)},
                nowhere());
}

/* The verdict's refusal names `why` (false when it does not refuse). */
static bool refuses_as(StreamVerdict v, const char *why) {
  const char *r = stream_refusal(v);
  return r && strstr(r, why);
}

static IrPoint at(const Func *f, ValId v) {
  uint32_t b = ir_cval(f, v)->block;
  const Block *bl = &f->blocks.data[b];
  for (uint32_t i = 0; i < bl->ops.len; i++)
    if (bl->ops.data[i] == v) return (IrPoint){b, i};
  return (IrPoint){b, UINT32_MAX};
}

static IrPoint term(const Func *f, uint32_t b) {
  return (IrPoint){b, (uint32_t)f->blocks.data[b].ops.len};
}

static Func *new_func(int nblocks) {
  Func *f = ir_func_new("t");
  for (int b = 0; b < nblocks; b++) ir_block_new(f, "b");
  return f;
}

/* The verdict of the SSA chain v --> u, with the IR checked first. */
#define use_verdict(f, v, u) use_verdict_(f, v, u, test_failed_)
static StreamVerdict use_verdict_(Func *f, ValId v, IrPoint u,
                                  int *test_failed_) {
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  StreamCfg *c = stream_cfg_new(f);
  StreamVerdict r = stream_use(c, v, u);
  stream_cfg_free(c);
  return r;
}

#define chain_verdict(f, defs, n, u) chain_verdict_(f, defs, n, u, test_failed_)
static StreamVerdict chain_verdict_(Func *f, const IrPoint *defs, uint32_t n,
                                    IrPoint u, int *test_failed_) {
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  StreamCfg *c = stream_cfg_new(f);
  StreamVerdict r = stream_chain(c, defs, n, u);
  stream_cfg_free(c);
  return r;
}

TEST(streamable_straight_line) {
  /* bb0: d = c + 1; u = d + 1; br bb1   bb1: w = u + 1; ret w */
  Func *f = new_func(2);
  f->ret_width = 8;
  ValId d = calc(f, 0, ir_const(f, 8, 5));
  ValId u = calc(f, 0, d);
  ir_term_br(f, 0, 1, nowhere());
  ValId w = calc(f, 1, u);
  ir_term_ret(f, 1, w, nowhere());
  StreamVerdict v = use_verdict(f, d, at(f, u)); /* same block */
  CHECK(v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_ALL);
  CHECK(!v.multi_def);
  CHECK(stream_refusal(v) == NULL);
  v = use_verdict(f, u, at(f, w)); /* across blocks */
  CHECK(v.streamable);
  v = use_verdict(f, w, term(f, 1)); /* the terminator's use */
  CHECK(v.streamable);
  ir_func_free(f);
}

/* bb0: cbr bb1, bb2   bb1: x; br bb3   bb2: y; br bb3   bb3: z; ret */
static Func *diamond(ValId *x, ValId *y, ValId *z) {
  Func *f = new_func(4);
  ir_term_cbr(f, 0, cond(f, 0, ir_const(f, 8, 3)), 1, 2, nowhere());
  *x = calc(f, 1, ir_const(f, 8, 1));
  ir_term_br(f, 1, 3, nowhere());
  *y = calc(f, 2, ir_const(f, 8, 2));
  ir_term_br(f, 2, 3, nowhere());
  *z = calc(f, 3, ir_const(f, 8, 4));
  ir_term_ret(f, 3, IR_NOVAL, nowhere());
  return f;
}

TEST(streamable_postdominators) {
  ValId x, y, z;
  Func *f = diamond(&x, &y, &z);
  ir_fill_preds(f);
  uint32_t *ip = ir_postdominators(f);
  CHECK_EQ_INT(ip[0], 3);
  CHECK_EQ_INT(ip[1], 3);
  CHECK_EQ_INT(ip[2], 3);
  CHECK_EQ_INT(ip[3], 4); /* the virtual exit */
  CHECK_EQ_INT(ip[4], 4);
  CHECK(ir_postdominates(ip, 4, 3, 0));
  CHECK(ir_postdominates(ip, 4, 4, 1));
  CHECK(!ir_postdominates(ip, 4, 1, 0));
  CHECK(!ir_postdominates(ip, 4, 0, 3));
  free(ip);
  ir_func_free(f);
}

TEST(streamable_def_in_branch_fails_dominance) {
  /* the variable is defined in bb1 (one arm) and used after the join */
  ValId x, y, z;
  Func *f = diamond(&x, &y, &z);
  IrPoint d = at(f, x);
  StreamVerdict v = chain_verdict(f, &d, 1, at(f, z));
  CHECK(!v.streamable);
  CHECK(!v.multi_def);
  CHECK_EQ_INT(v.holds, STREAM_ALL & ~STREAM_DOM);
  CHECK(refuses_as(v, "dominate"));
  ir_func_free(f);
}

TEST(streamable_use_in_branch_fails_postdominance) {
  /* bb0: d; cbr bb1, bb2   bb1: u = d + 1   the use is on one arm only */
  Func *f = new_func(4);
  ValId d = calc(f, 0, ir_const(f, 8, 7));
  ir_term_cbr(f, 0, cond(f, 0, d), 1, 2, nowhere());
  ValId u = calc(f, 1, d);
  ir_term_br(f, 1, 3, nowhere());
  ir_term_br(f, 2, 3, nowhere());
  ir_term_ret(f, 3, IR_NOVAL, nowhere());
  StreamVerdict v = use_verdict(f, d, at(f, u));
  CHECK(!v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_ALL & ~STREAM_PDOM);
  CHECK(refuses_as(v, "post-dominate"));
  ir_func_free(f);
}

/* bb0: br bb1   bb1: i = phi [bb0: 0], [bb1: i1]; i1 = i + 1; cbr bb1, bb2
 * bb2: ret.  d_in_loop: i1 is the definition, used in bb2 after the loop;
 * otherwise x (in bb0) is used in the loop. */
TEST(streamable_loop_around_def_fails_d_respects_u) {
  Func *f = new_func(3);
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 8, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 8, 0));
  ValId i1 = calc(f, 1, i);
  ir_phi_add(f, i, 1, i1);
  ir_term_cbr(f, 1, cond(f, 1, i1), 2, 1, nowhere());
  ValId u = calc(f, 2, i1);
  ir_term_ret(f, 2, IR_NOVAL, nowhere());
  StreamVerdict v = use_verdict(f, i1, at(f, u));
  CHECK(!v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_ALL & ~STREAM_D_RESPECTS_U);
  CHECK(refuses_as(v, "definition can repeat"));
  /* the loop-carried use of i1 by the header's PHI: two definitions */
  v = use_verdict(f, i1, at(f, i));
  CHECK(v.multi_def);
  CHECK(!v.streamable);
  ir_func_free(f);
}

TEST(streamable_use_in_loop_fails_u_respects_d) {
  Func *f = new_func(3);
  ValId d = calc(f, 0, ir_const(f, 8, 9));
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 8, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 8, 0));
  ValId u = ir_add(f, 1, OP_ADD, 8, 2, (ValId[]){i, d}, nowhere());
  ir_phi_add(f, i, 1, u);
  ir_term_cbr(f, 1, cond(f, 1, u), 2, 1, nowhere());
  ir_term_ret(f, 2, IR_NOVAL, nowhere());
  StreamVerdict v = use_verdict(f, d, at(f, u));
  CHECK(!v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_ALL & ~STREAM_U_RESPECTS_D);
  CHECK(refuses_as(v, "use can repeat"));
  ir_func_free(f);
}

TEST(streamable_both_in_loop_body) {
  /* bb1 (header): i = phi; d = i + 1; br bb2
   * bb2 (latch): u = d + 1; e = u + 1; cbr bb1, bb3   bb3: ret */
  Func *f = new_func(4);
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 8, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 8, 0));
  ValId d = calc(f, 1, i);
  ir_term_br(f, 1, 2, nowhere());
  ValId u = calc(f, 2, d);
  ValId e = calc(f, 2, u);
  ir_phi_add(f, i, 2, e);
  ir_term_cbr(f, 2, cond(f, 2, e), 3, 1, nowhere());
  ir_term_ret(f, 3, IR_NOVAL, nowhere());
  StreamVerdict v = use_verdict(f, d, at(f, u));
  CHECK(v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_ALL);
  v = use_verdict(f, u, at(f, e)); /* one block */
  CHECK(v.streamable);
  ir_func_free(f);
}

/* A process: bb0: p = c + 1; br bb1
 * bb1: i = phi [bb0: 0], [bb4: n]; d = i + 1; cbr bb2, bb3
 * bb2: u = d + 1; br bb4   bb3: br bb4
 * bb4: n = d + p; br bb1   (no ret: for (;;)) */
static Func *process(ValId *p, ValId *d, ValId *u, ValId *n) {
  Func *f = new_func(5);
  *p = calc(f, 0, ir_const(f, 8, 1));
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 8, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 8, 0));
  *d = calc(f, 1, i);
  ir_term_cbr(f, 1, cond(f, 1, *d), 2, 3, nowhere());
  *u = calc(f, 2, *d);
  ir_term_br(f, 2, 4, nowhere());
  ir_term_br(f, 3, 4, nowhere());
  *n = ir_add(f, 4, OP_ADD, 8, 2, (ValId[]){*d, *p}, nowhere());
  ir_phi_add(f, i, 4, *n);
  ir_term_br(f, 4, 1, nowhere());
  return f;
}

TEST(streamable_process_loop) {
  ValId p, d, u, n;
  Func *f = process(&p, &d, &u, &n);
  ir_fill_preds(f);
  /* the back edge bb4 -> bb1 ends an iteration: bb4 leads to the exit */
  uint32_t *ip = ir_postdominators(f);
  CHECK_EQ_INT(ip[4], 5);
  CHECK_EQ_INT(ip[1], 4);
  CHECK_EQ_INT(ip[2], 4);
  CHECK_EQ_INT(ip[0], 1);
  free(ip);
  /* d --> n: both in every iteration, in order */
  StreamVerdict v = use_verdict(f, d, at(f, n));
  CHECK(v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_ALL);
  /* p (before the loop) --> n (in it): n repeats without p */
  v = use_verdict(f, p, at(f, n));
  CHECK_EQ_INT(v.holds, STREAM_ALL & ~STREAM_U_RESPECTS_D);
  ir_func_free(f);
}

TEST(streamable_process_loop_one_block) {
  /* for (;;) { d = i + 1; u = d + 1; }: bb1 -> bb1 ends each iteration */
  Func *f = new_func(2);
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 8, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 8, 0));
  ValId d = calc(f, 1, i);
  ValId u = calc(f, 1, d);
  ir_phi_add(f, i, 1, u);
  ir_term_br(f, 1, 1, nowhere());
  ir_fill_preds(f);
  uint32_t *ip = ir_postdominators(f);
  CHECK_EQ_INT(ip[1], 2);
  CHECK_EQ_INT(ip[0], 1);
  free(ip);
  StreamVerdict v = use_verdict(f, d, at(f, u));
  CHECK(v.streamable);
  ir_func_free(f);
}

TEST(streamable_process_loop_use_on_one_path) {
  /* d --> u where u is in bb2 only: an iteration through bb3 skips it.
   * With the exit taken vacuously (no path of a process reaches a ret)
   * post-dominance would hold; with the iteration's end it fails. */
  ValId p, d, u, n;
  Func *f = process(&p, &d, &u, &n);
  StreamVerdict v = use_verdict(f, d, at(f, u));
  CHECK(!v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_DOM | STREAM_U_RESPECTS_D);
  CHECK(refuses_as(v, "post-dominate"));
  ir_func_free(f);
}

TEST(streamable_process_loop_inner_loop_between) {
  /* for (;;) { d; for (...) {...}; u; }: the inner loop has an exit, so it
   * is taken to leave: bb0: br bb1   bb1: i = phi; d = i + 1; br bb2
   * bb2: j = phi [bb1: d], [bb2: j1]; j1 = j + 1; cbr bb3, bb2
   * bb3: u = d + 1; br bb1 */
  Func *f = new_func(4);
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 8, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 8, 0));
  ValId d = calc(f, 1, i);
  ir_term_br(f, 1, 2, nowhere());
  ValId j = ir_phi(f, 2, 8, nowhere());
  ir_phi_add(f, j, 1, ir_const(f, 8, 0));
  ValId j1 = calc(f, 2, j);
  ir_phi_add(f, j, 2, j1);
  ir_term_cbr(f, 2, cond(f, 2, j1), 3, 2, nowhere());
  ValId u = calc(f, 3, d);
  ir_phi_add(f, i, 3, u);
  ir_term_br(f, 3, 1, nowhere());
  StreamVerdict v = use_verdict(f, d, at(f, u));
  CHECK(v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_ALL);
  /* the inner loop's definition j1 used after it: j1 repeats first */
  ValId w = calc(f, 3, j1);
  v = use_verdict(f, j1, at(f, w));
  CHECK_EQ_INT(v.holds, STREAM_ALL & ~STREAM_D_RESPECTS_U);
  ir_func_free(f);
}

TEST(streamable_multiple_reaching_definitions) {
  /* bb3: z = phi [bb1: x], [bb2: y]: the PHI use has two definitions */
  ValId x, y, z;
  Func *f = diamond(&x, &y, &z);
  ValId m = ir_phi(f, 3, 8, nowhere());
  ir_move_op(f, m, 3, 0); /* PHIs first */
  ir_phi_add(f, m, 1, x);
  ir_phi_add(f, m, 2, y);
  StreamVerdict v = use_verdict(f, x, at(f, m));
  CHECK(v.multi_def);
  CHECK(!v.streamable);
  CHECK(refuses_as(v, "several reaching definitions"));
  v = use_verdict(f, y, at(f, m));
  CHECK(v.multi_def);
  /* the same as a variable assigned on both arms: neither dominates */
  IrPoint defs[2] = {at(f, x), at(f, y)};
  v = chain_verdict(f, defs, 2, at(f, z));
  CHECK(v.multi_def);
  CHECK(!v.streamable);
  CHECK(!(v.holds & STREAM_DOM));
  /* one definition named twice is one definition */
  IrPoint twice[2] = {at(f, z), at(f, z)};
  v = chain_verdict(f, twice, 2, term(f, 3));
  CHECK(!v.multi_def);
  CHECK(v.streamable);
  ir_func_free(f);
}

TEST(streamable_phi_with_one_definition) {
  /* bb1: m = phi [bb0: x]: one predecessor, one definition */
  Func *f = new_func(2);
  ValId x = calc(f, 0, ir_const(f, 8, 3));
  ir_term_br(f, 0, 1, nowhere());
  ValId m = ir_phi(f, 1, 8, nowhere());
  ir_phi_add(f, m, 0, x);
  ir_term_ret(f, 1, IR_NOVAL, nowhere());
  StreamVerdict v = use_verdict(f, x, at(f, m));
  CHECK(!v.multi_def);
  CHECK(v.streamable);
  ir_func_free(f);
}

TEST(streamable_use_before_def_in_one_block) {
  /* bb0: a; b; ret with d = b, u = a: the use comes first */
  Func *f = new_func(1);
  ValId a = calc(f, 0, ir_const(f, 8, 1));
  ValId b = calc(f, 0, ir_const(f, 8, 2));
  ir_term_ret(f, 0, IR_NOVAL, nowhere());
  IrPoint d = at(f, b);
  StreamVerdict v = chain_verdict(f, &d, 1, at(f, a));
  CHECK(!v.streamable);
  CHECK_EQ_INT(v.holds, STREAM_D_RESPECTS_U | STREAM_U_RESPECTS_D);
  CHECK(refuses_as(v, "dominate"));
  d = at(f, a); /* the right order */
  v = chain_verdict(f, &d, 1, at(f, b));
  CHECK(v.streamable);
  /* a point is not its own use: it does not strictly dominate itself */
  v = chain_verdict(f, &d, 1, d);
  CHECK(!v.streamable);
  CHECK(!(v.holds & STREAM_DOM));
  ir_func_free(f);
}

TEST(streamable_use_before_def_in_loop_block) {
  /* bb1: a; b; cbr bb1, bb2 -- a one-block loop, u = a before d = b: each
   * cycle passes both, but a comes first and the exit leaves after b */
  Func *f = new_func(3);
  ir_term_br(f, 0, 1, nowhere());
  ValId a = calc(f, 1, ir_const(f, 8, 1));
  ValId b = calc(f, 1, ir_const(f, 8, 2));
  ir_term_cbr(f, 1, cond(f, 1, b), 2, 1, nowhere());
  ir_term_ret(f, 2, IR_NOVAL, nowhere());
  IrPoint d = at(f, b);
  StreamVerdict v = chain_verdict(f, &d, 1, at(f, a));
  CHECK_EQ_INT(v.holds, STREAM_D_RESPECTS_U | STREAM_U_RESPECTS_D);
  d = at(f, a);
  v = chain_verdict(f, &d, 1, at(f, b));
  CHECK(v.streamable);
  ir_func_free(f);
}

TEST(streamable_irreducible_closed_cycle) {
  /* bb0: cbr bb1, bb2   bb1: br bb2   bb2: br bb1: a cycle with two entries
   * and no exit is no natural loop, so nothing post-dominates in it */
  Func *f = new_func(3);
  ir_term_cbr(f, 0, cond(f, 0, ir_const(f, 8, 1)), 1, 2, nowhere());
  ValId x = calc(f, 1, ir_const(f, 8, 1));
  ir_term_br(f, 1, 2, nowhere());
  ValId y = calc(f, 2, ir_const(f, 8, 2));
  ir_term_br(f, 2, 1, nowhere());
  ir_fill_preds(f);
  uint32_t *ip = ir_postdominators(f);
  for (int b = 0; b < 3; b++) CHECK_EQ_INT(ip[b], UINT32_MAX);
  CHECK_EQ_INT(ip[3], 3);
  CHECK(!ir_postdominates(ip, 3, 2, 1));
  free(ip);
  IrPoint d = at(f, x);
  StreamVerdict v = chain_verdict(f, &d, 1, at(f, y));
  CHECK(!(v.holds & STREAM_PDOM));
  CHECK(!v.streamable);
  ir_func_free(f);
}
