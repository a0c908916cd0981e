/* test_splitcarry.c - sched_split_carries against C's own arithmetic: at a
 * clock period too short for any carry chain, every ADD, SUB and ordered
 * comparison of 8 to 16 bits is cut into 4-bit chunks; the rewritten block,
 * evaluated operation by operation, must give the same result as the
 * operation whole for every pair of 8-bit operands and for a spread of
 * 12- and 16-bit ones (carries and borrows through every chunk, equal
 * operands, signs that differ); the IR stays verified, the operation is
 * gone (no ADD/SUB/compare of the full width is left), and at the default
 * 10 ns nothing of these widths is cut. */
#include <stdio.h>
#include <stdlib.h>

#include "sched/sched.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

static const Op ops[] = {OP_ADD, OP_SUB, OP_ULT, OP_ULE, OP_UGT, OP_UGE,
                         OP_SLT, OP_SLE, OP_SGT, OP_SGE};

/* ret x OP y at width w (1 for a compare), x and y parameters. */
static Func *single(Op op, unsigned w, ValId *res) {
  Func *f = ir_func_new("t");
  bool cmp = ir_info(op)->flags & OPF_CMP;
  f->ret_width = (uint16_t)(cmp ? 1 : w);
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
  ir_val(f, x)->imm = ir_port_new(f, "x", PORT_SCALAR, w, false, nowhere());
  ValId y = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
  ir_val(f, y)->imm = ir_port_new(f, "y", PORT_SCALAR, w, false, nowhere());
  *res = ir_add(f, b, op, cmp ? 1 : w, 2, (ValId[]){x, y}, nowhere());
  ir_term_ret(f, b, *res, nowhere());
  ir_fill_preds(f);
  return f;
}

/* Evaluates the single block in op order (x, y: the parameters). */
static uint64_t run(const Func *f, uint64_t x, uint64_t y) {
  size_t n = f->vals.len;
  uint64_t *val = xcalloc(n, sizeof *val);
  const Block *bl = &f->blocks.data[0];
  unsigned param = 0;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    const Val *p = ir_cval(f, v);
    if (p->op == OP_CONST) val[v] = p->imm;
    else if (p->op == OP_PARAM) val[v] = (param++ ? y : x) & mask_bits(p->width);
    else if (p->op == OP_ZEXT || p->op == OP_TRUNC)
      val[v] = val[p->args[0]] & mask_bits(p->width);
    else if (!ir_eval_binary(p->op, ir_cval(f, p->args[0])->width,
                             val[p->args[0]], val[p->args[1]], &val[v]))
      val[v] = ~0ull;
    val[v] &= mask_bits(p->width);
  }
  uint64_t r = val[bl->term.arg];
  free(val);
  return r;
}

/* No operation of f is op at operand width w any more. */
static bool gone(const Func *f, Op op, unsigned w) {
  const Block *bl = &f->blocks.data[0];
  for (size_t i = 0; i < bl->ops.len; i++) {
    const Val *p = ir_cval(f, bl->ops.data[i]);
    if (p->op == op && p->nargs == 2 && ir_cval(f, p->args[0])->width == w)
      return false;
  }
  return true;
}

static SchedOptions at(double period) {
  SchedOptions o = {0};
  o.clock_period_ns = period;
  o.target = TARGET_GENERIC;
  return o;
}

static int check_pairs(int *test_failed_, Op op, unsigned w,
                       const uint64_t *xs, size_t nx) {
  ValId r;
  Func *whole = single(op, w, &r), *cut = single(op, w, &r);
  SchedOptions o = at(1.0);
  CHECK(sched_split_carries(cut, &o) == 1);
  CHECK(ir_verify(cut, "splitcarry"));
  CHECK(gone(cut, op, w));
  int bad = 0;
  for (size_t i = 0; i < nx && bad < 5; i++)
    for (size_t j = 0; j < nx && bad < 5; j++) {
      uint64_t a = xs[i] & mask_bits(w), b = xs[j] & mask_bits(w);
      uint64_t want = run(whole, a, b), got = run(cut, a, b);
      if (got != want) {
        fprintf(stderr, "%s i%u %#llx %#llx: %#llx, want %#llx\n",
                ir_info(op)->text, w, (unsigned long long)a,
                (unsigned long long)b, (unsigned long long)got,
                (unsigned long long)want);
        bad++;
      }
    }
  CHECK(bad == 0);
  ir_func_free(whole);
  ir_func_free(cut);
  return bad;
}

TEST(splitcarry_8bit_exhaustive) {
  uint64_t xs[256];
  for (unsigned i = 0; i < 256; i++) xs[i] = i;
  for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
    check_pairs(test_failed_, ops[k], 8, xs, 256);
}

TEST(splitcarry_wider) {
  static const uint64_t xs[] = {
      0,      1,      2,      0xf,    0x10,   0xff,   0x100,  0x7ff,
      0x800,  0xfff,  0x7fff, 0x8000, 0xffff, 0xfffe, 0x0f0f, 0xf0f0,
      0x1234, 0xabcd, 0x5555, 0xaaaa, 0x8001, 0x7ffe, 0x00f0, 0x0fff};
  for (unsigned w = 12; w <= 16; w += 4)
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
      check_pairs(test_failed_, ops[k], w, xs, sizeof xs / sizeof xs[0]);
}

TEST(splitcarry_only_when_too_long) {
  for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
    ValId r;
    Func *f = single(ops[k], 64, &r);
    SchedOptions o = at(10.0);
    CHECK(sched_split_carries(f, &o) == 0);
    CHECK(!gone(f, ops[k], 64));
    ir_func_free(f);
  }
}
