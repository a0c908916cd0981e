/* cmpsel.c - shorter compare paths in one block (used on flattened loops).
 *
 * A flattened loop's next state is decided by compares of values that
 * the segments select among (x is n on one path, x - 1 on another), and
 * that decision is the loop's recurrence. Two exact rewrites at the
 * value's width take the compare off the end of those chains:
 *  - eq/ne(add(x, c1), c2) becomes eq/ne(x, c2 - c1) (wrap-around: x + c1
 *    == c2 exactly when x == c2 - c1 modulo 2^w);
 *  - a compare of SELECT(c, a, b) with a constant becomes SELECT(c,
 *    cmp(a, k), cmp(b, k)), recursively through SELECT chains (at most
 *    16 compares made per compare), so the compares run beside the
 *    predicates instead of after them.
 * The old compare becomes the root of the new tree (its ValId is kept, so
 * its uses are unchanged); new values go before it in the block.
 */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

typedef struct CmpSel {
  Func *f;
  uint32_t b;
  VEC(ValId) made; /* new values, in the order they must run */
  uint32_t budget;
} CmpSel;

static bool is_k(const Func *f, ValId v) { /* not wide: ir.h */
  return ir_cval(f, v)->op == OP_CONST && !ir_width_wide(ir_cval(f, v)->width);
}

static ValId mk(CmpSel *C, Op op, unsigned w, ValId a, ValId b, ValId c,
                SrcLoc loc) {
  ValId args[3] = {a, b, c};
  ValId v = ir_add(C->f, C->b, op, w, ir_info(op)->nargs, args, loc);
  vec_push(&C->made, v);
  return v;
}

/* eq/ne(add(x, c1), c2) -> the same compare of x with c2 - c1, or
 * IR_NOVAL when x is not such an add. */
static bool add_operand(const Func *f, ValId x, ValId *base, uint64_t *c1) {
  const Val *a = ir_cval(f, x);
  if (a->op != OP_ADD) return false;
  if (is_k(f, a->args[1])) *base = a->args[0], *c1 = ir_cval(f, a->args[1])->imm;
  else if (is_k(f, a->args[0]))
    *base = a->args[1], *c1 = ir_cval(f, a->args[0])->imm;
  else
    return false;
  return true;
}

/* A value computing op(x, k) (k a constant of x's width). */
static ValId compare(CmpSel *C, Op op, ValId x, uint64_t k, SrcLoc loc) {
  Func *f = C->f;
  const Val *xv = ir_cval(f, x);
  unsigned w = xv->width;
  if (xv->op == OP_SELECT && xv->block == C->b && C->budget > 0) {
    C->budget--;
    ValId c = xv->args[0], a = xv->args[1], b = xv->args[2];
    ValId ca = compare(C, op, a, k, loc);
    ValId cb = compare(C, op, b, k, loc);
    return mk(C, OP_SELECT, 1, c, ca, cb, loc);
  }
  ValId base;
  uint64_t c1;
  if ((op == OP_EQ || op == OP_NE) && add_operand(f, x, &base, &c1) &&
      C->budget > 0) {
    C->budget--;
    return compare(C, op, base, (k - c1) & mask_bits(w), loc);
  }
  return mk(C, op, 1, x, ir_const(f, w, k & mask_bits(w)), IR_NOVAL, loc);
}

/* Rewrites compare v in place when its operand is a SELECT or an add. */
static void rewrite(CmpSel *C, ValId v) {
  Func *f = C->f;
  const Val *x = ir_cval(f, v);
  if (!(ir_info(x->op)->flags & OPF_CMP) || x->nargs != 2) return;
  if (!is_k(f, x->args[1])) return;
  const Val *a = ir_cval(f, x->args[0]);
  ValId base;
  uint64_t c1;
  bool sel = a->op == OP_SELECT && a->block == C->b;
  bool add = (x->op == OP_EQ || x->op == OP_NE) &&
             add_operand(f, x->args[0], &base, &c1);
  if (!sel && !add) return;
  Op op = x->op;
  SrcLoc loc = x->loc;
  uint64_t k = ir_cval(f, x->args[1])->imm;
  ValId arg0 = x->args[0];
  C->budget = 16;
  C->made.len = 0;
  ValId r = compare(C, op, arg0, k, loc);
  /* v takes r's operation; r becomes unused (removed by dce) */
  const Val *rv = ir_cval(f, r);
  Val *vv = ir_val(f, v);
  vv->op = rv->op;
  vv->args = arena_dup(&f->arena, rv->args, rv->nargs * sizeof *rv->args);
  vv->nargs = rv->nargs;
  C->made.len--; /* r itself is not placed */
  Val *dead = ir_val(f, r);
  dead->op = OP_NOP, dead->width = 0, dead->nargs = 0, dead->args = NULL;
  /* place the new values right before v, in creation order */
  Block *bl = &f->blocks.data[C->b];
  size_t n = bl->ops.len;
  ValId *old = xmalloc((n + 1) * sizeof *old);
  memcpy(old, bl->ops.data, n * sizeof *old);
  bl->ops.len = 0;
  for (size_t i = 0; i < n; i++) {
    ValId o = old[i];
    bool isnew = o == r;
    for (size_t m = 0; m < C->made.len && !isnew; m++)
      isnew = C->made.data[m] == o;
    if (isnew) continue;
    if (o == v)
      for (size_t m = 0; m < C->made.len; m++)
        vec_push(&bl->ops, C->made.data[m]);
    vec_push(&bl->ops, o);
  }
  free(old);
}

void pass_cmp_select(Func *f, uint32_t b) {
  CmpSel C = {.f = f, .b = b};
  size_t n = f->blocks.data[b].ops.len;
  ValId *ops = xmalloc((n + 1) * sizeof *ops);
  memcpy(ops, f->blocks.data[b].ops.data, n * sizeof *ops);
  for (size_t i = 0; i < n; i++) rewrite(&C, ops[i]);
  free(ops);
  vec_free(&C.made);
}
