/* flatten.c - a loop nest becomes one loop, so that its IO runs from one
 * free pipeline instead of the states of a controller that steps from
 * loop to loop (issue 22, seed 001), and an outer loop no longer waits for
 * an inner loop's pipeline to fill and drain at every entry (seed 000's
 * coalescing: an inner loop is a variable-latency step of its outer loop).
 *
 * The nest of outer header h is cut into *segments*: acyclic pieces of
 * the body that start at a *state* (h, the target of a back edge, or a
 * cut made for a port) and end at the next state. A new block H, the
 * dispatcher, becomes the only loop header:
 *  - every back edge of the nest, every cut, and every entry into h is
 *    redirected to H, which carries the state to resume at (a PHI) and
 *    switches on it; edges from blocks with several successors are split
 *    first, so each predecessor of H resumes one state;
 *  - port cuts: walking the acyclic body in topological order with the
 *    set of stream ports a path may already have used since its
 *    segment began, the block is split before an access to a port in
 *    that set. So no path of a segment uses a port twice, and one
 *    iteration of the new loop is one segment: at most one word per port;
 *  - the PHIs of a state move to H (one PHI per PHI, taking the value of
 *    each redirected edge into that state, and holding itself on the
 *    others); every other value used where its definition no longer
 *    dominates is carried through new PHIs (SSA repair, as an SSA
 *    updater does: the reaching value at the end of each predecessor).
 * The body is then acyclic, pass_ifconv makes it one predicated block, and
 * portmerge.c merges the accesses of each port (which no path runs twice,
 * so they exclude each other) into one operation, so that every word of a
 * port goes through the same pipeline slot, in order.
 *
 * Nothing to flatten: a single loop without stream IO, and single loops
 * whose paths use each port once. Not tried: nests without stream IO of
 * more than MAX_PLAIN_OPS operations (compile time). Refused (a rule of the program it
 * would break): nests with printf, _empty/_full, a return inside, or loop
 * pragmas on an inner loop.
 */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

/* refusal(): nothing to flatten (not a refusal to report) */
static const char NOTHING[] = "";

typedef struct Redirect {
  uint32_t from, to; /* the edge from -> to becomes from -> H */
} Redirect;

typedef struct Flat {
  Func *f;
  uint32_t h, H;
  uint8_t *body;          /* per block, grown with ensure() */
  uint8_t **used;         /* per block: ports a path may have used */
  size_t cap;
  uint32_t nports;
  VEC(uint32_t) targets;  /* state targets; targets.data[0] == h */
  VEC(Redirect) red;
  VEC(Redirect) back;     /* back edges of the nest */
  Block outer;            /* loop metadata of the outer loop's latch */
} Flat;

static void ensure(Flat *F) {
  size_t n = F->f->blocks.len;
  if (n <= F->cap) return;
  F->body = xrealloc(F->body, n);
  F->used = xrealloc(F->used, n * sizeof *F->used);
  for (size_t i = F->cap; i < n; i++) {
    F->body[i] = 0;
    F->used[i] = xcalloc(F->nports + 1, 1);
  }
  F->cap = n;
}

static void add_target(Flat *F, uint32_t x) {
  for (size_t i = 0; i < F->targets.len; i++)
    if (F->targets.data[i] == x) return;
  vec_push(&F->targets, x);
}

static int32_t target_id(const Flat *F, uint32_t x) {
  for (size_t i = 0; i < F->targets.len; i++)
    if (F->targets.data[i] == x) return (int32_t)i;
  return -1;
}

/* ---- eligibility ---- */

/* Operations in a nest without stream IO above which flattening is not
 * tried: its trial schedules (flatchoice.c) grow with the flattened body,
 * and the gain, the cycles of the inner loops' entries and exits, with
 * the nest's iteration count, not its size. */
enum { MAX_PLAIN_OPS = 160 };

static const char *refusal(Flat *F, const uint32_t *idom, uint32_t *nloops) {
  const Func *f = F->f;
  bool io = false;
  size_t nops = 0;
  *nloops = 0;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    if (!F->body[b]) continue;
    const Block *bl = &f->blocks.data[b];
    if (bl->term.kind == TERM_RET || bl->term.kind == TERM_NONE)
      return "it returns from inside the loop";
    nops += bl->ops.len;
    for (size_t i = 0; i < bl->ops.len; i++) {
      Op op = ir_cval(f, bl->ops.data[i])->op;
      if (op == OP_PRINT) return "it prints";
      if (op == OP_SEMPTY || op == OP_SFULL)
        return "it tests a stream's _empty or _full";
      io = io || op == OP_SREAD || op == OP_SWRITE;
    }
    for (uint32_t k = 0; k < bl->term.nsuccs; k++) {
      uint32_t s = bl->term.succs[k];
      if (!F->body[s] || !ir_dominates(idom, s, b)) continue;
      bool seen = false;
      for (size_t i = 0; i < F->back.len; i++)
        seen = seen || (F->back.data[i].from == b && F->back.data[i].to == s);
      if (seen) continue;
      Redirect r = {b, s};
      vec_push(&F->back, r);
      if (s == F->h) {
        if (!F->outer.loop_loc.line || bl->loop_loc.line) F->outer = *bl;
        continue;
      }
      if (bl->pipeline_off || bl->pipeline_ii)
        return "an inner loop has a pipeline pragma";
    }
  }
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    bool header = false;
    for (size_t i = 0; i < F->back.len; i++)
      header = header || F->back.data[i].to == b;
    *nloops += header;
  }
  /* without stream IO, a lone loop has nothing to gain */
  if (!io && *nloops < 2) return NOTHING;
  if (!io && nops > MAX_PLAIN_OPS)
    return "a nest without stream IO of more than 160 operations is not "
           "tried";
  return NULL;
}

/* ---- port cuts ---- */

/* The PHIs of block s take from `now` what they took from `was`. */
static void rename_pred(Func *f, uint32_t s, uint32_t was, uint32_t now) {
  const Block *sb = &f->blocks.data[s];
  for (size_t i = 0; i < sb->ops.len; i++) {
    Val *x = ir_val(f, sb->ops.data[i]);
    if (x->op != OP_PHI) break;
    for (uint32_t a = 0; a < x->nargs; a++)
      if (x->phi_blocks[a] == was) x->phi_blocks[a] = now;
  }
}

/* The block made of b's operations from position k on; b branches to it. */
static uint32_t split_block(Flat *F, uint32_t b, size_t k) {
  Func *f = F->f;
  uint32_t n = ir_block_new(f, "seg");
  ensure(F);
  F->body[n] = 1;
  Block *bl = &f->blocks.data[b], *nb = &f->blocks.data[n];
  for (size_t i = k; i < bl->ops.len; i++) {
    vec_push(&nb->ops, bl->ops.data[i]);
    ir_val(f, bl->ops.data[i])->block = n;
  }
  bl->ops.len = k;
  nb->term = bl->term;
  nb->pipeline_off = bl->pipeline_off;
  nb->pipeline_ii = bl->pipeline_ii;
  nb->loop_loc = bl->loop_loc;
  nb->loop_label = bl->loop_label;
  nb->trip_min = bl->trip_min, nb->trip_max = bl->trip_max;
  nb->trip_avg = bl->trip_avg;
  nb->spec_want = bl->spec_want;
  bl->spec_want = false;
  bl->pipeline_off = false, bl->pipeline_ii = 0, bl->loop_loc = (SrcLoc){0};
  bl->loop_label = NULL;
  bl->trip_min = bl->trip_max = bl->trip_avg = 0;
  memset(&bl->term, 0, sizeof bl->term);
  ir_term_br(f, b, n, nb->term.loc);
  for (uint32_t s = 0; s < nb->term.nsuccs; s++)
    rename_pred(f, nb->term.succs[s], b, n);
  for (size_t i = 0; i < F->back.len; i++)
    if (F->back.data[i].from == b) F->back.data[i].from = n;
  return n;
}

static bool is_back(const Flat *F, uint32_t from, uint32_t to) {
  for (size_t i = 0; i < F->back.len; i++)
    if (F->back.data[i].from == from && F->back.data[i].to == to) return true;
  return false;
}

/* Reverse postorder of the body from h without back edges. */
static void dag_post(const Flat *F, uint32_t b, uint8_t *mark, uint32_t *out,
                     uint32_t *n) {
  mark[b] = 1;
  const Term *t = &F->f->blocks.data[b].term;
  for (uint32_t i = 0; i < t->nsuccs; i++) {
    uint32_t s = t->succs[i];
    if (F->body[s] && !mark[s] && !is_back(F, b, s))
      dag_post(F, s, mark, out, n);
  }
  out[(*n)++] = b;
}

/* Splits b before every access to a port that a path from its segment's
 * start may already have used, and cuts the edges into b from paths that
 * used a port b uses (see the top); F->used[b] ends as the ports a path
 * may have used at b's end (at its last piece's). */
static void port_cuts(Flat *F) {
  Func *f = F->f;
  size_t nb = f->blocks.len;
  uint8_t *mark = xcalloc(nb, 1);
  uint32_t *post = xmalloc(nb * sizeof *post), n = 0;
  uint8_t *mine = xmalloc(F->nports + 1);
  dag_post(F, F->h, mark, post, &n);
  for (uint32_t i = n; i-- > 0;) {
    uint32_t b = post[i];
    memset(mine, 0, F->nports + 1);
    for (size_t k = 0; k < f->blocks.data[b].ops.len; k++) {
      const Val *x = ir_cval(f, f->blocks.data[b].ops.data[k]);
      if (x->op == OP_SREAD || x->op == OP_SWRITE) mine[x->imm] = 1;
    }
    uint8_t *cur = F->used[b];
    for (uint32_t p = 0; p < f->blocks.len; p++) {
      if (!F->body[p] || p == b || is_back(F, p, b)) continue;
      const Term *t = &f->blocks.data[p].term;
      bool edge = false;
      for (uint32_t s = 0; s < t->nsuccs; s++) edge = edge || t->succs[s] == b;
      if (!edge) continue;
      bool clash = false;
      for (uint32_t q = 0; q < F->nports; q++) clash = clash || (F->used[p][q] && mine[q]);
      if (clash) { /* this path resumes at b in a new segment */
        Redirect r = {p, b};
        vec_push(&F->red, r);
        add_target(F, b);
        continue;
      }
      for (uint32_t q = 0; q < F->nports; q++) cur[q] |= F->used[p][q];
    }
    for (size_t k = 0; k < f->blocks.data[b].ops.len; k++) {
      const Val *x = ir_cval(f, f->blocks.data[b].ops.data[k]);
      if (x->op != OP_SREAD && x->op != OP_SWRITE) continue;
      if (cur[x->imm]) {
        uint32_t c = split_block(F, b, k);
        Redirect r = {b, c};
        vec_push(&F->red, r);
        add_target(F, c);
        b = c, k = 0;
        cur = F->used[b];
      }
      cur[x->imm] = 1;
    }
  }
  free(mine);
  free(post);
  free(mark);
}

/* ---- redirection to the dispatcher ---- */

static uint32_t distinct_succs(const Term *t) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < t->nsuccs; i++) {
    bool seen = false;
    for (uint32_t k = 0; k < i; k++) seen = seen || t->succs[k] == t->succs[i];
    n += !seen;
  }
  return n;
}

/* Puts a block on the edge from -> to when `from` has other successors;
 * returns the edge's new source. */
static uint32_t split_edge(Flat *F, uint32_t from, uint32_t to) {
  Func *f = F->f;
  if (distinct_succs(&f->blocks.data[from].term) == 1) return from;
  uint32_t e = ir_block_new(f, "seg.edge");
  ensure(F);
  F->body[e] = F->body[from];
  Term *t = &f->blocks.data[from].term;
  for (uint32_t i = 0; i < t->nsuccs; i++)
    if (t->succs[i] == to) t->succs[i] = e;
  ir_term_br(f, e, to, t->loc);
  rename_pred(f, to, from, e);
  return e;
}

static ValId phi_arg(const Func *f, ValId phi, uint32_t pred) {
  const Val *x = ir_cval(f, phi);
  for (uint32_t a = 0; a < x->nargs; a++)
    if (x->phi_blocks[a] == pred) return x->args[a];
  ICE("flatten: PHI %%%u has no argument from bb%u", phi, pred);
}

/* PHI p of state x: the dispatcher's PHI that carries it (see the top). */
static void move_phi(Flat *F, uint32_t x, ValId p) {
  Func *f = F->f;
  /* (values are made below: the PHI's fields are copied first) */
  unsigned w = ir_cval(f, p)->width;
  const char *name = ir_cval(f, p)->name;
  ValId q = ir_phi(f, F->H, w, ir_cval(f, p)->loc);
  ir_val(f, q)->name = name;
  ir_move_op(f, q, F->H, 0);
  for (size_t i = 0; i < F->red.len; i++) {
    Redirect r = F->red.data[i];
    ValId v = r.to == x              ? phi_arg(f, p, r.from)
              : !F->body[r.from]     ? ir_const(f, w, 0)
                                     : q;
    ir_phi_add(f, q, r.from, v);
  }
  Val *x2 = ir_val(f, p);
  uint32_t n = 0;
  for (uint32_t a = 0; a < x2->nargs; a++) {
    bool gone = false;
    for (size_t i = 0; i < F->red.len; i++)
      gone = gone || (F->red.data[i].to == x && F->red.data[i].from ==
                                                    x2->phi_blocks[a]);
    if (gone) continue;
    x2->args[n] = x2->args[a];
    x2->phi_blocks[n++] = x2->phi_blocks[a];
  }
  x2->nargs = n;
  if (n == 0) {
    ir_replace_uses(f, p, q);
    Block *xb = &f->blocks.data[x];
    for (size_t i = 0; i < xb->ops.len; i++)
      if (xb->ops.data[i] == p) {
        memmove(&xb->ops.data[i], &xb->ops.data[i + 1],
                (xb->ops.len - i - 1) * sizeof(ValId));
        xb->ops.len--;
        break;
      }
    x2->op = OP_NOP, x2->width = 0, x2->args = NULL, x2->phi_blocks = NULL;
    return;
  }
  ir_phi_add(f, p, F->H, q);
}

static void redirect(Flat *F) {
  Func *f = F->f;
  for (size_t i = 0; i < F->red.len; i++)
    F->red.data[i].from = split_edge(F, F->red.data[i].from, F->red.data[i].to);
  F->H = ir_block_new(f, "flat");
  ensure(F);
  F->body[F->H] = 1;
  unsigned w = 1;
  while (w < 32 && (1ull << w) < F->targets.len) w++;
  SrcLoc loc = f->blocks.data[F->h].term.loc;
  ValId st = ir_phi(f, F->H, w, loc);
  ir_val(f, st)->name = "state";
  for (size_t i = 0; i < F->red.len; i++) {
    Redirect r = F->red.data[i];
    Term *t = &f->blocks.data[r.from].term;
    for (uint32_t k = 0; k < t->nsuccs; k++)
      if (t->succs[k] == r.to) t->succs[k] = F->H;
    ir_phi_add(f, st, r.from, ir_const(f, w, (uint64_t)target_id(F, r.to)));
  }
  for (size_t k = 0; k < F->targets.len; k++) {
    uint32_t x = F->targets.data[k];
    VEC(ValId) phis = {0};
    const Block *xb = &f->blocks.data[x];
    for (size_t i = 0; i < xb->ops.len; i++)
      if (ir_cval(f, xb->ops.data[i])->op == OP_PHI)
        vec_push(&phis, xb->ops.data[i]);
    for (size_t i = 0; i < phis.len; i++) move_phi(F, x, phis.data[i]);
    vec_free(&phis);
  }
  uint32_t nc = (uint32_t)F->targets.len - 1;
  uint64_t *cases = xmalloc((nc + 1) * sizeof *cases);
  for (uint32_t i = 0; i < nc; i++) cases[i] = i + 1;
  ir_term_switch(f, F->H, st, F->targets.data[0], nc, cases,
                 F->targets.data + 1, loc);
  free(cases);
  /* the new loop is the outer loop as the user wrote it */
  for (size_t i = 0; i < F->red.len; i++) {
    Block *bl = &f->blocks.data[F->red.data[i].from];
    if (!F->body[F->red.data[i].from]) continue;
    bl->pipeline_off = false;
    bl->pipeline_ii = F->outer.pipeline_ii;
    bl->loop_loc = F->outer.loop_loc;
    bl->loop_label = F->outer.loop_label;
    bl->trip_min = bl->trip_max = bl->trip_avg = 0;
  }
}

/* ---- SSA repair ---- */

typedef struct Repair {
  Func *f;
  const uint32_t *idom;
  ValId v;
  uint32_t def;
  ValId *memo; /* per block: value at its entry, IR_NOVAL: not yet */
} Repair;

static ValId at_entry(Repair *R, uint32_t b);

static ValId at_end(Repair *R, uint32_t b) {
  if (R->idom[b] != UINT32_MAX && ir_dominates(R->idom, R->def, b))
    return R->v;
  return at_entry(R, b);
}

static ValId at_entry(Repair *R, uint32_t b) {
  if (R->memo[b] != IR_NOVAL) return R->memo[b];
  Func *f = R->f;
  const Val *x = ir_cval(f, R->v); /* (not used after values are made) */
  unsigned w = x->width;
  SrcLoc loc = x->loc;
  const char *name = x->name;
  size_t npred = f->blocks.data[b].preds.len;
  if (npred == 0) return R->memo[b] = ir_const(f, w, 0);
  if (npred == 1) return R->memo[b] = at_end(R, f->blocks.data[b].preds.data[0]);
  ValId p = ir_phi(f, b, w, loc);
  ir_val(f, p)->name = name;
  ir_move_op(f, p, b, 0);
  R->memo[b] = p;
  size_t np = f->blocks.data[b].preds.len;
  for (size_t i = 0; i < np; i++) {
    uint32_t q = f->blocks.data[b].preds.data[i];
    ir_phi_add(f, p, q, at_end(R, q));
  }
  return p;
}

static void repair(Flat *F) {
  Func *f = F->f;
  ir_fill_preds(f);
  uint32_t *idom = ir_dominators(f);
  size_t nb = f->blocks.len, nv = f->vals.len;
  Repair R = {.f = f, .idom = idom};
  R.memo = xmalloc(nb * sizeof *R.memo);
  /* the uses of each value (user, argument), before new PHIs are made */
  uint32_t *off = xcalloc(nv + 1, sizeof *off);
  for (ValId u = 0; u < nv; u++)
    for (uint32_t a = 0; a < f->vals.data[u].nargs; a++)
      off[f->vals.data[u].args[a] + 1]++;
  for (size_t v = 0; v < nv; v++) off[v + 1] += off[v];
  uint32_t *fill = xmalloc((nv + 1) * sizeof *fill);
  memcpy(fill, off, (nv + 1) * sizeof *fill);
  uint64_t *use = xmalloc((off[nv] + 1) * sizeof *use);
  for (ValId u = 0; u < nv; u++)
    for (uint32_t a = 0; a < f->vals.data[u].nargs; a++)
      use[fill[f->vals.data[u].args[a]]++] = (uint64_t)u << 32 | a;
  for (ValId v = 0; v < nv; v++) {
    const Val *x = ir_cval(f, v);
    if (x->op == OP_NOP || x->op == OP_CONST || x->op == OP_PARAM ||
        !x->width || !F->body[x->block] || x->block == F->H)
      continue;
    R.v = v, R.def = x->block;
    for (size_t i = 0; i < nb; i++) R.memo[i] = IR_NOVAL;
    for (uint32_t k = off[v]; k < off[v + 1]; k++) {
      ValId u = (ValId)(use[k] >> 32);
      uint32_t a = (uint32_t)use[k];
      {
        Val *y = ir_val(f, u);
        if (y->args[a] != v) continue;
        uint32_t at = y->op == OP_PHI ? y->phi_blocks[a] : y->block;
        if (at == R.def && y->op != OP_PHI) continue;
        if (ir_dominates(idom, R.def, at)) continue;
        ValId r = y->op == OP_PHI ? at_end(&R, at) : at_entry(&R, at);
        ir_val(f, u)->args[a] = r;
      }
    }
    for (uint32_t b = 0; b < nb; b++) {
      Term *t = &f->blocks.data[b].term;
      if (t->arg == v && t->kind != TERM_BR && !ir_dominates(idom, R.def, b))
        t->arg = at_entry(&R, b);
    }
  }
  free(use);
  free(fill);
  free(off);
  free(R.memo);
  free(idom);
}

/* ---- the pass ---- */

/* For portmerge.c: the block of every effect before if-conversion and
 * which blocks of the acyclic body reach which. */
static void record_order(Flat *F, FlatOrder *o) {
  Func *f = F->f;
  size_t nb = f->blocks.len;
  o->nblocks = (uint32_t)nb;
  o->block = xmalloc(f->vals.len * sizeof *o->block);
  for (size_t v = 0; v < f->vals.len; v++) o->block[v] = f->vals.data[v].block;
  o->nvals = (uint32_t)f->vals.len;
  o->reach = xcalloc(nb * nb, 1);
  uint8_t *mark = xcalloc(nb, 1);
  uint32_t *post = xmalloc(nb * sizeof *post), n = 0;
  F->back.len = 0; /* every back edge now goes to H */
  dag_post(F, F->H, mark, post, &n);
  for (uint32_t i = 0; i < n; i++) {
    uint32_t b = post[i];
    o->reach[b * nb + b] = 1;
    const Term *t = &f->blocks.data[b].term;
    for (uint32_t k = 0; k < t->nsuccs; k++) {
      uint32_t s = t->succs[k];
      if (s == F->H || !F->body[s]) continue;
      for (size_t c = 0; c < nb; c++) o->reach[b * nb + c] |= o->reach[s * nb + c];
    }
  }
  free(post);
  free(mark);
}

void flat_order_free(FlatOrder *o) {
  free(o->block);
  free(o->reach);
  memset(o, 0, sizeof *o);
}

uint32_t pass_flatten(Func *f, uint32_t h, const char **why) {
  Flat F = {.f = f, .h = h, .nports = (uint32_t)f->ports.len};
  ir_fill_preds(f);
  uint32_t *idom = ir_dominators(f);
  ensure(&F);
  uint32_t nloops = 0;
  const char *no = ir_loop_body(f, idom, f->blocks.len, h, F.body) == 0
                       ? "it is not a loop"
                       : refusal(&F, idom, &nloops);
  free(idom);
  uint32_t result = UINT32_MAX;
  if (no) {
    if (why) *why = no == NOTHING ? NULL : no;
    goto done;
  }
  add_target(&F, h);
  for (size_t i = 0; i < F.back.len; i++) add_target(&F, F.back.data[i].to);
  port_cuts(&F); /* may move a back edge's source into a new block */
  uint32_t cuts = (uint32_t)F.red.len;
  if (F.targets.len < 2) { /* no inner loop, no port used twice */
    if (why) *why = NULL;
    goto done;
  }
  for (size_t i = 0; i < F.back.len; i++) vec_push(&F.red, F.back.data[i]);
  uint8_t loop_case = 0; /* the nest's seed 000 cases, for the report */
  for (uint32_t p = 0; p < f->blocks.len; p++)
    if (F.body[p]) loop_case |= f->blocks.data[p].loop_case;
  for (uint32_t p = 0; p < f->blocks.len; p++) {
    if (F.body[p]) continue;
    const Term *t = &f->blocks.data[p].term;
    bool in = false;
    for (uint32_t k = 0; k < t->nsuccs; k++) in = in || t->succs[k] == h;
    Redirect r = {p, h};
    if (in) vec_push(&F.red, r);
  }
  redirect(&F);
  repair(&F);
  f->blocks.data[F.H].flattened = nloops;
  f->blocks.data[F.H].loop_case = loop_case;
  f->blocks.data[F.H].flat_starts = (uint32_t)F.targets.len;
  f->blocks.data[F.H].flat_cuts = cuts;
  ir_fill_preds(f);
  FlatOrder order = {0};
  record_order(&F, &order);
  uint8_t *skip = xmalloc(f->blocks.len);
  memset(skip, 1, f->blocks.len);
  skip[F.H] = 0;
  uint32_t conv = pass_ifconv(f, skip, NULL);
  free(skip);
  if (conv != 1) {
    if (why) *why = "its body could not be made one block";
  } else {
    for (uint32_t b = 0; b < f->blocks.len; b++)
      if (f->blocks.data[b].flattened) result = b;
    if (!pass_merge_ports(f, result, &order, why)) result = UINT32_MAX;
    else pass_cmp_select(f, result);
  }
  flat_order_free(&order);
done:
  for (size_t i = 0; i < F.cap; i++) free(F.used[i]);
  free(F.used);
  free(F.body);
  vec_free(&F.targets);
  vec_free(&F.red);
  vec_free(&F.back);
  return result;
}
