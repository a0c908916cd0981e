/* dftb.c - what the stream testbench (streamtb.c) adds for a dataflow
 * region: it watches every channel of the region and of the regions nested
 * in it through hierarchical names (dut.ch_NAME_wvalid, dut.c_NAME.count,
 * dut.u_UNIT.ch_..., as net/emit.c names them).
 *
 * - Activity: a cycle in which any channel or boundary stream completes a
 *   handshake. A call that waits on a used-up input ends after
 *   DF_IDLE_CYCLES cycles without activity (a region's processes may
 *   compute for a while between words).
 * - Deadlock: DF_DEADLOCK_CYCLES cycles without activity while some
 *   process waits on a stream (its tready high without tvalid, or tvalid
 *   without tready): the simulation prints @hlsc-deadlock C CYCLES, one
 *   `@hlsc-wait C TEXT` per waiting process port and per FIFO its fill
 *   level, and ends. The cosim reports it as a FAIL naming them.
 * - Occupancy: each FIFO channel's largest fill level over the call,
 *   printed in phase 3 as `@hlsc-fifo C PATH MAX DEPTH`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../net/net.h"
#include "sim.h"
#include "../rtl/axis.h"

static void collect(const Compilation *c, const char *path, const char *pre,
                    DfChans *out) {
  const Net *n = c->net;
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *ch = &n->chans.data[i];
    if (!net_chan_internal(ch)) continue;
    Sbuf nm = {0};
    sb_printf(&nm, "%s%s", pre, ch->name);
    DfChan d = {ch, n, c->func->name, xstrdup(path), xstrdup(sb_str(&nm))};
    sb_free(&nm);
    vec_push(out, d);
  }
  for (size_t u = 0; u < n->units.len; u++) {
    const NetUnit *un = &n->units.data[u];
    const Compilation *uc = un->func < c->units.len ? c->units.data[un->func]
                                                    : NULL;
    if (!uc || !uc->net) continue;
    Sbuf p = {0}, q = {0};
    sb_printf(&p, "%su_%s.", path, un->name);
    sb_printf(&q, "%s%s.", pre, un->name);
    collect(uc, sb_str(&p), sb_str(&q), out);
    sb_free(&p);
    sb_free(&q);
  }
}

void dftb_channels(const Compilation *c, DfChans *out) {
  /* inside the wrappers: rtl/axis.h's, then rtl/axilite.h's */
  if (!c->net) return;
  Sbuf path = {0};
  sb_puts(&path, "dut.");
  if (c->func && axis_wraps(c->func)) sb_puts(&path, "core.");
  if (c->axilite) sb_puts(&path, "core.");
  collect(c, sb_str(&path), "", out);
  sb_free(&path);
}

void dftb_channels_free(DfChans *cs) {
  for (size_t i = 0; i < cs->len; i++) {
    free(cs->data[i].path);
    free(cs->data[i].name);
  }
  vec_free(cs);
}

/* The fill level of a FIFO channel, as a Verilog expression. */
static void fill(const DfChan *d, Sbuf *s) {
  if (d->c->depth == 1)
    sb_printf(s, "{31'd0, %sc_%s.full}", d->path, d->c->name);
  else
    sb_printf(s, "%sc_%s.count", d->path, d->c->name);
}

void dftb_declare(const SimCtx *cx, Sbuf *s) {
  if (!cx->comp || !cx->comp->net) return;
  DfChans cs = {0};
  dftb_channels(cx->comp, &cs);
  const Func *f = cx->func;
  sb_puts(s, "  // dataflow region: handshakes anywhere, FIFO occupancy\n"
             "  integer still = 0;\n  wire moving = 1'b0");
  for (size_t i = 0; i < cs.len; i++) {
    const char *p = cs.data[i].path, *n = cs.data[i].c->name;
    sb_printf(s, "\n    | (%sch_%s_wvalid & %sch_%s_wready)"
                 " | (%sch_%s_rvalid & %sch_%s_rready)",
              p, n, p, n, p, n, p, n);
  }
  for (size_t p = 0; p < f->ports.len; p++) {
    PortKind k = f->ports.data[p].kind;
    if (k == PORT_STREAM_IN || k == PORT_STREAM_OUT)
      sb_printf(s, "\n    | (s%zu_tvalid & s%zu_tready)", p, p);
  }
  sb_puts(s, ";\n");
  for (size_t i = 0; i < cs.len; i++)
    if (cs.data[i].c->depth)
      sb_printf(s, "  reg [31:0] occ%zu = 0;\n", i);
  dftb_channels_free(&cs);
}

/* The waits a deadlock report lists: one process port each. */
static void waits(const DfChan *d, Sbuf *s) {
  const char *p = d->path, *n = d->c->name;
  const Net *net = d->n;
  const char *w = net->units.data[d->c->writers.data[0].unit].name;
  const char *r = net->units.data[d->c->readers.data[0].unit].name;
  sb_printf(s, "        if (%sch_%s_rready & ~%sch_%s_rvalid) "
               "$display(\"@hlsc-wait %%0d process %s waits to read %s "
               "(empty)\", call);\n",
            p, n, p, n, r, d->name);
  sb_printf(s, "        if (%sch_%s_wvalid & ~%sch_%s_wready) "
               "$display(\"@hlsc-wait %%0d process %s waits to write %s "
               "(full)\", call);\n",
            p, n, p, n, w, d->name);
  if (d->c->depth) {
    sb_printf(s, "        $display(\"@hlsc-wait %%0d channel %s holds %%0d "
                 "of %u words\", call, ", d->name, d->c->depth);
    fill(d, s);
    sb_puts(s, ");\n");
  }
}

void dftb_run(const SimCtx *cx, Sbuf *s) {
  if (!cx->comp || !cx->comp->net) return;
  DfChans cs = {0};
  dftb_channels(cx->comp, &cs);
  sb_puts(s, "      if (moving) still = 0; else still = still + 1;\n");
  for (size_t i = 0; i < cs.len; i++) {
    if (!cs.data[i].c->depth) continue;
    Sbuf e = {0};
    fill(&cs.data[i], &e);
    sb_printf(s, "      if (%s > occ%zu) occ%zu <= %s;\n", sb_str(&e), i, i,
              sb_str(&e));
    sb_free(&e);
  }
  sb_printf(s, "      if (phase == 2 && still >= %u) begin\n"
               "        $display(\"@hlsc-deadlock %%0d %%0d\", call, cycles);\n",
            DF_DEADLOCK_CYCLES);
  for (size_t i = 0; i < cs.len; i++) waits(&cs.data[i], s);
  sb_puts(s, "        $display(\"@hlsc-end\");\n        $finish;\n"
             "      end\n");
  dftb_channels_free(&cs);
}

void dftb_report(const SimCtx *cx, Sbuf *s) {
  if (!cx->comp || !cx->comp->net) return;
  DfChans cs = {0};
  dftb_channels(cx->comp, &cs);
  for (size_t i = 0; i < cs.len; i++) {
    if (!cs.data[i].c->depth) continue;
    sb_printf(s, "      $display(\"@hlsc-fifo %%0d %s %%0d %u\", call, "
                 "occ%zu);\n      occ%zu <= 0;\n",
              cs.data[i].name, cs.data[i].c->depth, i, i);
  }
  dftb_channels_free(&cs);
}

const char *dftb_activity(const SimCtx *cx) {
  return cx->comp && cx->comp->net ? " | moving" : "";
}

unsigned dftb_idle_cycles(const SimCtx *cx) {
  if (cx->comp && cx->comp->net) return DF_IDLE_CYCLES;
  /* a pipelined divider of a value wider than 64 bits may take longer
   * than 64 cycles (one or two quotient bits a stage) */
  unsigned w = 0;
  for (size_t v = 0; cx->func && v < cx->func->vals.len; v++)
    if (cx->func->vals.data[v].width > w) w = cx->func->vals.data[v].width;
  return w > 64 ? 64 + 4 * w : 64;
}
