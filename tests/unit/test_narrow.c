/* test_narrow.c - pass_narrow on hand-built IR: each function is run by a
 * small interpreter (ir_eval_binary for the operations) before and after
 * the pass over many inputs in range, and must give the same result; the
 * rewrites must have happened (sign test -> a bit, compare with 2^j ->
 * a test of the high bits, a sum of sign-extended bytes on 10 bits, loop
 * counters on a few bits, PHIs included) and the refusals must not (a
 * product that wraps, a shift that may reach the narrow width, a counter
 * bounded by a parameter, a sum of full-width values). */
#include <stdlib.h>

#include "pass/pass.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

static ValId param(Func *f, unsigned w) {
  ValId x = ir_add(f, 0, OP_PARAM, w, 0, NULL, nowhere());
  ir_val(f, x)->imm = ir_port_new(f, f->ports.len ? "y" : "x", PORT_SCALAR, w,
                                  true, nowhere());
  return x;
}

static ValId op2(Func *f, uint32_t b, Op op, unsigned w, ValId a, ValId c) {
  return ir_add(f, b, op, w, 2, (ValId[]){a, c}, nowhere());
}

static ValId op1(Func *f, uint32_t b, Op op, unsigned w, ValId a) {
  return ir_add(f, b, op, w, 1, (ValId[]){a}, nowhere());
}

/* Runs f on parameters in[] (by port index): the returned value. */
static uint64_t run(const Func *f, const uint64_t *in) {
  uint64_t *val = xcalloc(f->vals.len, sizeof *val);
  uint32_t b = 0, from = 0;
  uint64_t r = 0;
  for (unsigned steps = 0; steps < 100000; steps++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      const Val *x = ir_cval(f, v);
      uint64_t a = x->nargs ? val[x->args[0]] : 0, o = 0;
      unsigned aw = x->nargs ? ir_cval(f, x->args[0])->width : 0;
      switch (x->op) {
      case OP_CONST: o = x->imm; break;
      case OP_PARAM: o = in[x->imm]; break;
      case OP_ZEXT: case OP_TRUNC: o = a; break;
      case OP_SEXT: o = (uint64_t)sign_extend(a, aw); break;
      case OP_SELECT: o = a ? val[x->args[1]] : val[x->args[2]]; break;
      case OP_PHI:
        for (uint32_t k = 0; k < x->nargs; k++)
          if (x->phi_blocks[k] == from) o = val[x->args[k]];
        break;
      default:
        if (!ir_eval_binary(x->op, aw, a, val[x->args[1]], &o)) o = 0;
        break;
      }
      val[v] = o & mask_bits(x->width);
    }
    const Term *t = &bl->term;
    from = b;
    if (t->kind == TERM_RET) {
      r = val[t->arg];
      break;
    }
    b = t->kind == TERM_BR ? t->succs[0] : t->succs[val[t->arg] ? 0 : 1];
  }
  free(val);
  return r;
}

/* Inputs spread over w bits: the edges, small values, random ones. */
static uint64_t spread(unsigned i, unsigned w) {
  static const uint64_t edge[] = {0, 1, 2, 3, 0x7f, 0x80, 0xff, 0x100};
  uint64_t m = mask_bits(w);
  if (i < 8) return edge[i] & m;
  if (i < 16) return (m - (i - 8)) & m;
  if (i < 24) return ((m >> 1) + (i - 19)) & m; /* around the sign */
  uint64_t x = (uint64_t)i * 0x9e3779b97f4a7c15ull;
  x ^= x >> 29;
  return (x * 0xbf58476d1ce4e5b9ull) & m;
}

/* The pass applied to a copy of f; both give the same result on every
 * input pair in[0] < n0, in[1] < n1 (spread over w0/w1 bits when the
 * count is below 2^w). Returns the narrowed copy (and how many rewrites). */
static Func *narrowed(Func *f, unsigned w0, unsigned n0, unsigned w1,
                      unsigned n1, uint32_t *count, int *test_failed_) {
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  Func *g = ir_clone(f);
  *count = pass_narrow(g);
  CHECK(ir_verify(g, "narrow"));
  unsigned bad = 0;
  for (unsigned i = 0; i < n0; i++)
    for (unsigned j = 0; j < n1; j++) {
      bool all0 = w0 < 31 && n0 == 1u << w0, all1 = w1 < 31 && n1 == 1u << w1;
      uint64_t in[2] = {all0 ? i : spread(i, w0), all1 ? j : spread(j, w1)};
      if (run(f, in) != run(g, in) && bad++ < 3)
        fprintf(stderr, "  inputs %llx %llx: %llx before, %llx after\n",
                (unsigned long long)in[0], (unsigned long long)in[1],
                (unsigned long long)run(f, in), (unsigned long long)run(g, in));
    }
  CHECK_EQ_INT(bad, 0);
  return g;
}

/* Operations of kind op in g, and the widest one's operand width. */
static unsigned count_op(const Func *g, Op op, unsigned *widest) {
  unsigned n = 0;
  *widest = 0;
  for (uint32_t b = 0; b < g->blocks.len; b++)
    for (size_t i = 0; i < g->blocks.data[b].ops.len; i++) {
      const Val *x = ir_cval(g, g->blocks.data[b].ops.data[i]);
      if (x->op != op) continue;
      n++;
      unsigned w = x->nargs && x->op != OP_PHI
                       ? ir_cval(g, x->args[x->nargs - 1])->width
                       : x->width;
      if (w > *widest) *widest = w;
    }
  return n;
}

static void done(Func *f, Func *g) {
  ir_func_free(g);
  ir_func_free(f);
}

/* ret op(x, c) on 32 bits, 1-bit result. */
static Func *compare_const(Op op, uint64_t c) {
  Func *f = ir_func_new("t");
  f->ret_width = 1;
  uint32_t b = ir_block_new(f, "entry");
  ValId x = param(f, 32);
  ValId r = op2(f, b, op, 1, x, ir_const(f, 32, c));
  ir_term_ret(f, b, r, nowhere());
  return f;
}

TEST(narrow_sign_test_is_a_bit) {
  struct { Op op; uint64_t c; } t[] = {
      {OP_SLT, 0}, {OP_SGE, 0}, {OP_SGT, 0xffffffff}, {OP_SLE, 0xffffffff}};
  for (unsigned i = 0; i < 4; i++) {
    Func *f = compare_const(t[i].op, t[i].c);
    uint32_t n;
    Func *g = narrowed(f, 32, 4000, 1, 1, &n, test_failed_);
    unsigned w;
    CHECK_EQ_INT(n, 1);
    CHECK_EQ_INT(count_op(g, t[i].op, &w), 0); /* no subtraction left */
    CHECK_EQ_INT(count_op(g, OP_LSHR, &w), 1);
    done(f, g);
  }
}

TEST(narrow_compare_with_power_of_two) {
  struct { Op op; uint64_t c; Op to; } t[] = {
      {OP_ULT, 0x100, OP_EQ}, {OP_UGE, 0x100, OP_NE}, {OP_ULE, 0xff, OP_EQ},
      {OP_UGT, 0xff, OP_NE}, {OP_ULT, 0x80000000, OP_XOR}};
  for (unsigned i = 0; i < 5; i++) {
    Func *f = compare_const(t[i].op, t[i].c);
    uint32_t n;
    Func *g = narrowed(f, 32, 4000, 1, 1, &n, test_failed_);
    unsigned w;
    CHECK_EQ_INT(count_op(g, t[i].op, &w), t[i].op == t[i].to);
    CHECK_EQ_INT(count_op(g, t[i].to, &w), 1);
    if (t[i].to == OP_EQ || t[i].to == OP_NE) CHECK_EQ_INT(w, 24);
    done(f, g);
  }
}

/* saturate_s8's clamp: v = 2 * sext(x) + sext(y), min(v, 127), max(.., -128)
 * on 32 bits: the sum fits 10 bits signed. */
TEST(narrow_clamp_of_bytes) {
  Func *f = ir_func_new("t");
  f->ret_width = 32;
  uint32_t b = ir_block_new(f, "entry");
  ValId x = op1(f, b, OP_SEXT, 32, param(f, 8));
  ValId y = op1(f, b, OP_SEXT, 32, param(f, 8));
  ValId s = op2(f, b, OP_ADD, 32, op2(f, b, OP_SHL, 32, x, ir_const(f, 32, 1)),
                y);
  ValId k = ir_const(f, 32, 127), m = ir_const(f, 32, 0xffffff80);
  ValId c = op2(f, b, OP_SLT, 1, s, k);
  ValId t = ir_add(f, b, OP_SELECT, 32, 3, (ValId[]){c, s, k}, nowhere());
  ValId d = op2(f, b, OP_SGT, 1, t, m);
  ValId r = ir_add(f, b, OP_SELECT, 32, 3, (ValId[]){d, t, m}, nowhere());
  ir_term_ret(f, b, r, nowhere());
  uint32_t n;
  Func *g = narrowed(f, 8, 256, 8, 256, &n, test_failed_);
  unsigned w;
  CHECK_EQ_INT(count_op(g, OP_ADD, &w), 1);
  CHECK_EQ_INT(w, 10);
  CHECK_EQ_INT(count_op(g, OP_SLT, &w), 1);
  CHECK_EQ_INT(w, 10);
  CHECK_EQ_INT(count_op(g, OP_SGT, &w), 1);
  CHECK(w <= 10);
  CHECK_EQ_INT(count_op(g, OP_SELECT, &w), 2);
  CHECK(w <= 10);
  done(f, g);
}

/* for (i = 0; ; ) { acc += i; i++; if (!(i OP n)) break; } return acc + i;
 * on 64 bits: exit on eq/ne/ult with a constant n, or (bound = 0) ult with
 * the 64-bit parameter x, which bounds nothing. */
static Func *counting_loop(Op op, uint64_t bound) {
  Func *f = ir_func_new("t");
  f->ret_width = 64;
  uint32_t e = ir_block_new(f, "entry"), l = ir_block_new(f, "loop"),
           x = ir_block_new(f, "exit");
  ValId n = bound ? ir_const(f, 64, bound) : param(f, 64);
  ValId zero = ir_const(f, 64, 0);
  ir_term_br(f, e, l, nowhere());
  ValId i = ir_phi(f, l, 64, nowhere()), acc = ir_phi(f, l, 64, nowhere());
  ValId acc2 = op2(f, l, OP_ADD, 64, acc, i);
  ValId inext = op2(f, l, OP_ADD, 64, i, ir_const(f, 64, 1));
  ValId c = op2(f, l, op, 1, inext, n);
  bool stay = op != OP_EQ;
  ir_term_cbr(f, l, c, stay ? l : x, stay ? x : l, nowhere());
  ir_phi_add(f, i, e, zero);
  ir_phi_add(f, i, l, inext);
  ir_phi_add(f, acc, e, zero);
  ir_phi_add(f, acc, l, acc2);
  ir_term_ret(f, x, op2(f, x, OP_ADD, 64, acc2, inext), nowhere());
  return f;
}

TEST(narrow_loop_counter) {
  struct { Op op; uint64_t n; unsigned bits; } t[] = {
      {OP_ULT, 10, 4}, {OP_EQ, 4, 3}, {OP_EQ, 100, 7}, {OP_NE, 300, 9},
      {OP_ULT, 1000, 10}};
  for (unsigned k = 0; k < 5; k++) {
    Func *f = counting_loop(t[k].op, t[k].n);
    uint32_t n;
    Func *g = narrowed(f, 1, 1, 1, 1, &n, test_failed_);
    unsigned w;
    CHECK_EQ_INT(count_op(g, t[k].op, &w), 1);
    CHECK_EQ_INT(w, t[k].bits); /* the compare */
    CHECK_EQ_INT(count_op(g, OP_PHI, &w), 2); /* acc; the old i: a ZEXT */
    unsigned narrow = 0;
    for (size_t v = 0; v < g->vals.len; v++)
      if (ir_cval(g, (ValId)v)->op == OP_PHI &&
          ir_cval(g, (ValId)v)->width <= t[k].bits)
        narrow++;
    CHECK_EQ_INT(narrow, 1);
    done(f, g);
  }
}

TEST(narrow_refusals) {
  /* a counter bounded by a 64-bit parameter stays 64 bits (run for
   * x = 0..7) */
  Func *f = counting_loop(OP_ULT, 0);
  uint32_t n;
  Func *g = narrowed(f, 3, 8, 1, 1, &n, test_failed_);
  unsigned w;
  count_op(g, OP_ULT, &w);
  CHECK_EQ_INT(w, 64);
  count_op(g, OP_PHI, &w);
  CHECK_EQ_INT(w, 64);
  CHECK_EQ_INT(n, 0);
  done(f, g);

  /* a product that wraps at 16 bits: zext(x) * 300 stays a 16-bit MUL;
   * a shift by an amount that may reach 9 bits stays 16 bits; a sum of
   * two full 16-bit values too */
  f = ir_func_new("t");
  f->ret_width = 16;
  uint32_t b = ir_block_new(f, "entry");
  ValId x = param(f, 8), y = param(f, 8);
  ValId xz = op1(f, b, OP_ZEXT, 16, x), yz = op1(f, b, OP_ZEXT, 16, y);
  ValId p = op2(f, b, OP_MUL, 16, xz, ir_const(f, 16, 300));
  ValId s = op2(f, b, OP_SHL, 16, op2(f, b, OP_AND, 16, xz, ir_const(f, 16, 1)),
                op2(f, b, OP_AND, 16, yz, ir_const(f, 16, 15)));
  ValId r = op2(f, b, OP_ADD, 16, op2(f, b, OP_ADD, 16, p, s),
                op2(f, b, OP_ADD, 16, p, p));
  ir_term_ret(f, b, r, nowhere());
  g = narrowed(f, 8, 256, 8, 256, &n, test_failed_);
  CHECK_EQ_INT(count_op(g, OP_MUL, &w), 1);
  CHECK_EQ_INT(w, 16);
  CHECK_EQ_INT(count_op(g, OP_SHL, &w), 1);
  CHECK_EQ_INT(w, 16);
  CHECK_EQ_INT(count_op(g, OP_ADD, &w), 3);
  CHECK_EQ_INT(w, 16);
  CHECK_EQ_INT(count_op(g, OP_AND, &w), 2); /* these do narrow */
  CHECK(w <= 4);
  done(f, g);
}

/* A counter below 4 whose value is also cut to 6 bits (an array index, as
 * clang writes it: trunc, then shl/lshr by constants) keeps 6 bits: PHI
 * and increment, so that sched/depend.c does not read it modulo 4. The
 * constant shifts stay as they are (wiring, and the index idiom). */
TEST(narrow_keeps_truncated_widths) {
  Func *f = counting_loop(OP_ULT, 4);
  ValId i = IR_NOVAL;
  for (size_t v = 0; v < f->vals.len; v++)
    if (ir_cval(f, (ValId)v)->op == OP_PHI && i == IR_NOVAL) i = (ValId)v;
  uint32_t l = ir_cval(f, i)->block;
  ValId t = op1(f, l, OP_TRUNC, 6, i);
  ValId s = op2(f, l, OP_SHL, 6, t, ir_const(f, 6, 1));
  ValId u = op2(f, l, OP_LSHR, 6, s, ir_const(f, 6, 1));
  /* the index leaves the loop through acc: acc += zext(u) */
  ValId acc = IR_NOVAL;
  for (size_t v = 0; v < f->vals.len; v++)
    if (ir_cval(f, (ValId)v)->op == OP_ADD &&
        ir_cval(f, ir_cval(f, (ValId)v)->args[1])->op == OP_PHI)
      acc = (ValId)v;
  ir_val(f, acc)->args[1] = op1(f, l, OP_ZEXT, 64, u);
  /* the new values must come before acc's add in the block */
  Block *bl = &f->blocks.data[l];
  size_t n = bl->ops.len, pa = 0;
  for (size_t k = 0; k < n; k++)
    if (bl->ops.data[k] == acc) pa = k;
  ValId moved = bl->ops.data[pa];
  for (size_t k = pa; k + 1 < n; k++) bl->ops.data[k] = bl->ops.data[k + 1];
  bl->ops.data[n - 1] = moved;
  uint32_t cnt;
  Func *g = narrowed(f, 1, 1, 1, 1, &cnt, test_failed_);
  unsigned w, narrow = 0;
  for (size_t v = 0; v < g->vals.len; v++)
    if (ir_cval(g, (ValId)v)->op == OP_PHI && ir_cval(g, (ValId)v)->width < 64)
      narrow = ir_cval(g, (ValId)v)->width;
  CHECK_EQ_INT(narrow, 6);
  CHECK_EQ_INT(count_op(g, OP_SHL, &w), 1);
  CHECK_EQ_INT(w, 6);
  done(f, g);
}
