/* ifconv.c - if-conversion of innermost loop bodies.
 *
 * A loop whose body has branches but no inner loop becomes one block, so
 * that the modulo scheduler can pipeline it:
 *  - Every body block B gets a predicate pred(B), true when B runs in the
 *    current iteration: pred(header) = 1, and pred(B) is the OR, over B's
 *    incoming edges, of pred(P) AND the branch condition of P -> B.
 *  - The blocks' operations are appended to the header in a topological
 *    order of the body (back edges left out), so every definition still
 *    comes before its uses. Pure operations and loads then run in every
 *    iteration (their results are unused where the block would not have
 *    run; a divider's or multiplier's predicate is kept in Func.guards, for
 *    the variable-latency form of sched/varlat.c); a STORE gets pred(B) as its predicate operand, so it writes only
 *    where the program would have written.
 *  - A PHI inside the body becomes a chain of SELECTs on the predicates of
 *    its incoming edges (exactly one is true when the block runs).
 *  - The header's PHIs take their back-edge values through a SELECT chain
 *    on the latch edges when there are several latches; the loop continues
 *    while one latch edge is taken.
 *  - The exits become one edge out of the loop. Several exit targets are
 *    told apart after the loop by a chain of new dispatch blocks testing
 *    each target's exit predicate; PHIs of an exit target get one argument,
 *    a SELECT chain over the body's edges into it.
 *
 * Loops left alone: bodies with an inner loop, bodies that print (printf
 * keeps its sequential order and is not pipelined), loops under
 * `#pragma clang loop pipeline(disable)`, and loops without an exit.
 */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

typedef struct Edge {
  uint32_t from, to;
  ValId pred; /* IR_NOVAL: always taken when `from` runs */
} Edge;

typedef struct Conv {
  Func *f;
  uint32_t h;
  uint8_t *body;       /* per block: in the loop */
  uint32_t *order;     /* topological order of the body, order[0] == h */
  uint32_t n;
  ValId *pred;         /* per block; IR_NOVAL: true */
  VEC(Edge) edges;     /* every edge leaving a body block */
  SrcLoc loc;          /* of the latch branch */
  ValId one;           /* the constant 1 (i1), made on demand */
  const uint32_t *idom;
  uint8_t *seen;       /* scratch, per block */
} Conv;

/* ---- finding convertible loops ---- */

/* Depth-first postorder of the body without edges into h; false on a
 * cycle (an inner loop). mark: 0 new, 1 on the stack, 2 done. */
static bool postorder(const Func *f, const uint8_t *body, uint32_t h,
                      uint32_t b, uint8_t *mark, uint32_t *out, uint32_t *n) {
  mark[b] = 1;
  const Term *t = &f->blocks.data[b].term;
  for (uint32_t i = 0; i < t->nsuccs; i++) {
    uint32_t s = t->succs[i];
    if (!body[s] || s == h || mark[s] == 2) continue;
    if (mark[s] == 1 || !postorder(f, body, h, s, mark, out, n)) return false;
  }
  mark[b] = 2;
  out[(*n)++] = b;
  return true;
}

/* True when the loop of header h (blocks in body) can be converted; fills
 * C->order (reverse postorder). */
static bool convertible(Conv *C) {
  const Func *f = C->f;
  uint8_t *mark = xcalloc(f->blocks.len, 1);
  uint32_t n = 0;
  bool ok = postorder(f, C->body, C->h, C->h, mark, C->order, &n);
  free(mark);
  if (!ok) return false;
  for (uint32_t i = 0; i < n / 2; i++) {
    uint32_t x = C->order[i];
    C->order[i] = C->order[n - 1 - i];
    C->order[n - 1 - i] = x;
  }
  C->n = n;
  bool exits = false;
  for (uint32_t i = 0; i < n; i++) {
    const Block *bl = &f->blocks.data[C->order[i]];
    if (bl->term.kind == TERM_RET || bl->term.kind == TERM_NONE) return false;
    for (uint32_t k = 0; k < bl->term.nsuccs; k++) {
      uint32_t s = bl->term.succs[k];
      exits = exits || !C->body[s];
      if (s == C->h && bl->pipeline_off) return false;
    }
    for (size_t k = 0; k < bl->ops.len; k++)
      if (ir_cval(f, bl->ops.data[k])->op == OP_PRINT) return false;
  }
  /* a loop without exits (a free-running process) becomes one block too */
  (void)exits;
  return true;
}

/* ---- building the predicated block ---- */

static ValId mk(Conv *C, Op op, unsigned width, ValId a, ValId b, ValId c) {
  ValId args[3] = {a, b, c};
  return ir_add(C->f, C->h, op, width, ir_info(op)->nargs, args, C->loc);
}

static ValId one(Conv *C) {
  if (C->one == IR_NOVAL) C->one = ir_const(C->f, 1, 1);
  return C->one;
}

static ValId p_and(Conv *C, ValId a, ValId b) {
  if (a == IR_NOVAL) return b;
  if (b == IR_NOVAL) return a;
  return mk(C, OP_AND, 1, a, b, IR_NOVAL);
}

static ValId p_not(Conv *C, ValId c) {
  return mk(C, OP_XOR, 1, c, one(C), IR_NOVAL);
}

/* AND or OR of v[0..n) (n >= 1) as a balanced tree. */
static ValId tree(Conv *C, Op op, const ValId *v, uint32_t n) {
  if (n == 1) return v[0];
  ValId a = tree(C, op, v, n / 2), b = tree(C, op, v + n / 2, n - n / 2);
  return mk(C, op, 1, a, b, IR_NOVAL);
}

/* Condition under which block b's terminator goes to s (b runs). */
static ValId branch_cond(Conv *C, uint32_t b, uint32_t s) {
  const Term *t = &C->f->blocks.data[b].term;
  if (t->kind == TERM_BR) return IR_NOVAL;
  if (t->kind == TERM_CBR) {
    if (t->succs[0] == s && t->succs[1] == s) return IR_NOVAL;
    return t->succs[0] == s ? t->arg : p_not(C, t->arg);
  }
  /* switch: the cases that go to s, or (default) none of the cases; as
   * balanced trees, so a switch of many cases (a flattened loop's
   * dispatcher) costs log2 of them in depth */
  unsigned w = ir_cval(C->f, t->arg)->width;
  ValId *eq = xmalloc(t->nsuccs * sizeof *eq), *ne = xmalloc(t->nsuccs * sizeof *ne);
  uint32_t neq = 0, nne = 0;
  for (uint32_t i = 0; i + 1 < t->nsuccs; i++) {
    ValId k = ir_const(C->f, w, t->cases[i]);
    if (t->succs[i + 1] == s) eq[neq++] = mk(C, OP_EQ, 1, t->arg, k, IR_NOVAL);
    if (t->succs[0] == s) ne[nne++] = mk(C, OP_NE, 1, t->arg, k, IR_NOVAL);
  }
  if (t->succs[0] == s) {
    ValId none = nne ? tree(C, OP_AND, ne, nne) : IR_NOVAL;
    if (none == IR_NOVAL) neq = 0; /* always taken */
    else eq[neq++] = none;
  }
  ValId acc = neq ? tree(C, OP_OR, eq, neq) : IR_NOVAL;
  if (t->succs[0] == s && !nne) acc = IR_NOVAL;
  free(eq);
  free(ne);
  return acc;
}

static void add_edges(Conv *C, uint32_t b) {
  const Term *t = &C->f->blocks.data[b].term;
  for (uint32_t i = 0; i < t->nsuccs; i++) {
    uint32_t s = t->succs[i];
    bool seen = false;
    for (uint32_t k = 0; k < i; k++) seen = seen || t->succs[k] == s;
    if (seen) continue;
    Edge e = {b, s, p_and(C, C->pred[b], branch_cond(C, b, s))};
    vec_push(&C->edges, e);
  }
}

static const Edge *edge(const Conv *C, uint32_t from, uint32_t to) {
  for (size_t i = 0; i < C->edges.len; i++)
    if (C->edges.data[i].from == from && C->edges.data[i].to == to)
      return &C->edges.data[i];
  ICE("ifconv: no edge bb%u -> bb%u", from, to);
}

/* OR of the predicates of the edges from the body into block s. */
static ValId into(Conv *C, uint32_t s) {
  ValId *p = xmalloc((C->edges.len + 1) * sizeof *p);
  uint32_t n = 0;
  for (size_t i = 0; i < C->edges.len; i++)
    if (C->edges.data[i].to == s) p[n++] = C->edges.data[i].pred;
  ValId acc = n ? pass_or_tree(C->f, C->h, p, n, C->loc) : IR_NOVAL;
  free(p);
  return acc;
}

/* The value of a PHI's arguments from body blocks (those with a body
 * predecessor; others are skipped): a SELECT chain on their edges into
 * the PHI's block. IR_NOVAL when the PHI has none. */
static ValId select_chain(Conv *C, ValId p, uint32_t to) {
  uint32_t n = ir_cval(C->f, p)->nargs, k = 0;
  ValId *pr = xmalloc((n + 1) * sizeof *pr), *v = xmalloc((n + 1) * sizeof *v);
  for (uint32_t i = n; i-- > 0;) {
    const Val *phi = ir_cval(C->f, p);
    if (!C->body[phi->phi_blocks[i]]) continue;
    v[k] = phi->args[i];
    pr[k++] = edge(C, phi->phi_blocks[i], to)->pred;
  }
  /* exactly one edge is taken when the block runs */
  unsigned w = ir_cval(C->f, p)->width;
  ValId r = k ? pass_select_tree(C->f, C->h, w, pr, v, k, C->loc) : IR_NOVAL;
  free(pr);
  free(v);
  return r;
}

/* Keeps a PHI's arguments from outside the body and adds [from: v]. */
static void rewrite_phi(Conv *C, ValId p, uint32_t from, ValId v) {
  Val *x = ir_val(C->f, p);
  uint32_t n = 0;
  ValId *args = arena_alloc(&C->f->arena, (x->nargs + 1) * sizeof *args);
  uint32_t *blocks = arena_alloc(&C->f->arena, (x->nargs + 1) * sizeof *blocks);
  for (uint32_t k = 0; k < x->nargs; k++)
    if (!C->body[x->phi_blocks[k]]) {
      args[n] = x->args[k];
      blocks[n++] = x->phi_blocks[k];
    }
  args[n] = v;
  blocks[n++] = from;
  x->args = args;
  x->phi_blocks = blocks;
  x->nargs = n;
}

/* True when a path from block x leaves the iteration (an edge to the
 * header or out of the body) without passing block b. */
static bool escapes(Conv *C, uint32_t x, uint32_t b) {
  if (x == b || C->seen[x]) return false;
  C->seen[x] = 1;
  const Term *t = &C->f->blocks.data[x].term;
  for (uint32_t i = 0; i < t->nsuccs; i++) {
    uint32_t s = t->succs[i];
    if (s == C->h || !C->body[s] || escapes(C, s, b)) return true;
  }
  return false;
}

/* pred(b): that of its immediate dominator when every path from there
 * passes b (they run together), else the OR of b's incoming edges. */
static ValId block_pred(Conv *C, uint32_t b) {
  uint32_t d = C->idom[b];
  memset(C->seen, 0, C->f->blocks.len);
  if (C->body[d] && !escapes(C, d, b)) return C->pred[d];
  return into(C, b);
}

/* Appends block b (b != h) to the header: its predicate, its PHIs as
 * SELECTs, its operations (stores predicated). */
static void append_block(Conv *C, uint32_t b) {
  Func *f = C->f;
  C->pred[b] = block_pred(C, b);
  Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    Val *x = ir_val(f, v);
    if (x->op == OP_PHI) {
      ValId s = select_chain(C, v, b);
      ir_replace_uses(f, v, s);
      x = ir_val(f, v);
      x->op = OP_NOP, x->width = 0, x->nargs = 0, x->phi_blocks = NULL;
      continue;
    }
    bool effect = x->op == OP_STORE || x->op == OP_SREAD || x->op == OP_SWRITE;
    bool is_long = x->op == OP_UDIV || x->op == OP_SDIV || x->op == OP_UREM ||
                   x->op == OP_SREM || x->op == OP_MUL;
    if (is_long && C->pred[b] != IR_NOVAL) { /* speculated, but see Guard */
      Guard g = {v, C->pred[b]};
      vec_push(&f->guards, g);
    }
    /* a store through a pointer into several objects comes predicated
     * (src/llvm/fatptr.c): both predicates must hold */
    bool has_pred = (x->op == OP_STORE && x->nargs == 3) ||
                    (x->op == OP_SREAD && x->nargs == 1) ||
                    (x->op == OP_SWRITE && x->nargs == 2);
    if (effect && has_pred && C->pred[b] != IR_NOVAL) {
      ValId ab[2] = {x->args[x->nargs - 1], C->pred[b]};
      SrcLoc loc = x->loc;
      ValId a = ir_add(f, C->h, OP_AND, 1, 2, ab, loc);
      x = ir_val(f, v);
      ValId *args = arena_alloc(&f->arena, x->nargs * sizeof *args);
      for (uint32_t k = 0; k + 1 < x->nargs; k++) args[k] = x->args[k];
      args[x->nargs - 1] = a;
      x->args = args;
    } else if (effect && C->pred[b] != IR_NOVAL) { /* append the predicate */
      ValId *args = arena_alloc(&f->arena, (x->nargs + 1) * sizeof *args);
      for (uint32_t a = 0; a < x->nargs; a++) args[a] = x->args[a];
      args[x->nargs] = C->pred[b];
      x->args = args;
      x->nargs++;
    }
    x->block = C->h;
    vec_push(&f->blocks.data[C->h].ops, v);
  }
  f->blocks.data[b].ops.len = 0;
}

/* The exit targets, in order of first appearance. */
static uint32_t exit_targets(const Conv *C, uint32_t *out) {
  uint32_t n = 0;
  for (size_t i = 0; i < C->edges.len; i++) {
    uint32_t s = C->edges.data[i].to;
    if (C->body[s]) continue;
    bool seen = false;
    for (uint32_t k = 0; k < n; k++) seen = seen || out[k] == s;
    if (!seen) out[n++] = s;
  }
  return n;
}

/* The loop's single back edge and its exit edges (see the file comment). */
static void close_loop(Conv *C) {
  Func *f = C->f;
  uint32_t h = C->h;
  Block *hb = &f->blocks.data[h];
  for (size_t i = 0; i < hb->ops.len; i++) {
    ValId p = hb->ops.data[i];
    if (ir_cval(f, p)->op != OP_PHI) break;
    rewrite_phi(C, p, h, select_chain(C, p, h));
  }
  ValId cont = into(C, h);
  if (cont == IR_NOVAL) cont = one(C);
  uint32_t *targets = xmalloc(C->edges.len * sizeof *targets);
  uint32_t nt = exit_targets(C, targets);
  ValId *cond = xmalloc(nt * sizeof *cond);
  for (uint32_t k = 0; k < nt; k++) {
    cond[k] = into(C, targets[k]);
    if (cond[k] == IR_NOVAL) cond[k] = one(C);
  }
  /* the block that branches to target k: h for one target, else the k-th
   * dispatch block (the last two targets share the last one) */
  uint32_t *from = xmalloc(nt * sizeof *from);
  uint32_t prev = h;
  for (uint32_t k = 0; k < nt; k++) {
    if (nt > 1 && k + 1 < nt)
      prev = ir_block_new(f, "loop.exit");
    from[k] = nt == 1 ? h : (k + 1 < nt ? prev : from[k - 1]);
  }
  for (uint32_t k = 0; k < nt; k++) {
    Block *xb = &f->blocks.data[targets[k]];
    for (size_t i = 0; i < xb->ops.len; i++) {
      ValId p = xb->ops.data[i];
      if (ir_cval(f, p)->op != OP_PHI) break;
      ValId v = select_chain(C, p, targets[k]);
      if (v != IR_NOVAL) rewrite_phi(C, p, from[k], v);
    }
  }
  f->blocks.data[h].pipeline_ii = 0;
  for (uint32_t i = 0; i < C->n; i++) {
    const Block *bl = &f->blocks.data[C->order[i]];
    for (uint32_t k = 0; k < bl->term.nsuccs; k++)
      if (bl->term.succs[k] == h && bl->pipeline_ii)
        f->blocks.data[h].pipeline_ii = bl->pipeline_ii;
  /* the loop's name and LOOP_TRIPCOUNT move from its latch to the one
   * block it becomes */
  for (uint32_t i = 0; i < C->n; i++) {
    const Block *bl = &f->blocks.data[C->order[i]];
    Block *hb = &f->blocks.data[h];
    for (uint32_t k = 0; k < bl->term.nsuccs; k++)
      if (bl->term.succs[k] == h && bl->loop_loc.line && bl != hb) {
        hb->loop_loc = bl->loop_loc;
        hb->loop_label = bl->loop_label;
        hb->trip_min = bl->trip_min;
        hb->trip_max = bl->trip_max;
        hb->trip_avg = bl->trip_avg;
        hb->spec_want = bl->spec_want;
      }
  }
  }
  for (uint32_t i = 1; i < C->n; i++) {
    Term *t = &f->blocks.data[C->order[i]].term;
    memset(t, 0, sizeof *t);
    t->kind = TERM_RET;
    t->arg = IR_NOVAL;
  }
  if (nt == 0) {
    ir_term_br(f, h, h, C->loc);
    free(from);
    free(cond);
    free(targets);
    return;
  }
  ir_term_cbr(f, h, cont, h, nt == 1 ? targets[0] : from[0], C->loc);
  for (uint32_t k = 0; nt > 1 && k + 1 < nt; k++)
    ir_term_cbr(f, from[k], cond[k], targets[k],
                k + 2 < nt ? from[k + 1] : targets[k + 1], C->loc);
  free(from);
  free(cond);
  free(targets);
}

static void convert(Conv *C) {
  Func *f = C->f;
  uint32_t h = C->h;
  for (uint32_t i = 0; i < C->n; i++) C->pred[C->order[i]] = IR_NOVAL;
  C->edges.len = 0;
  /* the latch branch gives the loop's source position */
  for (uint32_t i = 0; i < C->n; i++) {
    const Term *t = &f->blocks.data[C->order[i]].term;
    for (uint32_t k = 0; k < t->nsuccs; k++)
      if (t->succs[k] == h && !C->loc.line) C->loc = t->loc;
  }
  add_edges(C, h);
  for (uint32_t i = 1; i < C->n; i++) {
    append_block(C, C->order[i]);
    add_edges(C, C->order[i]);
  }
  close_loop(C);
}

uint32_t pass_ifconv(Func *f, const uint8_t *skip, uint32_t *headers) {
  ir_fill_preds(f);
  uint32_t nb = (uint32_t)f->blocks.len, count = 0;
  uint32_t *idom = ir_dominators(f);
  Conv C = {.f = f, .one = IR_NOVAL, .idom = idom};
  C.body = xcalloc(nb, 1);
  C.seen = xcalloc(nb, 1);
  C.order = xmalloc(nb * sizeof *C.order);
  C.pred = xmalloc(nb * sizeof *C.pred);
  for (uint32_t h = 1; h < nb; h++) {
    if ((skip && skip[h]) || ir_loop_body(f, idom, nb, h, C.body) < 2)
      continue;
    C.h = h;
    C.loc = (SrcLoc){0};
    if (!convertible(&C)) continue;
    convert(&C);
    f->blocks.data[h].if_converted = true;
    if (headers) headers[count] = h;
    count++;
    ir_fill_preds(f);
    /* blocks made by convert() are not in body[]; keep the arrays sized */
    C.body = xrealloc(C.body, f->blocks.len);
    memset(C.body + nb, 0, f->blocks.len - nb);
    C.seen = xrealloc(C.seen, f->blocks.len);
  }
  vec_free(&C.edges);
  free(C.body);
  free(C.seen);
  free(C.order);
  free(C.pred);
  free(idom);
  if (count) pass_remove_unreachable(f);
  if (count) pass_divrem_guards(f); /* (branches' divider pairs) */
  return count;
}
