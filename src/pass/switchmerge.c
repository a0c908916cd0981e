/* switchmerge.c - a decision block folded into the branch before it.
 *
 * A block C whose only predecessor is B, that B reaches through exactly one
 * case value of its branch (not its default), and that only computes
 * cheap pure values (no memory access, multiply, divide or effect) before
 * branching again, costs a controller state of its own on every path
 * through it although nothing in it waits for anything: an interpreter's
 * `switch (op) { case R: switch (funct) ... }` decodes in two states. The
 * pass moves C's values into B and makes B branch on one key:
 *
 *   key = (s == k) ? (1 << W | t) : s      (W: the wider of s and t)
 *
 * where s is B's selector, k the case value that led to C and t C's
 * selector (a CBR's condition counts as a 1-bit selector with cases 1 and
 * 0; a zero-extended selector counts as its narrow value). Outer values keep their targets, the inner ones are moved above bit
 * W, and each default keeps its meaning: when both branches have
 * defaults and they differ, the inner default is spelled out for every
 * value of t the inner branch does not list (only for t of at most 8
 * bits). PHIs of C's successors take their arguments from B instead. C
 * becomes unreachable and is removed.
 *
 * Refused (the block stays): C outside a loop that B is in (a loop's
 * exit: the state saved once per exit could cost one in B on every
 * iteration, as the key lengthens B's last state), B a loop of one block (if-converted or
 * pipelined: its branch is the loop's), a successor of C with PHIs that B already
 * branches to (they would need two arguments from B), loop pragmas or a loop
 * position on C's branch (they belong to C's back edge), more than
 * MAX_OPS values in C, a key wider than 64 bits or more than MAX_CASES
 * cases. The values moved run in B's last state whether or not C would
 * have run; they are pure and cheap, so only the schedule sees them.
 */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

enum { MAX_OPS = 24, MAX_CASES = 256, MAX_ENUM_BITS = 8 };

/* A branch as a list of (value, target) and an optional default. */
typedef struct Branch {
  ValId sel;
  unsigned width;
  uint32_t n;
  uint64_t *vals;
  uint32_t *tgts;
  bool has_dflt;
  uint32_t dflt;
} Branch;

static bool read_branch(const Func *f, uint32_t b, Branch *r) {
  const Term *t = &f->blocks.data[b].term;
  memset(r, 0, sizeof *r);
  if (t->kind == TERM_CBR) {
    r->sel = t->arg;
    r->width = 1;
    r->n = 2;
    r->vals = xmalloc(2 * sizeof *r->vals);
    r->tgts = xmalloc(2 * sizeof *r->tgts);
    r->vals[0] = 1, r->tgts[0] = t->succs[0];
    r->vals[1] = 0, r->tgts[1] = t->succs[1];
    return true;
  }
  if (t->kind != TERM_SWITCH || t->nsuccs == 0) return false;
  /* a zero-extended selector switches on its narrow value (cases above
   * it cannot be taken) */
  r->sel = t->arg;
  while (ir_cval(f, r->sel)->op == OP_ZEXT) r->sel = ir_cval(f, r->sel)->args[0];
  r->width = ir_cval(f, r->sel)->width;
  uint32_t m = t->nsuccs - 1;
  r->vals = xmalloc((m ? m : 1) * sizeof *r->vals);
  r->tgts = xmalloc((m ? m : 1) * sizeof *r->tgts);
  for (uint32_t i = 0; i < m; i++) {
    if (r->width < 64 && t->cases[i] >> r->width) continue;
    r->vals[r->n] = t->cases[i], r->tgts[r->n++] = t->succs[i + 1];
  }
  r->has_dflt = true;
  r->dflt = t->succs[0];
  return true;
}

static void free_branch(Branch *r) {
  free(r->vals);
  free(r->tgts);
}

static bool targets(const Func *f, uint32_t b, uint32_t x) {
  const Term *t = &f->blocks.data[b].term;
  for (uint32_t i = 0; i < t->nsuccs; i++)
    if (t->succs[i] == x) return true;
  return false;
}

/* B already branches to x, which starts with PHIs (they would need two
 * arguments from B). */
static bool shared_with_phis(const Func *f, uint32_t b, uint32_t x) {
  const Block *xb = &f->blocks.data[x];
  return xb->ops.len && ir_cval(f, xb->ops.data[0])->op == OP_PHI &&
         targets(f, b, x);
}

/* C can be folded: its values, its branch and its loop marks. */
static bool foldable_block(const Func *f, uint32_t c) {
  const Block *bl = &f->blocks.data[c];
  if (bl->ops.len > MAX_OPS || bl->pipeline_off || bl->pipeline_ii ||
      bl->loop_loc.line || bl->loop_label || bl->trip_max || bl->spec_want ||
      bl->spec_restart)
    return false;
  for (size_t i = 0; i < bl->ops.len; i++) {
    const Val *x = ir_cval(f, bl->ops.data[i]);
    const OpInfo *in = ir_info(x->op);
    if (x->op == OP_PHI || !(in->flags & OPF_PURE) || in->res != RES_NONE ||
        x->op == OP_LOAD || ir_is_stream_op(x->op))
      return false;
  }
  return true;
}

static bool listed(const Branch *r, uint64_t v) {
  for (uint32_t i = 0; i < r->n; i++)
    if (r->vals[i] == v) return true;
  return false;
}

/* The case value of B's branch that leads to C (the only one), or false. */
static bool case_to(const Branch *o, uint32_t c, uint64_t *k) {
  if (o->has_dflt && o->dflt == c) return false;
  uint32_t hits = 0;
  for (uint32_t i = 0; i < o->n; i++)
    if (o->tgts[i] == c) *k = o->vals[i], hits++;
  return hits == 1;
}

static ValId widen(Func *f, uint32_t b, ValId v, unsigned w, SrcLoc loc) {
  if (ir_cval(f, v)->width == w) return v;
  return ir_add(f, b, OP_ZEXT, w, 1, &v, loc);
}

/* Folds C into B (both already checked). */
static void fold(Func *f, uint32_t b, uint32_t c, const Branch *o,
                 const Branch *in, uint64_t k, unsigned w) {
  SrcLoc loc = f->blocks.data[b].term.loc;
  /* C's values run in B, in their order */
  Block *cb = &f->blocks.data[c];
  for (size_t i = 0; i < cb->ops.len; i++) {
    ValId v = cb->ops.data[i];
    ir_val(f, v)->block = b;
    vec_push(&f->blocks.data[b].ops, v);
    cb = &f->blocks.data[c];
  }
  cb->ops.len = 0;
  /* key = (s == k) ? (1 << w | t) : s, on w + 1 bits */
  ValId args[3];
  args[0] = o->sel;
  args[1] = ir_const(f, o->width, k);
  ValId eq = ir_add(f, b, OP_EQ, 1, 2, args, loc);
  args[0] = widen(f, b, in->sel, w + 1, loc);
  args[1] = ir_const(f, w + 1, 1ull << w);
  ValId hi = ir_add(f, b, OP_OR, w + 1, 2, args, loc);
  args[0] = eq, args[1] = hi, args[2] = widen(f, b, o->sel, w + 1, loc);
  ValId key = ir_add(f, b, OP_SELECT, w + 1, 3, args, loc);

  uint32_t cap = o->n + (1u << (in->width < MAX_ENUM_BITS ? in->width
                                                          : MAX_ENUM_BITS)) +
                 in->n + 1;
  uint64_t *vals = xmalloc(cap * sizeof *vals);
  uint32_t *tgts = xmalloc(cap * sizeof *tgts), n = 0;
  for (uint32_t i = 0; i < o->n; i++)
    if (o->vals[i] != k) vals[n] = o->vals[i], tgts[n++] = o->tgts[i];
  for (uint32_t i = 0; i < in->n; i++)
    vals[n] = (1ull << w) | in->vals[i], tgts[n++] = in->tgts[i];
  uint32_t dflt;
  if (o->has_dflt && in->has_dflt && o->dflt != in->dflt) {
    for (uint64_t v = 0; v < (1ull << in->width); v++)
      if (!listed(in, v)) vals[n] = (1ull << w) | v, tgts[n++] = in->dflt;
    dflt = o->dflt;
  } else if (o->has_dflt) {
    dflt = o->dflt;
  } else if (in->has_dflt) {
    dflt = in->dflt;
  } else {
    dflt = tgts[--n]; /* every value is listed: the last one is the default */
  }
  ir_term_switch(f, b, key, dflt, n, vals, tgts, loc);
  free(vals);
  free(tgts);
  /* C's successors' PHIs now come from B; C has no edge left */
  for (uint32_t i = 0; i < in->n + (in->has_dflt ? 1u : 0u); i++) {
    uint32_t s = i < in->n ? in->tgts[i] : in->dflt;
    Block *sb = &f->blocks.data[s];
    for (size_t j = 0; j < sb->ops.len; j++) {
      Val *x = ir_val(f, sb->ops.data[j]);
      if (x->op != OP_PHI) break;
      for (uint32_t a = 0; a < x->nargs; a++)
        if (x->phi_blocks[a] == c) x->phi_blocks[a] = b;
    }
  }
  f->blocks.data[c].term.kind = TERM_NONE; /* unreachable: removed below */
  f->blocks.data[c].term.nsuccs = 0;
}

/* C is outside a loop that B is in (a loop's exit): folding would save
 * a state once per exit but may lengthen B, which runs every iteration. */
static bool leaves_loop(const Func *f, const uint32_t *idom, uint32_t b,
                        uint32_t c) {
  size_t nb = f->blocks.len;
  uint8_t *body = xmalloc(nb);
  bool out = false;
  for (uint32_t h = 0; h < nb && !out; h++)
    out = ir_loop_body(f, idom, nb, h, body) && body[b] && !body[c];
  free(body);
  return out;
}

/* Tries to fold one successor of B into it. */
static bool try_block(Func *f, uint32_t b, const uint32_t *npreds,
                      const uint32_t *idom) {
  Branch o;
  /* a loop of one block (if-converted, pipelined) keeps its own branch */
  if (targets(f, b, b) ||
      !read_branch(f, b, &o))
    return false;
  bool done = false;
  for (uint32_t i = 0; i < o.n && !done; i++) {
    uint32_t c = o.tgts[i];
    uint64_t k = 0;
    if (c == b || npreds[c] != 1 || !case_to(&o, c, &k) ||
        !foldable_block(f, c) || leaves_loop(f, idom, b, c))
      continue;
    Branch in;
    if (!read_branch(f, c, &in)) continue;
    bool ok = true;
    for (uint32_t j = 0; j < in.n + (in.has_dflt ? 1u : 0u) && ok; j++) {
      uint32_t s = j < in.n ? in.tgts[j] : in.dflt;
      ok = s != c && !shared_with_phis(f, b, s);
    }
    unsigned w = o.width > in.width ? o.width : in.width;
    bool spell = o.has_dflt && in.has_dflt && o.dflt != in.dflt;
    uint64_t ncases = (uint64_t)o.n + in.n +
                      (spell ? (1ull << (in.width < 63 ? in.width : 63)) : 0);
    if (ok && w < 64 && (!spell || in.width <= MAX_ENUM_BITS) &&
        ncases <= MAX_CASES) {
      fold(f, b, c, &o, &in, k, w);
      done = true;
    }
    free_branch(&in);
  }
  free_branch(&o);
  return done;
}

uint32_t pass_switch_merge(Func *f) {
  uint32_t folded = 0;
  bool again = true;
  while (again) {
    again = false;
    ir_fill_preds(f);
    uint32_t *npreds = xcalloc(f->blocks.len, sizeof *npreds);
    for (size_t b = 0; b < f->blocks.len; b++)
      npreds[b] = (uint32_t)f->blocks.data[b].preds.len;
    uint32_t *idom = ir_dominators(f);
    for (uint32_t b = 0; b < f->blocks.len && !again; b++) {
      if (!try_block(f, b, npreds, idom)) continue;
      folded++;
      again = true; /* preds and dominators changed: recount */
    }
    free(idom);
    free(npreds);
  }
  if (folded) pass_remove_unreachable(f);
  return folded;
}
