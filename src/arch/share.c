/* share.c - register sharing: values whose registers are never live at
 * the same time (and have the same width) share one register.
 *
 * Liveness is computed over the unit's state graph (a state is one clock
 * cycle; its successors are the next step of its block or, in a block's
 * last state, the first states of the CFG successors; a return goes to
 * IDLE). A register is read in a state when a user reads the value from
 * the register there; it is written at the end of the value's ready state
 * (unconditionally: that kills it) or, for a PHI, at the end of each
 * predecessor's last state (conditionally on the edge, so it does not
 * kill). Two registers interfere when one is written in a state after
 * which the other is live. Greedy assignment in value order keeps the
 * result deterministic.
 *
 * Everything is sparse, so the pass takes time linear in the live ranges
 * and the interferences, not states x registers (a long dependence chain
 * has as many registers as states, each live for a state or two): the
 * live-in states of a register are found by walking back from each of its
 * reads over the state graph's predecessors, stopping at the state that
 * kills it; the first fit visits, for each register, only the groups of
 * its width that its neighbours already joined. */
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

typedef VEC(uint64_t) Pairs; /* hi << 32 | lo */

typedef struct Live {
  uint32_t nstates, ncand;
  uint32_t *cand;        /* register index -> ValId */
  uint32_t *index;       /* ValId -> register index */
  uint32_t *kill;        /* register -> the state that kills it, or NONE */
  Pairs use;             /* register << 32 | state where it is read */
  Pairs def;             /* state << 32 | register written there */
  Pairs out;             /* state << 32 | register live after the state */
} Live;

#define NONE UINT32_MAX

/* (a pipelined loop is one state: its step is a time within an iteration) */
static uint32_t state_of(const Arch *A, uint32_t b, uint32_t step) {
  return A->state0[b] + (arch_pipelined(A, b) ? 0 : step);
}
static uint32_t last(const Arch *A, uint32_t b) { return A->s->nstates[b] - 1; }

static void push_pair(Pairs *v, uint32_t hi, uint32_t lo) {
  vec_push(v, (uint64_t)hi << 32 | lo);
}

/* Notes that `a` is read from its register in block b at `step`. */
static void note_read(Arch *A, Live *L, ValId a, uint32_t b, uint32_t step) {
  const Val *x = ir_cval(A->f, a);
  if (x->op == OP_CONST || x->op == OP_PARAM || arch_pipelined(A, x->block))
    return; /* (PARAM: a register of its own, never shared) */
  if (x->op != OP_PHI && x->block == b && arch_ready(A, a) == step) return;
  if (L->index[a] == UINT32_MAX) ICE("value %%%u read without register", a);
  push_pair(&L->use, L->index[a], state_of(A, b, step));
}

static void collect(Arch *A, Live *L) {
  const Func *f = A->f;
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, (ValId)v);
    if (!A->live[v] || x->op == OP_NOP || x->op == OP_CONST) continue;
    for (uint32_t i = 0; i < x->nargs; i++) {
      if (x->op == OP_PHI) {
        uint32_t p = x->phi_blocks[i];
        note_read(A, L, x->args[i], p, last(A, p));
      } else {
        note_read(A, L, x->args[i], x->block, (uint32_t)A->s->cycle[v]);
      }
    }
    uint32_t r = L->index[v];
    if (r == UINT32_MAX) continue;
    if (x->op != OP_PHI) {
      uint32_t s = state_of(A, x->block, arch_ready(A, (ValId)v));
      push_pair(&L->def, s, r);
      L->kill[r] = s;
    } else {
      for (uint32_t i = 0; i < x->nargs; i++)
        push_pair(&L->def, state_of(A, x->phi_blocks[i],
                                    last(A, x->phi_blocks[i])), r);
    }
  }
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Term *t = &f->blocks.data[b].term;
    if (t->kind != TERM_BR && t->arg != IR_NOVAL)
      note_read(A, L, t->arg, (uint32_t)b, last(A, (uint32_t)b));
  }
}

static int cmp_u64(const void *pa, const void *pb) {
  uint64_t a = *(const uint64_t *)pa, b = *(const uint64_t *)pb;
  return a < b ? -1 : a > b;
}

/* CSR of the pairs hi << 32 | lo, sorted: first[h] .. first[h + 1] index
 * the pairs of h. */
static uint32_t *index_pairs(uint64_t *p, size_t len, uint32_t n) {
  if (len > 1) qsort(p, len, sizeof *p, cmp_u64);
  uint32_t *first = xcalloc((size_t)n + 2, sizeof *first);
  for (size_t k = 0; k < len; k++) first[(p[k] >> 32) + 1]++;
  for (uint32_t h = 0; h <= n; h++) first[h + 1] += first[h];
  return first;
}

/* The state graph's predecessors (edges of the successor relation: the
 * next step of a block, a block's last state to its CFG successors'
 * first states), as pairs target << 32 | source. */
static uint32_t *predecessors(const Arch *A, uint32_t nstates,
                              Pairs *pred) {
  const Func *f = A->f;
  for (uint32_t b = 0; b < f->blocks.len; b++)
    for (uint32_t k = 0; k < A->s->nstates[b]; k++) {
      uint32_t s = state_of(A, b, k);
      if (k < last(A, b)) {
        push_pair(pred, s + 1, s);
        continue;
      }
      const Term *t = &f->blocks.data[b].term;
      for (uint32_t i = 0; i < t->nsuccs; i++)
        push_pair(pred, A->state0[t->succs[i]], s);
    }
  return index_pairs(pred->data, pred->len, nstates);
}

/* Liveness: r is live into s when a path from s reaches a read of r
 * before any state that kills r (a read in the killing state itself
 * counts, as in = use | (out & ~kill)); it is live out of every
 * predecessor of such an s. Walks back from the reads, each register's
 * states visited once (stamps). */
static void solve(const Arch *A, Live *L) {
  Pairs pred = {0};
  uint32_t *pfirst = predecessors(A, L->nstates, &pred);
  size_t n = (size_t)L->nstates + 1;
  uint32_t *in_mark = xmalloc(n * sizeof *in_mark);
  uint32_t *out_mark = xmalloc(n * sizeof *out_mark);
  for (size_t s = 0; s < n; s++) in_mark[s] = out_mark[s] = NONE;
  uint32_t *stack = xmalloc(n * sizeof *stack);
  uint64_t *u = L->use.data;
  if (L->use.len > 1) qsort(u, L->use.len, sizeof *u, cmp_u64);
  for (size_t k = 0; k < L->use.len; k++) {
    uint32_t r = (uint32_t)(u[k] >> 32), s0 = (uint32_t)u[k];
    if (in_mark[s0] == r) continue;
    in_mark[s0] = r;
    uint32_t sp = 0;
    stack[sp++] = s0;
    while (sp) {
      uint32_t s = stack[--sp];
      for (uint32_t e = pfirst[s]; e < pfirst[s + 1]; e++) {
        uint32_t p = (uint32_t)pred.data[e];
        if (out_mark[p] != r) {
          out_mark[p] = r;
          push_pair(&L->out, p, r);
        }
        if (L->kill[r] == p || in_mark[p] == r) continue;
        in_mark[p] = r;
        stack[sp++] = p;
      }
    }
  }
  free(in_mark), free(out_mark), free(stack), free(pfirst);
  vec_free(&pred);
}

/* The interference graph as pairs i << 32 | j, both ways: i written in a
 * state after which j is live. */
static void interference(const Live *L, Pairs *g) {
  uint32_t *dfirst = index_pairs(L->def.data, L->def.len, L->nstates);
  uint32_t *ofirst = index_pairs(L->out.data, L->out.len, L->nstates);
  for (uint32_t s = 0; s < L->nstates; s++)
    for (uint32_t d = dfirst[s]; d < dfirst[s + 1]; d++)
      for (uint32_t o = ofirst[s]; o < ofirst[s + 1]; o++) {
        uint32_t i = (uint32_t)L->def.data[d], j = (uint32_t)L->out.data[o];
        push_pair(g, i, j);
        push_pair(g, j, i);
      }
  free(dfirst), free(ofirst);
}

/* First fit in value order: each register joins the first earlier group of
 * its width none of whose members it interferes with. The groups of one
 * width, in order of creation, are a list; a register walks it only past
 * the groups its neighbours joined (marked), so the cost is linear in its
 * interferences. */
static void assign(Arch *A, const Live *L, Pairs *g) {
  uint32_t n = L->ncand;
  uint32_t *gfirst = index_pairs(g->data, g->len, n);
  uint32_t *group = xcalloc((size_t)n + 1, sizeof *group);
  uint32_t *mark = xmalloc(((size_t)n + 1) * sizeof *mark);
  uint32_t *next = xmalloc(((size_t)n + 1) * sizeof *next); /* list link */
  unsigned maxw = 0;
  for (uint32_t i = 0; i < n; i++) {
    unsigned w = ir_cval(A->f, L->cand[i])->width;
    if (w > maxw) maxw = w;
  }
  uint32_t *head = xmalloc(((size_t)maxw + 1) * sizeof *head);
  uint32_t *tail = xmalloc(((size_t)maxw + 1) * sizeof *tail);
  for (unsigned w = 0; w <= maxw; w++) head[w] = tail[w] = NONE;
  for (uint32_t i = 0; i < n; i++) mark[i] = NONE;
  for (uint32_t i = 0; i < n; i++) {
    unsigned w = ir_cval(A->f, L->cand[i])->width;
    for (uint32_t e = gfirst[i]; e < gfirst[i + 1]; e++) {
      uint32_t j = (uint32_t)g->data[e];
      if (j < i) mark[group[j]] = i;
    }
    uint32_t c = head[w];
    while (c != NONE && mark[c] == i) c = next[c];
    if (c == NONE) { /* a group of its own, last of its width */
      c = i;
      next[i] = NONE;
      if (tail[w] == NONE) head[w] = i;
      else next[tail[w]] = i;
      tail[w] = i;
    }
    group[i] = c;
    A->share[L->cand[i]] = L->cand[c];
  }
  free(gfirst), free(group), free(mark), free(next), free(head), free(tail);
}

void arch_share_regs(Arch *A) {
  const Func *f = A->f;
  Live L;
  memset(&L, 0, sizeof L);
  L.index = xmalloc((f->vals.len + 1) * sizeof *L.index);
  L.cand = xmalloc((f->vals.len + 1) * sizeof *L.cand);
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, (ValId)v);
    A->share[v] = (ValId)v;
    L.index[v] = UINT32_MAX;
    bool has_reg = A->live[v] && x->width && x->op != OP_CONST &&
                   x->op != OP_PARAM && /* stream.c's own register */
                   (x->op == OP_PHI || A->needs_reg[v]) &&
                   !arch_pipelined(A, x->block);
    if (has_reg) L.cand[L.ncand] = (uint32_t)v, L.index[v] = (uint32_t)L.ncand++;
  }
  L.nstates = (uint32_t)A->d->units.data[A->unit].states.len;
  L.kill = xmalloc(((size_t)L.ncand + 1) * sizeof *L.kill);
  for (uint32_t r = 0; r < L.ncand; r++) L.kill[r] = NONE;
  collect(A, &L);
  solve(A, &L);
  Pairs g = {0};
  interference(&L, &g);
  assign(A, &L, &g);
  vec_free(&g);
  vec_free(&L.use);
  vec_free(&L.def);
  vec_free(&L.out);
  free(L.index), free(L.cand), free(L.kill);
}
