/* dce.c - dead code elimination: unreachable blocks, then pure values whose
 * results nothing needs (including dead PHI cycles, by marking what is live
 * rather than counting uses). */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

static void kill_val(Func *f, ValId v) {
  Val *val = ir_val(f, v);
  val->op = OP_NOP;
  val->width = 0;
  val->nargs = 0;
  val->args = NULL;
  val->phi_blocks = NULL;
  val->imm = 0;
  val->block = 0;
}

/* Drops NOP values from every block's list, keeping the order. */
static void drop_nops(Func *f) {
  for (size_t b = 0; b < f->blocks.len; b++) {
    Block *bl = &f->blocks.data[b];
    size_t n = 0;
    for (size_t i = 0; i < bl->ops.len; i++)
      if (ir_val(f, bl->ops.data[i])->op != OP_NOP)
        bl->ops.data[n++] = bl->ops.data[i];
    bl->ops.len = n;
  }
}

static bool has_pred(const Block *bl, uint32_t p) {
  for (size_t i = 0; i < bl->preds.len; i++)
    if (bl->preds.data[i] == p) return true;
  return false;
}

/* Keeps the PHI arguments whose block is still a predecessor (once each). */
static void prune_phis(Func *f) {
  ir_fill_preds(f);
  for (size_t b = 0; b < f->blocks.len; b++) {
    Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      Val *v = ir_val(f, bl->ops.data[i]);
      if (v->op != OP_PHI) break; /* PHIs come first */
      uint32_t n = 0;
      for (uint32_t a = 0; a < v->nargs; a++) {
        uint32_t p = v->phi_blocks[a];
        bool dup = false;
        for (uint32_t k = 0; k < n; k++) dup |= v->phi_blocks[k] == p;
        if (dup || !has_pred(bl, p)) continue;
        v->args[n] = v->args[a];
        v->phi_blocks[n++] = p;
      }
      v->nargs = n;
    }
  }
}

static bool *reachable_blocks(const Func *f) {
  size_t nb = f->blocks.len;
  bool *seen = xcalloc(nb ? nb : 1, sizeof(bool));
  uint32_t *stack = xmalloc((nb ? nb : 1) * sizeof(uint32_t));
  size_t sp = 0;
  if (nb) {
    seen[0] = true;
    stack[sp++] = 0;
  }
  while (sp) {
    const Term *t = &f->blocks.data[stack[--sp]].term;
    for (uint32_t i = 0; i < t->nsuccs; i++)
      if (!seen[t->succs[i]]) {
        seen[t->succs[i]] = true;
        stack[sp++] = t->succs[i];
      }
  }
  free(stack);
  return seen;
}

/* Moves the reachable blocks down over the removed ones (keeping their
 * order) and rewrites every block index: successors, PHI blocks, Val.block. */
static void compact_blocks(Func *f, const bool *keep) {
  size_t nb = f->blocks.len;
  uint32_t *map = xmalloc(nb * sizeof(uint32_t));
  uint32_t n = 0;
  for (size_t b = 0; b < nb; b++) {
    Block *bl = &f->blocks.data[b];
    if (!keep[b]) {
      vec_free(&bl->ops);
      vec_free(&bl->preds);
      map[b] = UINT32_MAX;
      continue;
    }
    map[b] = n;
    if (n != b) f->blocks.data[n] = *bl;
    n++;
  }
  f->blocks.len = n;
  for (uint32_t b = 0; b < n; b++) {
    Block *bl = &f->blocks.data[b];
    for (uint32_t i = 0; i < bl->term.nsuccs; i++)
      bl->term.succs[i] = map[bl->term.succs[i]];
    for (size_t i = 0; i < bl->ops.len; i++) {
      Val *v = ir_val(f, bl->ops.data[i]);
      v->block = b;
      for (uint32_t a = 0; v->op == OP_PHI && a < v->nargs; a++)
        v->phi_blocks[a] = map[v->phi_blocks[a]];
    }
  }
  free(map);
}

void pass_remove_unreachable(Func *f) {
  bool *keep = reachable_blocks(f);
  bool any = false;
  for (size_t b = 0; b < f->blocks.len; b++) {
    if (keep[b]) continue;
    any = true;
    /* Their terminators no longer count as edges into live blocks. */
    Block *bl = &f->blocks.data[b];
    bl->term.nsuccs = 0;
    for (size_t i = 0; i < bl->ops.len; i++) kill_val(f, bl->ops.data[i]);
    bl->ops.len = 0;
  }
  prune_phis(f);
  if (any) {
    compact_blocks(f, keep);
    ir_fill_preds(f);
  }
  free(keep);
}

static void mark_live(bool *live, ValId *stack, size_t *sp, ValId v) {
  if (v == IR_NOVAL || live[v]) return;
  live[v] = true;
  stack[(*sp)++] = v;
}

/* Live: effects, loads, params (they name the ports), terminator operands,
 * and whatever a live value uses, or a live guarded operation's guard. */
static void remove_dead_values(Func *f) {
  size_t nv = f->vals.len;
  bool *live = xcalloc(nv ? nv : 1, sizeof(bool));
  ValId *stack = xmalloc((nv ? nv : 1) * sizeof(ValId));
  size_t sp = 0;
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      Op op = ir_cval(f, v)->op;
      if (!(ir_info(op)->flags & OPF_PURE) || op == OP_PARAM)
        mark_live(live, stack, &sp, v);
    }
    mark_live(live, stack, &sp, bl->term.arg);
  }
  /* a live guarded operation keeps its guard's predicate (ir.h, Guard);
   * guards are few, so they are rescanned until nothing new is marked */
  for (bool more = true; more;) {
    while (sp) {
      const Val *v = ir_cval(f, stack[--sp]);
      for (uint32_t a = 0; a < v->nargs; a++)
        mark_live(live, stack, &sp, v->args[a]);
    }
    more = false;
    for (size_t i = 0; i < f->guards.len; i++) {
      const Guard *g = &f->guards.data[i];
      if (!live[g->v] || live[g->pred]) continue;
      mark_live(live, stack, &sp, g->pred);
      more = true;
    }
  }
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++)
      if (!live[bl->ops.data[i]]) kill_val(f, bl->ops.data[i]);
  }
  drop_nops(f);
  free(live);
  free(stack);
}

void pass_dce(Func *f) {
  pass_remove_unreachable(f);
  remove_dead_values(f);
}
