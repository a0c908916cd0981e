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
 * result deterministic. */
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

typedef struct Live {
  size_t nstates, nwords;
  uint64_t *use, *kill, *def, *in, *out; /* [state * nwords] bit sets */
  uint32_t *cand;                        /* register index -> ValId */
  uint32_t *index;                       /* ValId -> register index */
  size_t ncand;
} Live;

static uint64_t *row(const Live *L, uint64_t *set, size_t s) {
  return set + s * L->nwords;
}
static void set_bit(uint64_t *r, uint32_t i) { r[i / 64] |= 1ull << (i % 64); }
static bool get_bit(const uint64_t *r, uint32_t i) {
  return (r[i / 64] >> (i % 64)) & 1;
}

/* (a pipelined loop is one state: its step is a time within an iteration) */
static uint32_t state_of(const Arch *A, uint32_t b, uint32_t step) {
  return A->state0[b] + (arch_pipelined(A, b) ? 0 : step);
}
static uint32_t last(const Arch *A, uint32_t b) { return A->s->nstates[b] - 1; }

/* Notes that `a` is read from its register in block b at `step`. */
static void note_read(Arch *A, Live *L, ValId a, uint32_t b, uint32_t step) {
  const Val *x = ir_cval(A->f, a);
  if (x->op == OP_CONST || x->op == OP_PARAM || arch_pipelined(A, x->block))
    return; /* (PARAM: a register of its own, never shared) */
  if (x->op != OP_PHI && x->block == b && arch_ready(A, a) == step) return;
  if (L->index[a] == UINT32_MAX) ICE("value %%%u read without register", a);
  set_bit(row(L, L->use, state_of(A, b, step)), L->index[a]);
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
      set_bit(row(L, L->def, s), r);
      set_bit(row(L, L->kill, s), r);
    } else {
      for (uint32_t i = 0; i < x->nargs; i++)
        set_bit(row(L, L->def, state_of(A, x->phi_blocks[i],
                                        last(A, x->phi_blocks[i]))), r);
    }
  }
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Term *t = &f->blocks.data[b].term;
    if (t->kind != TERM_BR && t->arg != IR_NOVAL)
      note_read(A, L, t->arg, (uint32_t)b, last(A, (uint32_t)b));
  }
}

/* out(s) |= in(succ); returns true when anything changed. */
static bool merge_succ(const Live *L, size_t s, size_t succ) {
  bool changed = false;
  uint64_t *o = row(L, L->out, s), *i = row(L, L->in, succ);
  for (size_t w = 0; w < L->nwords; w++)
    if (i[w] & ~o[w]) o[w] |= i[w], changed = true;
  return changed;
}

static bool step_state(Arch *A, Live *L, uint32_t b, uint32_t k) {
  size_t s = state_of(A, b, k);
  bool changed = false;
  if (k < last(A, b)) {
    changed |= merge_succ(L, s, s + 1);
  } else {
    const Term *t = &A->f->blocks.data[b].term;
    for (uint32_t i = 0; i < t->nsuccs; i++)
      changed |= merge_succ(L, s, A->state0[t->succs[i]]);
  }
  uint64_t *in = row(L, L->in, s), *o = row(L, L->out, s);
  uint64_t *u = row(L, L->use, s), *kl = row(L, L->kill, s);
  for (size_t w = 0; w < L->nwords; w++) {
    uint64_t n = u[w] | (o[w] & ~kl[w]);
    if (n != in[w]) in[w] = n, changed = true;
  }
  return changed;
}

static void solve(Arch *A, Live *L) {
  const Func *f = A->f;
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t b = f->blocks.len; b-- > 0;)
      for (uint32_t k = A->s->nstates[b]; k-- > 0;)
        changed |= step_state(A, L, (uint32_t)b, k);
  }
}

/* g[i] is the set of registers that register i may not share with. */
static uint64_t *interference(const Live *L) {
  uint64_t *g = xcalloc(L->ncand * L->nwords + 1, sizeof *g);
  for (size_t s = 0; s < L->nstates; s++) {
    uint64_t *d = row(L, L->def, s), *o = row(L, L->out, s);
    for (uint32_t i = 0; i < L->ncand; i++) {
      if (!get_bit(d, i)) continue;
      uint64_t *gi = g + (size_t)i * L->nwords;
      for (size_t w = 0; w < L->nwords; w++) {
        gi[w] |= o[w];
        for (uint64_t bits = o[w]; bits; bits &= bits - 1) {
          uint32_t j = (uint32_t)(w * 64 + (size_t)__builtin_ctzll(bits));
          set_bit(g + (size_t)j * L->nwords, i);
        }
      }
    }
  }
  return g;
}

/* First fit in value order: each register joins the first earlier group of
 * its width none of whose members it interferes with. */
static void assign(Arch *A, const Live *L, const uint64_t *g) {
  uint64_t *members = xcalloc(L->ncand * L->nwords + 1, sizeof *members);
  uint32_t *group = xcalloc(L->ncand + 1, sizeof *group);
  for (uint32_t i = 0; i < L->ncand; i++) {
    unsigned w = ir_cval(A->f, L->cand[i])->width;
    const uint64_t *gi = g + (size_t)i * L->nwords;
    group[i] = i;
    for (uint32_t c = 0; c < i; c++) {
      if (group[c] != c || ir_cval(A->f, L->cand[c])->width != w) continue;
      const uint64_t *m = members + (size_t)c * L->nwords;
      bool clash = false;
      for (size_t k = 0; k < L->nwords && !clash; k++) clash = (gi[k] & m[k]) != 0;
      if (!clash) {
        group[i] = c;
        break;
      }
    }
    set_bit(members + (size_t)group[i] * L->nwords, i);
    A->share[L->cand[i]] = L->cand[group[i]];
  }
  free(group);
  free(members);
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
  L.nstates = A->d->units.data[A->unit].states.len;
  L.nwords = (L.ncand + 63) / 64 + 1;
  size_t n = L.nstates * L.nwords;
  L.use = xcalloc(n, 8), L.kill = xcalloc(n, 8), L.def = xcalloc(n, 8);
  L.in = xcalloc(n, 8), L.out = xcalloc(n, 8);
  collect(A, &L);
  solve(A, &L);
  uint64_t *g = interference(&L);
  assign(A, &L, g);
  free(g);
  free(L.use), free(L.kill), free(L.def), free(L.in), free(L.out);
  free(L.index), free(L.cand);
}
