/* modfold.c - a remainder by a constant just below a power of two becomes
 * folds and one conditional subtraction (pass.h).
 *
 * K = 2^k - c with c small: Adler-32's 65521 = 2^16 - 15, 255 of
 * Fletcher's checksums, the Mersenne primes 2^13 - 1 and 2^31 - 1 of
 * hashes and Park-Miller generators. Since 2^k = c (mod K), x = hi * 2^k +
 * lo = hi * c + lo (mod K), hi = x >> k and lo = x & (2^k - 1). A fold
 * takes the value's bound B to (B >> k) * c + 2^k - 1; once the bound is
 * below 2K, one subtraction of K when the value is K or more leaves the
 * remainder. hlsc's divider by a constant (arch/divider.c) takes several
 * quotient bits per cycle at best; the folds are an adder each (hi * c is
 * shifts and an adder or two after pass_constmul, hi itself when c == 1)
 * and the last step a compare and a subtractor, narrowed afterwards by
 * pass_narrow to the bits the bounds allow.
 *
 * Exact for every x of the UREM's width: each fold keeps x mod K and
 * stays below the previous bound (c < 2^k), and the planned folds are
 * counted from the largest x of that width.
 */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

/* The folds a UREM of a w-bit value by K needs (-1: not rewritten), with
 * k and c of K = 2^k - c. */
static int plan(uint64_t K, unsigned w, unsigned *k, uint64_t *c) {
  if (K < 3 || w > 64 || (K & (K - 1)) == 0) return -1;
  unsigned bits = 64 - (unsigned)__builtin_clzll(K);
  if (bits >= 63) return -1; /* 2K and the bounds must fit 64 bits */
  *k = bits;
  *c = ((uint64_t)1 << bits) - K;
  if (*c != 1 && !pass_constmul_rewrites(*c, w)) return -1;
  uint64_t bound = mask_bits(w), low = ((uint64_t)1 << bits) - 1;
  int folds = 0;
  while (bound >= 2 * K) {
    if (folds == MODFOLD_MAX_FOLDS) return -1;
    unsigned __int128 next = (unsigned __int128)(bound >> bits) * *c + low;
    if (next >= bound) return -1;
    bound = (uint64_t)next;
    folds++;
  }
  return folds;
}

/* Whether some UDIV of f divides x by y (a divider pair with the UREM). */
static bool has_quotient(const Func *f, ValId x, ValId y) {
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      const Val *v = ir_cval(f, bl->ops.data[i]);
      if (v->op == OP_UDIV && ir_same_operand(f, v->args[0], x) &&
          ir_same_operand(f, v->args[1], y))
        return true;
    }
  }
  return false;
}

/* Rewrites UREM r (x by K = 2^k - c, folds folds) in block b whose op list
 * is being rebuilt: appends the folds, the subtraction and the SELECT that
 * takes r's uses and name; r becomes a NOP. */
static void expand(Func *f, uint32_t b, ValId r, unsigned k, uint64_t c,
                   int folds) {
  const Val *rv = ir_cval(f, r);
  unsigned w = rv->width;
  ValId x = rv->args[0], K = rv->args[1];
  SrcLoc loc = rv->loc;
  for (int i = 0; i < folds; i++) {
    ValId hi = ir_add(f, b, OP_LSHR, w, 2, (ValId[]){x, ir_const(f, w, k)},
                      loc);
    ValId lo = ir_add(f, b, OP_AND, w, 2,
                      (ValId[]){x, ir_const(f, w, mask_bits(k))}, loc);
    if (c != 1)
      hi = ir_add(f, b, OP_MUL, w, 2, (ValId[]){hi, ir_const(f, w, c)}, loc);
    x = ir_add(f, b, OP_ADD, w, 2, (ValId[]){hi, lo}, loc);
  }
  ValId ge = ir_add(f, b, OP_UGE, 1, 2, (ValId[]){x, K}, loc);
  ValId d = ir_add(f, b, OP_SUB, w, 2, (ValId[]){x, K}, loc);
  ValId sel = ir_add(f, b, OP_SELECT, w, 3, (ValId[]){ge, d, x}, loc);
  ir_val(f, sel)->name = ir_cval(f, r)->name;
  ir_replace_uses(f, r, sel);
  Val *v = ir_val(f, r);
  v->op = OP_NOP;
  v->width = 0;
  v->nargs = 0;
}

uint32_t pass_modfold(Func *f) {
  uint32_t n = 0;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    size_t len = f->blocks.data[b].ops.len;
    ValId *old = xmalloc((len ? len : 1) * sizeof *old);
    if (len) memcpy(old, f->blocks.data[b].ops.data, len * sizeof *old);
    f->blocks.data[b].ops.len = 0;
    for (size_t i = 0; i < len; i++) {
      const Val *v = ir_cval(f, old[i]);
      const Val *K = v->op == OP_UREM ? ir_cval(f, v->args[1]) : NULL;
      unsigned k = 0;
      uint64_t c = 0;
      int folds = K && K->op == OP_CONST && !ir_width_wide(v->width)
                      ? plan(K->imm, v->width, &k, &c)
                      : -1;
      if (folds >= 0 && !has_quotient(f, v->args[0], v->args[1])) {
        expand(f, b, old[i], k, c, folds);
        n++;
      } else {
        vec_push(&f->blocks.data[b].ops, old[i]);
      }
    }
    free(old);
  }
  return n;
}
