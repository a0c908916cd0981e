/* speculate.c - restart speculation of a 1-bit value on a loop's
 * recurrence (seed 000's "restarting": speculative serial execution).
 *
 * In the one-block loop h, the 1-bit value c decides how the carried
 * values change (if_convert's `i += i * a[i] < 10000 ? 2 : 1`): every
 * iteration waits for c before the next can start. The pass computes the
 * carried values a second time with c replaced by the guess k (clones of
 * the operations between c and the back-edge values), and the next
 * iteration starts from those, so the recurrence no longer runs through
 * c. Effects, values used after the loop and the exit decision keep the
 * real c. The loop stays in h only while the guess was right; a wrong one
 * leaves through a check block that enters h again, through a new entry
 * block, with the real values
 * of the iteration that guessed wrong:
 *
 *   pre -> J;  J: q = phi [pre: init], [O: back(real)]; br h
 *   h: p = phi [J: q], [h: back(guess)]
 *      ... ; cbr stay & c == k, h, O
 *   O: cbr stay, J, exit
 *
 * A pipelined h then squashes the iterations started after a wrong guess
 * exactly as it squashes those after an exit (their stores wait for the
 * decision, sched.h), drains, and starts again at J. Only pure operations
 * are cloned (no load, no effect), so memory sees exactly the program's
 * accesses. */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

/* v depends on c within block h (through non-PHI operands). */
static bool depends(const Func *f, uint32_t h, ValId v, ValId c,
                    uint8_t *memo) {
  if (v == c) return true;
  const Val *x = ir_cval(f, v);
  if (x->block != h || x->op == OP_PHI || x->op == OP_CONST) return false;
  if (memo[v]) return memo[v] == 2;
  memo[v] = 1;
  bool d = false;
  for (uint32_t i = 0; i < x->nargs && !d; i++)
    d = depends(f, h, x->args[i], c, memo);
  memo[v] = d ? 2 : 1;
  return d;
}

/* The clone of v with c as the constant k: IR_NOVAL when v cannot be
 * cloned (not pure); clone[v] caches it (v itself when v does not depend
 * on c). */
static ValId guess(Func *f, uint32_t h, ValId v, ValId c, ValId k,
                   uint8_t *memo, ValId *clone) {
  if (v == c) return k;
  if (clone[v] != IR_NOVAL) return clone[v];
  if (!depends(f, h, v, c, memo)) return clone[v] = v;
  const Val *x = ir_cval(f, v);
  if (!(ir_info(x->op)->flags & OPF_PURE) || x->op == OP_PHI) return IR_NOVAL;
  ValId args[3];
  uint32_t nargs = x->nargs; /* x moves when a clone is added */
  if (nargs > 3) return IR_NOVAL;
  for (uint32_t i = 0; i < nargs; i++) {
    args[i] = guess(f, h, f->vals.data[v].args[i], c, k, memo, clone);
    if (args[i] == IR_NOVAL) return IR_NOVAL;
  }
  x = ir_cval(f, v);
  ValId n = ir_add(f, h, x->op, x->width, x->nargs, args, x->loc);
  f->vals.data[n].imm = f->vals.data[v].imm;
  return clone[v] = n;
}

static ValId op2(Func *f, uint32_t b, Op op, unsigned w, ValId a, ValId c,
                 SrcLoc loc) {
  ValId args[2] = {a, c};
  return ir_add(f, b, op, w, 2, args, loc);
}

/* Renames predecessor `from` of block b's PHIs to `to`. */
static void rename_pred(Func *f, uint32_t b, uint32_t from, uint32_t to) {
  Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++) {
    Val *x = &f->vals.data[bl->ops.data[i]];
    if (x->op != OP_PHI) break;
    for (uint32_t k = 0; k < x->nargs; k++)
      if (x->phi_blocks[k] == from) x->phi_blocks[k] = to;
  }
}

bool pass_speculate(Func *f, uint32_t h, ValId c, bool k) {
  ir_fill_preds(f);
  Block *hb = &f->blocks.data[h];
  const Term *t = &hb->term;
  bool exits = t->kind == TERM_CBR;
  if (!(exits && (t->succs[0] == h) != (t->succs[1] == h)) &&
      !(t->kind == TERM_BR && t->succs[0] == h))
    return false;
  if (hb->preds.len != 2 || ir_cval(f, c)->block != h ||
      ir_cval(f, c)->width != 1)
    return false;
  uint32_t pre = hb->preds.data[0] == h ? hb->preds.data[1]
                                        : hb->preds.data[0];
  size_t nv = f->vals.len;
  uint8_t *memo = xcalloc(nv + 1, 1);
  ValId *clone = xmalloc((nv + 1) * sizeof *clone);
  for (size_t i = 0; i <= nv; i++) clone[i] = IR_NOVAL;
  ValId kv = ir_const(f, 1, k);
  /* the PHIs and their guessed back-edge values */
  VEC(ValId) phis = {0};
  VEC(ValId) next = {0};
  bool ok = true, uses = false;
  for (size_t i = 0; ok && i < f->blocks.data[h].ops.len; i++) {
    ValId p = f->blocks.data[h].ops.data[i];
    if (ir_cval(f, p)->op != OP_PHI) break;
    ValId b = IR_NOVAL;
    for (uint32_t a = 0; a < ir_cval(f, p)->nargs; a++)
      if (ir_cval(f, p)->phi_blocks[a] == h) b = ir_cval(f, p)->args[a];
    ValId g = b == IR_NOVAL ? IR_NOVAL : guess(f, h, b, c, kv, memo, clone);
    ok = g != IR_NOVAL;
    uses = uses || g != b;
    vec_push(&phis, p);
    vec_push(&next, g);
  }
  free(memo);
  free(clone);
  if (!ok || !uses) { /* clones left unused: pass_dce removes them */
    vec_free(&phis);
    vec_free(&next);
    return false;
  }
  SrcLoc loc = f->blocks.data[h].term.loc;
  uint32_t J = ir_block_new(f, "spec.entry");
  uint32_t O = ir_block_new(f, "spec.check");
  f->blocks.data[J].spec_restart = true;
  for (size_t i = 0; i < phis.len; i++) {
    Val *x = &f->vals.data[phis.data[i]];
    ValId init = IR_NOVAL, real = IR_NOVAL;
    uint32_t ai = 0, bi = 0;
    for (uint32_t a = 0; a < x->nargs; a++) {
      if (x->phi_blocks[a] == h) real = x->args[a], bi = a;
      else init = x->args[a], ai = a;
    }
    ValId q = ir_phi(f, J, f->vals.data[phis.data[i]].width, loc);
    ir_phi_add(f, q, pre, init);
    ir_phi_add(f, q, O, real);
    x = &f->vals.data[phis.data[i]];
    x->phi_blocks[ai] = J;
    x->args[ai] = q;
    x->args[bi] = next.data[i];
  }
  vec_free(&phis);
  vec_free(&next);
  /* pre enters through J */
  Term *pt = &f->blocks.data[pre].term;
  for (uint32_t i = 0; i < pt->nsuccs; i++)
    if (pt->succs[i] == h) pt->succs[i] = J;
  ir_term_br(f, J, h, loc);
  /* h stays while it would and the guess was right */
  Term ht = f->blocks.data[h].term;
  ValId right = k ? c : op2(f, h, OP_XOR, 1, c, ir_const(f, 1, 1), loc);
  if (exits) {
    bool stay_true = ht.succs[0] == h;
    uint32_t exit = stay_true ? ht.succs[1] : ht.succs[0];
    ValId stay = stay_true ? ht.arg
                           : op2(f, h, OP_XOR, 1, ht.arg, ir_const(f, 1, 1),
                                 loc);
    ValId go = op2(f, h, OP_AND, 1, stay, right, loc);
    ir_term_cbr(f, h, go, h, O, ht.loc);
    ir_term_cbr(f, O, stay, J, exit, ht.loc);
    rename_pred(f, exit, h, O);
  } else {
    ir_term_cbr(f, h, right, h, O, ht.loc);
    ir_term_br(f, O, J, ht.loc);
  }
  f->blocks.data[h].speculated = true;
  f->blocks.data[h].spec_value = c;
  f->blocks.data[h].spec_guess = k;
  ir_fill_preds(f);
  return true;
}
