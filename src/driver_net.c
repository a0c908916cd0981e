/* driver_net.c - what is reported of a dataflow region: the -v summary,
 * the JSON report, the schedule pages and the --emit forms, each made of
 * the region's network (processes, channels, depths) and of each process's
 * own report (its loops and II), as driver.c gives them for a single unit.
 *
 * The throughput bound of a region is its slowest process: a process's
 * interval is the largest II (pipelined) or cycles per iteration
 * (sequential) among its loops; the region runs no faster than one
 * iteration of that loop per interval. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "driver.h"
#include "ir/ir.h"
#include "net/net.h"
#include "sched/sched.h"

/* Net unit func indexes are indexes in c->units (driver_region.c). */
static const Compilation *unit_comp(const Compilation *c, const NetUnit *u) {
  return u->func < c->units.len ? c->units.data[u->func] : NULL;
}

/* The slowest loop of a compiled process (its interval, 0 without loops;
 * a nested region: its own bound). */
static uint32_t interval(const Compilation *u, const LoopSched **at,
                         const char **where);

static uint32_t region_bound(const Compilation *c, const LoopSched **at,
                             const char **where) {
  uint32_t worst = 0;
  for (size_t i = 0; i < c->units.len; i++) {
    const LoopSched *L = NULL;
    const char *w = NULL;
    uint32_t v = interval(c->units.data[i], &L, &w);
    if (v > worst) worst = v, *at = L, *where = w;
  }
  return worst;
}

static uint32_t interval(const Compilation *u, const LoopSched **at,
                         const char **where) {
  if (u->net) return region_bound(u, at, where);
  uint32_t worst = 0;
  for (uint32_t i = 0; i < u->sched.nloops; i++) {
    const LoopSched *L = &u->sched.loops[i];
    uint32_t v = L->pipelined ? L->ii : L->seq_cycles;
    if (v > worst) worst = v, *at = L, *where = u->func->name;
  }
  return worst;
}

static const char *kind_name(NetKind k) {
  return k == NET_FREE_RUNNING ? "free-running" : "terminating";
}

void driver_net_summary(const Options *opt, const Compilation *c) {
  const Net *n = c->net;
  fprintf(stderr, "hlsc: %s: dataflow region, %zu processes, %zu channels, "
          "compiled in %.3f s\n", c->func->name, n->units.len,
          n->chans.len, c->seconds[PH_TOTAL]);
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *ch = &n->chans.data[i];
    Sbuf e = {0};
    net_print_end(n, ch->writers.data[0], &e);
    sb_puts(&e, " -> ");
    net_print_end(n, ch->readers.data[0], &e);
    fprintf(stderr, "hlsc: channel %s: %u bits, depth %u, %s\n", ch->name,
            ch->width, ch->depth, sb_str(&e));
    sb_free(&e);
  }
  const LoopSched *L = NULL;
  const char *where = NULL;
  uint32_t b = region_bound(c, &L, &where);
  if (b)
    fprintf(stderr, "hlsc: throughput bound: one iteration per %u cycle%s "
            "(process %s, loop at line %u)\n", b, b == 1 ? "" : "s", where,
            L ? L->loc.line : 0);
  for (size_t i = 0; i < n->units.len; i++) {
    const NetUnit *u = &n->units.data[i];
    const Compilation *uc = unit_comp(c, u);
    fprintf(stderr, "hlsc: process %s (%s, %s:%u):\n", u->name,
            kind_name(u->kind), u->loc.file ? u->loc.file : opt->input,
            u->loc.line);
    if (!uc) continue;
    Options o = *opt;
    o.top = uc->func->name;
    driver_print_summary(&o, uc);
  }
}


/* The report indented by two more spaces (it is nested). */
static void nested(Sbuf *o, const char *text) {
  for (const char *p = text; *p; p++) {
    sb_putc(o, *p);
    if (*p == '\n' && p[1]) sb_puts(o, "    ");
  }
  while (o->len && o->s[o->len - 1] == '\n') o->len--;
}

/* The period the region needs: its slowest process's estimate (a nested
 * region: its own). */
static double region_period(const Compilation *c, double overhead) {
  double worst = 0;
  for (size_t i = 0; i < c->net->units.len; i++) {
    const Compilation *uc = unit_comp(c, &c->net->units.data[i]);
    if (!uc) continue;
    double p = uc->net ? region_period(uc, overhead)
                       : uc->sched.critical_ns + overhead;
    if (p > worst) worst = p;
  }
  return worst;
}

void driver_net_report_json(const Options *opt, const Compilation *c,
                            const ReportCycles *cycles, const char *synth,
                            Sbuf *o) {
  const Net *n = c->net;
  sb_puts(o, "{\n  \"top\": ");
  driver_json_str(o, c->func->name);
  sb_puts(o, ",\n  \"source\": ");
  driver_json_str(o, opt->input);
  sb_printf(o, ",\n  \"dataflow_region\": true,\n  \"clock_period_ns\": "
               "%.3f,\n", opt->clock_period_ns);
  SchedOptions so = driver_sched_options(opt);
  sb_printf(o, "  \"estimated_period_ns\": %.3f,\n",
            region_period(c, delay_reg_overhead(&so)));
  driver_json_cosim(o, cycles, synth);
  driver_extract_json(c, o);
  const LoopSched *L = NULL;
  const char *where = NULL;
  uint32_t b = region_bound(c, &L, &where);
  sb_printf(o, "  \"throughput_bound\": {\"interval\": %u, \"process\": ",
            b);
  driver_json_str(o, where ? where : "");
  sb_printf(o, ", \"line\": %u},\n  \"module\": ", L ? L->loc.line : 0);
  driver_json_str(o, c->func->hw_name);
  sb_printf(o, ",\n  \"interface\": \"%s\"",
            c->axilite ? "s_axilite" : "plain");
  sb_puts(o, ",\n  \"channels\": [");
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *ch = &n->chans.data[i];
    Sbuf w = {0}, r = {0};
    net_print_end(n, ch->writers.data[0], &w);
    net_print_end(n, ch->readers.data[0], &r);
    sb_printf(o, "%s\n    {\"name\": ", i ? "," : "");
    driver_json_str(o, ch->name);
    sb_printf(o, ", \"width\": %u, \"depth\": %u, \"writer\": ", ch->width,
              ch->depth);
    driver_json_str(o, sb_str(&w));
    sb_puts(o, ", \"reader\": ");
    driver_json_str(o, sb_str(&r));
    sb_putc(o, '}');
    sb_free(&w);
    sb_free(&r);
  }
  sb_puts(o, "\n  ],\n  \"processes\": [");
  for (size_t i = 0; i < n->units.len; i++) {
    const NetUnit *u = &n->units.data[i];
    const Compilation *uc = unit_comp(c, u);
    sb_printf(o, "%s\n    {\"name\": ", i ? "," : "");
    driver_json_str(o, u->name);
    sb_printf(o, ", \"kind\": \"%s\", \"line\": %u, \"report\": ",
              kind_name(u->kind), u->loc.line);
    Sbuf sub = {0};
    if (uc) {
      Options so = *opt;
      so.top = uc->func->name;
      driver_report_json(&so, uc, NULL, NULL, &sub);
    }
    nested(o, uc ? sb_str(&sub) : "null");
    sb_free(&sub);
    sb_putc(o, '}');
  }
  sb_puts(o, "\n  ]\n}\n");
}

/* The process graph in Graphviz: processes as boxes, the boundary as
 * ellipses, channels as edges labelled with their width and depth. */
void driver_net_dot(const Compilation *c, Sbuf *o) {
  const Net *n = c->net;
  sb_printf(o, "digraph \"%s\" {\n  rankdir=LR;\n  node [shape=box];\n",
            n->name);
  for (size_t i = 0; i < n->ports.len; i++)
    sb_printf(o, "  \"self.%s\" [shape=ellipse, label=\"%s\"];\n",
              n->ports.data[i].name, n->ports.data[i].name);
  for (size_t i = 0; i < n->units.len; i++) {
    const NetUnit *u = &n->units.data[i];
    const Compilation *uc = unit_comp(c, u);
    const LoopSched *L = NULL;
    const char *w = NULL;
    uint32_t v = uc ? interval(uc, &L, &w) : 0;
    sb_printf(o, "  \"%s\" [label=\"%s\\n%s", u->name, u->name,
              kind_name(u->kind));
    if (v) sb_printf(o, "\\ninterval %u", v);
    sb_puts(o, "\"];\n");
  }
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *ch = &n->chans.data[i];
    NetEnd e[2] = {ch->writers.data[0], ch->readers.data[0]};
    sb_puts(o, "  ");
    for (int k = 0; k < 2; k++) {
      if (e[k].unit == NET_BOUNDARY)
        sb_printf(o, "\"self.%s\"", n->ports.data[e[k].port].name);
      else
        sb_printf(o, "\"%s\"", n->units.data[e[k].unit].name);
      if (!k) sb_puts(o, " -> ");
    }
    sb_printf(o, " [label=\"%s: %u bits, depth %u\"];\n", ch->name,
              ch->width, ch->depth);
  }
  sb_puts(o, "}\n");
}

/* --emit llvm/ir/sched for a region: each process's form after a comment
 * line naming it (processes compiled once per function). */
void driver_net_emit(const Options *opt, const Compilation *c,
                     const char *form, Sbuf *o) {
  if (!strcmp(form, "dot")) {
    driver_net_dot(c, o);
    return;
  }
  if (!strcmp(form, "verilog")) {
    sb_puts(o, sb_str((Sbuf *)&c->verilog));
    return;
  }
  const char *cm = strcmp(form, "llvm") ? "//" : ";";
  sb_printf(o, "%s dataflow region %s\n", cm, c->func->name);
  net_print(c->net, o);
  for (size_t i = 0; i < c->units.len; i++) {
    const Compilation *u = c->units.data[i];
    sb_printf(o, "\n%s process function %s\n", cm, u->func->name);
    if (u->net) driver_net_emit(opt, u, form, o);
    else if (!strcmp(form, "llvm")) sb_puts(o, sb_str((Sbuf *)&u->llvm_ir));
    else if (!strcmp(form, "ir")) ir_print(u->func, o);
    else sched_print(u->func, &u->sched, o);
  }
}

/* The schedule pages: one per process function (PAGE with .NAME before
 * its extension), and the region's page listing them with the graph. */
int driver_net_schedule_html(const Options *opt, const Compilation *c) {
  const char *page = opt->schedule_html;
  const char *dot = strrchr(page, '.');
  size_t stem = dot && !strchr(dot, '/') ? (size_t)(dot - page) : strlen(page);
  Sbuf idx = {0};
  sb_printf(&idx, "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
                  "<title>%s: dataflow region</title></head><body>\n"
                  "<h1>%s: dataflow region</h1>\n<h2>Processes</h2>\n<ul>\n",
            c->func->name, c->func->name);
  int rc = 0;
  for (size_t i = 0; i < c->units.len && !rc; i++) {
    const Compilation *u = c->units.data[i];
    Sbuf path = {0};
    sb_printf(&path, "%.*s.%s%s", (int)stem, page, u->func->name,
              page + stem);
    Options o = *opt;
    o.top = u->func->name;
    o.schedule_html = sb_str(&path);
    rc = u->net ? driver_net_schedule_html(&o, u)
                : driver_write_schedule_html(&o, u);
    const char *base = strrchr(sb_str(&path), '/');
    base = base ? base + 1 : sb_str(&path);
    sb_printf(&idx, "<li><a href=\"%s\">%s</a></li>\n", base, u->func->name);
    sb_free(&path);
  }
  sb_puts(&idx, "</ul>\n<h2>Process graph (Graphviz)</h2>\n<pre>\n");
  Sbuf g = {0};
  driver_net_dot(c, &g);
  for (const char *p = sb_str(&g); *p; p++) {
    if (*p == '<') sb_puts(&idx, "&lt;");
    else if (*p == '>') sb_puts(&idx, "&gt;");
    else if (*p == '&') sb_puts(&idx, "&amp;");
    else sb_putc(&idx, *p);
  }
  sb_free(&g);
  sb_puts(&idx, "</pre>\n</body></html>\n");
  if (!rc) {
    errno = 0;
    if (!write_file(page, idx.s, idx.len)) {
      fprintf(stderr, "hlsc: error: cannot write '%s': %s\n", page,
              errno ? strerror(errno) : "write failed");
      rc = 2;
    }
  }
  sb_free(&idx);
  return rc;
}
