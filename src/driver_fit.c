/* driver_fit.c - area-aware unit limits on a small target: with --target
 * ice40, a design whose area estimate (sched/area.h) exceeds the iCE40
 * HX8K shares multipliers and dividers (the limits of fushare.c, set as
 * the top's ALLOCATION limits would be) step by step, the step that costs
 * the fewest cycles first, until the estimate is within the HX8K less the
 * estimate's margin; or it says why it cannot. A kind the user limited
 * (--units, ALLOCATION) keeps the user's limit. --no-fit turns it off. */
#include "driver.h"

#include <stdio.h>
#include <string.h>

#include "sched/area.h"

/* One schedule tried: its limits, RTL, estimate and cost in cycles. */
typedef struct Trial {
  uint32_t lim[2]; /* multipliers, dividers (0: no limit) */
  Schedule s;
  RtlDesign *rtl;
  AreaEstimate a;
  double cost;
} Trial;

/* A loop of unknown trip count counts this many iterations, so that a
 * higher II weighs more than a few FSM states. */
#define FIT_NOMINAL_TRIP 100.0
/* The most cycles (by sched_cost) sharing may add to fit: 10%. */
#define FIT_MAX_LOSS 0.10

/* Cycles of a run as the schedule counts them: each FSM block's states
 * once, each pipelined loop its II per iteration (its trip count when
 * known or given by LOOP_TRIPCOUNT, else FIT_NOMINAL_TRIP). A relative
 * figure to compare limits with, not a cycle count. */
static double sched_cost(const Func *f, const Schedule *s) {
  double c = 0;
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    if (s->loop_of && s->loop_of[b] >= 0) {
      const LoopSched *L = &s->loops[s->loop_of[b]];
      double trip = L->trip_count > 0 ? (double)L->trip_count
                    : L->trip_max     ? (double)L->trip_avg
                                      : FIT_NOMINAL_TRIP;
      c += (double)L->ii * trip;
    } else {
      c += s->nstates[b];
    }
  }
  return c;
}

static void trial_free(Trial *t) {
  if (t->s.cycle) sched_free(&t->s);
  if (t->rtl) rtl_design_free(t->rtl);
  t->rtl = NULL;
}

static void measure(const Func *f, Trial *t) {
  RtlStats st;
  rtl_stats(t->rtl, &st);
  area_estimate(f, &t->s, st.reg_bits, &t->a);
  t->cost = sched_cost(f, &t->s);
}

/* Whether the architecture can build every multiplier of schedule s
 * (arch_multiplier_buildable): a limit under which sharing makes a
 * multiplier too long for its width is not tried. */
static bool buildable(const Func *f, const Schedule *s,
                      const SchedOptions *so) {
  for (uint32_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      if (ir_cval(f, v)->op == OP_MUL &&
          !arch_multiplier_buildable(f, s, v, so))
        return false;
    }
  }
  return true;
}

/* Schedules and builds f with limits lim (as the top's ALLOCATION limits
 * of the kinds the user left open); false when it fails (nothing
 * printed: the diagnostics of a trial are dropped). */
static bool run_trial(const Options *opt, Func *f, const uint32_t lim[2],
                      Trial *t) {
  memset(t, 0, sizeof *t);
  memcpy(t->lim, lim, sizeof t->lim);
  f->alloc_mul = lim[0];
  f->alloc_div = lim[1];
  SchedOptions so = driver_sched_options(opt);
  bool was = diag_quiet(true);
  bool ok = sched_sdc(f, &so, &t->s) && buildable(f, &t->s, &so);
  if (ok) ok = (t->rtl = arch_build(f, &t->s, &so)) != NULL;
  diag_quiet(was);
  if (ok) measure(f, t);
  else trial_free(t);
  return ok;
}

/* The next smaller limit of a class of at most n operations per kind
 * from lim: the largest that puts one more operation on some unit. */
static uint32_t next_limit(uint32_t n, uint32_t lim) {
  uint32_t per = (n + lim - 1) / lim, l = (n + per) / (per + 1);
  return l < lim ? l : lim - 1;
}

/* One step from cur: of the classes still open (most[k] > 1 and a limit
 * above 1), the next smaller limit (or, when that one cannot be scheduled
 * and built, the next below it) that loses the fewest cycles (on a tie,
 * the smaller estimate) into *next; false when no class is open or no
 * trial builds. */
static bool step(const Options *opt, Func *f, const Trial *cur,
                 const uint32_t most[2], Trial *next) {
  bool have = false;
  for (int k = 0; k < 2; k++) {
    uint32_t lim = cur->lim[k] ? cur->lim[k] : most[k];
    if (most[k] < 2 || lim < 2) continue;
    uint32_t l[2] = {cur->lim[0], cur->lim[1]};
    Trial t;
    bool built = false; /* (a limit that fails: the next smaller one) */
    for (l[k] = lim; !built && l[k] > 1;) {
      l[k] = next_limit(most[k], l[k]);
      built = run_trial(opt, f, l, &t);
    }
    if (!built) continue;
    if (have && (t.cost > next->cost ||
                 (t.cost == next->cost && t.a.cells >= next->a.cells))) {
      trial_free(&t);
      continue;
    }
    if (have) trial_free(next);
    *next = t;
    have = true;
  }
  return have;
}

/* Why the design cannot be brought within the HX8K (c->fit_why). */
static void why_not(Compilation *c, const uint32_t most[2],
                    const uint32_t open[2], const Trial *last, bool stepped) {
  uint32_t rest = last->a.cells - last->a.unit_cells;
  if (!open[0] && !open[1] && (most[0] > 1 || most[1] > 1))
    snprintf(c->fit_why, sizeof c->fit_why, "the limits of --units and "
             "ALLOCATION are kept");
  else if (!last->a.units)
    snprintf(c->fit_why, sizeof c->fit_why, "it has no multiplier or "
             "divider to share (the rest of the design alone is %u cells)",
             rest);
  else if (!stepped && (open[0] > 1 || open[1] > 1))
    snprintf(c->fit_why, sizeof c->fit_why, "no smaller limit could be "
             "scheduled and built (its %u units are %u cells; the rest of "
             "the design alone is %u cells)", last->a.units,
             last->a.unit_cells, rest);
  else if (most[0] < 2 && most[1] < 2)
    snprintf(c->fit_why, sizeof c->fit_why, "no multiplier or divider kind "
             "has two operations to share a unit (its %u units are %u "
             "cells; the rest of the design alone is %u cells)", last->a.units,
             last->a.unit_cells, rest);
  else
    snprintf(c->fit_why, sizeof c->fit_why, "with one unit per kind%s it "
             "is still about %u cells: its %u multiplier and divider units "
             "%u, the rest of the design alone %u",
             (!open[0] && most[0] > 1) || (!open[1] && most[1] > 1)
                 ? " of the classes --units and ALLOCATION leave open" : "",
             last->a.cells, last->a.units, last->a.unit_cells, rest);
}

/* Takes trial t as c's schedule and RTL (freeing c's), its limits as the
 * top's; those of the open classes (open[k] > 0) are the ones chosen. */
static void adopt(Compilation *c, Trial *t, const uint32_t open[2]) {
  sched_free(&c->sched);
  rtl_design_free(c->rtl);
  c->sched = t->s;
  c->rtl = t->rtl;
  c->func->alloc_mul = t->lim[0];
  c->func->alloc_div = t->lim[1];
  c->fit_mul = open[0] ? t->lim[0] : 0;
  c->fit_div = open[1] ? t->lim[1] : 0;
  c->area = t->a;
}

bool driver_fit(const Options *opt, Compilation *c) {
  Func *f = c->func;
  if (opt->target != TARGET_ICE40 || !c->rtl) return true;
  Trial orig = {{f->alloc_mul, f->alloc_div}, c->sched, c->rtl, {0}, 0};
  measure(f, &orig);
  c->area_known = true;
  c->area_before = c->area = orig.a;
  if (orig.a.cells <= AREA_HX8K_CELLS || opt->no_fit) return true;
  c->fit_tried = true;
  SchedOptions so = driver_sched_options(opt);
  uint32_t most[2] = {fu_most_ops(f, &so, OP_MUL), fu_most_ops(f, &so, OP_UDIV)};
  uint32_t open[2] = {fu_limit(f, &so, OP_MUL) ? 0 : most[0],
                      fu_limit(f, &so, OP_UDIV) ? 0 : most[1]};
  Trial cur = orig, next;
  while (cur.a.cells > AREA_HX8K_TARGET && step(opt, f, &cur, open, &next)) {
    if (next.cost > orig.cost * (1.0 + FIT_MAX_LOSS)) {
      snprintf(c->fit_why, sizeof c->fit_why, "sharing more units costs "
               "more than %.0f%% more cycles (by the schedule: %+.0f%% for "
               "an estimate of %u cells)", FIT_MAX_LOSS * 100,
               (next.cost / orig.cost - 1.0) * 100, next.a.cells);
      trial_free(&next);
      break;
    }
    if (cur.rtl != orig.rtl) trial_free(&cur);
    cur = next;
  }
  if (cur.rtl != orig.rtl && cur.a.cells <= AREA_HX8K_CELLS) {
    adopt(c, &cur, open);
    return true;
  }
  if (!c->fit_why[0]) why_not(c, most, open, &cur, cur.rtl != orig.rtl);
  if (cur.rtl != orig.rtl) trial_free(&cur);
  f->alloc_mul = orig.lim[0];
  f->alloc_div = orig.lim[1];
  diag_warning(f->loc, "'%s' may not fit the iCE40 HX8K: about %u logic "
               "cells by hlsc's estimate (of %u; docs/delay-model.md gives "
               "its error), and no units were shared: %s", f->name,
               orig.a.cells, AREA_HX8K_CELLS, c->fit_why);
  return true;
}

/* "mul=N,div=N" of the limits chosen (only those set). */
static void limits_text(const Compilation *c, char *buf, size_t n) {
  snprintf(buf, n, "%s%.0u%s%s%.0u", c->fit_mul ? "mul=" : "", c->fit_mul,
           c->fit_mul && c->fit_div ? "," : "", c->fit_div ? "div=" : "",
           c->fit_div);
}

void driver_fit_text(const Compilation *c, Sbuf *o) {
  if (!c->area_known) return;
  const AreaEstimate *a = &c->area;
  sb_printf(o, "area estimate %u iCE40 logic cells of the HX8K's %u (%u "
            "LUTs, %u flip-flops; %u multiplier and divider units, %u cells)",
            a->cells, AREA_HX8K_CELLS, a->luts, a->ffs, a->units,
            a->unit_cells);
  if (c->fit_mul || c->fit_div) {
    char l[64];
    limits_text(c, l, sizeof l);
    sb_printf(o, "; units shared to fit: %s chosen, the estimate was %u "
              "cells", l, c->area_before.cells);
  } else if (c->fit_tried) {
    sb_printf(o, "; may not fit: %s", c->fit_why);
  }
}

void driver_fit_summary(const Compilation *c) {
  if (!c->area_known) return;
  Sbuf t = {0};
  driver_fit_text(c, &t);
  fprintf(stderr, "hlsc: %s: %s\n", c->func->name, t.s);
  sb_free(&t);
}

static void json_estimate(Sbuf *o, const AreaEstimate *a) {
  sb_printf(o, "{\"cells\": %u, \"luts\": %u, \"flip_flops\": %u, "
            "\"units\": %u, \"unit_cells\": %u}", a->cells, a->luts, a->ffs,
            a->units, a->unit_cells);
}

void driver_fit_json(const Compilation *c, Sbuf *o) {
  if (!c->area_known) return;
  sb_printf(o, "  \"area_estimate\": {\"budget_cells\": %u, \"estimate\": ",
            AREA_HX8K_CELLS);
  json_estimate(o, &c->area);
  sb_puts(o, ", \"before_fit\": ");
  if (c->fit_tried) json_estimate(o, &c->area_before);
  else sb_puts(o, "null");
  sb_printf(o, ", \"chosen_units\": {\"mul\": %u, \"div\": %u}, "
            "\"does_not_fit\": ", c->fit_mul, c->fit_div);
  if (c->fit_tried && !c->fit_mul && !c->fit_div) driver_json_str(o, c->fit_why);
  else sb_puts(o, "null");
  sb_puts(o, "},\n");
}
