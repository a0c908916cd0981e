/* dom.c - dominator tree by the iterative algorithm of Cooper, Harvey and
 * Kennedy ("A Simple, Fast Dominance Algorithm", 2001) over reverse
 * postorder. Predecessors are derived from the terminators here, so the
 * caller need not run ir_fill_preds first and stale Block.preds are
 * harmless. */
#include <stdlib.h>
#include <string.h>

#include "../ir/ir.h"

typedef struct Cfg {
  size_t nb;
  uint32_t *rpo;      /* blocks in reverse postorder (reachable only) */
  uint32_t nrpo;
  uint32_t *order;    /* position in rpo, UINT32_MAX when unreachable */
  uint32_t *pred_off; /* preds of b: pred[pred_off[b] .. pred_off[b + 1]) */
  uint32_t *pred;
} Cfg;

static void build_preds(const Func *f, Cfg *g) {
  g->pred_off = xcalloc(g->nb + 1, sizeof(uint32_t));
  size_t total = 0;
  for (size_t b = 0; b < g->nb; b++) {
    const Term *t = &f->blocks.data[b].term;
    for (uint32_t i = 0; i < t->nsuccs; i++)
      if (t->succs[i] < g->nb) g->pred_off[t->succs[i] + 1]++, total++;
  }
  for (size_t b = 0; b < g->nb; b++) g->pred_off[b + 1] += g->pred_off[b];
  g->pred = xmalloc((total ? total : 1) * sizeof(uint32_t));
  uint32_t *fill = xmalloc((g->nb + 1) * sizeof(uint32_t));
  for (size_t b = 0; b <= g->nb; b++) fill[b] = g->pred_off[b];
  for (size_t b = 0; b < g->nb; b++) {
    const Term *t = &f->blocks.data[b].term;
    for (uint32_t i = 0; i < t->nsuccs; i++)
      if (t->succs[i] < g->nb) g->pred[fill[t->succs[i]]++] = (uint32_t)b;
  }
  free(fill);
}

/* Iterative depth-first search; postorder reversed in place. */
static void build_rpo(const Func *f, Cfg *g) {
  size_t nb = g->nb;
  uint32_t *stack = xmalloc(nb * sizeof(uint32_t));
  uint32_t *next = xcalloc(nb, sizeof(uint32_t)); /* next successor to try */
  bool *seen = xcalloc(nb, sizeof(bool));
  uint32_t *post = xmalloc(nb * sizeof(uint32_t));
  uint32_t sp = 0, np = 0;
  stack[sp++] = 0;
  seen[0] = true;
  while (sp) {
    uint32_t b = stack[sp - 1];
    const Term *t = &f->blocks.data[b].term;
    if (next[b] < t->nsuccs) {
      uint32_t s = t->succs[next[b]++];
      if (s < nb && !seen[s]) {
        seen[s] = true;
        stack[sp++] = s;
      }
    } else {
      post[np++] = b;
      sp--;
    }
  }
  g->rpo = xmalloc(nb * sizeof(uint32_t));
  g->order = xmalloc(nb * sizeof(uint32_t));
  for (size_t b = 0; b < nb; b++) g->order[b] = UINT32_MAX;
  for (uint32_t i = 0; i < np; i++) {
    g->rpo[i] = post[np - 1 - i];
    g->order[g->rpo[i]] = i;
  }
  g->nrpo = np;
  free(stack);
  free(next);
  free(seen);
  free(post);
}

static uint32_t intersect(const Cfg *g, const uint32_t *idom, uint32_t a,
                          uint32_t b) {
  while (a != b) {
    while (g->order[a] > g->order[b]) a = idom[a];
    while (g->order[b] > g->order[a]) b = idom[b];
  }
  return a;
}

uint32_t *ir_dominators(const Func *f) {
  Cfg g = {0};
  g.nb = f->blocks.len;
  uint32_t *idom = xmalloc((g.nb ? g.nb : 1) * sizeof(uint32_t));
  if (!g.nb) return idom;
  build_preds(f, &g);
  build_rpo(f, &g);
  for (size_t b = 0; b < g.nb; b++) idom[b] = UINT32_MAX;
  idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t i = 1; i < g.nrpo; i++) {
      uint32_t b = g.rpo[i], nd = UINT32_MAX;
      for (uint32_t k = g.pred_off[b]; k < g.pred_off[b + 1]; k++) {
        uint32_t p = g.pred[k];
        if (idom[p] == UINT32_MAX) continue; /* unprocessed or unreachable */
        nd = nd == UINT32_MAX ? p : intersect(&g, idom, p, nd);
      }
      if (nd != idom[b]) {
        idom[b] = nd;
        changed = true;
      }
    }
  }
  free(g.rpo);
  free(g.order);
  free(g.pred_off);
  free(g.pred);
  return idom;
}

bool ir_dominates(const uint32_t *idom, uint32_t a, uint32_t b) {
  if (idom[a] == UINT32_MAX || idom[b] == UINT32_MAX) return false;
  while (b != a) {
    if (b == 0) return false;
    b = idom[b];
  }
  return true;
}

uint32_t ir_loop_body(const Func *f, const uint32_t *idom, size_t nidom,
                      uint32_t h, uint8_t *body) {
  memset(body, 0, f->blocks.len);
  VEC(uint32_t) work = {0};
  const Block *hb = &f->blocks.data[h];
  for (size_t i = 0; i < hb->preds.len; i++) {
    uint32_t p = hb->preds.data[i];
    if (p < nidom && idom[p] != UINT32_MAX && ir_dominates(idom, h, p) &&
        !body[p]) {
      body[p] = 1;
      if (p != h) vec_push(&work, p);
    }
  }
  bool latch = false;
  for (size_t i = 0; i < f->blocks.len; i++) latch = latch || body[i];
  if (!latch) {
    vec_free(&work);
    return 0;
  }
  body[h] = 1;
  while (work.len) {
    uint32_t b = work.data[--work.len];
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->preds.len; i++)
      if (!body[bl->preds.data[i]]) {
        body[bl->preds.data[i]] = 1;
        vec_push(&work, bl->preds.data[i]);
      }
  }
  vec_free(&work);
  uint32_t n = 0;
  for (size_t i = 0; i < f->blocks.len; i++) n += body[i];
  return n;
}
