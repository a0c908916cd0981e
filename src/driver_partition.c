/* driver_partition.c - array partitions of the compiler's own choice.
 *
 * partition_propose (pass/autopart.c) names, for each on-chip memory
 * that one block of a loop accesses more often than two ports serve, the
 * smallest partition that gives those accesses banks of their own. The
 * proposals are kept only when they pay: f is scheduled twice as the
 * compile would schedule it (the HLS passes, flattening, if-conversion,
 * speculation, SDC and modulo scheduling), without and with them, and
 * they are applied when some loop takes fewer cycles per iteration (its
 * II, or its sequential states) and none takes more; then each proposal
 * whose removal keeps every loop as fast is dropped (fewer banks). ROMs
 * small enough to be logic (sched_rom_in_logic) have no ports to relieve
 * and are never proposed. A memory that
 * `#pragma HLS ARRAY_PARTITION` names is left as the directive says.
 */
#include <stdlib.h>

#include "driver.h"
#include "pass/pass.h"

/* Cycles per iteration of loop L (0: a loop of several blocks). */
static uint32_t per_iteration(const LoopSched *L) {
  return L->pipelined ? L->ii : L->seq_cycles;
}

static bool trial(const Options *opt, const Func *f, const MemPart *prop,
                  Schedule *s) {
  Func *g = ir_clone(f);
  for (size_t m = 0; prop && m < g->mems.len; m++)
    if (prop[m].kind != PART_NONE) g->mems.data[m].part = prop[m];
  SchedOptions so = driver_sched_options(opt);
  bool ok = driver_ir_passes(g) && driver_sched_passes(opt, g) &&
            sched_sdc(g, &so, s);
  ir_func_free(g);
  return ok;
}

/* Whether schedule b is slower than a in no loop (loops matched by their
 * position); the loop that gains most in *La, *Lb (NULL: none gains). */
static bool no_slower(const Schedule *a, const Schedule *b,
                      const LoopSched **La, const LoopSched **Lb) {
  uint32_t best = 0;
  *La = *Lb = NULL;
  for (uint32_t i = 0; i < b->nloops; i++) {
    const LoopSched *y = &b->loops[i];
    const LoopSched *x = NULL;
    for (uint32_t k = 0; k < a->nloops && !x; k++)
      if (a->loops[k].loc.line == y->loc.line &&
          a->loops[k].loc.col == y->loc.col)
        x = &a->loops[k];
    uint32_t cy = per_iteration(y), cx = x ? per_iteration(x) : 0;
    if (!x || !cx || !cy) continue;
    if (cy > cx) return false;
    if (cx - cy > best) {
      best = cx - cy;
      *La = x;
      *Lb = y;
    }
  }
  return true;
}

/* The schedule's states and pipeline stages: what a call spends outside
 * the loops' iterations (fill and drain included). */
static uint64_t shape(const Schedule *s) {
  uint64_t n = 0;
  for (uint32_t b = 0; b < s->nblocks; b++) n += s->nstates[b];
  for (uint32_t i = 0; i < s->nloops; i++)
    if (s->loops[i].pipelined) n += s->loops[i].stages;
  return n;
}

/* Drops each proposal the others do not need: one whose removal leaves
 * every loop as fast as with all of them, and no more states and stages
 * (fewer banks, same cycles). */
static void prune(const Options *opt, const Func *f, MemPart *prop,
                  const Schedule *all) {
  size_t n = 0;
  for (size_t m = 0; m < f->mems.len; m++) n += prop[m].kind != PART_NONE;
  for (size_t m = 0; m < f->mems.len && n > 1; m++) {
    if (prop[m].kind == PART_NONE) continue;
    MemPart keep = prop[m];
    prop[m].kind = PART_NONE;
    Schedule s = {0};
    const LoopSched *La, *Lb;
    bool was = diag_quiet(true);
    bool same = trial(opt, f, prop, &s) && no_slower(all, &s, &La, &Lb) &&
                shape(&s) <= shape(all);
    diag_quiet(was);
    if (same) n--;
    else prop[m] = keep;
    if (s.cycle) sched_free(&s);
  }
}

void driver_auto_partition(const Options *opt, Func *f) {
  if (opt->no_partition || opt->no_pipeline) return;
  MemPart *prop = xcalloc(f->mems.len + 1, sizeof *prop);
  uint32_t n = partition_propose(f, prop);
  for (uint32_t m = 0; m < f->mems.len; m++) /* (no ports to relieve) */
    if (prop[m].kind != PART_NONE && sched_rom_in_logic(f, m)) {
      prop[m].kind = PART_NONE;
      n--;
    }
  if (!n) {
    free(prop);
    return;
  }
  Schedule sa = {0}, sb = {0};
  bool was = diag_quiet(true);
  bool ok = trial(opt, f, NULL, &sa) && trial(opt, f, prop, &sb);
  diag_quiet(was);
  const LoopSched *La = NULL, *Lb = NULL;
  if (ok && no_slower(&sa, &sb, &La, &Lb) && Lb) {
    prune(opt, f, prop, &sb);
    for (size_t m = 0; m < f->mems.len; m++)
      if (prop[m].kind != PART_NONE) f->mems.data[m].part = prop[m];
    f->autopart_line = Lb->loc.line;
    f->autopart_before = per_iteration(La);
    f->autopart_after = per_iteration(Lb);
  }
  if (sa.cycle) sched_free(&sa);
  if (sb.cycle) sched_free(&sb);
  free(prop);
}
