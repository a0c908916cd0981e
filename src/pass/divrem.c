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
 *
 * pass_divrem_guards, after if-conversion: a quotient in one branch and
 * the remainder of the same operands in another (where DivRemPairs could
 * not hoist them) land in one block with different guards (Func.guards),
 * so they are no pair. Both run in every iteration anyway; only a
 * variable-latency unit runs under its guard, which says when its result
 * matters. Widening a guard is always sound (the result then matters in
 * more iterations, not fewer), so both get the OR of the two (a 1-bit OR
 * right after the later one), or none when one had none, and pair.
 */
#include <stdlib.h>

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
    ir_move_op(f, r, b, ir_op_index(f, q) + 1);
    ir_replace_uses(f, s, r);
    n++;
  }
  return n;
}

/* The Guard entry of v (ir_guard's), or NULL. */
static Guard *guard_of(Func *f, ValId v) {
  for (size_t i = 0; i < f->guards.len; i++)
    if (f->guards.data[i].v == v) return &f->guards.data[i];
  return NULL;
}

/* Gives d and r (a DIV and a REM of one block) one guard: the OR of
 * theirs, or none when either has none. */
static void merge_guards(Func *f, ValId d, ValId r) {
  ValId gd = ir_guard(f, d), gr = ir_guard(f, r);
  Guard *ed = guard_of(f, d), *er = guard_of(f, r);
  if (gd == IR_NOVAL || gr == IR_NOVAL) { /* one runs always: both do */
    ValId one = ir_const(f, 1, 1); /* (ir_guard: a constant is none) */
    if (ed) ed->pred = one;
    if (er) er->pred = one;
    return;
  }
  uint32_t b = ir_cval(f, d)->block;
  size_t pd = ir_op_index(f, gd), pr = ir_op_index(f, gr);
  ValId args[2] = {gd, gr};
  ValId o = ir_add(f, b, OP_OR, 1, 2, args, ir_cval(f, r)->loc);
  ir_move_op(f, o, b, (pd > pr ? pd : pr) + 1);
  guard_of(f, d)->pred = o;
  guard_of(f, r)->pred = o;
}

uint32_t pass_divrem_guards(Func *f) {
  if (!f->guards.len) return 0;
  uint32_t n = 0;
  ValId *partner = xmalloc((f->vals.len + 1) * sizeof *partner);
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    bool any = false;
    for (size_t i = 0; i < bl->ops.len && !any; i++)
      any = ir_is_rem(ir_cval(f, bl->ops.data[i])->op);
    if (!any) continue;
    ir_divrem_pairs(f, b, partner);
    for (size_t i = 0; i < f->blocks.data[b].ops.len; i++) {
      ValId r = f->blocks.data[b].ops.data[i];
      if (!ir_is_rem(ir_cval(f, r)->op) || partner[r] != IR_NOVAL) continue;
      for (size_t k = 0; k < f->blocks.data[b].ops.len; k++) {
        ValId d = f->blocks.data[b].ops.data[k];
        if (!ir_is_div(ir_cval(f, d)->op) || partner[d] != IR_NOVAL ||
            !ir_divrem_operands_match(f, d, r))
          continue;
        merge_guards(f, d, r);
        partner[d] = r, partner[r] = d;
        n++;
        break;
      }
    }
  }
  free(partner);
  return n;
}
