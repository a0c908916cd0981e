/* forward.c - store-to-load forwarding in pipelined loops (sched.h,
 * Schedule.forward): which loads may forward, which stores feed them in a
 * schedule, and the report's counts. modulo.c relaxes the memory
 * constraints of the candidates and keeps the forwarding schedule only
 * when its II is lower; arch/memory.c builds the comparators.
 */
#include <stdlib.h>

#include "sdc_int.h"

/* A load L may read the word a store S of iteration k - d writes in L's
 * read cycle, as long as S's data exists when L's data arrives
 * (t_L + lat_L + d II >= t_S + 1, lat_L = 1):
 * the hardware compares the registered addresses and takes S's registered
 * data. A later cycle than that would need the data before it exists; an
 * earlier one is committed to the RAM before the read. In a pipeline that
 * drains (II 1), stages move on their own: the iteration d stages ahead
 * of L may hold at S's stage while L's stage moves into a bubble, so S
 * would store after L's data arrives. Only d = 1 is safe there: the stage
 * right after L's read stage holding makes L's hold too (pipestall.c),
 * and L's data and the forwarding registers keep the read cycle's values
 * while L's stage holds (arch/memory.c). So a draining loop forwards only
 * from distance 1 and keeps the constraint for larger distances. */
uint32_t forward_stores(const Func *f, uint32_t b, ValId v) {
  const Val *x = ir_cval(f, v);
  if (x->op != OP_LOAD || !sched_port_access(f, v) ||
      f->mems.data[x->imm].external)
    return 0;
  const Block *bl = &f->blocks.data[b];
  uint32_t n = 0;
  for (size_t i = 0; i < bl->ops.len; i++) {
    const Val *y = ir_cval(f, bl->ops.data[i]);
    n += y->op == OP_STORE && y->imm == x->imm &&
         sg_may_alias(f, v, bl->ops.data[i]);
  }
  return n;
}

bool forward_candidates(const Func *f, uint32_t b) {
  const Block *bl = &f->blocks.data[b];
  for (size_t i = 0; i < bl->ops.len; i++)
    if (forward_stores(f, b, bl->ops.data[i])) return true;
  return false;
}

/* Where v is in its block's program order. */
/* STORE y runs in LOAD x's read cycle before it: earlier in the same
 * iteration (sdc.c lets a forwarding load share the cycle of the nearest
 * store before it), or in an older iteration of loop L; in a pipeline
 * that drains, only the iteration just before (the stage after the
 * load's read stage, which cannot hold while the read stage moves when
 * both hold iterations). */
static bool source_at(const Func *f, const Schedule *s, const LoopSched *L,
                      ValId x, ValId y) {
  const Val *lx = ir_cval(f, x), *sy = ir_cval(f, y);
  if (sy->op != OP_STORE || sy->imm != lx->imm || sy->block != lx->block)
    return false;
  int32_t dt = s->cycle[y] - s->cycle[x];
  if (dt == 0) return ir_op_index(f, y) < ir_op_index(f, x);
  if (L->drain) return dt == 1;
  return dt > 0 && dt % (int32_t)L->ii == 0;
}

bool sched_forward_source(const Func *f, const Schedule *s, ValId load,
                          ValId store) {
  uint32_t b = ir_cval(f, load)->block;
  return s->forward[load] && s->loop_of[b] >= 0 &&
         source_at(f, s, &s->loops[s->loop_of[b]], load, store);
}

void forward_record(const SGraph *g, Schedule *s, LoopSched *L) {
  const Func *f = g->f;
  uint8_t *src = xcalloc(g->n, 1);
  for (uint32_t i = 0; i + 1 < g->n; i++) {
    ValId v = g->nodes[i].v;
    if (g->nodes[i].lat != 1 || !forward_stores(f, g->block, v))
      continue;
    uint32_t n = 0;
    for (uint32_t j = 0; j + 1 < g->n; j++)
      if (source_at(f, s, L, v, g->nodes[j].v)) {
        n++;
        src[j] = 1;
      }
    s->forward[v] = n > 0;
    if (!n) continue;
    L->fwd_loads++;
    L->fwd_cmps += n;
    L->fwd_mem = f->mems.data[ir_cval(f, v)->imm].name;
  }
  for (uint32_t j = 0; j + 1 < g->n; j++) L->fwd_stores += src[j];
  free(src);
}
