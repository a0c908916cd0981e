/* driver_extract.c - pipeline extraction (seed 002) in the pipeline of
 * stages: which candidates of src/extract pay, and how long a pipeline
 * may be before it is cut into a chain (driver_xnet.c makes the network).
 *
 * Profitability. Each candidate is tried in turn (output ports first, in
 * port order, then input ports; the process as the earlier decisions left
 * it): the controller with the candidate applied and the pipeline (cut
 * into segments, below) are scheduled (the schedule stage's passes and the
 * SDC/modulo scheduler, as for the real compile) and compared with the
 * controller without it. The extraction is made when every pipeline unit
 * takes a word per cycle and the controller has fewer states (a state of
 * an inner loop weighs 8 per level, a pipelined loop counts its II; none
 * outside every loop) that make an iteration at least 5% shorter once
 * multiplied by the clock period the design needs (the slowest unit's
 * estimated critical path, counted only where it binds: from 85% of the
 * clock's budget for chained logic). A shorter estimated path alone does
 * not count: measured after place and route (bench/extract.sh), such
 * splits lost Fmax to the channels' handshakes and gained no throughput.
 * Otherwise it is refused, and the report says by how much.
 *
 * Segments. A pipeline of more than SEG_STAGES stages is cut into a chain
 * of pipelines joined by depth-2 FIFOs (extract_cut: the last stages of an
 * output pipeline, the first stages of an input pipeline, move to a unit
 * of their own): the stall control of a draining pipeline is a path that
 * grows with its stages, and a FIFO whose ready and valid come from
 * registers ends it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver_xnet.h"
#include "pass/pass.h"

#define SEG_STAGES 8
#define MAX_SEGMENTS 8

/* What a trial schedule says of a function. */
typedef struct Metric {
  /* cycles of an iteration, as a weighted count of states: a state of a
   * block nested in d loops weighs LOOP_WEIGHT^(d-1) (a state of an inner
   * loop is paid once per inner iteration), a pipelined loop counts its
   * II */
  double states;
  uint32_t nloops;  /* loops */
  uint32_t per_iter; /* cycles per iteration of the last loop (II, or its
                        sequential states; 0: unknown) */
  double period;    /* critical path */
  bool ok;
} Metric;

#define LOOP_WEIGHT 8.0

/* How many loops of g each block is in. */
static uint32_t *loop_depths(Func *g) {
  size_t nb = g->blocks.len;
  uint32_t *depth = xcalloc(nb + 1, sizeof *depth);
  uint8_t *body = xmalloc(nb + 1);
  ir_fill_preds(g);
  uint32_t *idom = ir_dominators(g);
  for (uint32_t h = 0; h < nb; h++) {
    memset(body, 0, nb + 1);
    if (!ir_loop_body(g, idom, nb, h, body)) continue;
    for (size_t b = 0; b < nb; b++) depth[b] += body[b];
  }
  free(idom);
  free(body);
  return depth;
}

/* (a block in no loop runs once: it does not count) */
static double weight(uint32_t depth) {
  if (!depth) return 0;
  double w = 1;
  for (uint32_t d = 1; d < depth; d++) w *= LOOP_WEIGHT;
  return w;
}

/* Schedules a copy of f as the real compile would (diagnostics muted).
 * When cyc is not NULL and f has one loop, pipelined: *cyc is the cycle of
 * each of f's values in it (-1: none; xmalloc'd) and *stages its depth in
 * cycles; otherwise *cyc is NULL. */
static Metric trial(const Options *opt, const Func *f, int32_t **cyc,
                    uint32_t *stages) {
  Metric m = {0};
  Func *g = ir_clone(f);
  bool q = diag_quiet(true);
  Schedule s = {0};
  SchedOptions so = driver_sched_options(opt);
  if (cyc) *cyc = NULL;
  if (driver_sched_passes(opt, g) && sched_sdc(g, &so, &s)) {
    uint32_t *depth = loop_depths(g);
    m.ok = true;
    m.period = s.critical_ns;
    for (uint32_t b = 0; b < s.nblocks; b++)
      if (s.loop_of[b] < 0) m.states += s.nstates[b] * weight(depth[b]);
    m.nloops = s.nloops;
    for (uint32_t i = 0; i < s.nloops; i++) {
      const LoopSched *L = &s.loops[i];
      m.per_iter = L->pipelined ? L->ii : L->seq_cycles;
      if (L->pipelined) m.states += L->ii * weight(depth[L->block]);
    }
    free(depth);
    if (cyc && s.nloops == 1 && s.loops[0].pipelined &&
        s.nvals >= f->vals.len) {
      *cyc = xmalloc((f->vals.len + 1) * sizeof **cyc);
      memcpy(*cyc, s.cycle, f->vals.len * sizeof **cyc);
      *stages = s.loops[0].stages * s.loops[0].ii;
    }
  }
  if (s.cycle) sched_free(&s);
  diag_quiet(q);
  ir_func_free(g);
  return m;
}

static void record(Compilation *c, const XCand *x, const char *why) {
  XRecord r = {0};
  r.port = xstrdup(x->name);
  r.output = x->kind == XK_OUTPUT;
  r.nops = x->nops;
  r.width = x->width;
  r.nwords = x->nwords;
  r.nblocks = x->nblocks;
  r.delay_ns = x->delay_ns;
  r.why = why ? xstrdup(why) : NULL;
  r.made = !why;
  vec_push(&c->extractions, r);
}

/* Whether a split with these figures pays (see the top of the file). */
static bool pays(const Options *opt, double states0, double states1,
                 double period0, double period1) {
  SchedOptions so = driver_sched_options(opt);
  if (states1 >= states0) return false;
  double floor = 0.85 * delay_budget(&so);
  double p0 = period0 > floor ? period0 : floor;
  double p1 = period1 > floor ? period1 : floor;
  return states1 * p1 < 0.95 * states0 * p0;
}

static uint32_t add_unit(Split *sp, Func *f, const char *name) {
  vec_push(&sp->units, f);
  vec_push(&sp->names, xstrdup(name));
  return (uint32_t)sp->units.len - 1;
}

/* Cuts pipeline unit u (kind k) into segments of about SEG_STAGES stages
 * while it is longer; the new units are added to sp. */
static void segment(const Options *opt, const char *top, Split *sp,
                    uint32_t u, XKind k) {
  /* the port of u toward the boundary: first its own, then the word it
   * exchanges with the segment cut off last */
  uint32_t q = xnet_boundary_port(sp, u);
  for (int cuts = 0; cuts < MAX_SEGMENTS - 1; cuts++) {
    Func *p = sp->units.data[u];
    uint32_t stages = 0;
    int32_t *cyc = NULL;
    trial(opt, p, &cyc, &stages);
    Func *seg = NULL;
    XPorts xp = {0};
    uint8_t *allow = xcalloc(p->vals.len + 1, 1);
    /* the latest cut that leaves SEG_STAGES stages to the new unit
     * (output) or the earliest that gives it SEG_STAGES (input) */
    for (uint32_t d = SEG_STAGES; cyc && q != XU_BOUNDARY && !seg &&
                                  d + 1 < stages; d++) {
      int32_t t = (int32_t)(k == XK_OUTPUT ? stages - d : d);
      for (size_t v = 0; v < p->vals.len; v++)
        allow[v] = cyc[v] >= 0 && (k == XK_OUTPUT ? cyc[v] >= t : cyc[v] < t);
      Sbuf pn = {0}, fn = {0};
      sb_printf(&pn, "%s_s", p->ports.data[q].name);
      sb_printf(&fn, "%s_x%u", top, ++sp->nfuncs);
      seg = extract_cut(p, k, q, allow, sb_str(&pn), sb_str(&fn), &xp);
      sb_free(&pn);
      sb_free(&fn);
    }
    free(allow);
    free(cyc);
    if (!seg) return;
    pass_dce(p);
    pass_dce(seg);
    if (!ir_verify(p, "extract") || !ir_verify(seg, "extract"))
      ICE("cutting a pipeline of '%s' broke the IR", top);
    uint32_t nu = add_unit(sp, seg, sp->names.data[u]);
    xnet_attach(sp, u, q, k, nu, &xp);
    q = xp.ctrl[0];
  }
}

/* The trial of every pipeline unit from `first` on: the slowest critical
 * path, and whether each takes a word per cycle. */
static bool trial_units(const Options *opt, const Split *sp, size_t first,
                        double *period) {
  bool ok = true;
  for (size_t i = first; i < sp->units.len; i++) {
    Metric m = trial(opt, sp->units.data[i], NULL, NULL);
    ok = ok && m.ok && m.nloops == 1 && m.per_iter == 1;
    if (m.period > *period) *period = m.period;
  }
  return ok;
}

/* Tries candidate x on the split; records the decision. */
static void try_cand(const Options *opt, Compilation *c, Split *sp,
                     Metric *ctrl, double *pipes_period, const XCand *x) {
  if (x->why) {
    record(c, x, x->why);
    return;
  }
  if (x->delay_ns < 0.05 && !opt->extract) {
    record(c, x, "its operations are only wiring (no delay to move)");
    return;
  }
  Func *old = sp->units.data[0], *g = ir_clone(old);
  size_t nunits = sp->units.len, nlinks = sp->links.len;
  Link *saved = xmalloc((nlinks + 1) * sizeof *saved);
  memcpy(saved, sp->links.data, nlinks * sizeof *saved);
  Sbuf pn = {0}, fn = {0}, un = {0};
  sb_printf(&pn, "%s_x", x->name);
  sb_printf(&fn, "%s_%s_%s", c->func->name, x->name,
            x->kind == XK_OUTPUT ? "out" : "in");
  sb_printf(&un, "%s_%s", x->name, x->kind == XK_OUTPUT ? "out" : "in");
  XPorts xp = {0};
  Func *p = extract_apply(g, x, sb_str(&pn), sb_str(&fn), &xp);
  pass_dce(g);
  pass_dce(p);
  if (!ir_verify(g, "extract") || !ir_verify(p, "extract"))
    ICE("pipeline extraction of port '%s' broke the IR", x->name);
  sp->units.data[0] = g;
  uint32_t pu = add_unit(sp, p, sb_str(&un));
  xnet_attach(sp, 0, x->port, x->kind, pu, &xp);
  sb_free(&pn);
  sb_free(&fn);
  sb_free(&un);
  segment(opt, c->func->name, sp, pu, x->kind);
  Metric mg = trial(opt, g, NULL, NULL);
  double pp = *pipes_period;
  bool units_ok = trial_units(opt, sp, nunits, &pp);
  SchedOptions so = driver_sched_options(opt);
  double before = ctrl->period > *pipes_period ? ctrl->period : *pipes_period;
  double after = mg.period > pp ? mg.period : pp;
  char why[240] = "";
  if (!mg.ok)
    snprintf(why, sizeof why, "the split process does not schedule");
  else if (opt->extract)
    ; /* --extract: every candidate that can be made */
  else if (!units_ok)
    snprintf(why, sizeof why, "the pipeline would not take a word per "
             "cycle");
  else if (mg.states >= ctrl->states)
    snprintf(why, sizeof why, "the controller has no fewer states (%.0f -> "
             "%.0f); a shorter estimated critical path (%.2f -> %.2f ns) "
             "alone is not taken", ctrl->states, mg.states, before, after);
  else if (!pays(opt, ctrl->states, mg.states, before, after))
    snprintf(why, sizeof why, "it does not pay: controller states %.0f -> "
             "%.0f, estimated critical path %.2f -> %.2f ns of a %.2f ns "
             "budget", ctrl->states, mg.states, before, after,
             delay_budget(&so));
  record(c, x, why[0] ? why : NULL);
  XRecord *r = &c->extractions.data[c->extractions.len - 1];
  r->states_before = ctrl->states;
  r->states_after = mg.states;
  r->period_before = before;
  r->period_after = after;
  r->units = (uint32_t)(sp->units.len - nunits);
  if (why[0]) { /* back to the split as it was */
    for (size_t i = nunits; i < sp->units.len; i++) {
      ir_func_free(sp->units.data[i]);
      free(sp->names.data[i]);
    }
    sp->units.len = sp->names.len = nunits;
    memcpy(sp->links.data, saved, nlinks * sizeof *saved);
    sp->links.len = nlinks;
    sp->units.data[0] = old;
    ir_func_free(g);
  } else {
    vec_push(&c->xkeep, old); /* g and the pipelines share its strings */
    *ctrl = mg;
    *pipes_period = pp;
  }
  free(saved);
}

/* Tries every candidate of kind k, each on the process as the decisions
 * before it left it. */
static void try_kind(const Options *opt, Compilation *c, Split *sp,
                     Metric *ctrl, double *pipes_period, XKind k) {
  SchedOptions so = driver_sched_options(opt);
  /* only the process's own ports (a split adds ports for its words) */
  size_t nports = c->func->ports.len;
  uint8_t *tried = xcalloc(nports + 1, 1);
  for (;;) {
    XCands cs = {0};
    extract_candidates(sp->units.data[0], k, &so, &cs);
    const XCand *x = NULL;
    for (size_t i = 0; i < cs.v.len && !x; i++)
      if (cs.v.data[i].port < nports && !tried[cs.v.data[i].port])
        x = &cs.v.data[i];
    if (x) {
      tried[x->port] = 1;
      try_cand(opt, c, sp, ctrl, pipes_period, x);
    }
    extract_cands_free(&cs);
    if (!x) break;
  }
  free(tried);
}

static bool any_stream(const Func *f) {
  for (size_t k = 0; k < f->ports.len; k++)
    if (ir_port_is_stream(&f->ports.data[k])) return true;
  return false;
}

int driver_extract(const Options *opt, Compilation *c) {
  Func *f = c->func;
  if (!any_stream(f)) return -1;
  /* the forms --emit shows before the Verilog are those of one unit */
  if (opt->emit && strcmp(opt->emit, "verilog")) return -1;
  if (opt->no_pipeline) {
    c->extract_why = "loops are not pipelined (--no-pipeline)";
    return -1;
  }
  if ((c->extract_why = extract_unsupported(f))) return -1;
  Split sp = {0};
  Func *ctrl = ir_clone(f);
  Metric m = trial(opt, ctrl, NULL, NULL);
  if (!m.ok) {
    ir_func_free(ctrl);
    return -1;
  }
  add_unit(&sp, ctrl, "ctrl");
  xnet_init(&sp, f);
  double pipes_period = 0;
  try_kind(opt, c, &sp, &m, &pipes_period, XK_OUTPUT);
  try_kind(opt, c, &sp, &m, &pipes_period, XK_INPUT);
  int rc = -1;
  if (sp.units.len > 1) {
    Func *cf = sp.units.data[0];
    Sbuf nm = {0};
    sb_printf(&nm, "%s_ctrl", f->name);
    cf->name = arena_strdup(&cf->arena, sb_str(&nm));
    sb_free(&nm);
    rc = xnet_build(opt, c, &sp);
  } else {
    ir_func_free(sp.units.data[0]);
  }
  xnet_free(&sp);
  return rc;
}

/* ---- reports ---- */

void driver_extract_json(const Compilation *c, Sbuf *o) {
  if (!c->extractions.len && !c->extract_why) return;
  if (c->extract_why) {
    sb_puts(o, "  \"extraction_not_attempted\": ");
    driver_json_str(o, c->extract_why);
    sb_puts(o, ",\n");
  }
  sb_puts(o, "  \"extractions\": [");
  for (size_t i = 0; i < c->extractions.len; i++) {
    const XRecord *r = &c->extractions.data[i];
    sb_printf(o, "%s\n    {\"port\": ", i ? "," : "");
    driver_json_str(o, r->port);
    sb_printf(o, ", \"kind\": \"%s\", \"made\": %s, \"ops\": %u, "
              "\"width\": %u, \"words\": %u, \"units\": %u, "
              "\"blocks\": %u, "
              "\"level\": \"%s\", "
              "\"delay_ns\": %.3f, \"states_before\": %.0f, "
              "\"states_after\": %.0f, \"period_before_ns\": %.3f, "
              "\"period_after_ns\": %.3f, \"reason\": ",
              r->output ? "output" : "input", r->made ? "true" : "false",
              r->nops, r->width, r->nwords, r->units, r->nblocks,
              r->nblocks > 1 ? "global" : "local", r->delay_ns,
              r->states_before, r->states_after, r->period_before,
              r->period_after);
    if (r->why) driver_json_str(o, r->why);
    else sb_puts(o, "null");
    sb_putc(o, '}');
  }
  sb_puts(o, c->extractions.len ? "\n  ],\n" : "],\n");
}

void driver_extract_summary(const Options *opt, const Compilation *c) {
  (void)opt;
  if (c->extract_why && any_stream(c->func))
    fprintf(stderr, "hlsc: pipeline extraction not attempted: %s\n",
            c->extract_why);
  for (size_t i = 0; i < c->extractions.len; i++) {
    const XRecord *r = &c->extractions.data[i];
    if (!r->nops) {
      fprintf(stderr, "hlsc: %s pipeline of %s: not extracted: %s\n",
              r->output ? "output" : "input", r->port, r->why);
      continue;
    }
    fprintf(stderr, "hlsc: %s pipeline of %s: %u operation%s (%s, %u "
            "block%s, %.2f ns), %u bits in %u word%s",
            r->output ? "output" : "input", r->port, r->nops,
            r->nops == 1 ? "" : "s", r->nblocks > 1 ? "global" : "local",
            r->nblocks, r->nblocks == 1 ? "" : "s", r->delay_ns, r->width,
            r->nwords, r->nwords == 1 ? "" : "s");
    if (r->units > 1) fprintf(stderr, ", cut into %u units", r->units);
    if (r->made)
      fprintf(stderr, ": extracted (controller states %.0f -> %.0f, estimated "
              "critical path %.2f -> %.2f ns)\n", r->states_before,
              r->states_after, r->period_before, r->period_after);
    else
      fprintf(stderr, ": not extracted: %s\n", r->why);
  }
}
