/* test_ifconv.c - pass_ifconv against the promises of pass.h: a loop body
 * with branches becomes one block whose stores carry predicates and whose
 * merges are SELECTs; several exit targets leave through dispatch blocks;
 * loops under a pragma, in skip[], or containing an inner loop stay. (That
 * converted loops compute what the program computes is checked by the
 * co-simulation of tests/designs/ifconv_loops.c.) */
#include "pass/pass.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

static ValId op2(Func *f, uint32_t b, Op op, unsigned w, ValId x, ValId y) {
  return ir_add(f, b, op, w, 2, (ValId[]){x, y}, nowhere());
}

static ValId load(Func *f, uint32_t b, ValId addr) {
  ValId v = ir_add(f, b, OP_LOAD, 8, 1, &addr, nowhere());
  ir_val(f, v)->imm = 0;
  return v;
}

/* bb1: i = phi; x = m[i]; cbr x < 8, bb2, bb3
 * bb2: m[i] = x + 1; br bb4       bb3: y = x * 3; br bb4
 * bb4: v = phi [bb2: x+1], [bb3: y]; i1 = i + 1; cbr i1 == 0, bb5, bb1
 * bb5: ret v */
static Func *diamond(void) {
  Func *f = ir_func_new("t");
  f->ret_width = 8;
  ir_mem_new(f, "m", 8, 16, nowhere());
  for (int b = 0; b < 6; b++) ir_block_new(f, "b");
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 4, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 4, 0));
  ValId x = load(f, 1, i);
  ir_term_cbr(f, 1, op2(f, 1, OP_ULT, 1, x, ir_const(f, 8, 8)), 2, 3,
              nowhere());
  ValId x1 = op2(f, 2, OP_ADD, 8, x, ir_const(f, 8, 1));
  ValId st = ir_add(f, 2, OP_STORE, 0, 2, (ValId[]){i, x1}, nowhere());
  ir_val(f, st)->imm = 0;
  ir_term_br(f, 2, 4, nowhere());
  ValId y = op2(f, 3, OP_MUL, 8, x, ir_const(f, 8, 3));
  ir_term_br(f, 3, 4, nowhere());
  ValId v = ir_phi(f, 4, 8, nowhere());
  ir_phi_add(f, v, 2, x1);
  ir_phi_add(f, v, 3, y);
  ValId i1 = op2(f, 4, OP_ADD, 4, i, ir_const(f, 4, 1));
  ir_phi_add(f, i, 4, i1);
  ir_term_cbr(f, 4, op2(f, 4, OP_EQ, 1, i1, ir_const(f, 4, 0)), 5, 1,
              nowhere());
  ir_term_ret(f, 5, v, nowhere());
  ir_fill_preds(f);
  return f;
}

static uint32_t count_op(const Func *f, uint32_t b, Op op) {
  uint32_t n = 0;
  const Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++)
    n += ir_cval(f, bl->ops.data[i])->op == op;
  return n;
}

TEST(ifconv_diamond) {
  Func *f = diamond();
  CHECK(ir_verify(f, "test"));
  uint32_t headers[8];
  CHECK_EQ_INT(pass_ifconv(f, NULL, headers), 1);
  CHECK_EQ_INT(headers[0], 1);
  CHECK(ir_verify(f, "ifconv"));
  CHECK_EQ_INT(f->blocks.len, 3); /* entry, the loop, the exit */
  const Block *h = &f->blocks.data[1];
  CHECK(h->if_converted);
  CHECK_EQ_INT(h->term.kind, TERM_CBR);
  CHECK_EQ_INT(h->term.succs[0], 1); /* continue while a latch edge is taken */
  CHECK_EQ_INT(h->term.succs[1], 2);
  CHECK_EQ_INT(count_op(f, 1, OP_PHI), 1); /* i only: v became a SELECT */
  CHECK(count_op(f, 1, OP_SELECT) >= 1);
  for (size_t k = 0; k < h->ops.len; k++) {
    const Val *x = ir_cval(f, h->ops.data[k]);
    if (x->op != OP_STORE) continue;
    CHECK_EQ_INT(x->nargs, 3); /* the then-side predicate */
    CHECK_EQ_INT(ir_cval(f, x->args[2])->width, 1);
  }
  CHECK_EQ_INT(count_op(f, 1, OP_STORE), 1);
  ir_func_free(f);
}

TEST(ifconv_skip_and_pragma) {
  for (int which = 0; which < 2; which++) {
    Func *f = diamond();
    uint8_t skip[6] = {0, 1, 0, 0, 0, 0};
    if (which) f->blocks.data[4].pipeline_off = true;
    CHECK_EQ_INT(pass_ifconv(f, which ? NULL : skip, NULL), 0);
    CHECK_EQ_INT(f->blocks.len, 6);
    CHECK(!f->blocks.data[1].if_converted);
    ir_func_free(f);
  }
}

/* bb1: i = phi; cbr m[i] == 5, bb3, bb2
 * bb2: i1 = i + 1; cbr i1 == 0, bb4, bb1
 * bb3: ret i            bb4: ret 15 */
TEST(ifconv_two_exits) {
  Func *f = ir_func_new("t");
  f->ret_width = 4;
  ir_mem_new(f, "m", 8, 16, nowhere());
  for (int b = 0; b < 5; b++) ir_block_new(f, "b");
  ir_term_br(f, 0, 1, nowhere());
  ValId i = ir_phi(f, 1, 4, nowhere());
  ir_phi_add(f, i, 0, ir_const(f, 4, 0));
  ValId x = load(f, 1, i);
  ir_term_cbr(f, 1, op2(f, 1, OP_EQ, 1, x, ir_const(f, 8, 5)), 3, 2,
              nowhere());
  ValId i1 = op2(f, 2, OP_ADD, 4, i, ir_const(f, 4, 1));
  ir_phi_add(f, i, 2, i1);
  ir_term_cbr(f, 2, op2(f, 2, OP_EQ, 1, i1, ir_const(f, 4, 0)), 4, 1,
              nowhere());
  ir_term_ret(f, 3, i, nowhere());
  ir_term_ret(f, 4, ir_const(f, 4, 15), nowhere());
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  CHECK_EQ_INT(pass_ifconv(f, NULL, NULL), 1);
  CHECK(ir_verify(f, "ifconv"));
  /* entry, loop, the two returns, and one dispatch block */
  CHECK_EQ_INT(f->blocks.len, 5);
  const Term *t = &f->blocks.data[1].term;
  CHECK_EQ_INT(t->kind, TERM_CBR);
  CHECK_EQ_INT(t->succs[0], 1);
  uint32_t d = t->succs[1];
  CHECK(d != 1 && d < f->blocks.len);
  const Term *dt = &f->blocks.data[d].term;
  CHECK_EQ_INT(dt->kind, TERM_CBR);
  CHECK(dt->succs[0] != dt->succs[1]);
  CHECK_EQ_INT(f->blocks.data[dt->succs[0]].term.kind, TERM_RET);
  CHECK_EQ_INT(f->blocks.data[dt->succs[1]].term.kind, TERM_RET);
  ir_func_free(f);
}

/* A loop around a loop: the inner one is one block already, the outer one
 * contains a loop and is left alone. */
TEST(ifconv_outer_loop_stays) {
  Func *f = ir_func_new("t");
  f->ret_width = 4;
  for (int b = 0; b < 5; b++) ir_block_new(f, "b");
  ir_term_br(f, 0, 1, nowhere());
  ValId o = ir_phi(f, 1, 4, nowhere());
  ir_phi_add(f, o, 0, ir_const(f, 4, 0));
  ir_term_br(f, 1, 2, nowhere());
  ValId j = ir_phi(f, 2, 4, nowhere());
  ir_phi_add(f, j, 1, ir_const(f, 4, 0));
  ValId j1 = op2(f, 2, OP_ADD, 4, j, ir_const(f, 4, 1));
  ir_phi_add(f, j, 2, j1);
  ir_term_cbr(f, 2, op2(f, 2, OP_EQ, 1, j1, o), 3, 2, nowhere());
  ValId o1 = op2(f, 3, OP_ADD, 4, o, ir_const(f, 4, 1));
  ir_phi_add(f, o, 3, o1);
  ir_term_cbr(f, 3, op2(f, 3, OP_EQ, 1, o1, ir_const(f, 4, 0)), 4, 1,
              nowhere());
  ir_term_ret(f, 4, o1, nowhere());
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  CHECK_EQ_INT(pass_ifconv(f, NULL, NULL), 0);
  CHECK_EQ_INT(f->blocks.len, 5);
  ir_func_free(f);
}
