/* flatchoice.c - which loop nests to flatten, decided by their schedules.
 *
 * pass_flatten makes a loop nest one loop whose iterations
 * are the nest's segments, so that moving from one loop of the nest to
 * another costs no cycle and a port moves one word per iteration. It pays
 * when that loop is pipelined and no slower per iteration than any loop of
 * the nest was: then every segment takes no more cycles than the
 * iteration it comes from, and the entries, exits and the outer loop's own
 * states are free. For each outermost nest, one trial copy of the function
 * is scheduled as it would be without flattening (if-conversion as
 * ifchoice.c decides) and one with the nest flattened; the nest is
 * flattened when an iteration of the flattened loop (its II, or its states
 * when it stays sequential) takes no more cycles than one of any loop of the
 * nest in the first (II, or the states of its shortest iteration), and
 * takes one cycle when ports cut iterations into several segments: a path
 * cut into k segments needs k states anyway in a static schedule (the
 * cuts are made greedily, at the first port used twice, and a port moves
 * one word per state), so k cycles are never slower. Otherwise the nest's
 * header records why (Block.flat_why) for the report.
 */
#include <stdlib.h>
#include <string.h>

#include "../pass/pass.h"
#include "sched.h"

/* Per-iteration cycles of loop L of g (scheduled as s): its II when
 * pipelined, else its shortest iteration. */
static uint32_t loop_cost(const Func *g, const Schedule *s,
                          const uint32_t *idom, const LoopSched *L) {
  if (L->pipelined) return L->ii;
  if (L->seq_cycles) return L->seq_cycles;
  return sched_shortest_iteration(g, s, idom, L->block);
}

/* The least per-iteration cycles of a loop of g (a scheduled copy of f)
 * that runs an operation of f's blocks in nest[]; UINT32_MAX if none. */
static uint32_t nest_cost(const Func *f, const uint8_t *nest, const Func *g,
                          const Schedule *s) {
  uint32_t *idom = ir_dominators(g);
  uint8_t *body = xcalloc(g->blocks.len, 1);
  uint32_t best = UINT32_MAX;
  for (uint32_t i = 0; i < s->nloops; i++) {
    const LoopSched *L = &s->loops[i];
    ir_loop_body(g, idom, g->blocks.len, L->block, body);
    bool in = false;
    for (uint32_t b = 0; b < g->blocks.len && !in; b++) {
      if (!body[b]) continue;
      const Block *bl = &g->blocks.data[b];
      for (size_t k = 0; k < bl->ops.len && !in; k++) {
        ValId v = bl->ops.data[k];
        in = v < f->vals.len && f->vals.data[v].op != OP_CONST &&
             nest[f->vals.data[v].block];
      }
    }
    if (!in) continue;
    uint32_t c = loop_cost(g, s, idom, L);
    if (c < best) best = c;
  }
  free(body);
  free(idom);
  return best;
}

/* Schedules a copy of f after the usual if-conversion; false on failure. */
static bool trial(Func *g, const SchedOptions *opt, Schedule *s) {
  sched_if_convert(g, opt);
  pass_fold(g);
  pass_dce(g);
  return sched_sdc(g, opt, s);
}

/* Decides and applies the nest whose header holds value `mark`. */
static bool try_nest(Func *f, const SchedOptions *opt, ValId mark) {
  uint32_t h = f->vals.data[mark].block;
  ir_fill_preds(f);
  uint32_t *idom = ir_dominators(f);
  uint8_t *nest = xcalloc(f->blocks.len, 1);
  ir_loop_body(f, idom, f->blocks.len, h, nest);
  free(idom);
  Func *plain = ir_clone(f), *flat = ir_clone(f);
  const char *why = NULL;
  Schedule sp = {0}, sf = {0};
  uint32_t per = 0, best = 0;
  bool was = diag_quiet(true);
  uint32_t hf = pass_flatten(flat, h, &why);
  bool ok = hf != UINT32_MAX;
  if (ok && (!trial(plain, opt, &sp) || !trial(flat, opt, &sf))) {
    why = "a trial schedule failed";
    ok = false;
  }
  diag_quiet(was);
  if (ok) {
    const LoopSched *L = NULL;
    for (uint32_t i = 0; i < sf.nloops; i++)
      if (flat->blocks.data[sf.loops[i].block].flattened) L = &sf.loops[i];
    uint32_t cost = nest_cost(f, nest, plain, &sp);
    per = !L ? 0 : L->pipelined ? L->ii : L->seq_cycles;
    best = cost == UINT32_MAX ? 0 : cost;
    if (!per) {
      why = "the flattened loop is not one block";
      ok = false;
    } else if (per > cost) {
      why = "an iteration of the flattened loop would take longer than one "
            "of the nest's fastest loop";
      ok = false;
    } else if (per > 1 && flat->blocks.data[L->block].flat_cuts) {
      why = "it would cut an iteration into segments of more than one cycle "
            "each";
      ok = false;
    }
  }
  if (sp.cycle) sched_free(&sp);
  if (sf.cycle) sched_free(&sf);
  ir_func_free(flat);
  ir_func_free(plain);
  free(nest);
  if (!ok) {
    f->blocks.data[h].flat_why = why;
    f->blocks.data[h].flat_cycles = per;
    f->blocks.data[h].flat_best = best;
    return false;
  }
  if (pass_flatten(f, h, &why) == UINT32_MAX)
    ICE("flatten: the nest at bb%u was flattened in a trial but not now", h);
  return true;
}

uint32_t sched_flatten(Func *f, const SchedOptions *opt) {
  ir_fill_preds(f);
  uint32_t *idom = ir_dominators(f);
  size_t nb = f->blocks.len;
  uint8_t *body = xcalloc(nb, 1), *inner = xcalloc(nb, 1);
  uint8_t *header = xcalloc(nb, 1);
  for (uint32_t h = 1; h < nb; h++) {
    if (!ir_loop_body(f, idom, nb, h, body)) continue;
    header[h] = 1;
    for (uint32_t b = 0; b < nb; b++)
      if (body[b] && b != h) inner[b] = 1;
  }
  /* outermost loops, named by a value of their header (values keep their
   * ids while blocks are renumbered) */
  VEC(ValId) marks = {0};
  for (uint32_t h = 1; h < nb; h++)
    if (header[h] && !inner[h] && f->blocks.data[h].ops.len)
      vec_push(&marks, f->blocks.data[h].ops.data[0]);
  free(header);
  free(inner);
  free(body);
  free(idom);
  uint32_t n = 0;
  for (size_t i = 0; i < marks.len; i++) n += try_nest(f, opt, marks.data[i]);
  vec_free(&marks);
  return n;
}
