/* divrem.c - a remainder computed from its quotient becomes the divider's
 * second result.
 *
 * The divider already has the remainder: it is the partial remainder left
 * after the last quotient bit (arch/divider.c). But LLVM's DivRemPairs
 * pass, run without a target that has a divide-and-remainder instruction
 * (hlsc runs default<O2> without a target machine), rewrites a remainder
 * next to the quotient of the same operands, x / y and x % y, into
 * x - (x / y) * y: a multiplier and a subtractor after the divider. A
 * 32-bit multiplier by a variable is 16 pipeline stages of logic cells on
 * iCE40 (no DSPs on the HX8K), and the operands wait for it in registers
 * of every stage (tests/streams/df_fork_join.c: 10253 logic cells of
 * 7680).
 *
 * So every SUB(x, MUL(q, y)) (either MUL operand order) with q = UDIV(x, y)
 * (SDIV) becomes UREM(x, y) (SREM), placed right after q in q's block, and
 * takes the SUB's uses and name; pass_dce then removes the SUB, and the
 * MUL when nothing else uses it. q and the new REM are then a divider pair
 * (ir.h, "Divider pairs": same block, operands and guard). The rewrite is
 * exact for every operand, the cases C leaves undefined included: with
 * wrap-around arithmetic x - (x / y) * y is the remainder by definition,
 * and for y = 0 (quotient all ones, remainder x in the restoring divider)
 * and INT_MIN / -1 (quotient INT_MIN, remainder 0) the divider's own
 * remainder equals what the subtraction gave.
 *
 * The SUB may lie in a block that q's block dominates (DivRemPairs hoists
 * the quotient of `if (c) a = x / y; else b = x % y;` above the branch and
 * leaves the subtraction in the else block): the remainder is then
 * computed with the quotient, which costs the unit nothing, and kept in a
 * register until it is used.
 */
#include "pass.h"

/* q when m is MUL(q, y) or MUL(y, q) with q = DIV(x, y), else IR_NOVAL. */
static ValId quotient_of(const Func *f, ValId m, ValId x) {
  const Val *mx = ir_cval(f, m);
  if (mx->op != OP_MUL) return IR_NOVAL;
  for (int k = 0; k < 2; k++) {
    ValId q = mx->args[k], y = mx->args[1 - k];
    const Val *qx = ir_cval(f, q);
    if (ir_is_div(qx->op) && ir_same_operand(f, qx->args[0], x) &&
        ir_same_operand(f, qx->args[1], y))
      return q;
  }
  return IR_NOVAL;
}

/* Position of v in its block's list. */
static size_t position(const Func *f, ValId v) {
  const Block *bl = &f->blocks.data[ir_cval(f, v)->block];
  for (size_t i = 0; i < bl->ops.len; i++)
    if (bl->ops.data[i] == v) return i;
  ICE("divrem: %%%u is not in its block", v);
}

uint32_t pass_divrem(Func *f) {
  uint32_t n = 0;
  size_t nvals = f->vals.len; /* (the new REMs need no look) */
  for (size_t i = 0; i < nvals; i++) {
    ValId s = (ValId)i;
    const Val *sx = ir_cval(f, s);
    if (sx->op != OP_SUB) continue;
    ValId x = sx->args[0];
    ValId q = quotient_of(f, sx->args[1], x);
    if (q == IR_NOVAL) continue;
    const Val *qx = ir_cval(f, q);
    ValId args[2] = {qx->args[0], qx->args[1]};
    uint32_t b = qx->block;
    ValId r = ir_add(f, b, qx->op == OP_SDIV ? OP_SREM : OP_UREM,
                     ir_cval(f, q)->width, 2, args, ir_cval(f, s)->loc);
    ir_val(f, r)->name = ir_cval(f, s)->name;
    ir_move_op(f, r, b, position(f, q) + 1);
    ir_replace_uses(f, s, r);
    n++;
  }
  return n;
}
