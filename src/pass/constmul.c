/* constmul.c - multiplications by a constant with few signed digits become
 * shifts and adders.
 *
 * x * k at width W is rewritten through the non-adjacent form (NAF) of
 * k mod 2^W: k = sum of d_i * 2^i with d_i in {-1, 0, +1} and no two
 * adjacent digits nonzero, the signed-digit form with the fewest nonzero
 * digits. With n nonzero digits the product is n shifted copies of x
 * (wiring) summed by n - 1 adders and subtractors in a balanced tree, ceil(log2 n)
 * carry chains deep. Synthesis tools map x * k to a partial-product array
 * instead, hundreds of LUTs for 32 bits and, on iCE40, twice the delay of
 * two carry chains (x * 65599 = (x << 16) + (x << 6) - x: 22 ns of LUT
 * levels in a placed design where the two adders take about 10). Constants
 * with at most MAX_TERMS digits are rewritten; the others stay products for
 * the multiplier (and its pipelining) to handle. A single +1 digit is a
 * shift, left as LLVM wrote it.
 *
 * The root of the tree takes the MUL's place and ValId (uses, name and
 * position stay); the shifts and inner adders are inserted before it. The
 * arithmetic is exact at width W: sums wrap as the product does.
 */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

#define MAX_TERMS 4

typedef struct Digit {
  unsigned shift;
  bool neg;
} Digit;

/* The nonzero NAF digits of k below bit w, most significant first. */
static unsigned naf_terms(uint64_t k, unsigned w, Digit *out, unsigned max) {
  Digit t[65];
  unsigned n = 0;
  unsigned __int128 r = k & mask_bits(w);
  for (unsigned i = 0; r != 0 && i < w; i++, r >>= 1) {
    if (!(r & 1)) continue;
    bool neg = (r & 3) == 3; /* ...11: digit -1 carries upward */
    t[n++] = (Digit){i, neg};
    if (neg) r += 1;
    else r -= 1;
  }
  if (n > max) return n;
  for (unsigned i = 0; i < n; i++) out[i] = t[n - 1 - i];
  return n;
}

bool pass_constmul_rewrites(uint64_t k, unsigned w) {
  Digit t[MAX_TERMS];
  unsigned n = naf_terms(k, w, t, MAX_TERMS);
  return n >= 1 && n <= MAX_TERMS && !(n == 1 && !t[0].neg);
}

typedef struct Node {
  ValId v;
  bool neg; /* the node's value is to be subtracted */
} Node;

/* Puts a positive node first when there is one: x - y, not -x + y. */
static void positive_first(Node *x, Node *y) {
  if (x->neg && !y->neg) {
    Node t = *x;
    *x = *y;
    *y = t;
  }
}

/* Combines two signed nodes into one: +a +b -> +(a+b), +a -b -> +(a-b),
 * -a +b -> +(b-a), -a -b -> -(a+b). */
static Node combine(Func *f, uint32_t b, unsigned w, Node x, Node y,
                    SrcLoc loc) {
  positive_first(&x, &y);
  Op op = x.neg == y.neg ? OP_ADD : OP_SUB;
  ValId v = ir_add(f, b, op, w, 2, (ValId[]){x.v, y.v}, loc);
  return (Node){v, x.neg && y.neg};
}

/* Rewrites MUL m (operand x, constant terms t[0..n-1]) in block b whose
 * op list is being rebuilt: appends the new values, then m itself as the
 * root. */
static void expand(Func *f, uint32_t b, ValId m, ValId x, const Digit *t,
                   unsigned n) {
  unsigned w = ir_cval(f, m)->width;
  SrcLoc loc = ir_cval(f, m)->loc;
  Node nodes[MAX_TERMS + 1];
  unsigned nn = 0;
  bool any_pos = false;
  for (unsigned i = 0; i < n; i++) any_pos |= !t[i].neg;
  /* only -1 digits (the +1 above them fell off the width): 0 - ... */
  if (!any_pos) nodes[nn++] = (Node){ir_const(f, w, 0), false};
  for (unsigned i = 0; i < n; i++) {
    ValId s = x;
    if (t[i].shift)
      s = ir_add(f, b, OP_SHL, w, 2,
                 (ValId[]){x, ir_const(f, w, t[i].shift)}, loc);
    nodes[nn++] = (Node){s, t[i].neg};
  }
  /* a balanced tree over the terms down to two; a node is negative only
   * when all its terms are, so with a positive term the root is positive */
  while (nn > 2) {
    unsigned k = 0;
    for (unsigned i = 0; i + 1 < nn; i += 2)
      nodes[k++] = combine(f, b, w, nodes[i], nodes[i + 1], loc);
    if (nn & 1) nodes[k++] = nodes[nn - 1];
    nn = k;
  }
  Node a = nodes[0], c = nodes[1];
  positive_first(&a, &c); /* the root has a positive node (see above) */
  Val *mv = ir_val(f, m); /* after the last ir_add: vals may have moved */
  mv->op = c.neg ? OP_SUB : OP_ADD;
  mv->args[0] = a.v;
  mv->args[1] = c.v;
  vec_push(&f->blocks.data[b].ops, m);
}

/* The terms of MUL v when it is worth rewriting (0 otherwise); *x gets the
 * variable operand. */
static unsigned rewrite_terms(const Func *f, ValId v, ValId *x, Digit *t) {
  const Val *val = ir_cval(f, v);
  if (val->op != OP_MUL || val->nargs != 2 || ir_width_wide(val->width))
    return 0;
  const Val *a = ir_cval(f, val->args[0]), *c = ir_cval(f, val->args[1]);
  if ((a->op == OP_CONST) == (c->op == OP_CONST)) return 0;
  const Val *k = a->op == OP_CONST ? a : c;
  *x = a->op == OP_CONST ? val->args[1] : val->args[0];
  unsigned n = naf_terms(k->imm, val->width, t, MAX_TERMS);
  if (n == 0 || n > MAX_TERMS) return 0;
  if (n == 1 && !t[0].neg) return 0; /* a shift */
  return n;
}

void pass_constmul(Func *f) {
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    size_t len = f->blocks.data[b].ops.len;
    ValId *old = xmalloc((len ? len : 1) * sizeof *old);
    if (len) memcpy(old, f->blocks.data[b].ops.data, len * sizeof *old);
    f->blocks.data[b].ops.len = 0;
    for (size_t i = 0; i < len; i++) {
      Digit t[MAX_TERMS];
      ValId x;
      unsigned n = rewrite_terms(f, old[i], &x, t);
      if (n) expand(f, b, old[i], x, t, n);
      else vec_push(&f->blocks.data[b].ops, old[i]);
    }
    free(old);
  }
}
