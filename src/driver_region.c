/* driver_region.c - the pipeline of a dataflow region (llvm/region.c
 * finds one): every process function is compiled as a top of its own
 * (driver_compile, so a process that is itself a region nests), the
 * processes and the region's streams become a network (src/net) that
 * net_verify checks, and the region's Verilog instantiates one module per
 * process and one FIFO per channel (net/emit.c). The region's interface,
 * what cosim and the reports see of it, is a Func with ports and no logic:
 * each parameter takes the kind of the process port it is passed to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"
#include "llvm/frontend.h"
#include "net/net.h"
#include "rtl/names.h"

#define DEFAULT_DEPTH 2
#define MAX_NEST 16

/* The regions being compiled, outermost first (recursion between
 * processes and regions). */
/* (Net unit func: the unit's index in Compilation.units) */
static const char *region_stack[MAX_NEST];
static unsigned region_depth;

static const char *kind_word(PortKind k) {
  switch (k) {
  case PORT_SCALAR: return "a scalar";
  case PORT_STREAM_IN: return "an input stream";
  case PORT_STREAM_OUT: return "an output stream";
  case PORT_STREAM_NONE: return "an unused stream";
  default: return "an array";
  }
}

static Compilation *unit_of(Compilation *c, const char *name) {
  for (size_t i = 0; i < c->units.len; i++)
    if (!strcmp(c->units.data[i]->func->name, name)) return c->units.data[i];
  return NULL;
}

/* A process that tests NAME_empty or NAME_full sees the other processes'
 * timing: in hardware the answer depends on FIFO depths and stalls, in C
 * on the order the scheduler runs the processes. Said once per process
 * function, at its first such test. */
static void warn_timing(const Func *f) {
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = &f->vals.data[v];
    if (x->op != OP_SEMPTY && x->op != OP_SFULL) continue;
    diag_warning(x->loc, "process '%s' tests whether a stream is %s: in a "
                 "dataflow region the answer depends on timing (FIFO depths "
                 "and stalls in hardware, the order processes run in C); "
                 "co-simulation compares the words as always, so a result "
                 "that depends on it can differ",
                 f->name, x->op == OP_SEMPTY ? "empty" : "full");
    return;
  }
}

/* Compiles process function `name` once (c->units keeps it). */
static Compilation *compile_unit(const Options *opt, Compilation *c,
                                 const FeProc *p) {
  Compilation *u = unit_of(c, p->callee);
  if (u) return u;
  for (unsigned i = 0; i < region_depth; i++)
    if (!strcmp(region_stack[i], p->callee)) {
      diag_error(p->loc, "process '%s' is a region that contains itself "
                 "(recursion between dataflow regions)", p->callee);
      return NULL;
    }
  Options o = *opt;
  o.top = p->callee;
  o.keep_llvm = opt->keep_llvm || (opt->emit && !strcmp(opt->emit, "llvm"));
  o.output = o.report = o.schedule_html = o.emit = NULL;
  o.synth = false;
  u = xcalloc(1, sizeof *u);
  if (driver_compile(&o, u) || !u->func) {
    compilation_free(u);
    free(u);
    return NULL;
  }
  vec_push(&c->units, u);
  const Func *f = u->func;
  if (f->prints.len) {
    diag_error(f->prints.data[0].loc, "printf in process '%s' of a dataflow "
               "region is not supported yet", p->callee);
    return NULL;
  }
  warn_timing(f);
  return u;
}

/* What each region parameter is passed to: the first use fixes the kind;
 * later uses must agree (a scalar may go to several processes, a stream
 * or an array to one). */
typedef struct Use {
  const Port *port; /* first process port it is passed to, or NULL */
  uint32_t proc, nuses;
} Use;

static bool check_use(const FeRegion *r, Use *uses, uint32_t k,
                      const Port *pp, uint32_t proc) {
  Use *u = &uses[k];
  const FeProc *p = &r->procs.data[proc];
  const char *pn = r->params.data[k].name;
  if (!u->port) {
    u->port = pp, u->proc = proc, u->nuses = 1;
    return true;
  }
  u->nuses++;
  if (u->port->kind != pp->kind || u->port->width != pp->width) {
    diag_error(p->loc, "'%s' is %s of process '%s' and %s of %u bits of "
               "process '%s'", pn, kind_word(u->port->kind),
               r->procs.data[u->proc].callee, kind_word(pp->kind), pp->width,
               p->callee);
    return false;
  }
  if (pp->kind == PORT_SCALAR) return true;
  if (pp->kind == PORT_MEM) {
    diag_error(p->loc, "array '%s' is used by processes '%s' and '%s': an "
               "array shared by processes is not supported yet", pn,
               r->procs.data[u->proc].callee, p->callee);
    return false;
  }
  diag_error(p->loc, "stream '%s' is %s processes '%s' and '%s': a "
             "stream has one writer and one reader", pn,
             pp->kind == PORT_STREAM_IN ? "read by" : "written by",
             r->procs.data[u->proc].callee, p->callee);
  return false;
}

/* The interface Func: one port per region parameter. */
static Func *interface_func(const Options *opt, const FeRegion *r,
                            const Use *uses, const Compilation *const *pc) {
  Func *f = ir_func_new(r->name);
  f->file = arena_strdup(&f->arena, opt->input);
  f->loc = r->loc;
  for (uint32_t k = 0; k < r->params.len; k++)
    ir_port_like(f, r->params.data[k].name, pc[uses[k].proc]->func,
                 uses[k].port, r->loc);
  uint32_t b = ir_block_new(f, "entry");
  ir_term_ret(f, b, IR_NOVAL, r->loc);
  rtl_name_ports(f);
  return f;
}

/* Unit names: the process function's, with _2, _3 ... for repeats. */
static const char *unit_name(Net *n, const char *callee, Sbuf *tmp) {
  tmp->len = 0;
  sb_puts(tmp, callee);
  for (unsigned k = 2; net_find_unit(n, sb_str(tmp)) >= 0; k++) {
    tmp->len = 0;
    sb_printf(tmp, "%s_%u", callee, k);
  }
  return sb_str(tmp);
}

static void connect_port(Net *n, uint32_t *bport_chan, uint32_t u,
                         uint32_t up, const Port *pp, const FeArg *a,
                         const Func *ifc) {
  bool writes = pp->kind == PORT_STREAM_OUT;
  uint32_t ci;
  if (a->kind == FE_ARG_CHAN) {
    ci = a->index;
  } else { /* a boundary stream: a depth-0 channel of its own */
    ci = bport_chan[a->index];
    if (ci == UINT32_MAX) {
      const Port *bp = &ifc->ports.data[a->index];
      Sbuf nm = {0};
      sb_printf(&nm, "%s_port", bp->hw);
      ci = net_add_chan(n, sb_str(&nm), bp->width, 0, bp->loc);
      sb_free(&nm);
      bport_chan[a->index] = ci;
      uint32_t bi = (uint32_t)net_find_port(n, bp->hw);
      net_connect(n, ci, bp->kind == PORT_STREAM_IN, net_boundary_end(bi));
    }
  }
  net_connect(n, ci, writes, net_unit_end(u, up));
}

/* ",\n    .x(y)" for the non-stream ports of one process. */
static void extra_ports(const FeProc *p, const Func *pf, const Func *ifc,
                        Sbuf *o) {
  const char *const *mem_sfx = rtl_port_suffixes(PORT_MEM);
  for (uint32_t k = 0; k < pf->ports.len; k++) {
    const Port *pp = &pf->ports.data[k];
    const FeArg *a = &p->args.data[k];
    if (pp->kind == PORT_SCALAR) {
      if (a->kind == FE_ARG_CONST)
        sb_printf(o, ",\n    .%s(%u'h%llx)", pp->hw, pp->width,
                  (unsigned long long)(a->value & mask_bits(pp->width)));
      else
        sb_printf(o, ",\n    .%s(%s)", pp->hw, ifc->ports.data[a->index].hw);
    } else if (pp->kind == PORT_MEM) {
      for (const char *const *s = mem_sfx; *s; s++)
        sb_printf(o, ",\n    .%s%s(%s%s)", pp->hw, *s,
                  ifc->ports.data[a->index].hw, *s);
    }
  }
  if (pf->ret_width) sb_puts(o, ",\n    /* verilator lint_off PINCONNECTEMPTY */\n    .ret()\n    /* verilator lint_on PINCONNECTEMPTY */");
}

/* Checks one process call against its compiled function and records what
 * each region parameter is passed to. */
static bool check_call(const FeRegion *r, uint32_t i, const Func *pf,
                       Use *uses, uint32_t *chan_width) {
  const FeProc *p = &r->procs.data[i];
  if (pf->ports.len != p->args.len) {
    diag_error(p->loc, "process '%s' takes a struct by value: not supported "
               "in a dataflow region yet", p->callee);
    return false;
  }
  for (uint32_t k = 0; k < p->args.len; k++) {
    const Port *pp = &pf->ports.data[k];
    const FeArg *a = &p->args.data[k];
    bool stream = ir_port_is_stream(pp);
    if (pp->kind == PORT_STREAM_NONE && a->kind != FE_ARG_CONST) {
      diag_error(p->loc, "stream '%s' is passed to process '%s', which "
                 "neither reads nor writes it",
                 a->kind == FE_ARG_PARAM ? r->params.data[a->index].name
                                         : r->chans.data[a->index].name,
                 p->callee);
      return false;
    }
    if (a->kind == FE_ARG_PARAM) {
      if (!check_use(r, uses, a->index, pp, i)) return false;
    } else if (a->kind == FE_ARG_CHAN) {
      const char *cn = r->chans.data[a->index].name;
      if (!stream) {
        diag_error(p->loc, "stream '%s' is passed to %s parameter of "
                   "process '%s'", cn, kind_word(pp->kind), p->callee);
        return false;
      }
      if (!chan_width[a->index]) chan_width[a->index] = pp->width;
    } else if (pp->kind != PORT_SCALAR) {
      diag_error(p->loc, "argument %u of process '%s' is a constant where "
                 "the process takes %s", k + 1, p->callee,
                 kind_word(pp->kind));
      return false;
    }
  }
  return true;
}

static uint32_t unit_index(const Compilation *c, const Func *f) {
  for (uint32_t i = 0; i < c->units.len; i++)
    if (c->units.data[i]->func == f) return i;
  return NET_NOBODY;
}

/* --fifo-depth overrides (REGION.CHANNEL=N) taken so far. */
static bool *depth_used;

/* The depth of channel `chan` of region r: an override, the pragma, or
 * the default. */
static uint32_t chan_depth(const Options *opt, const FeRegion *r,
                           const FeChan *c) {
  size_t nl = strlen(r->name), cl = strlen(c->name);
  for (size_t i = 0; i < opt->fifo_depths.len; i++) {
    const char *v = opt->fifo_depths.data[i];
    if (!strncmp(v, r->name, nl) && v[nl] == '.' &&
        !strncmp(v + nl + 1, c->name, cl) && v[nl + 1 + cl] == '=') {
      if (depth_used) depth_used[i] = true;
      return (uint32_t)strtoul(v + nl + 2 + cl, NULL, 10);
    }
  }
  return c->depth_set ? c->depth : DEFAULT_DEPTH;
}

static Net *build_net(const Options *opt, const Compilation *c,
                      const FeRegion *r,
                      const Func *ifc, Compilation *const *pc,
                      const uint32_t *chan_width) {
  Net *n = driver_net_of(ifc);
  for (uint32_t i = 0; i < r->chans.len; i++) {
    const FeChan *c = &r->chans.data[i];
    net_add_chan(n, c->name, chan_width[i], chan_depth(opt, r, c), c->loc);
  }
  uint32_t *bport_chan = xmalloc((ifc->ports.len + 1) * sizeof *bport_chan);
  for (uint32_t k = 0; k <= ifc->ports.len; k++) bport_chan[k] = UINT32_MAX;
  Sbuf tmp = {0};
  for (uint32_t i = 0; i < r->procs.len; i++) {
    const FeProc *p = &r->procs.data[i];
    const Func *pf = pc[i]->func;
    bool ends = false;
    for (size_t b = 0; b < pf->blocks.len; b++)
      ends = ends || pf->blocks.data[b].term.kind == TERM_RET;
    uint32_t u = net_add_unit(n, unit_name(n, p->callee, &tmp),
                              ends ? NET_TERMINATING : NET_FREE_RUNNING,
                              unit_index(c, pf), p->loc);
    for (uint32_t k = 0; k < pf->ports.len; k++) {
      const Port *pp = &pf->ports.data[k];
      if (!ir_port_is_stream(pp)) continue;
      uint32_t up = net_unit_add_port(
          n, u, pp->hw, pp->kind == PORT_STREAM_IN ? NET_IN : NET_OUT,
          pp->width);
      connect_port(n, bport_chan, u, up, pp, &p->args.data[k], ifc);
    }
  }
  sb_free(&tmp);
  free(bport_chan);
  return n;
}

/* DFS over depth-0 channels between units: the channel index of the
 * first channel found on a cycle, or UINT32_MAX. */
static uint32_t wire_cycle_from(const Net *n, uint32_t u, uint8_t *mark) {
  mark[u] = 1; /* on the DFS stack */
  for (uint32_t i = 0; i < n->chans.len; i++) {
    const NetChan *c = &n->chans.data[i];
    NetEnd w = c->writers.data[0], r = c->readers.data[0];
    if (c->depth || w.unit != u || r.unit == NET_BOUNDARY) continue;
    if (mark[r.unit] == 1) return i;
    if (!mark[r.unit]) {
      uint32_t k = wire_cycle_from(n, r.unit, mark);
      if (k != UINT32_MAX) return k;
    }
  }
  mark[u] = 2;
  return UINT32_MAX;
}

/* A cycle of processes joined only by depth-0 channels is a loop of wires
 * (a valid waiting on a ready that waits on the valid): refused. */
static bool check_wire_cycles(const Net *n) {
  uint8_t *mark = xcalloc(n->units.len + 1, 1);
  uint32_t k = UINT32_MAX;
  for (uint32_t u = 0; u < n->units.len && k == UINT32_MAX; u++)
    if (!mark[u]) k = wire_cycle_from(n, u, mark);
  free(mark);
  if (k == UINT32_MAX) return true;
  const NetChan *c = &n->chans.data[k];
  diag_error(c->loc, "channel '%s' closes a cycle of processes joined only "
             "by channels of depth 0 (wires): give one channel of the cycle "
             "a depth of at least 1", c->name);
  return false;
}

/* ",\n  input wire ..." for the region's scalar and array ports. */
static void port_decls(const Func *ifc, Sbuf *o) {
  const char *const *mem_sfx = rtl_port_suffixes(PORT_MEM);
  for (uint32_t k = 0; k < ifc->ports.len; k++) {
    const Port *p = &ifc->ports.data[k];
    if (p->kind == PORT_SCALAR) {
      sb_puts(o, ",\n  input wire ");
      if (p->width > 1) sb_printf(o, "[%u:0] ", p->width - 1);
      sb_puts(o, p->hw);
      continue;
    }
    if (p->kind != PORT_MEM) continue;
    const Mem *m = &ifc->mems.data[p->mem];
    unsigned aw = ceil_log2(m->depth) ? ceil_log2(m->depth) : 1;
    unsigned w[] = {aw, 1, 1, m->width, m->width};
    for (int s = 0; mem_sfx[s]; s++) {
      sb_printf(o, ",\n  %s wire ", s == 4 ? "input" : "output");
      if (w[s] > 1) sb_printf(o, "[%u:0] ", w[s] - 1);
      sb_printf(o, "%s%s", p->hw, mem_sfx[s]);
    }
  }
}

static void add_module(Compilation *c, const char *name, const char *text) {
  for (size_t i = 0; i < c->modules.len; i++)
    if (!strcmp(c->modules.data[i].name, name)) return;
  HwModule m = {xstrdup(name), xstrdup(text)};
  vec_push(&c->modules, m);
}

Net *driver_net_of(const Func *ifc) {
  Net *n = net_new(ifc->hw_name);
  for (uint32_t k = 0; k < ifc->ports.len; k++) {
    const Port *p = &ifc->ports.data[k];
    if (ir_port_is_stream(p))
      net_add_port(n, p->hw, p->kind == PORT_STREAM_IN ? NET_IN : NET_OUT,
                   p->width);
  }
  return n;
}

/* Every module the region's Verilog needs, each once, its own last. */
static void gather_modules(Compilation *c, Compilation *const *pc, size_t np,
                           const Net *n, const char *own) {
  for (size_t i = 0; i < np; i++) {
    const Compilation *u = pc[i];
    for (size_t k = 0; k < u->modules.len; k++)
      add_module(c, u->modules.data[k].name, u->modules.data[k].text);
    if (!u->modules.len)
      add_module(c, u->func->hw_name, u->verilog.s ? u->verilog.s : "");
  }
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *ch = &n->chans.data[i];
    if (!ch->depth || !net_chan_internal(ch)) continue;
    Sbuf nm = {0}, text = {0};
    net_fifo_name(ch->width, ch->depth, &nm);
    net_emit_fifo(ch->width, ch->depth, &text);
    add_module(c, sb_str(&nm), sb_str(&text));
    sb_free(&nm);
    sb_free(&text);
  }
  add_module(c, n->name, own);
  for (size_t i = 0; i < c->modules.len; i++)
    sb_puts(&c->verilog, c->modules.data[i].text);
}

void driver_net_verilog(Compilation *c, Compilation *const *pc, size_t np,
                        const NetUnitHw *hw, const char *comment) {
  Sbuf decls = {0}, own = {0};
  port_decls(c->func, &decls);
  sb_printf(&own, "// Generated by hlsc. %s\n", comment);
  net_emit_verilog(c->net, sb_str(&decls), hw, &own);
  gather_modules(c, pc, np, c->net, sb_str(&own));
  sb_free(&decls);
  sb_free(&own);
}

static int build(const Options *opt, Compilation *c, const FeRegion *r) {
  size_t np = r->procs.len;
  Compilation **pc = xcalloc(np + 1, sizeof *pc);
  Use *uses = xcalloc(r->params.len + 1, sizeof *uses);
  uint32_t *chan_width = xcalloc(r->chans.len + 1, sizeof *chan_width);
  int rc = 2;
  bool ok = true;
  for (size_t i = 0; i < np && ok; i++)
    ok = (pc[i] = compile_unit(opt, c, &r->procs.data[i])) != NULL &&
         check_call(r, (uint32_t)i, pc[i]->func, uses, chan_width);
  for (uint32_t k = 0; ok && k < r->params.len; k++)
    if (!uses[k].port) {
      diag_error(r->loc, "parameter '%s' of dataflow region '%s' is not "
                 "passed to any process", r->params.data[k].name, r->name);
      ok = false;
    }
  if (ok) {
    c->func = interface_func(opt, r, uses, (const Compilation *const *)pc);
    c->net = build_net(opt, c, r, c->func, pc, chan_width);
    Sbuf err = {0};
    if (!net_verify(c->net, &err)) {
      fputs(sb_str(&err), stderr); /* located, one line per problem */
      ok = false;
    } else {
      ok = check_wire_cycles(c->net);
    }
    sb_free(&err);
  }
  if (ok) {
    NetUnitHw *hw = xcalloc(np + 1, sizeof *hw);
    Sbuf *extra = xcalloc(np + 1, sizeof *extra), head = {0};
    for (size_t i = 0; i < np; i++) {
      extra_ports(&r->procs.data[i], pc[i]->func, c->func, &extra[i]);
      hw[i].module = pc[i]->func->hw_name;
      hw[i].extra = sb_str(&extra[i]);
    }
    sb_printf(&head, "dataflow region %s: %zu processes, %zu channels",
              r->name, np, r->chans.len);
    driver_net_verilog(c, pc, np, hw, sb_str(&head));
    for (size_t i = 0; i < np; i++) sb_free(&extra[i]);
    free(extra);
    free(hw);
    sb_free(&head);
    rc = 0;
  }
  free(pc);
  free(uses);
  free(chan_width);
  return rc;
}

int driver_region(const Options *opt, Compilation *c, const FeRegion *r) {
  if (region_depth == MAX_NEST) {
    diag_error(r->loc, "dataflow regions nested more than %d deep", MAX_NEST);
    return 2;
  }
  bool outer = region_depth == 0;
  if (outer) depth_used = xcalloc(opt->fifo_depths.len + 1, sizeof *depth_used);
  region_stack[region_depth++] = r->name;
  int rc = build(opt, c, r);
  region_depth--;
  for (size_t i = 0; outer && !rc && i < opt->fifo_depths.len; i++)
    if (!depth_used[i]) {
      fprintf(stderr, "hlsc: error: --fifo-depth %s: no such channel in "
              "dataflow region '%s' or the regions in it\n",
              opt->fifo_depths.data[i], r->name);
      rc = 2;
    }
  if (outer) {
    free(depth_used);
    depth_used = NULL;
  }
  return rc || diag_errors() ? 2 : 0;
}
