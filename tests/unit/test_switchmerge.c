/* test_switchmerge.c - pass_switch_merge on hand-built IR: each function is
 * run by a small interpreter before and after the pass on every pair of
 * 8-bit inputs and must return the same value; the folds must have
 * happened (fewer blocks, one branch instead of two) and the refusals must
 * not (a block with a multiply, a successor the outer branch reaches too).
 */
#include <stdlib.h>

#include "interp.h"
#include "pass/pass.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

static ValId param(Func *f, unsigned w) {
  ValId x = ir_add(f, 0, OP_PARAM, w, 0, NULL, nowhere());
  ir_val(f, x)->imm = ir_port_new(f, f->ports.len ? "y" : "x", PORT_SCALAR, w,
                                  false, nowhere());
  return x;
}

static ValId op2(Func *f, uint32_t b, Op op, unsigned w, ValId a, ValId c) {
  return ir_add(f, b, op, w, 2, (ValId[]){a, c}, nowhere());
}

static ValId op1(Func *f, uint32_t b, Op op, unsigned w, ValId a) {
  return ir_add(f, b, op, w, 1, (ValId[]){a}, nowhere());
}

/* f's result for parameters x, y. */
static uint64_t run(const Func *f, uint64_t x, uint64_t y) {
  uint64_t *val = xcalloc(f->vals.len, sizeof *val);
  uint32_t b = 0, from = 0;
  uint64_t r = ~0ull;
  for (unsigned steps = 0; steps < 1000; steps++) {
    const Block *bl = &f->blocks.data[b];
    size_t np = interp_phis(f, bl, from, val);
    for (size_t i = np; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      const Val *o = ir_cval(f, v);
      uint64_t a = o->nargs ? interp_arg(f, val, o->args[0]) : 0, out = 0;
      unsigned aw = o->nargs ? ir_cval(f, o->args[0])->width : 0;
      switch (o->op) {
      case OP_CONST: out = o->imm; break;
      case OP_PARAM: out = o->imm ? y : x; break;
      case OP_ZEXT: case OP_TRUNC: out = a; break;
      case OP_SELECT:
        out = interp_arg(f, val, o->args[a ? 1 : 2]);
        break;
      default:
        if (!ir_eval_binary(o->op, aw, a, interp_arg(f, val, o->args[1]),
                            &out))
          out = 0;
        break;
      }
      val[v] = out & mask_bits(o->width);
    }
    const Term *t = &bl->term;
    from = b;
    if (t->kind == TERM_RET) {
      r = interp_arg(f, val, t->arg);
      break;
    }
    uint64_t s = t->kind == TERM_BR ? 0 : interp_arg(f, val, t->arg);
    if (t->kind == TERM_BR) b = t->succs[0];
    else if (t->kind == TERM_CBR) b = t->succs[s ? 0 : 1];
    else {
      b = t->succs[0];
      for (uint32_t i = 0; i + 1 < t->nsuccs; i++)
        if (t->cases[i] == s) b = t->succs[i + 1];
    }
  }
  free(val);
  return r;
}

/* The pass on a copy of f, which must compute the same on all inputs. */
static Func *merged(Func *f, uint32_t *folds, int *test_failed_) {
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  Func *g = ir_clone(f);
  *folds = pass_switch_merge(g);
  CHECK(ir_verify(g, "switchmerge"));
  unsigned bad = 0;
  for (uint64_t x = 0; x < 256; x++)
    for (uint64_t y = 0; y < 256; y++)
      if (run(f, x, y) != run(g, x, y) && bad++ < 3)
        fprintf(stderr, "  x %llu y %llu: %llu before, %llu after\n",
                (unsigned long long)x, (unsigned long long)y,
                (unsigned long long)run(f, x, y),
                (unsigned long long)run(g, x, y));
  CHECK_EQ_INT(bad, 0);
  return g;
}

/* leaf blocks that jump to join j with their constant for its PHI */
static uint32_t leaf(Func *f, ValId phi, uint32_t j, uint64_t k) {
  uint32_t b = ir_block_new(f, "leaf");
  ir_term_br(f, b, j, nowhere());
  ir_phi_add(f, phi, b, ir_const(f, 16, k));
  return b;
}

/* switch (x & 3) { case 0: switch (y >> 2) {...} ... } with different
 * defaults (the inner one spelled out), leaves joined by a PHI; with
 * same_default the two defaults are one block. */
static Func *nested_switch(bool same_default, bool mul_inside) {
  Func *f = ir_func_new("nested");
  f->ret_width = 16;
  ir_block_new(f, "entry");
  ValId x = param(f, 8), y = param(f, 8);
  ValId s = op1(f, 0, OP_TRUNC, 2, x);
  uint32_t c = ir_block_new(f, "decode"), j = ir_block_new(f, "join");
  ValId phi = ir_phi(f, j, 16, nowhere());
  ir_term_ret(f, j, phi, nowhere());
  uint32_t d1 = leaf(f, phi, j, 100), e = leaf(f, phi, j, 101),
           g = leaf(f, phi, j, 102);
  ir_term_switch(f, 0, s, d1, 3, (uint64_t[]){0, 2, 3},
                 (uint32_t[]){c, e, g}, nowhere());
  ValId t = op2(f, c, OP_LSHR, 8, y, ir_const(f, 8, 2));
  if (mul_inside) t = op2(f, c, OP_MUL, 8, t, x);
  ValId t6 = op1(f, c, OP_TRUNC, 6, t), tz = op1(f, c, OP_ZEXT, 32, t6);
  uint32_t d2 = same_default ? d1 : leaf(f, phi, j, 200);
  uint32_t l0 = leaf(f, phi, j, 0), l1 = leaf(f, phi, j, 1),
           l2 = leaf(f, phi, j, 2);
  ir_term_switch(f, c, tz, d2, 4, (uint64_t[]){33, 35, 0, 1000},
                 (uint32_t[]){l0, l1, l2, l0}, nowhere());
  return f;
}

TEST(switchmerge_nested_switch_one_branch) {
  for (int same = 0; same < 2; same++) {
    Func *f = nested_switch(same, false);
    uint32_t folds = 0;
    Func *g = merged(f, &folds, test_failed_);
    CHECK_EQ_INT(folds, 1);
    CHECK_EQ_INT(g->blocks.len, f->blocks.len - 1);
    CHECK(g->blocks.data[0].term.kind == TERM_SWITCH);
    ir_func_free(g);
    ir_func_free(f);
  }
}

/* if (x < 10) { if (y == 3) A else B } else C, joined by a PHI (B is the
 * join itself); the same
 * with the inner condition using a multiply (refused), and with C the
 * join too, whose PHI would need two arguments from the outer
 * block (refused). */
static Func *nested_if(bool mul_inside, bool shared_target) {
  Func *f = ir_func_new("nested_if");
  f->ret_width = 16;
  ir_block_new(f, "entry");
  ValId x = param(f, 8), y = param(f, 8);
  ValId lt = op2(f, 0, OP_ULT, 1, x, ir_const(f, 8, 10));
  uint32_t c = ir_block_new(f, "inner"), j = ir_block_new(f, "join");
  ValId phi = ir_phi(f, j, 16, nowhere());
  ir_term_ret(f, j, phi, nowhere());
  uint32_t other = j;
  if (shared_target) ir_phi_add(f, phi, 0, ir_const(f, 16, 7));
  else other = leaf(f, phi, j, 7);
  ir_term_cbr(f, 0, lt, c, other, nowhere());
  ValId v = mul_inside ? op2(f, c, OP_MUL, 8, y, x) : y;
  ValId eq = op2(f, c, OP_EQ, 1, v, ir_const(f, 8, 3));
  /* the inner branch's false edge goes to the join itself: its PHI's
   * argument must come from the outer block after the fold */
  uint32_t a = leaf(f, phi, j, 1);
  ir_phi_add(f, phi, c, ir_const(f, 16, 2));
  ir_term_cbr(f, c, eq, a, j, nowhere());
  return f;
}

TEST(switchmerge_nested_if_one_branch) {
  Func *f = nested_if(false, false);
  uint32_t folds = 0;
  Func *g = merged(f, &folds, test_failed_);
  CHECK_EQ_INT(folds, 1);
  CHECK_EQ_INT(g->blocks.len, f->blocks.len - 1);
  ir_func_free(g);
  ir_func_free(f);
}

TEST(switchmerge_refusals) {
  Func *fs[] = {nested_switch(false, true), nested_if(true, false),
                nested_if(false, true)};
  for (size_t i = 0; i < sizeof fs / sizeof *fs; i++) {
    uint32_t folds = 9;
    Func *g = merged(fs[i], &folds, test_failed_);
    CHECK_EQ_INT(folds, 0);
    CHECK_EQ_INT(g->blocks.len, fs[i]->blocks.len);
    ir_func_free(g);
    ir_func_free(fs[i]);
  }
}
