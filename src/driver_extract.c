/* driver_extract.c - pipeline extraction (seed 002) in the pipeline of
 * stages: which candidates of src/extract pay, and the network a split
 * process becomes.
 *
 * Profitability. Each candidate is tried in turn (output ports first, in
 * port order, then input ports; the process as the earlier decisions left
 * it): the controller with the candidate applied and the pipeline are
 * scheduled (the schedule stage's passes and the SDC/modulo scheduler, as
 * for the real compile) and compared with the controller without it. The
 * extraction is made when the pipeline runs at II 1 and either the
 * controller has fewer states (cycles of its FSM, a pipelined loop
 * counting its II) without the design's estimated period growing by more
 * than 2%, or the estimated period (the slowest unit's critical path)
 * falls by at least 5% with no more states. Otherwise it is refused, and
 * the report says by how much it missed.
 *
 * The network. The controller (unit "ctrl", the process with its ports
 * renamed where a pipeline took them over) and one unit per pipeline,
 * joined by channels of depth 2; the process's own stream ports are the
 * region's boundary. Scalars and memories stay with the controller. Every
 * unit is compiled as a top of its own (driver_compile_func), so cosim,
 * stalls, deadlock detection and the region reports apply unchanged. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "extract/extract.h"
#include "net/net.h"
#include "pass/pass.h"
#include "rtl/names.h"

#define XCHAN_DEPTH 2

/* What a trial schedule says of a function. */
typedef struct Metric {
  uint32_t states;  /* FSM states, a pipelined loop counting its II */
  uint32_t max_ii;  /* largest II of a pipelined loop (0: none) */
  uint32_t npipe;   /* pipelined loops */
  uint32_t nloops;  /* loops */
  uint32_t per_iter; /* cycles per iteration of the last loop (II, or its
                        sequential states; 0: unknown) */
  double period;    /* critical path */
  bool ok;
} Metric;

static Metric trial(const Options *opt, const Func *f) {
  Metric m = {0};
  Func *g = ir_clone(f);
  bool q = diag_quiet(true);
  Schedule s = {0};
  SchedOptions so = driver_sched_options(opt);
  if (driver_sched_passes(opt, g) && sched_sdc(g, &so, &s)) {
    m.ok = true;
    m.period = s.critical_ns;
    for (uint32_t b = 0; b < s.nblocks; b++)
      if (s.loop_of[b] < 0) m.states += s.nstates[b];
    m.nloops = s.nloops;
    for (uint32_t i = 0; i < s.nloops; i++) {
      const LoopSched *L = &s.loops[i];
      m.per_iter = L->pipelined ? L->ii : L->seq_cycles;
      if (!L->pipelined) continue;
      m.npipe++;
      m.states += L->ii;
      if (L->ii > m.max_ii) m.max_ii = L->ii;
    }
  }
  if (s.cycle) sched_free(&s);
  diag_quiet(q);
  ir_func_free(g);
  return m;
}

/* The state of a split in progress. */
typedef struct Split {
  Func *ctrl;              /* the controller as decided so far */
  Metric m;                /* its trial */
  VEC(Func *) pipes;       /* the pipelines made */
  VEC(uint32_t) pipe_port; /* each pipeline's controller port */
  VEC(XPorts) pipe_words;  /* ... and its word ports */
  VEC(bool) pipe_out;      /* ... output (else input) pipeline */
  double pipes_period;     /* their slowest critical path */
} Split;

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

/* Whether a split with these figures pays: fewer states without a longer
 * critical path, or a critical path at least 5% shorter with no more
 * states where it binds (within 15% of the clock's budget for chained
 * logic; a shorter path in a clock with room to spare buys nothing). */
static bool pays(const Options *opt, uint32_t states0, uint32_t states1,
                 double period0, double period1) {
  SchedOptions so = driver_sched_options(opt);
  if (states1 < states0 && period1 <= period0 * 1.02) return true;
  return states1 <= states0 && period0 >= 0.85 * delay_budget(&so) &&
         period1 < period0 * 0.95;
}

/* Tries candidate x on the split; records the decision. */
static void try_cand(const Options *opt, Compilation *c, Split *sp,
                     const XCand *x) {
  if (x->why) {
    record(c, x, x->why);
    return;
  }
  if (x->delay_ns < 0.05 && !opt->extract) {
    record(c, x, "its operations are only wiring (no delay to move)");
    return;
  }
  Func *g = ir_clone(sp->ctrl);
  Sbuf pn = {0}, fn = {0};
  sb_printf(&pn, "%s_x", x->name);
  sb_printf(&fn, "%s_%s_%s", c->func->name, x->name,
            x->kind == XK_OUTPUT ? "out" : "in");
  XPorts xp = {0};
  Func *p = extract_apply(g, x, sb_str(&pn), sb_str(&fn), &xp);
  sb_free(&pn);
  sb_free(&fn);
  pass_dce(g);
  pass_dce(p);
  if (!ir_verify(g, "extract") || !ir_verify(p, "extract"))
    ICE("pipeline extraction of port '%s' broke the IR", x->name);
  Metric mg = trial(opt, g), mp = trial(opt, p);
  SchedOptions so = driver_sched_options(opt);
  double budget = delay_budget(&so);
  double before = sp->m.period > sp->pipes_period ? sp->m.period
                                                  : sp->pipes_period;
  double after = mg.period > mp.period ? mg.period : mp.period;
  if (sp->pipes_period > after) after = sp->pipes_period;
  char why[240] = "";
  if (!mg.ok || !mp.ok)
    snprintf(why, sizeof why, "the split process does not schedule");
  else if (opt->extract)
    ; /* --extract: every candidate that can be made */
  else if (mp.nloops != 1 || mp.per_iter != 1)
    snprintf(why, sizeof why, "the pipeline would not take a word per "
             "cycle");
  else if (!pays(opt, sp->m.states, mg.states, before, after))
    snprintf(why, sizeof why, "it does not pay: controller states %u -> %u, "
             "estimated critical path %.2f -> %.2f ns of a %.2f ns budget",
             sp->m.states, mg.states, before, after, budget);
  record(c, x, why[0] ? why : NULL);
  XRecord *r = &c->extractions.data[c->extractions.len - 1];
  r->states_before = sp->m.states;
  r->states_after = mg.states;
  r->period_before = before;
  r->period_after = after;
  if (why[0]) {
    ir_func_free(p);
    ir_func_free(g);
    return;
  }
  vec_push(&c->xkeep, sp->ctrl); /* g shares its strings */
  sp->ctrl = g;
  sp->m = mg;
  if (mp.period > sp->pipes_period) sp->pipes_period = mp.period;
  vec_push(&sp->pipes, p);
  vec_push(&sp->pipe_port, x->port);
  vec_push(&sp->pipe_words, xp);
  vec_push(&sp->pipe_out, x->kind == XK_OUTPUT);
}

/* Tries every candidate of kind k, each on the process as the decisions
 * before it left it. */
static void try_kind(const Options *opt, Compilation *c, Split *sp, XKind k) {
  SchedOptions so = driver_sched_options(opt);
  /* only the process's own ports (a split adds ports for its words) */
  size_t nports = c->func->ports.len;
  uint8_t *tried = xcalloc(nports + 1, 1);
  for (;;) {
    XCands cs = {0};
    extract_candidates(sp->ctrl, k, &so, &cs);
    const XCand *x = NULL;
    for (size_t i = 0; i < cs.v.len && !x; i++)
      if (cs.v.data[i].port < nports && !tried[cs.v.data[i].port])
        x = &cs.v.data[i];
    if (x) {
      tried[x->port] = 1;
      try_cand(opt, c, sp, x);
    }
    extract_cands_free(&cs);
    if (!x) break;
  }
  free(tried);
}

/* The interface: the process's ports, no logic. */
static Func *interface_of(const Func *f) {
  Func *g = ir_func_new(f->name);
  g->file = f->file;
  g->loc = f->loc;
  for (size_t k = 0; k < f->ports.len; k++) {
    const Port *p = &f->ports.data[k];
    uint32_t i = ir_port_new(g, p->name, p->kind, p->width, p->is_signed,
                             p->loc);
    if (p->kind != PORT_MEM) continue;
    const Mem *m = &f->mems.data[p->mem];
    uint32_t mi = ir_mem_new(g, m->name, m->width, m->depth, m->loc);
    g->mems.data[mi].external = true;
    g->mems.data[mi].port = i;
    g->ports.data[i].mem = mi;
  }
  uint32_t b = ir_block_new(g, "entry");
  ir_term_ret(g, b, IR_NOVAL, f->loc);
  rtl_name_ports(g);
  return g;
}

static bool is_stream(const Port *p) {
  return p->kind == PORT_STREAM_IN || p->kind == PORT_STREAM_OUT;
}

static uint32_t add_unit(Net *n, const char *name, const Func *f,
                         uint32_t index) {
  uint32_t u = net_add_unit(n, name, NET_FREE_RUNNING, index, f->loc);
  for (uint32_t k = 0; k < f->ports.len; k++) {
    const Port *p = &f->ports.data[k];
    if (is_stream(p))
      net_unit_add_port(n, u, p->hw,
                        p->kind == PORT_STREAM_IN ? NET_IN : NET_OUT,
                        p->width);
  }
  return u;
}

/* base, or base_2, base_3 ...: no port, unit or channel of n has it. */
static const char *net_free_name(const Net *n, const char *base, Sbuf *o) {
  o->len = 0;
  sb_puts(o, base);
  for (unsigned k = 2;; k++) {
    bool taken = net_find_port(n, sb_str(o)) >= 0 ||
                 net_find_unit(n, sb_str(o)) >= 0;
    for (size_t i = 0; i < n->chans.len && !taken; i++)
      taken = !strcmp(n->chans.data[i].name, sb_str(o));
    if (!taken) return sb_str(o);
    o->len = 0;
    sb_printf(o, "%s_%u", base, k);
  }
}

/* A channel from (wu, wp) to (ru, rp); NET_BOUNDARY units name ports of
 * the boundary. */
static void chan(Net *n, const char *name, uint32_t width, uint32_t depth,
                 SrcLoc loc, NetEnd w, NetEnd r) {
  Sbuf nm = {0};
  uint32_t ci = net_add_chan(n, net_free_name(n, name, &nm), width, depth,
                             loc);
  sb_free(&nm);
  net_connect(n, ci, true, w);
  net_connect(n, ci, false, r);
}

static uint32_t unit_port(const Net *n, uint32_t u, const char *hw) {
  return (uint32_t)net_unit_find_port(&n->units.data[u], hw);
}

static Net *build_net(const Func *ifc, const Split *sp) {
  Net *n = net_new(ifc->hw_name);
  for (uint32_t k = 0; k < ifc->ports.len; k++) {
    const Port *p = &ifc->ports.data[k];
    if (is_stream(p))
      net_add_port(n, p->hw, p->kind == PORT_STREAM_IN ? NET_IN : NET_OUT,
                   p->width);
  }
  Sbuf nm = {0};
  uint32_t cu = add_unit(n, net_free_name(n, "ctrl", &nm), sp->ctrl, 0);
  for (uint32_t k = 0; k < ifc->ports.len; k++) {
    const Port *bp = &ifc->ports.data[k];
    if (!is_stream(bp)) continue;
    bool in = bp->kind == PORT_STREAM_IN;
    NetEnd be = net_boundary_end((uint32_t)net_find_port(n, bp->hw));
    const Port *cp = &sp->ctrl->ports.data[k];
    NetEnd ce = net_unit_end(cu, unit_port(n, cu, cp->hw));
    size_t pi = 0;
    while (pi < sp->pipes.len && sp->pipe_port.data[pi] != k) pi++;
    nm.len = 0;
    sb_printf(&nm, "%s_port", bp->hw);
    if (pi == sp->pipes.len) { /* the controller's own port */
      chan(n, sb_str(&nm), bp->width, 0, bp->loc, in ? be : ce, in ? ce : be);
      continue;
    }
    const Func *pf = sp->pipes.data[pi];
    const XPorts *xp = &sp->pipe_words.data[pi];
    Sbuf un = {0}, base = {0};
    sb_printf(&base, "%s_%s", bp->hw, in ? "in" : "out");
    uint32_t pu = add_unit(n, net_free_name(n, sb_str(&base), &un), pf,
                           (uint32_t)pi + 1);
    sb_free(&un);
    sb_free(&base);
    /* the pipeline's stream ports: words then o, or i then words */
    NetEnd p_io = net_unit_end(pu, in ? 0 : xp->n);
    chan(n, sb_str(&nm), bp->width, 0, bp->loc, in ? be : p_io,
         in ? p_io : be);
    for (uint32_t k = 0; k < xp->n; k++) {
      const Port *cp = &sp->ctrl->ports.data[xp->ctrl[k]];
      NetEnd ce = net_unit_end(cu, unit_port(n, cu, cp->hw));
      NetEnd pe = net_unit_end(pu, in ? 1 + k : k);
      nm.len = 0;
      sb_printf(&nm, "%s", cp->hw);
      chan(n, sb_str(&nm), cp->width, XCHAN_DEPTH, bp->loc, in ? pe : ce,
           in ? ce : pe);
    }
  }
  sb_free(&nm);
  return n;
}

/* ",\n    .x(y)" for the controller's scalars and memories (the
 * interface's ports of the same index). */
static void ctrl_extra(const Func *cf, const Func *ifc, Sbuf *o) {
  const char *const *mem_sfx = rtl_port_suffixes(PORT_MEM);
  for (uint32_t k = 0; k < cf->ports.len; k++) {
    const Port *p = &cf->ports.data[k];
    if (p->kind == PORT_SCALAR)
      sb_printf(o, ",\n    .%s(%s)", p->hw, ifc->ports.data[k].hw);
    else if (p->kind == PORT_MEM)
      for (const char *const *s = mem_sfx; *s; s++)
        sb_printf(o, ",\n    .%s%s(%s%s)", p->hw, *s, ifc->ports.data[k].hw,
                  *s);
  }
}

/* ",\n    .x(y)" for a pipeline's scalars: the interface's port of the
 * same C name. */
static void pipe_extra(const Func *pf, const Func *ifc, Sbuf *o) {
  for (uint32_t k = 0; k < pf->ports.len; k++) {
    const Port *p = &pf->ports.data[k];
    if (p->kind != PORT_SCALAR) continue;
    for (uint32_t i = 0; i < ifc->ports.len; i++)
      if (!strcmp(ifc->ports.data[i].name, p->name))
        sb_printf(o, ",\n    .%s(%s)", p->hw, ifc->ports.data[i].hw);
  }
}

/* Compiles the units of a split and makes c the network. */
static int build(const Options *opt, Compilation *c, Split *sp) {
  Options o = *opt;
  o.output = o.report = o.schedule_html = o.emit = NULL;
  o.synth = false;
  o.no_extract = true;
  size_t np = sp->pipes.len + 1;
  Sbuf nm = {0};
  for (size_t i = 0; i < np; i++) {
    Func *f = i ? sp->pipes.data[i - 1] : sp->ctrl;
    if (!i) {
      sb_printf(&nm, "%s_ctrl", c->func->name);
      f->name = arena_strdup(&f->arena, sb_str(&nm));
    }
    rtl_name_ports(f);
    Compilation *u = xcalloc(1, sizeof *u);
    u->func = f;
    vec_push(&c->units, u);
    o.top = f->name;
    if (driver_compile_func(&o, u)) {
      for (size_t k = i + 1; k < np; k++) ir_func_free(sp->pipes.data[k - 1]);
      sb_free(&nm);
      return 2;
    }
  }
  sb_free(&nm);
  Func *ifc = interface_of(c->func);
  vec_push(&c->xkeep, c->func); /* the units share its strings */
  c->func = ifc;
  c->split = true;
  c->net = build_net(ifc, sp);
  Sbuf err = {0};
  if (!net_verify(c->net, &err))
    ICE("pipeline extraction built a broken network:\n%s", sb_str(&err));
  sb_free(&err);
  NetUnitHw *hw = xcalloc(np, sizeof *hw);
  Sbuf *extra = xcalloc(np, sizeof *extra), head = {0};
  for (size_t u = 0; u < np; u++) { /* net units are in port order */
    uint32_t fi = c->net->units.data[u].func;
    const Func *uf = c->units.data[fi]->func;
    hw[u].module = uf->hw_name;
    if (fi) pipe_extra(uf, ifc, &extra[u]);
    else ctrl_extra(uf, ifc, &extra[u]);
    hw[u].extra = sb_str(&extra[u]);
  }
  sb_printf(&head, "process %s split by pipeline extraction: a controller "
            "and %zu pipeline%s", ifc->name, np - 1, np == 2 ? "" : "s");
  driver_net_verilog(c, c->units.data, np, hw, sb_str(&head));
  for (size_t u = 0; u < np; u++) sb_free(&extra[u]);
  free(extra);
  sb_free(&head);
  free(hw);
  return 0;
}

static bool any_stream(const Func *f) {
  for (size_t k = 0; k < f->ports.len; k++)
    if (is_stream(&f->ports.data[k])) return true;
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
  sp.ctrl = ir_clone(f);
  sp.m = trial(opt, sp.ctrl);
  if (!sp.m.ok) {
    ir_func_free(sp.ctrl);
    return -1;
  }
  try_kind(opt, c, &sp, XK_OUTPUT);
  try_kind(opt, c, &sp, XK_INPUT);
  int rc = -1;
  if (sp.pipes.len) rc = build(opt, c, &sp);
  else ir_func_free(sp.ctrl);
  vec_free(&sp.pipes);
  vec_free(&sp.pipe_port);
  vec_free(&sp.pipe_words);
  vec_free(&sp.pipe_out);
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
              "\"width\": %u, \"words\": %u, \"blocks\": %u, "
              "\"level\": \"%s\", "
              "\"delay_ns\": %.3f, \"states_before\": %u, "
              "\"states_after\": %u, \"period_before_ns\": %.3f, "
              "\"period_after_ns\": %.3f, \"reason\": ",
              r->output ? "output" : "input", r->made ? "true" : "false",
              r->nops, r->width, r->nwords, r->nblocks,
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
    if (r->made)
      fprintf(stderr, ": extracted (controller states %u -> %u, estimated "
              "critical path %.2f -> %.2f ns)\n", r->states_before,
              r->states_after, r->period_before, r->period_after);
    else
      fprintf(stderr, ": not extracted: %s\n", r->why);
  }
}
