/* test_flatten.c - pass_flatten, pass_merge_ports and pass_cmp_select
 * against the promises of pass.h: a nest becomes one loop block; no path
 * of a segment uses a port twice (port cuts) and each port ends with one
 * operation (the seed's shared read done once, writes sunk to one place);
 * an order of effects that one operation per port cannot keep is refused.
 * (That flattened loops compute what the program computes is checked by
 * the co-simulation of tests/streams/gate_*.c.) */
#include <string.h>

#include "pass/pass.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

static ValId op2(Func *f, uint32_t b, Op op, unsigned w, ValId x, ValId y) {
  return ir_add(f, b, op, w, 2, (ValId[]){x, y}, nowhere());
}

static ValId sread(Func *f, uint32_t b, uint32_t port) {
  ValId v = ir_add(f, b, OP_SREAD, 32, 0, NULL, nowhere());
  ir_val(f, v)->imm = port;
  return v;
}

static void swrite(Func *f, uint32_t b, uint32_t port, ValId x) {
  ValId v = ir_add(f, b, OP_SWRITE, 0, 1, &x, nowhere());
  ir_val(f, v)->imm = port;
}

static uint32_t count_port(const Func *f, uint32_t b, Op op, uint32_t port) {
  uint32_t n = 0;
  const Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++) {
    const Val *x = ir_cval(f, bl->ops.data[i]);
    n += x->op == op && x->imm == port;
  }
  return n;
}

/* The seed's example: for (;;) { n = in; x = n; while (x) { out = x; x--; }
 * out = 11; } as clang gives it:
 * bb1: n = read; cbr n == 0, bb3, bb2
 * bb2: x = phi [bb1: n], [bb2: x - 1]; write x; cbr x - 1 == 0, bb3, bb2
 * bb3: write 11; br bb1 */
static Func *countdown(void) {
  Func *f = ir_func_new("countdown");
  ir_port_new(f, "in", PORT_STREAM_IN, 32, false, nowhere());
  ir_port_new(f, "out", PORT_STREAM_OUT, 32, false, nowhere());
  for (int b = 0; b < 4; b++) ir_block_new(f, "b");
  ValId zero = ir_const(f, 32, 0), m1 = ir_const(f, 32, 0xffffffffu);
  ir_term_br(f, 0, 1, nowhere());
  ValId n = sread(f, 1, 0);
  ir_term_cbr(f, 1, op2(f, 1, OP_EQ, 1, n, zero), 3, 2, nowhere());
  ValId x = ir_phi(f, 2, 32, nowhere());
  ir_phi_add(f, x, 1, n);
  swrite(f, 2, 1, x);
  ValId dec = op2(f, 2, OP_ADD, 32, x, m1);
  ir_phi_add(f, x, 2, dec);
  ir_term_cbr(f, 2, op2(f, 2, OP_EQ, 1, dec, zero), 3, 2, nowhere());
  swrite(f, 3, 1, ir_const(f, 32, 11));
  ir_term_br(f, 3, 1, nowhere());
  ir_fill_preds(f);
  return f;
}

TEST(flatten_countdown) {
  Func *f = countdown();
  CHECK(ir_verify(f, "test"));
  const char *why = NULL;
  uint32_t h = pass_flatten(f, 1, &why);
  CHECK(h != UINT32_MAX);
  CHECK(ir_verify(f, "flatten"));
  const Block *hb = &f->blocks.data[h];
  CHECK_EQ_INT(hb->flattened, 2);
  /* h, the inner loop's header, and the write of 11 after the inner
   * loop's last write (the edge from the inner loop is cut; the edge from
   * n == 0, where nothing was written yet, is not) */
  CHECK_EQ_INT(hb->flat_starts, 3);
  CHECK_EQ_INT(hb->flat_cuts, 1);
  CHECK(hb->if_converted);
  /* one loop block, branching to itself */
  CHECK_EQ_INT(hb->term.kind, TERM_BR);
  CHECK_EQ_INT(hb->term.succs[0], h);
  /* one operation per port: the three writes became one */
  CHECK_EQ_INT(count_port(f, h, OP_SREAD, 0), 1);
  CHECK_EQ_INT(count_port(f, h, OP_SWRITE, 1), 1);
  ir_func_free(f);
}

/* Three reads of one port, one conditional:
 * bb1: a = read; cbr a & 1, bb2, bb3;  bb2: b = read; br bb3
 * bb3: b' = phi [bb1: 0], [bb2: b]; c = read; write a + b' + c; br bb1 */
static Func *three_reads(void) {
  Func *f = ir_func_new("three");
  ir_port_new(f, "in", PORT_STREAM_IN, 32, false, nowhere());
  ir_port_new(f, "out", PORT_STREAM_OUT, 32, false, nowhere());
  for (int b = 0; b < 4; b++) ir_block_new(f, "b");
  ValId zero = ir_const(f, 32, 0), one = ir_const(f, 32, 1);
  ir_term_br(f, 0, 1, nowhere());
  ValId a = sread(f, 1, 0);
  ValId odd = op2(f, 1, OP_NE, 1, op2(f, 1, OP_AND, 32, a, one), zero);
  ir_term_cbr(f, 1, odd, 2, 3, nowhere());
  ValId b = sread(f, 2, 0);
  ir_term_br(f, 2, 3, nowhere());
  ValId bp = ir_phi(f, 3, 32, nowhere());
  ir_phi_add(f, bp, 1, zero);
  ir_phi_add(f, bp, 2, b);
  ValId c = sread(f, 3, 0);
  swrite(f, 3, 1, op2(f, 3, OP_ADD, 32, op2(f, 3, OP_ADD, 32, a, bp), c));
  ir_term_br(f, 3, 1, nowhere());
  ir_fill_preds(f);
  return f;
}

TEST(flatten_three_reads) {
  Func *f = three_reads();
  const char *why = NULL;
  uint32_t h = pass_flatten(f, 1, &why);
  CHECK(h != UINT32_MAX);
  CHECK(ir_verify(f, "flatten"));
  const Block *hb = &f->blocks.data[h];
  CHECK_EQ_INT(hb->flattened, 1); /* a single loop, cut by its port */
  /* every edge into a block that reads again is cut: bb1 -> bb2,
   * bb1 -> bb3, bb2 -> bb3 */
  CHECK_EQ_INT(hb->flat_cuts, 3);
  CHECK_EQ_INT(hb->flat_starts, 3);
  CHECK_EQ_INT(count_port(f, h, OP_SREAD, 0), 1);
  CHECK_EQ_INT(count_port(f, h, OP_SWRITE, 1), 1);
  /* the merged read is predicated (it reads in every segment but only
   * when the segment's path reaches one of the three reads) */
  const Block *bl = &f->blocks.data[h];
  for (size_t i = 0; i < bl->ops.len; i++) {
    const Val *x = ir_cval(f, bl->ops.data[i]);
    if (x->op == OP_SREAD) CHECK_EQ_INT(x->nargs, 1);
  }
  ir_func_free(f);
}

/* Two exclusive paths of one segment that use ports A and B in opposite
 * orders (read A then write B; write B then read A): one operation per
 * port cannot keep both orders, so the nest is refused.
 * bb1: c = read C; cbr c, bb2, bb3
 * bb2: a = read A; write B a; br bb4;  bb3: write B 5; a2 = read A; br bb4
 * bb4: p = phi [bb2: a], [bb3: a2]; br bb5;  bb5 (inner loop): br bb5 on p
 * is not needed: a single loop is enough since C is used once */
TEST(flatten_refuses_crossed_order) {
  Func *f = ir_func_new("crossed");
  ir_port_new(f, "a", PORT_STREAM_IN, 32, false, nowhere());
  ir_port_new(f, "b", PORT_STREAM_OUT, 32, false, nowhere());
  ir_port_new(f, "c", PORT_STREAM_IN, 32, false, nowhere());
  for (int b = 0; b < 5; b++) ir_block_new(f, "b");
  ValId zero = ir_const(f, 32, 0);
  ir_term_br(f, 0, 1, nowhere());
  ValId c = sread(f, 1, 2);
  /* a second read of C on every path makes a cut, so there is something
   * to flatten */
  ValId c2 = sread(f, 1, 2);
  ir_term_cbr(f, 1, op2(f, 1, OP_NE, 1, op2(f, 1, OP_XOR, 32, c, c2), zero),
              2, 3, nowhere());
  ValId a = sread(f, 2, 0);
  swrite(f, 2, 1, a);
  ir_term_br(f, 2, 4, nowhere());
  swrite(f, 3, 1, ir_const(f, 32, 5));
  ValId a2 = sread(f, 3, 0);
  ir_term_br(f, 3, 4, nowhere());
  ValId p = ir_phi(f, 4, 32, nowhere());
  ir_phi_add(f, p, 2, a);
  ir_phi_add(f, p, 3, a2);
  swrite(f, 4, 1, op2(f, 4, OP_ADD, 32, p, ir_const(f, 32, 1)));
  ir_term_br(f, 4, 1, nowhere());
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  /* on a copy: a refusal may leave f half transformed */
  Func *g = ir_clone(f);
  const char *why = NULL;
  CHECK_EQ_INT(pass_flatten(g, 1, &why), UINT32_MAX);
  CHECK(why != NULL && strstr(why, "order") != NULL);
  ir_func_free(g);
  ir_func_free(f);
}

TEST(flatten_refusals) {
  /* no stream IO */
  Func *f = ir_func_new("noio");
  for (int b = 0; b < 3; b++) ir_block_new(f, "b");
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 8, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 8, 0));
  ValId i1 = op2(f, 1, OP_ADD, 8, i, ir_const(f, 8, 1));
  ir_phi_add(f, i, 1, i1);
  ir_term_cbr(f, 1, op2(f, 1, OP_EQ, 1, i1, ir_const(f, 8, 0)), 2, 1,
              nowhere());
  ir_term_ret(f, 2, IR_NOVAL, nowhere());
  ir_fill_preds(f);
  const char *why = "x";
  CHECK_EQ_INT(pass_flatten(f, 1, &why), UINT32_MAX);
  CHECK(why == NULL); /* nothing to flatten: not a refusal */
  ir_func_free(f);
  /* one read per iteration and no inner loop: nothing to flatten */
  f = ir_func_new("one");
  ir_port_new(f, "in", PORT_STREAM_IN, 32, false, nowhere());
  ir_port_new(f, "out", PORT_STREAM_OUT, 32, false, nowhere());
  for (int b = 0; b < 2; b++) ir_block_new(f, "b");
  ir_term_br(f, 0, 1, nowhere());
  swrite(f, 1, 1, sread(f, 1, 0));
  ir_term_br(f, 1, 1, nowhere());
  ir_fill_preds(f);
  why = "x";
  CHECK_EQ_INT(pass_flatten(f, 1, &why), UINT32_MAX);
  CHECK(why == NULL);
  ir_func_free(f);
}

TEST(cmp_select) {
  Func *f = ir_func_new("cs");
  ir_port_new(f, "in", PORT_STREAM_IN, 32, false, nowhere());
  for (int b = 0; b < 2; b++) ir_block_new(f, "b");
  ir_term_br(f, 0, 1, nowhere());
  ValId x = sread(f, 1, 0), y = sread(f, 1, 0);
  ValId c = op2(f, 1, OP_ULT, 1, x, y);
  ValId s = ir_add(f, 1, OP_SELECT, 32, 3, (ValId[]){c, x, y}, nowhere());
  ValId d = op2(f, 1, OP_ADD, 32, s, ir_const(f, 32, 0xffffffffu));
  ValId e = op2(f, 1, OP_EQ, 1, d, ir_const(f, 32, 0));
  ir_term_ret(f, 1, e, nowhere());
  f->ret_width = 1;
  ir_fill_preds(f);
  pass_cmp_select(f, 1);
  CHECK(ir_verify(f, "cmpsel"));
  /* e == select(c, x == 1, y == 1): the add is folded into the constant
   * and the compare moved behind the select */
  const Val *ev = ir_cval(f, e);
  CHECK_EQ_INT(ev->op, OP_SELECT);
  CHECK_EQ_INT(ev->args[0], c);
  const Val *ea = ir_cval(f, ev->args[1]), *eb = ir_cval(f, ev->args[2]);
  CHECK_EQ_INT(ea->op, OP_EQ);
  CHECK_EQ_INT(ea->args[0], x);
  CHECK_EQ_INT(ir_cval(f, ea->args[1])->imm, 1);
  CHECK_EQ_INT(eb->op, OP_EQ);
  CHECK_EQ_INT(eb->args[0], y);
  CHECK_EQ_INT(ir_cval(f, eb->args[1])->imm, 1);
  ir_func_free(f);
}
