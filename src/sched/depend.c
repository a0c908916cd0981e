/* depend.c - loop-carried memory dependence distances for modulo.c.
 *
 * An address is analysed as an affine function of the iteration number k
 * of loop block b: addr(k) == base + c + s * k (mod 2^M), where base is
 * a value defined outside the loop (or none), c and s are constants, and
 * M is the narrowest width the computation passes through. Integer
 * add/sub/mul/shl are exact modulo 2^width, truncation and extension keep
 * the value modulo the narrower width, and lshr(shl(x, n), n) is x modulo
 * 2^(width - n) (the masks clang emits around array indices). A PHI of
 * the loop whose back-edge value is itself plus a constant is a counter:
 * its initial value (a constant or an outside value) plus step * k.
 *
 * Two accesses x (iteration k) and y (iteration k + d) can only touch the
 * same word when their addresses are congruent modulo 2^M, M the smaller of
 * their widths: s * d == c_x - c_y (mod 2^M), for equal strides and bases.
 * The least such d >= 1 is the dependence distance; every larger distance
 * gives a weaker constraint. Anything not of this form is distance 1 (the
 * conservative answer). */
#include "sdc_int.h"

typedef struct Affine {
  bool ok;
  ValId base;     /* outside value added once, or IR_NOVAL */
  uint64_t c, s;  /* modulo 2^m */
  unsigned m;     /* 1..64 */
} Affine;

static const Affine UNKNOWN = {false, IR_NOVAL, 0, 0, 64};

static Affine mod_w(Affine a, unsigned w) {
  if (w < a.m) a.m = w;
  a.c &= mask_bits(a.m);
  a.s &= mask_bits(a.m);
  return a;
}

static bool is_k(const Func *f, ValId v, uint64_t *k) {
  return ir_const_u64(f, v, k);
}

static Affine affine(const Func *f, uint32_t b, ValId v, unsigned depth,
                     ValId self);

/* A counter PHI: its back-edge value is p + a constant (modulo 2^m, so
 * masks and narrow types are fine); then p = init + step * k. */
static Affine counter(const Func *f, uint32_t b, ValId p, unsigned depth) {
  const Val *x = ir_cval(f, p);
  ValId init = IR_NOVAL, next = IR_NOVAL;
  for (uint32_t i = 0; i < x->nargs; i++) {
    if (x->phi_blocks[i] == b) next = x->args[i];
    else init = x->args[i];
  }
  if (x->nargs != 2 || init == IR_NOVAL || next == IR_NOVAL) return UNKNOWN;
  Affine n = affine(f, b, next, depth + 1, p);
  if (!n.ok || n.base != p || n.s != 0) return UNKNOWN;
  Affine a = {true, IR_NOVAL, 0, n.c, n.m};
  const Val *iv = ir_cval(f, init);
  if (iv->op == OP_CONST) a.c = iv->imm;
  else if (iv->block != b) a.base = init;
  else return UNKNOWN;
  return mod_w(a, x->width);
}

static Affine add(Affine a, Affine b, bool sub) {
  if (!a.ok || !b.ok) return UNKNOWN;
  if (sub) {
    if (b.base != IR_NOVAL && b.base != a.base) return UNKNOWN;
    a.base = b.base != IR_NOVAL ? IR_NOVAL : a.base;
    a.c -= b.c, a.s -= b.s;
  } else {
    if (a.base != IR_NOVAL && b.base != IR_NOVAL) return UNKNOWN;
    if (a.base == IR_NOVAL) a.base = b.base;
    a.c += b.c, a.s += b.s;
  }
  return mod_w(a, b.m);
}

static Affine scale(Affine a, uint64_t k) {
  if (!a.ok || a.base != IR_NOVAL) return UNKNOWN;
  a.c *= k, a.s *= k;
  return mod_w(a, a.m);
}

/* self: the counter PHI whose back-edge value is being analysed (it stands
 * for itself, as a base), or IR_NOVAL. */
static Affine affine(const Func *f, uint32_t b, ValId v, unsigned depth,
                     ValId self) {
  const Val *x = ir_cval(f, v);
  uint64_t k;
  if (depth > 32 || ir_width_wide(x->width)) return UNKNOWN;
  if (x->op == OP_CONST)
    return mod_w((Affine){true, IR_NOVAL, x->imm, 0, 64}, x->width);
  if (x->block != b) return mod_w((Affine){true, v, 0, 0, 64}, x->width);
  Affine a = UNKNOWN;
  switch (x->op) {
  case OP_PHI:
    if (v == self) return mod_w((Affine){true, v, 0, 0, 64}, x->width);
    return counter(f, b, v, depth);
  case OP_AND: /* a low mask 2^n - 1: modulo 2^n */
    if (is_k(f, x->args[1], &k) && k && !(k & (k + 1)))
      a = mod_w(affine(f, b, x->args[0], depth + 1, self),
                (unsigned)__builtin_popcountll(k));
    break;
  case OP_ADD:
  case OP_SUB:
    a = add(affine(f, b, x->args[0], depth + 1, self),
            affine(f, b, x->args[1], depth + 1, self), x->op == OP_SUB);
    break;
  case OP_MUL:
    if (is_k(f, x->args[1], &k)) a = scale(affine(f, b, x->args[0], depth + 1, self), k);
    else if (is_k(f, x->args[0], &k))
      a = scale(affine(f, b, x->args[1], depth + 1, self), k);
    break;
  case OP_SHL:
    if (is_k(f, x->args[1], &k) && k < x->width)
      a = scale(affine(f, b, x->args[0], depth + 1, self), (uint64_t)1 << k);
    break;
  case OP_LSHR: {
    const Val *y = ir_cval(f, x->args[0]);
    uint64_t k2;
    if (is_k(f, x->args[1], &k) && k < x->width && y->op == OP_SHL &&
        is_k(f, y->args[1], &k2) && k2 == k)
      a = mod_w(affine(f, b, y->args[0], depth + 1, self), x->width - (unsigned)k);
    break;
  }
  case OP_ZEXT:
  case OP_SEXT: {
    a = affine(f, b, x->args[0], depth + 1, self);
    return a.ok ? mod_w(a, ir_cval(f, x->args[0])->width) : a;
  }
  case OP_TRUNC: a = affine(f, b, x->args[0], depth + 1, self); break;
  default: break;
  }
  return a.ok ? mod_w(a, x->width) : a;
}

/* The least d >= 1 with odd * d == delta (mod 2^r), capped at limit. */
static uint32_t d_mod(uint64_t odd, uint64_t delta, unsigned r,
                      uint32_t limit) {
  uint64_t inv = odd; /* Newton: each step doubles the correct low bits */
  for (int i = 0; i < 6; i++) inv *= 2 - odd * inv;
  uint64_t mr = mask_bits(r);
  uint64_t d = (delta * inv) & mr;
  if (d == 0) d = r >= 64 ? UINT64_MAX : mr + 1;
  return d < limit ? (uint32_t)d : limit;
}

uint32_t dep_distance(const Func *f, uint32_t b, ValId x, ValId y,
                      uint32_t limit) {
  Affine ax = affine(f, b, ir_cval(f, x)->args[0], 0, IR_NOVAL);
  Affine ay = affine(f, b, ir_cval(f, y)->args[0], 0, IR_NOVAL);
  if (!ax.ok || !ay.ok || ax.base != ay.base) return 1;
  unsigned m = ax.m < ay.m ? ax.m : ay.m;
  uint64_t mask = mask_bits(m);
  if (((ax.s - ay.s) & mask) != 0) return 1;
  uint64_t delta = (ax.c - ay.c) & mask, s = ax.s & mask;
  if (s == 0) return delta == 0 ? 1 : limit;
  /* s = 2^t * odd: solvable iff 2^t divides delta; then d is unique
   * modulo 2^(m-t) */
  unsigned t = (unsigned)__builtin_ctzll(s);
  if (delta & mask_bits(t)) return limit;
  unsigned r = m - t;
  return d_mod(s >> t, delta >> t, r, limit);
}
