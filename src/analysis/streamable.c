/* streamable.c - post-dominators (with closed loops ending per iteration)
 * and the four conditions of a streamable def-use chain; the promises are
 * in stream.h. Graphs are small (blocks of one process), so the closed-loop
 * search is quadratic and the path searches are one linear walk each. */
#include "stream.h"

#include <stdlib.h>
#include <string.h>

/* A graph as adjacency lists: the neighbours of n are
 * adj[off[n] .. off[n + 1]). */
typedef struct Csr {
  uint32_t n;
  uint32_t *off;
  uint32_t *adj;
} Csr;

static void csr_free(Csr *g) {
  free(g->off);
  free(g->adj);
}

/* The real successors of every block. */
static Csr csr_succs(const Func *f) {
  Csr g = {(uint32_t)f->blocks.len, NULL, NULL};
  g.off = xcalloc(g.n + 1, sizeof(uint32_t));
  for (uint32_t b = 0; b < g.n; b++)
    g.off[b + 1] = g.off[b] + f->blocks.data[b].term.nsuccs;
  g.adj = xmalloc((g.off[g.n] ? g.off[g.n] : 1) * sizeof(uint32_t));
  for (uint32_t b = 0; b < g.n; b++) {
    const Term *t = &f->blocks.data[b].term;
    for (uint32_t i = 0; i < t->nsuccs; i++) g.adj[g.off[b] + i] = t->succs[i];
  }
  return g;
}

static Csr csr_reverse(const Csr *g) {
  Csr r = {g->n, xcalloc(g->n + 1, sizeof(uint32_t)), NULL};
  for (uint32_t k = 0; k < g->off[g->n]; k++) r.off[g->adj[k] + 1]++;
  for (uint32_t n = 0; n < g->n; n++) r.off[n + 1] += r.off[n];
  r.adj = xmalloc((r.off[r.n] ? r.off[r.n] : 1) * sizeof(uint32_t));
  uint32_t *fill = xmalloc((r.n + 1) * sizeof(uint32_t));
  memcpy(fill, r.off, (r.n + 1) * sizeof(uint32_t));
  for (uint32_t n = 0; n < g->n; n++)
    for (uint32_t k = g->off[n]; k < g->off[n + 1]; k++)
      r.adj[fill[g->adj[k]]++] = n;
  free(fill);
  return r;
}

/* Marks cut[k] for every edge k of succ (an index into succ.adj) that is a
 * back edge of a closed loop: a natural loop with no ret and no edge out
 * of its body. */
static void closed_loop_cuts(const Func *f, const Csr *succ, const Csr *pred,
                             const uint32_t *idom, uint8_t *cut) {
  uint32_t nb = succ->n;
  uint8_t *body = xmalloc(nb ? nb : 1);
  uint32_t *work = xmalloc((nb ? nb : 1) * sizeof(uint32_t));
  for (uint32_t h = 0; h < nb; h++) {
    memset(body, 0, nb);
    uint32_t nw = 0;
    body[h] = 1;
    for (uint32_t k = pred->off[h]; k < pred->off[h + 1]; k++) {
      uint32_t p = pred->adj[k];
      if (idom[p] != UINT32_MAX && ir_dominates(idom, h, p) && !body[p])
        body[p] = 1, work[nw++] = p;
    }
    bool latch = nw > 0;
    for (uint32_t k = pred->off[h]; k < pred->off[h + 1]; k++)
      latch = latch || pred->adj[k] == h; /* a one-block loop */
    if (!latch) continue;
    while (nw) {
      uint32_t b = work[--nw];
      for (uint32_t k = pred->off[b]; k < pred->off[b + 1]; k++)
        if (!body[pred->adj[k]]) body[pred->adj[k]] = 1, work[nw++] = pred->adj[k];
    }
    bool closed = true;
    for (uint32_t b = 0; b < nb && closed; b++) {
      if (!body[b]) continue;
      closed = f->blocks.data[b].term.kind != TERM_RET;
      for (uint32_t k = succ->off[b]; k < succ->off[b + 1]; k++)
        closed = closed && body[succ->adj[k]];
    }
    if (!closed) continue;
    for (uint32_t b = 0; b < nb; b++)
      for (uint32_t k = succ->off[b]; body[b] && k < succ->off[b + 1]; k++)
        if (succ->adj[k] == h) cut[k] = 1;
  }
  free(body);
  free(work);
}

/* The graph post-dominance is computed on, with nb + 1 nodes: ret blocks
 * and cut back edges lead to the exit node nb. */
static Csr exit_graph(const Func *f, const Csr *succ, const uint8_t *cut) {
  uint32_t nb = succ->n, x = nb;
  Csr g = {nb + 1, xcalloc(nb + 2, sizeof(uint32_t)), NULL};
  g.adj = xmalloc((succ->off[nb] + nb + 1) * sizeof(uint32_t));
  uint32_t m = 0;
  for (uint32_t b = 0; b < nb; b++) {
    if (f->blocks.data[b].term.kind == TERM_RET) g.adj[m++] = x;
    for (uint32_t k = succ->off[b]; k < succ->off[b + 1]; k++)
      g.adj[m++] = cut[k] ? x : succ->adj[k];
    g.off[b + 1] = m;
  }
  g.off[x + 1] = m;
  return g;
}

/* Dominators of the graph `fwd` from root r (Cooper, Harvey and Kennedy,
 * as in dom.c, on a plain graph): idom[r] == r, UINT32_MAX when r does not
 * reach a node. back: the reversed graph. */
static uint32_t *dominators(const Csr *fwd, const Csr *back, uint32_t r) {
  uint32_t n = fwd->n;
  uint32_t *order = xmalloc(n * sizeof(uint32_t)), *rpo = xmalloc(n * sizeof(uint32_t));
  uint32_t *stack = xmalloc(n * sizeof(uint32_t)), *next = xcalloc(n, sizeof(uint32_t));
  for (uint32_t i = 0; i < n; i++) order[i] = UINT32_MAX;
  uint32_t sp = 0, np = 0;
  stack[sp++] = r;
  order[r] = 0; /* seen; the real numbers follow */
  while (sp) {
    uint32_t b = stack[sp - 1];
    if (fwd->off[b] + next[b] < fwd->off[b + 1]) {
      uint32_t s = fwd->adj[fwd->off[b] + next[b]++];
      if (order[s] == UINT32_MAX) order[s] = 0, stack[sp++] = s;
    } else {
      rpo[np++] = b; /* postorder for now */
      sp--;
    }
  }
  for (uint32_t i = 0; i < np / 2; i++) {
    uint32_t t = rpo[i];
    rpo[i] = rpo[np - 1 - i], rpo[np - 1 - i] = t;
  }
  for (uint32_t i = 0; i < np; i++) order[rpo[i]] = i;
  uint32_t *idom = xmalloc(n * sizeof(uint32_t));
  for (uint32_t i = 0; i < n; i++) idom[i] = UINT32_MAX;
  idom[r] = r;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < np; i++) {
      uint32_t b = rpo[i], nd = UINT32_MAX;
      for (uint32_t k = back->off[b]; k < back->off[b + 1]; k++) {
        uint32_t p = back->adj[k], a = nd;
        if (idom[p] == UINT32_MAX) continue;
        if (a == UINT32_MAX) {
          nd = p;
          continue;
        }
        while (a != p) {
          while (order[a] > order[p]) a = idom[a];
          while (order[p] > order[a]) p = idom[p];
        }
        nd = a;
      }
      if (nd != idom[b]) idom[b] = nd, changed = true;
    }
  }
  free(order);
  free(rpo);
  free(stack);
  free(next);
  return idom;
}

struct StreamCfg {
  const Func *f;
  uint32_t nb;
  uint32_t *idom;
  uint32_t *ipdom;
  Csr succ;  /* real successors */
  Csr exitg; /* successors towards the exit (exit_graph) */
};

/* Fills c->succ, c->exitg and c->ipdom from f and c->idom. */
static void build_pdom(StreamCfg *c) {
  c->succ = csr_succs(c->f);
  Csr pred = csr_reverse(&c->succ);
  uint8_t *cut = xcalloc(c->succ.off[c->nb] + 1, 1);
  closed_loop_cuts(c->f, &c->succ, &pred, c->idom, cut);
  c->exitg = exit_graph(c->f, &c->succ, cut);
  Csr toexit = csr_reverse(&c->exitg);
  c->ipdom = dominators(&toexit, &c->exitg, c->nb);
  csr_free(&toexit);
  csr_free(&pred);
  free(cut);
}

uint32_t *ir_postdominators(const Func *f) {
  StreamCfg c = {f, (uint32_t)f->blocks.len, NULL, NULL, {0}, {0}};
  c.idom = ir_dominators(f);
  build_pdom(&c);
  free(c.idom);
  csr_free(&c.succ);
  csr_free(&c.exitg);
  return c.ipdom;
}

bool ir_postdominates(const uint32_t *ipdom, size_t nb, uint32_t a,
                      uint32_t b) {
  if (ipdom[a] == UINT32_MAX || ipdom[b] == UINT32_MAX) return false;
  while (b != a) {
    if (b == nb) return false;
    b = ipdom[b];
  }
  return true;
}

StreamCfg *stream_cfg_new(const Func *f) {
  StreamCfg *c = xcalloc(1, sizeof *c);
  c->f = f;
  c->nb = (uint32_t)f->blocks.len;
  c->idom = ir_dominators(f);
  build_pdom(c);
  return c;
}

void stream_cfg_free(StreamCfg *c) {
  if (!c) return;
  free(c->idom);
  free(c->ipdom);
  csr_free(&c->succ);
  csr_free(&c->exitg);
  free(c);
}

static void check_point(const StreamCfg *c, IrPoint p) {
  if (p.block >= c->nb || p.index > c->f->blocks.data[p.block].ops.len)
    ICE("point bb%u:%u out of range", p.block, p.index);
}

/* What a walk through block b from index lo meets first. */
enum { MEET_NONE, MEET_TO, MEET_AVOID };
static int meet(uint32_t b, uint32_t lo, IrPoint to, IrPoint avoid) {
  bool a = avoid.block == b && avoid.index >= lo;
  bool t = to.block == b && to.index >= lo;
  if (a && (!t || avoid.index <= to.index)) return MEET_AVOID;
  return t ? MEET_TO : MEET_NONE;
}

/* Is there a path on the real CFG that leaves point `from`, reaches point
 * `to` and does not pass point `avoid` on the way? */
static bool reaches_avoiding(const StreamCfg *c, IrPoint from, IrPoint to,
                             IrPoint avoid) {
  int m = meet(from.block, from.index + 1, to, avoid);
  if (m != MEET_NONE) return m == MEET_TO;
  uint8_t *seen = xcalloc(c->nb, 1);
  uint32_t *work = xmalloc(c->nb * sizeof(uint32_t)), nw = 0;
  const Csr *g = &c->succ;
  for (uint32_t k = g->off[from.block]; k < g->off[from.block + 1]; k++)
    if (!seen[g->adj[k]]) seen[g->adj[k]] = 1, work[nw++] = g->adj[k];
  bool found = false;
  while (nw && !found) {
    uint32_t b = work[--nw];
    m = meet(b, 0, to, avoid);
    found = m == MEET_TO;
    if (m != MEET_NONE) continue;
    for (uint32_t k = g->off[b]; k < g->off[b + 1]; k++)
      if (!seen[g->adj[k]]) seen[g->adj[k]] = 1, work[nw++] = g->adj[k];
  }
  free(seen);
  free(work);
  return found;
}

/* u post-dominates d (stream.h's exit). */
static bool point_pdom(const StreamCfg *c, IrPoint u, IrPoint d) {
  if (u.block != d.block)
    return ir_postdominates(c->ipdom, c->nb, u.block, d.block);
  if (u.index > d.index) return true;
  /* u is at or before d: every way out of the block must come back to it */
  const Csr *g = &c->exitg;
  for (uint32_t k = g->off[d.block]; k < g->off[d.block + 1]; k++)
    if (!ir_postdominates(c->ipdom, c->nb, d.block, g->adj[k]))
      return false; /* also when the block leads to the exit */
  return c->ipdom[d.block] != UINT32_MAX;
}

static unsigned conditions(const StreamCfg *c, IrPoint d, IrPoint u) {
  unsigned h = 0;
  if (d.block == u.block ? d.index < u.index
                         : ir_dominates(c->idom, d.block, u.block))
    h |= STREAM_DOM;
  if (point_pdom(c, u, d)) h |= STREAM_PDOM;
  if (!reaches_avoiding(c, d, d, u)) h |= STREAM_D_RESPECTS_U;
  if (!reaches_avoiding(c, u, u, d)) h |= STREAM_U_RESPECTS_D;
  return h;
}

StreamVerdict stream_chain(const StreamCfg *c, const IrPoint *defs,
                           uint32_t ndefs, IrPoint u) {
  StreamVerdict v = {0, false, false};
  check_point(c, u);
  if (!ndefs) return v;
  v.holds = STREAM_ALL;
  uint32_t distinct = 0;
  for (uint32_t i = 0; i < ndefs; i++) {
    check_point(c, defs[i]);
    bool dup = false;
    for (uint32_t k = 0; k < i; k++)
      dup = dup || (defs[k].block == defs[i].block &&
                    defs[k].index == defs[i].index);
    if (dup) continue;
    distinct++;
    v.holds &= conditions(c, defs[i], u);
  }
  v.multi_def = distinct > 1;
  v.streamable = !v.multi_def && v.holds == STREAM_ALL;
  return v;
}

static IrPoint val_point(const StreamCfg *c, ValId v) {
  if (v >= c->f->vals.len || ir_cval(c->f, v)->op == OP_NOP)
    ICE("%%%u is not a live value", v);
  uint32_t b = ir_cval(c->f, v)->block;
  const Block *bl = &c->f->blocks.data[b];
  for (uint32_t i = 0; i < bl->ops.len; i++)
    if (bl->ops.data[i] == v) return (IrPoint){b, i};
  ICE("%%%u is not listed in its block bb%u", v, b);
}

StreamVerdict stream_use(const StreamCfg *c, ValId v, IrPoint u) {
  check_point(c, u);
  const Block *bl = &c->f->blocks.data[u.block];
  IrPoint d = val_point(c, v);
  if (u.index == bl->ops.len) {
    if (bl->term.arg != v) ICE("the terminator of bb%u does not use %%%u", u.block, v);
    return stream_chain(c, &d, 1, u);
  }
  const Val *w = ir_cval(c->f, bl->ops.data[u.index]);
  bool uses = false;
  for (uint32_t i = 0; i < w->nargs; i++) uses = uses || w->args[i] == v;
  if (!uses) ICE("bb%u:%u does not use %%%u", u.block, u.index, v);
  if (w->op != OP_PHI) return stream_chain(c, &d, 1, u);
  IrPoint *defs = xmalloc(w->nargs * sizeof(IrPoint));
  for (uint32_t i = 0; i < w->nargs; i++) defs[i] = val_point(c, w->args[i]);
  StreamVerdict r = stream_chain(c, defs, w->nargs, u);
  free(defs);
  return r;
}

const char *stream_refusal(StreamVerdict v) {
  if (v.streamable) return NULL;
  if (v.multi_def) return "the use has several reaching definitions";
  if (!(v.holds & STREAM_DOM)) return "the definition does not dominate the use";
  if (!(v.holds & STREAM_PDOM))
    return "the use does not post-dominate the definition";
  if (!(v.holds & STREAM_D_RESPECTS_U))
    return "the definition can repeat before the use";
  return "the use can repeat before the definition";
}
