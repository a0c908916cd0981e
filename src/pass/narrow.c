/* narrow.c - operations on the bits their values can have.
 *
 * LLVM gives the HLS IR C's widths: a loop counter below 4 is compared on
 * 64 bits, a sum of two sign-extended bytes added on 32. Hardware pays for
 * every bit (a carry chain per bit, a LUT per bit of a mux or a bitwise
 * operation), so this pass rewrites an operation onto k < W bits when the
 * value ranges (analysis/range.h) prove the result the same for every
 * input that can reach it:
 *  - ADD, SUB, MUL, AND, OR, XOR, SHL, SELECT: the low k bits of the result
 *    depend only on the low k bits of the operands, so when the result's
 *    range fits k bits zero-extended (or sign-extended), the operation runs
 *    on the operands truncated to k bits and its result is zero- (or
 *    sign-) extended back to W. Whatever wraps at W wraps the same: the
 *    range is that of the W-bit result. SHL needs its amount below k (and
 *    a variable one: by a constant it is wiring already).
 *  - LSHR, ASHR by a variable amount: when the shifted operand fits k bits
 *    zero- (sign-) extended and the amount is below k, the k-bit shift
 *    gives the same bits (a narrower barrel shifter).
 *  - Compares: when both operands fit k bits zero-extended, or both
 *    sign-extended, the compare runs on k bits (sign and zero extension
 *    both keep the unsigned order; a signed compare of two zero-extended
 *    values is the unsigned one). Then a sign test (x < 0, x >= 0, x > -1,
 *    x <= -1) becomes its sign bit (a shift and a TRUNC: wiring, not a
 *    subtraction), and an unsigned compare with 2^j (x < 2^j, x <= 2^j - 1
 *    and their negations) becomes "the bits from j up are (not) all zero",
 *    an equality with 0 of k - j bits (one bit: the bit itself) instead of
 *    a carry chain of k.
 * The rewritten operation keeps its ValId, so its uses are unchanged: it
 * becomes the ZEXT/SEXT of the narrow one (a compare is the narrow compare
 * itself). A TRUNC of a ZEXT/SEXT or of a constant takes the narrower value
 * directly, so chains of narrowed operations stay narrow. A PHI whose range
 * fits k bits becomes the extension of a k-bit PHI of its arguments cut to
 * k bits at the end of their predecessors (exact: on each edge the argument
 * lies in the PHI's range): a loop counter below 4 needs a 2-bit register,
 * not a 64-bit one. No value goes below a width the program truncates it
 * to (see kept_widths: what later stages read modulo that width).
 */
#include <stdlib.h>
#include <string.h>

#include "../analysis/range.h"
#include "pass.h"

typedef struct Narrow {
  Func *f;
  uint32_t b;       /* the block whose op list is being rebuilt */
  const Range *R;   /* ranges of the values before the pass */
  size_t nranged;   /* values that have one */
  uint16_t *kept;   /* kept[v]: the widest TRUNC of v (or of v extended) */
  SrcLoc loc;
} Narrow;

static Range range_of(const Narrow *N, ValId v) {
  if (v < N->nranged) return N->R[v];
  return range_full(ir_cval(N->f, v)->width);
}

static ValId add_op(Narrow *N, Op op, unsigned w, ValId a, ValId b) {
  ValId args[2] = {a, b};
  return ir_add(N->f, N->b, op, w, ir_info(op)->nargs, args, N->loc);
}

/* Value a (of at least k bits) on k bits: its low k bits. A constant is
 * cut; an extension of a value of at most k bits is extended to k instead,
 * of more bits truncated from it. */
static ValId cut(Narrow *N, ValId a, unsigned k) {
  const Val *x = ir_cval(N->f, a);
  if (x->width == k) return a;
  if (x->op == OP_CONST) return ir_const(N->f, k, x->imm & mask_bits(k));
  if (x->op == OP_ZEXT || x->op == OP_SEXT || x->op == OP_TRUNC) {
    ValId y = x->args[0];
    Op ext = x->op;
    unsigned yw = ir_cval(N->f, y)->width;
    if (yw == k) return y;
    if (yw < k && ext != OP_TRUNC) return add_op(N, ext, k, y, IR_NOVAL);
    return add_op(N, OP_TRUNC, k, y, IR_NOVAL);
  }
  return add_op(N, OP_TRUNC, k, a, IR_NOVAL);
}

/* v becomes op1(a) of its width (ZEXT, SEXT or TRUNC). */
static void become_unary(Func *f, ValId v, Op op, ValId a) {
  Val *x = ir_val(f, v);
  x->op = op;
  x->nargs = 1;
  x->args[0] = a;
}

/* v becomes op(a, b) of its width. */
static void become_binary(Func *f, ValId v, Op op, ValId a, ValId b) {
  Val *x = ir_val(f, v);
  x->op = op;
  x->nargs = 2;
  x->args[0] = a;
  x->args[1] = b;
}

static Op unsigned_of(Op op) {
  switch (op) {
  case OP_SLT: return OP_ULT;
  case OP_SLE: return OP_ULE;
  case OP_SGT: return OP_UGT;
  case OP_SGE: return OP_UGE;
  default: return op;
  }
}

/* Compare v = op(x, c) of width w with constant c (after swapping): a
 * sign test or a compare with a power of two rewritten in place; false
 * when it is neither. */
static bool cmp_const(Narrow *N, ValId v, Op op, ValId x, uint64_t c,
                      unsigned w) {
  Func *f = N->f;
  uint64_t m = mask_bits(w);
  if (w < 2) return false; /* one bit already */
  bool neg = false; /* v is the negation of the bit test */
  unsigned j;       /* bits from j up */
  if ((op == OP_SLT && c == 0) || (op == OP_SLE && c == m)) {
    j = w - 1;
  } else if ((op == OP_SGE && c == 0) || (op == OP_SGT && c == m)) {
    j = w - 1, neg = true;
  } else if ((op == OP_ULT || op == OP_UGE) && c && !(c & (c - 1)) &&
             c != 1) {
    j = (unsigned)__builtin_ctzll(c), neg = op == OP_ULT;
  } else if ((op == OP_ULE || op == OP_UGT) && c != m && c &&
             !(c & (c + 1))) {
    j = (unsigned)__builtin_popcountll(c), neg = op == OP_ULE;
  } else {
    return false;
  }
  /* the test: the bits j..w-1 of x are not all zero (j >= 1) */
  ValId hi = x;
  if (j) hi = add_op(N, OP_LSHR, w, x, ir_const(f, w, j));
  unsigned k = w - j;
  if (k == 1 && !neg) {
    become_unary(f, v, OP_TRUNC, hi); /* the bit itself */
    return true;
  }
  ValId top = add_op(N, OP_TRUNC, k, hi, IR_NOVAL);
  if (k == 1) {
    become_binary(f, v, OP_XOR, top, ir_const(f, 1, 1));
  } else {
    become_binary(f, v, neg ? OP_EQ : OP_NE, top, ir_const(f, k, 0));
  }
  return true;
}

/* Compare v: on fewer bits when both operands fit, then a sign or power of
 * two test. True when rewritten. */
static bool narrow_cmp(Narrow *N, ValId v) {
  Func *f = N->f;
  const Val *x = ir_cval(f, v);
  Op op = x->op;
  ValId a = x->args[0], b = x->args[1];
  unsigned w = ir_cval(f, a)->width;
  if (ir_cval(f, a)->op == OP_CONST && ir_cval(f, b)->op != OP_CONST) {
    ValId t = a;
    a = b, b = t, op = ir_cmp_swapped(op);
  }
  Range ra = range_of(N, a), rb = range_of(N, b);
  unsigned uz = range_ubits(&ra), ub = range_ubits(&rb);
  unsigned sa = range_sbits(&ra), sb = range_sbits(&rb);
  unsigned kz = uz > ub ? uz : ub, ks = sa > sb ? sa : sb;
  /* sign-extended operands keep the operation; zero-extended ones (below
   * w bits: not negative) make a signed compare unsigned */
  unsigned k = w;
  if (ks <= kz && ks < k) k = ks;
  else if (kz < k) k = kz, op = unsigned_of(op);
  bool changed = k < w;
  if (changed) {
    a = cut(N, a, k);
    b = cut(N, b, k);
    become_binary(f, v, op, a, b);
  }
  const Val *bv = ir_cval(f, b);
  if (bv->op == OP_CONST && cmp_const(N, v, op, a, bv->imm, k)) return true;
  return changed;
}

/* The narrow width of v's result, and whether it is sign-extended; w when
 * it cannot be narrowed. */
static unsigned result_bits(const Narrow *N, ValId v, bool *sext) {
  Range r = range_of(N, v);
  unsigned w = ir_cval(N->f, v)->width;
  unsigned kz = range_ubits(&r), ks = range_sbits(&r);
  *sext = ks < kz;
  unsigned k = *sext ? ks : kz;
  /* (an AND with a constant is exempt: sched/depend.c reads x & (2^n - 1)
   * modulo 2^n already, and sched/delay.c times a shift by it from the
   * ZEXT's source width) */
  const Val *x = ir_cval(N->f, v);
  bool mask = x->op == OP_AND && (ir_cval(N->f, x->args[0])->op == OP_CONST ||
                                  ir_cval(N->f, x->args[1])->op == OP_CONST);
  if (v < N->nranged && N->kept[v] > k && !mask) k = N->kept[v];
  return k < w ? k : w;
}

/* A value is not narrowed below the widths it is truncated to (directly,
 * extended, or as a PHI's argument): what the program keeps modulo 2^t
 * (an array index cut to the address width, read by sched/depend.c as an
 * affine function modulo 2^t) would otherwise be read modulo a smaller
 * power of two, and a counter of 4 iterations on 2 bits would seem to wrap
 * every 4 iterations: a dependence at distance 3 that the 6-bit address it
 * feeds does not have. */
static uint16_t *kept_widths(const Func *f) {
  size_t n = f->vals.len;
  uint16_t *kept = xcalloc(n ? n : 1, sizeof *kept);
  for (int round = 0; round < 4; round++) /* chains, around loops */
    for (size_t v = n; v-- > 0;) {
      const Val *x = ir_cval(f, (ValId)v);
      bool ext = x->op == OP_ZEXT || x->op == OP_SEXT;
      if (x->op != OP_TRUNC && !ext && x->op != OP_PHI) continue;
      /* through a PHI to its arguments: a counter's increment too */
      uint16_t t = x->op == OP_TRUNC ? x->width : kept[v];
      for (uint32_t i = 0; t && i < x->nargs; i++)
        if (kept[x->args[i]] < t) kept[x->args[i]] = t;
    }
  return kept;
}

/* An operation whose low bits depend on the operands' low bits only. */
static bool narrow_low(Narrow *N, ValId v) {
  Func *f = N->f;
  const Val *x = ir_cval(f, v);
  Op op = x->op;
  bool sext;
  unsigned k = result_bits(N, v, &sext);
  if (k >= x->width) return false;
  ValId a = x->args[0], b = x->args[1], c = IR_NOVAL;
  if (op == OP_SHL) {
    Range s = range_of(N, b);
    if (s.empty || s.uhi >= k) return false;
  }
  if (op == OP_SELECT) {
    c = x->args[2];
    ValId args[3] = {a, cut(N, b, k), cut(N, c, k)};
    c = ir_add(f, N->b, OP_SELECT, k, 3, args, N->loc);
  } else {
    a = cut(N, a, k);
    b = cut(N, b, k);
    c = add_op(N, op, k, a, b);
  }
  ir_val(f, c)->name = ir_cval(f, v)->name;
  become_unary(f, v, sext ? OP_SEXT : OP_ZEXT, c);
  return true;
}

/* A shift right by a variable amount: on the bits of the shifted value. */
static bool narrow_shr(Narrow *N, ValId v) {
  Func *f = N->f;
  const Val *x = ir_cval(f, v);
  ValId a = x->args[0], s = x->args[1];
  if (ir_cval(f, s)->op == OP_CONST) return false; /* wiring already */
  Range ra = range_of(N, a), rs = range_of(N, s);
  bool sext = x->op == OP_ASHR;
  unsigned k = sext ? range_sbits(&ra) : range_ubits(&ra);
  if (k >= x->width || rs.empty || rs.uhi >= k) return false;
  Op op = x->op;
  ValId c = add_op(N, op, k, cut(N, a, k), cut(N, s, k));
  ir_val(f, c)->name = ir_cval(f, v)->name;
  become_unary(f, v, sext ? OP_SEXT : OP_ZEXT, c);
  return true;
}

static bool narrow_one(Narrow *N, ValId v) {
  const Val *x = ir_cval(N->f, v);
  if (v >= N->nranged || N->R[v].empty) return false; /* never runs */
  if (ir_width_wide(x->width)) return false; /* no range: range.c */
  for (uint32_t i = 0; i < x->nargs; i++)
    if (ir_width_wide(ir_cval(N->f, x->args[i])->width)) return false;
  N->loc = x->loc;
  if (ir_info(x->op)->flags & OPF_CMP) return narrow_cmp(N, v);
  switch (x->op) {
  case OP_SHL: /* by a constant: wiring already (and clang's index masks,
                 lshr(shl(x, n), n), stay what sched/depend.c reads) */
    if (ir_cval(N->f, x->args[1])->op == OP_CONST) return false;
    return narrow_low(N, v);
  case OP_ADD: case OP_SUB: case OP_MUL: case OP_AND: case OP_OR:
  case OP_XOR: case OP_SELECT:
    return narrow_low(N, v);
  case OP_LSHR: case OP_ASHR: return narrow_shr(N, v);
  default: return false;
  }
}

/* A PHI on fewer bits: its old ValId (the extension of the new one) and
 * the arguments it had. */
typedef struct NarrowPhi {
  ValId v, p;
  uint32_t nargs;
  const ValId *args;
  const uint32_t *blocks;
} NarrowPhi;
typedef VEC(NarrowPhi) NarrowPhis;

/* PHIs first in block b's op list, the rest after them, each in order. */
static void phis_first(Func *f, uint32_t b) {
  Block *bl = &f->blocks.data[b];
  size_t n = bl->ops.len, k = 0;
  ValId *o = xmalloc((n ? n : 1) * sizeof *o);
  for (int pass = 0; pass < 2; pass++)
    for (size_t i = 0; i < n; i++)
      if ((ir_cval(f, bl->ops.data[i])->op == OP_PHI) == (pass == 0))
        o[k++] = bl->ops.data[i];
  memcpy(bl->ops.data, o, n * sizeof *o);
  free(o);
}

/* Each PHI whose range fits fewer bits becomes the extension of a new
 * narrow PHI (its arguments are added by phis_args, once the operations
 * that compute them are narrow too). */
static void narrow_phis(Narrow *N, NarrowPhis *out) {
  Func *f = N->f;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    size_t len = f->blocks.data[b].ops.len;
    for (size_t i = 0; i < len; i++) {
      ValId v = f->blocks.data[b].ops.data[i];
      const Val *x = ir_cval(f, v);
      bool sext;
      if (x->op != OP_PHI || N->R[v].empty || ir_width_wide(x->width))
        continue;
      unsigned k = result_bits(N, v, &sext);
      if (k >= x->width) continue;
      NarrowPhi np = {v, IR_NOVAL, x->nargs, x->args, x->phi_blocks};
      np.p = ir_phi(f, b, k, x->loc); /* may move f->vals */
      Val *y = ir_val(f, v);
      ir_val(f, np.p)->name = y->name;
      y->op = sext ? OP_SEXT : OP_ZEXT;
      y->nargs = 1;
      y->args = arena_alloc(&f->arena, sizeof *y->args);
      y->args[0] = np.p;
      y->phi_blocks = NULL;
      vec_push(out, np);
    }
    if (f->blocks.data[b].ops.len != len) phis_first(f, b);
  }
}

/* The narrow PHIs' arguments: the old ones cut at the end of their
 * predecessors. */
static void phis_args(Narrow *N, const NarrowPhis *ps) {
  for (size_t i = 0; i < ps->len; i++) {
    const NarrowPhi *np = &ps->data[i];
    unsigned k = ir_cval(N->f, np->p)->width;
    N->loc = ir_cval(N->f, np->v)->loc;
    for (uint32_t j = 0; j < np->nargs; j++) {
      N->b = np->blocks[j];
      ir_phi_add(N->f, np->p, np->blocks[j], cut(N, np->args[j], k));
    }
  }
}

uint32_t pass_narrow(Func *f) {
  Narrow N = {f, 0, range_analyze(f), f->vals.len, kept_widths(f), {0}};
  NarrowPhis phis = {0};
  narrow_phis(&N, &phis);
  uint32_t count = (uint32_t)phis.len;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    size_t len = f->blocks.data[b].ops.len;
    ValId *old = xmalloc((len ? len : 1) * sizeof *old);
    if (len) memcpy(old, f->blocks.data[b].ops.data, len * sizeof *old);
    f->blocks.data[b].ops.len = 0;
    N.b = b;
    for (size_t i = 0; i < len; i++) {
      count += narrow_one(&N, old[i]);
      vec_push(&f->blocks.data[b].ops, old[i]);
    }
    free(old);
  }
  phis_args(&N, &phis);
  vec_free(&phis);
  free((void *)N.R);
  free(N.kept);
  return count;
}
