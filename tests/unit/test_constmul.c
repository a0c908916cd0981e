/* test_constmul.c - pass_constmul against C's own multiplication: for every
 * constant k below 1024 at widths 1 to 12, and for constants with few
 * signed digits at 17, 32 and 64 bits (including ones whose top digit falls
 * off the width), the rewritten block is evaluated operation by operation
 * and must give x * k mod 2^W for a spread of x; the IR stays verified; a
 * product stays a MUL exactly when k has more than 4 nonzero signed digits
 * (or is a power of two, or 0: shifts and zeros are pass_fold's); the adder
 * tree over n digits is at most ceil(log2(n + 1)) deep. */
#include <stdio.h>
#include <stdlib.h>

#include "pass/pass.h"
#include "test.h"

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

/* Nonzero digits of k's non-adjacent form below bit w (the reference,
 * written independently of the pass: digit = 2 - (r mod 4) on odd r). */
static unsigned naf_weight(uint64_t k, unsigned w) {
  unsigned __int128 r = k & mask_bits(w);
  unsigned n = 0;
  for (unsigned i = 0; i < w && r; i++, r >>= 1)
    if (r & 1) {
      n++;
      r = (r & 3) == 3 ? r + 1 : r - 1;
    }
  return n;
}

/* ret x * k at width w, x a parameter; the pass applied. */
static Func *product(unsigned w, uint64_t k, bool const_first) {
  Func *f = ir_func_new("t");
  f->ret_width = (uint16_t)w;
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
  ir_val(f, x)->imm = ir_port_new(f, "x", PORT_SCALAR, w, false, nowhere());
  ValId c = ir_const(f, w, k & mask_bits(w));
  ValId m = ir_add(f, b, OP_MUL, w, 2,
                   const_first ? (ValId[]){c, x} : (ValId[]){x, c}, nowhere());
  ir_term_ret(f, b, m, nowhere());
  ir_fill_preds(f);
  pass_constmul(f);
  return f;
}

/* Evaluates the single block in op order; *depth gets the longest chain of
 * ADD/SUB/MUL. */
static uint64_t run(const Func *f, uint64_t x, unsigned *depth) {
  size_t n = f->vals.len;
  uint64_t *val = xcalloc(n, sizeof *val);
  unsigned *lvl = xcalloc(n, sizeof *lvl);
  *depth = 0;
  const Block *bl = &f->blocks.data[0];
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    const Val *p = ir_cval(f, v);
    if (p->op == OP_CONST) val[v] = p->imm;
    else if (p->op == OP_PARAM) val[v] = x & mask_bits(p->width);
    else {
      ValId a = p->args[0], b = p->args[1];
      if (!ir_eval_binary(p->op, p->width, val[a], val[b], &val[v]))
        val[v] = ~0ull;
      val[v] &= mask_bits(p->width);
      unsigned d = lvl[a] > lvl[b] ? lvl[a] : lvl[b];
      lvl[v] = d + (p->op == OP_SHL ? 0 : 1);
      if (lvl[v] > *depth) *depth = lvl[v];
    }
  }
  uint64_t r = val[bl->term.arg];
  free(val);
  free(lvl);
  return r;
}

static bool has_mul(const Func *f) {
  const Block *bl = &f->blocks.data[0];
  for (size_t i = 0; i < bl->ops.len; i++)
    if (ir_cval(f, bl->ops.data[i])->op == OP_MUL) return true;
  return false;
}

static const uint64_t xs[] = {0, 1, 2, 3, 0x55, 0x7f, 0x80, 0xff, 0x1234,
                              0xdeadbeef, 0x8000000000000000ull,
                              0xffffffffffffffffull, 0x0123456789abcdefull};

static void check(int *test_failed_, unsigned w, uint64_t k) {
  for (int order = 0; order < 2; order++) {
    Func *f = product(w, k, order);
    CHECK(ir_verify(f, "constmul"));
    unsigned weight = naf_weight(k, w);
    uint64_t km = k & mask_bits(w);
    bool power_of_two = km && !(km & (km - 1));
    bool want_mul = weight == 0 || weight > 4 || power_of_two;
    CHECK(has_mul(f) == want_mul);
    for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
      unsigned depth;
      uint64_t got = run(f, xs[i], &depth);
      uint64_t want = (xs[i] * k) & mask_bits(w);
      if (got != want)
        fprintf(stderr, "w=%u k=%#llx x=%#llx: %#llx, want %#llx\n", w,
                (unsigned long long)k, (unsigned long long)xs[i],
                (unsigned long long)got, (unsigned long long)want);
      CHECK(got == want);
      if (!want_mul) CHECK(depth <= ceil_log2(weight + 1));
    }
    ir_func_free(f);
  }
}

TEST(constmul_small_constants_exhaustive) {
  for (unsigned w = 1; w <= 12; w++)
    for (uint64_t k = 0; k < 1024; k++) check(test_failed_, w, k);
}

TEST(constmul_wide_constants) {
  static const uint64_t ks[] = {
      65599,                 /* 2^16 + 2^6 - 1 */
      0x45d9f3b,             /* many digits: stays a product */
      0xffffffffull,         /* -1 at 32 bits */
      0xfffffff0ull,         /* -16 */
      0x80000001ull,         /* top digit at bit 31 */
      0xc0000000ull,         /* NAF 2^32 - 2^30: the top digit falls off */
      0x7fffffffffffffffull, 0x8000000000000001ull, 0xfffffffffffffffdull,
      0x0101010101010101ull, 1000003, 10, 100, 1000, 0xe000000000000001ull};
  for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
    check(test_failed_, 32, ks[i]);
    check(test_failed_, 64, ks[i]);
    check(test_failed_, 17, ks[i]);
  }
}
