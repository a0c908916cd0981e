/* autopart.c - partition_propose: the partitions the compiler tries by
 * itself (the driver keeps one only when the schedule gets faster).
 *
 * A memory is a candidate when one block inside a loop accesses it more
 * often than its two ports serve in a cycle. The proposal is the smallest
 * partition of the memory's words as one dimension (stride 1, all words)
 * under which every access of that block reaches a bank known when
 * compiling (partition_bank_of) and no bank gets more than two of them:
 * cyclic by 2, block by 2, cyclic by 4, ... up to MAX_BANKS banks, factors
 * that divide the number of words. For a memory accessed like that in
 * several blocks, the block with the most accesses decides. Accesses of
 * other blocks then reach every bank (partition.c).
 */
#include <stdlib.h>
#include <string.h>

#include "../analysis/affine.h"
#include "pass.h"

enum { MAX_BANKS = 64, PORTS = 2 };

/* Whether block b lies on a cycle of the CFG (it can reach itself). */
static bool in_loop(const Func *f, uint32_t b, uint8_t *seen, uint32_t *stack) {
  memset(seen, 0, f->blocks.len);
  size_t n = 0;
  for (uint32_t i = 0; i < ir_nsuccs(f, b); i++)
    stack[n++] = f->blocks.data[b].term.succs[i];
  while (n) {
    uint32_t x = stack[--n];
    if (x == b) return true;
    if (seen[x]) continue;
    seen[x] = 1;
    for (uint32_t i = 0; i < ir_nsuccs(f, x); i++)
      if (!seen[f->blocks.data[x].term.succs[i]])
        stack[n++] = f->blocks.data[x].term.succs[i];
  }
  return false;
}

/* Whether partition p sends every access of acc[] (forms a[]) to a bank
 * known when compiling, at most PORTS to each. */
static bool serves(const AffineCtx *A, const MemPart *p, const Affine *a,
                   size_t n) {
  uint32_t count[MAX_BANKS] = {0};
  for (size_t i = 0; i < n; i++) {
    uint64_t bank;
    if (!partition_bank_of(A, p, &a[i], &bank) || bank >= MAX_BANKS ||
        ++count[bank] > PORTS)
      return false;
  }
  return true;
}

static bool propose_for(const AffineCtx *A, const Mem *m, const Affine *a,
                        size_t n, MemPart *out) {
  for (uint32_t k = 2; k <= MAX_BANKS && k <= m->depth; k *= 2) {
    if (m->depth % k) continue;
    for (int kind = PART_CYCLIC; kind <= PART_BLOCK; kind++) {
      MemPart p = {(PartKind)kind, k, 0, 1, m->depth, m->loc, true};
      if (serves(A, &p, a, n)) {
        *out = p;
        return true;
      }
    }
  }
  return false;
}

uint32_t partition_propose(const Func *f, MemPart *prop) {
  memset(prop, 0, f->mems.len * sizeof *prop);
  uint32_t *count = xcalloc(f->mems.len, sizeof *count);
  uint32_t *best = xcalloc(f->mems.len, sizeof *best);
  uint8_t *seen = xmalloc(f->blocks.len + 1);
  size_t nedges = 0;
  for (size_t b = 0; b < f->blocks.len; b++) nedges += ir_nsuccs(f, (uint32_t)b);
  uint32_t *stack = xmalloc((2 * nedges + 1) * sizeof *stack);
  AffineCtx A = {0};
  bool analysed = false;
  Affine *forms = NULL;
  size_t cap = 0;
  uint32_t n = 0;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    memset(count, 0, f->mems.len * sizeof *count);
    bool want = false;
    for (size_t i = 0; i < bl->ops.len; i++) {
      const Val *x = ir_cval(f, bl->ops.data[i]);
      if (x->op != OP_LOAD && x->op != OP_STORE) continue;
      const Mem *m = &f->mems.data[x->imm];
      if (m->external || m->part.kind != PART_NONE) continue;
      want |= ++count[x->imm] > PORTS && count[x->imm] > best[x->imm];
    }
    if (!want || !in_loop(f, b, seen, stack)) continue;
    if (!analysed) affine_init(&A, f);
    analysed = true;
    for (uint32_t mi = 0; mi < f->mems.len; mi++) {
      if (count[mi] <= PORTS || count[mi] <= best[mi]) continue;
      if (cap < count[mi]) {
        cap = count[mi];
        forms = xrealloc(forms, cap * sizeof *forms);
      }
      size_t k = 0;
      for (size_t i = 0; i < bl->ops.len; i++) {
        const Val *x = ir_cval(f, bl->ops.data[i]);
        if ((x->op == OP_LOAD || x->op == OP_STORE) && x->imm == mi)
          forms[k++] = affine_of(&A, x->args[0]);
      }
      MemPart p;
      if (!propose_for(&A, &f->mems.data[mi], forms, k, &p)) continue;
      n += prop[mi].kind == PART_NONE;
      prop[mi] = p;
      best[mi] = count[mi];
    }
  }
  if (analysed) affine_free(&A);
  free(forms);
  free(stack);
  free(seen);
  free(best);
  free(count);
  return n;
}
