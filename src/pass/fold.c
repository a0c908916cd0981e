/* fold.c - constant folding and algebraic identities at exact widths.
 *
 * Each round walks the blocks in order; a value that folds gets a
 * replacement (a constant or one of its operands), recorded in repl[], and
 * later operands are rewritten through repl[] as they are visited. Replaced
 * values stay in place with valid operands; pass_dce removes them. Rounds
 * repeat until nothing changes, then branches on constants become plain
 * branches and the CFG is cleaned with pass_remove_unreachable.
 * Not folded (left to the hardware, whose result is what counts): division
 * or remainder by zero, signed INT_MIN / -1, shifts by >= the width. */
#include <stdlib.h>

#include "pass.h"

typedef struct Fold {
  Func *f;
  ValId *repl; /* replacement of each value, or IR_NOVAL */
  size_t nrepl;
} Fold;

static ValId resolve(Fold *F, ValId v) {
  while (v != IR_NOVAL && v < F->nrepl && F->repl[v] != IR_NOVAL)
    v = F->repl[v];
  return v;
}

static void set_repl(Fold *F, ValId v, ValId r) {
  /* A function without values (an empty top) still gets a table. */
  if (F->nrepl < F->f->vals.len || v >= F->nrepl) {
    size_t n = (F->f->vals.len > v ? F->f->vals.len : v + 1) * 2;
    F->repl = xrealloc(F->repl, n * sizeof(ValId));
    for (size_t i = F->nrepl; i < n; i++) F->repl[i] = IR_NOVAL;
    F->nrepl = n;
  }
  F->repl[v] = r;
}

static bool is_const(const Func *f, ValId v) {
  return ir_cval(f, v)->op == OP_CONST;
}

/* An existing entry-block constant of that width and value, or a new one,
 * so repeated folds do not pile up duplicates. */
static ValId get_const(Func *f, unsigned width, uint64_t value) {
  value &= mask_bits(width);
  const Block *e = &f->blocks.data[0];
  for (size_t i = 0; i < e->ops.len; i++) {
    const Val *v = ir_cval(f, e->ops.data[i]);
    if (v->op == OP_CONST && v->width == width && v->imm == value)
      return e->ops.data[i];
  }
  return ir_const(f, width, value);
}

/* Fully constant operands: the folded constant, or IR_NOVAL. */
static ValId fold_constant(Func *f, const Val *v) {
  uint64_t r, a = v->nargs ? ir_cval(f, v->args[0])->imm : 0;
  unsigned aw = v->nargs ? ir_cval(f, v->args[0])->width : 0;
  switch (v->op) {
  case OP_ZEXT: case OP_TRUNC: r = a; break;
  case OP_SEXT: r = (uint64_t)sign_extend(a, aw); break;
  case OP_SELECT: return a ? v->args[1] : v->args[2];
  default:
    if (v->nargs != 2 || ir_info(v->op)->nargs != 2) return IR_NOVAL;
    if (!ir_eval_binary(v->op, aw, a, ir_cval(f, v->args[1])->imm, &r))
      return IR_NOVAL;
  }
  return get_const(f, v->width, r);
}

/* x op x, and x op c / c op x for the neutral and absorbing constants. */
static ValId fold_identity(Func *f, const Val *v) {
  if (v->nargs != 2 || v->op == OP_PHI) return IR_NOVAL;
  ValId x = v->args[0], y = v->args[1];
  unsigned w = v->width;
  uint64_t ones = mask_bits(ir_cval(f, x)->width);
  if (x == y) {
    switch (v->op) {
    case OP_AND: case OP_OR: return x;
    case OP_SUB: case OP_XOR: return get_const(f, w, 0);
    case OP_EQ: case OP_ULE: case OP_UGE: case OP_SLE: case OP_SGE:
      return get_const(f, 1, 1);
    case OP_NE: case OP_ULT: case OP_UGT: case OP_SLT: case OP_SGT:
      return get_const(f, 1, 0);
    default: break;
    }
  }
  bool cx = is_const(f, x), cy = is_const(f, y);
  if ((ir_info(v->op)->flags & OPF_COMM) && cx && !cy) {
    ValId t = x;
    x = y;
    y = t;
    cy = true;
  }
  if (!cy) return IR_NOVAL;
  uint64_t c = ir_cval(f, y)->imm;
  switch (v->op) {
  case OP_ADD: case OP_SUB: case OP_OR: case OP_XOR:
  case OP_SHL: case OP_LSHR: case OP_ASHR:
    if (c == 0) return x;
    if (v->op == OP_OR && c == ones) return y;
    break;
  case OP_MUL:
    if (c == 1) return x;
    if (c == 0) return y;
    break;
  case OP_AND:
    if (c == ones) return x;
    if (c == 0) return y;
    break;
  case OP_UDIV: case OP_SDIV:
    if (c == 1) return x;
    break;
  case OP_UREM: case OP_SREM:
    if (c == 1) return get_const(f, w, 0);
    break;
  /* unsigned compares decided by their bound (pass_narrow leaves x < 0
   * when a signed test of a value known non-negative becomes unsigned) */
  case OP_ULT: if (c == 0) return get_const(f, 1, 0); break;
  case OP_UGE: if (c == 0) return get_const(f, 1, 1); break;
  case OP_UGT: if (c == ones) return get_const(f, 1, 0); break;
  case OP_ULE: if (c == ones) return get_const(f, 1, 1); break;
  default: break;
  }
  return IR_NOVAL;
}

/* A PHI whose arguments are all one value (or the PHI itself) is that
 * value: its definition dominates every predecessor, hence the block. */
static ValId fold_phi(const Val *v, ValId self) {
  ValId same = IR_NOVAL;
  for (uint32_t i = 0; i < v->nargs; i++) {
    if (v->args[i] == self || v->args[i] == same) continue;
    if (same != IR_NOVAL) return IR_NOVAL;
    same = v->args[i];
  }
  return same;
}

static ValId fold_val(Func *f, ValId id) {
  const Val *v = ir_cval(f, id);
  Op op = v->op;
  if (op == OP_PHI) return fold_phi(v, id);
  if (!(ir_info(op)->flags & OPF_PURE) || op == OP_CONST || op == OP_PARAM)
    return IR_NOVAL;
  if (op == OP_SELECT && is_const(f, v->args[0]))
    return fold_constant(f, v);
  if (op == OP_SELECT)
    return v->args[1] == v->args[2] ? v->args[1] : IR_NOVAL;
  if (ir_width_wide(v->width)) return IR_NOVAL; /* uint64_t arithmetic */
  for (uint32_t a = 0; a < v->nargs; a++)
    if (ir_width_wide(ir_cval(f, v->args[a])->width)) return IR_NOVAL;
  bool all = true;
  for (uint32_t a = 0; a < v->nargs; a++) all &= is_const(f, v->args[a]);
  ValId r = all ? fold_constant(f, v) : IR_NOVAL;
  return r != IR_NOVAL ? r : fold_identity(f, v);
}

/* One pass over every value; true when something new was replaced. */
static bool fold_round(Fold *F) {
  Func *f = F->f;
  bool changed = false;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    /* Index loop: folding may append constants to the entry block. */
    for (size_t i = 0; i < f->blocks.data[b].ops.len; i++) {
      ValId id = f->blocks.data[b].ops.data[i];
      Val *v = ir_val(f, id);
      for (uint32_t a = 0; a < v->nargs; a++) {
        ValId r = resolve(F, v->args[a]);
        if (r != v->args[a]) v->args[a] = r, changed = true;
      }
      if (resolve(F, id) != id) continue; /* already replaced */
      ValId r = fold_val(f, id);
      if (r != IR_NOVAL && resolve(F, r) != id) {
        set_repl(F, id, r);
        changed = true;
      }
    }
    Term *t = &f->blocks.data[b].term;
    ValId r = resolve(F, t->arg);
    if (r != t->arg) t->arg = r, changed = true;
  }
  return changed;
}

/* Branches on constants (and branches whose targets are all the same
 * block) become plain branches; true when any did. */
static bool fold_branches(Func *f) {
  bool changed = false;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    Term *t = &f->blocks.data[b].term;
    if (t->kind != TERM_CBR && t->kind != TERM_SWITCH) continue;
    uint32_t target = t->succs[0];
    bool same = true;
    for (uint32_t i = 1; i < t->nsuccs; i++) same &= t->succs[i] == target;
    if (!same && !is_const(f, t->arg)) continue;
    if (!same) {
      uint64_t c = ir_cval(f, t->arg)->imm;
      if (t->kind == TERM_CBR) target = c ? t->succs[0] : t->succs[1];
      for (uint32_t i = 0; t->kind == TERM_SWITCH && i + 1 < t->nsuccs; i++)
        if (t->cases[i] == c) target = t->succs[i + 1];
    }
    ir_term_br(f, b, target, t->loc);
    changed = true;
  }
  return changed;
}

/* Removing edges can simplify PHIs, which can make more branches
 * constant, so this repeats until the CFG is stable. Every operand is
 * resolved once the rounds converge, so each repetition starts afresh. */
void pass_fold(Func *f) {
  if (!f->blocks.len) return;
  for (;;) {
    Fold F = {f, NULL, 0};
    set_repl(&F, 0, IR_NOVAL);
    while (fold_round(&F)) {
    }
    for (size_t i = 0; i < f->guards.len; i++) /* (ir.h, Guard) */
      f->guards.data[i].pred = resolve(&F, f->guards.data[i].pred);
    free(F.repl);
    if (!fold_branches(f)) break;
    pass_remove_unreachable(f);
  }
}
