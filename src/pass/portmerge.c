/* portmerge.c - one operation per stream port in a flattened loop.
 *
 * After pass_flatten and if-conversion, the loop's block holds the
 * predicated stream operations of every segment. No path of a segment uses
 * a port twice, so the operations of one port exclude each other: in an
 * iteration at most one of them runs. Merging them into one operation (the
 * seed's read done once for its branches, and writes sunk to where every
 * branch has written) puts every word of the port through one pipeline
 * slot, so the words of successive iterations leave and arrive in order:
 *  - reads: one SREAD predicated by the OR of the predicates; every use of
 *    the old reads takes its word;
 *  - writes: one SWRITE of the word di whose pi holds (a balanced tree of
 *    SELECTs), predicated by the OR (a balanced tree).
 * The block is then ordered again, topologically: operands first, then
 * the program order of every pair of visible effects (stream operations,
 * external stores) that can run in one iteration (one's block reaches the
 * other's in the body before if-conversion), then the order of the
 * accesses of each memory. Ties keep the old order; a merged read takes
 * the place of its first member and a merged write that of its last.
 * When these orders contradict each other there is no merged form and the
 * flattening is refused.
 */
#include <stdlib.h>
#include <string.h>

#include "pass.h"

typedef struct Merge {
  Func *f;
  uint32_t h;
  const FlatOrder *o;
  uint32_t *pos;  /* [val] position in the block, UINT32_MAX: not in it */
  ValId *to;      /* [val] the operation it became (itself if not merged) */
  uint32_t *key;  /* [val] sort key */
} Merge;

static bool is_io(Op op) { return op == OP_SREAD || op == OP_SWRITE; }

/* Whether a and b can run in one iteration (old blocks reach). */
static bool together(const Merge *M, ValId a, ValId b) {
  const FlatOrder *o = M->o;
  if (a >= o->nvals || b >= o->nvals) return true;
  uint32_t x = o->block[a], y = o->block[b];
  if (x >= o->nblocks || y >= o->nblocks) return true;
  return o->reach[(size_t)x * o->nblocks + y] ||
         o->reach[(size_t)y * o->nblocks + x];
}

static ValId pred_of(const Val *x) {
  uint32_t base = x->op == OP_SWRITE ? 1 : 0;
  return x->nargs > base ? x->args[base] : IR_NOVAL;
}

/* Merges ops[0..n) (one port, block order) into one operation. */
static ValId merge_port(Merge *M, const ValId *ops, uint32_t n) {
  Func *f = M->f;
  const Val *first = ir_cval(f, ops[0]);
  Op op = first->op;
  uint64_t port = first->imm;
  SrcLoc loc = first->loc;
  const char *name = first->name;
  unsigned w = op == OP_SREAD ? first->width : 0;
  ValId *p = xmalloc(n * sizeof *p), *d = xmalloc(n * sizeof *d);
  for (uint32_t i = 0; i < n; i++) {
    const Val *x = ir_cval(f, ops[i]);
    p[i] = pred_of(x);
    d[i] = op == OP_SWRITE ? x->args[0] : IR_NOVAL;
  }
  ValId args[2];
  uint32_t na = 0;
  if (op == OP_SWRITE)
    args[na++] = pass_select_tree(f, M->h, ir_cval(f, d[0])->width, p, d, n,
                                  loc);
  ValId pred = pass_or_tree(f, M->h, p, n, loc);
  if (pred != IR_NOVAL) args[na++] = pred;
  free(p);
  free(d);
  ValId m = ir_add(f, M->h, op, w, na, args, loc);
  ir_val(f, m)->imm = port;
  ir_val(f, m)->name = name;
  for (uint32_t i = 0; i < n; i++) {
    if (op == OP_SREAD) ir_replace_uses(f, ops[i], m);
    Val *x = ir_val(f, ops[i]);
    x->op = OP_NOP, x->width = 0, x->nargs = 0, x->args = NULL;
    M->to[ops[i]] = m;
  }
  return m;
}

/* Topological order of the block's non-PHI operations (see the top). */
static bool reorder(Merge *M, const ValId *effects, uint32_t ne) {
  Func *f = M->f;
  Block *bl = &f->blocks.data[M->h];
  size_t nv = f->vals.len;
  VEC(ValId) ops = {0}, phis = {0};
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    if (ir_cval(f, v)->op == OP_NOP) continue;
    if (ir_cval(f, v)->op == OP_PHI) vec_push(&phis, v);
    else vec_push(&ops, v);
  }
  /* edges a -> b as a list per a; indegree per value */
  uint32_t *indeg = xcalloc(nv, sizeof *indeg);
  VEC(uint64_t) edges = {0};
  for (size_t i = 0; i < ops.len; i++) {
    const Val *x = ir_cval(f, ops.data[i]);
    for (uint32_t a = 0; a < x->nargs; a++) {
      const Val *y = ir_cval(f, x->args[a]);
      if (y->block != M->h || y->op == OP_PHI || y->op == OP_CONST ||
          y->op == OP_PARAM)
        continue;
      vec_push(&edges, (uint64_t)x->args[a] << 32 | ops.data[i]);
    }
  }
  for (uint32_t i = 0; i < ne; i++)
    for (uint32_t j = i + 1; j < ne; j++) {
      if (!together(M, effects[i], effects[j])) continue;
      ValId a = M->to[effects[i]], b = M->to[effects[j]];
      if (a == b) continue;
      vec_push(&edges, (uint64_t)a << 32 | b);
    }
  ValId *last = xmalloc(f->mems.len * sizeof *last + 1);
  for (size_t m = 0; m < f->mems.len; m++) last[m] = IR_NOVAL;
  for (size_t i = 0; i < ops.len; i++) {
    const Val *x = ir_cval(f, ops.data[i]);
    if (x->op != OP_LOAD && x->op != OP_STORE) continue;
    if (last[x->imm] != IR_NOVAL)
      vec_push(&edges, (uint64_t)last[x->imm] << 32 | ops.data[i]);
    last[x->imm] = ops.data[i];
  }
  free(last);
  for (size_t e = 0; e < edges.len; e++) indeg[(uint32_t)edges.data[e]]++;
  /* Kahn's algorithm, the smallest key first (quadratic: blocks are small) */
  uint8_t *placed = xcalloc(ops.len, 1);
  VEC(ValId) out = {0};
  for (size_t round = 0; round < ops.len; round++) {
    size_t best = SIZE_MAX;
    for (size_t i = 0; i < ops.len; i++)
      if (!placed[i] && !indeg[ops.data[i]] &&
          (best == SIZE_MAX || M->key[ops.data[i]] < M->key[ops.data[best]]))
        best = i;
    if (best == SIZE_MAX) break;
    placed[best] = 1;
    ValId v = ops.data[best];
    vec_push(&out, v);
    for (size_t e = 0; e < edges.len; e++)
      if ((ValId)(edges.data[e] >> 32) == v) indeg[(uint32_t)edges.data[e]]--;
  }
  bool ok = out.len == ops.len;
  if (ok) {
    bl->ops.len = 0;
    for (size_t i = 0; i < phis.len; i++) vec_push(&bl->ops, phis.data[i]);
    for (size_t i = 0; i < out.len; i++) vec_push(&bl->ops, out.data[i]);
  }
  vec_free(&out);
  free(placed);
  vec_free(&edges);
  free(indeg);
  vec_free(&ops);
  vec_free(&phis);
  return ok;
}

bool pass_merge_ports(Func *f, uint32_t h, const FlatOrder *o,
                      const char **why) {
  Merge M = {.f = f, .h = h, .o = o};
  size_t nv0 = f->vals.len;
  VEC(ValId) effects = {0};
  const Block *bl = &f->blocks.data[h];
  for (size_t i = 0; i < bl->ops.len; i++)
    if (ir_visible_effect(f, bl->ops.data[i])) vec_push(&effects, bl->ops.data[i]);
  /* every value made below is an operand of a merged operation, so a
   * bound of 4 per effect is plenty */
  size_t cap = nv0 + 4 * effects.len + 1;
  M.to = xmalloc(cap * sizeof *M.to);
  M.key = xmalloc(cap * sizeof *M.key);
  for (size_t v = 0; v < cap; v++) M.to[v] = (ValId)v, M.key[v] = UINT32_MAX;
  for (size_t i = 0; i < bl->ops.len; i++) M.key[bl->ops.data[i]] = (uint32_t)i;
  bool ok = true;
  VEC(ValId) same = {0};
  for (size_t p = 0; p < f->ports.len && ok; p++) {
    same.len = 0;
    for (size_t i = 0; i < effects.len; i++) {
      const Val *x = ir_cval(f, effects.data[i]);
      if (is_io(x->op) && x->imm == p) vec_push(&same, effects.data[i]);
    }
    if (same.len < 2) continue;
    for (size_t i = 0; i < same.len && ok; i++)
      for (size_t j = i + 1; j < same.len; j++)
        ok = ok && !together(&M, same.data[i], same.data[j]);
    if (!ok) {
      *why = "a path uses one port twice";
      break;
    }
    bool read = ir_cval(f, same.data[0])->op == OP_SREAD;
    uint32_t k = read ? M.key[same.data[0]] : M.key[same.data[same.len - 1]];
    size_t before = f->vals.len;
    ValId m = merge_port(&M, same.data, (uint32_t)same.len);
    if (f->vals.len > cap) ICE("portmerge: more values than planned");
    for (size_t v = before; v < f->vals.len; v++) M.key[v] = k;
    (void)m;
  }
  vec_free(&same);
  if (ok && !reorder(&M, effects.data, (uint32_t)effects.len)) {
    *why = "the order of its effects cannot be kept with one operation per "
           "port";
    ok = false;
  }
  vec_free(&effects);
  free(M.to);
  free(M.key);
  return ok;
}
