/* driver.c - the pipeline of stages and what is reported of its result
 * (the JSON report, the -v summary, the schedule page). */
#include "driver.h"

#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "llvm/frontend.h"
#include "net/net.h"
#include "pass/pass.h"
#include "py/pyfront.h"
#include "rtl/axilite.h"
#include "rtl/maxi.h"
#include "rtl/blockctl.h"
#include "rtl/axis.h"
#include "rtl/names.h"
#include "synth/synth.h"
#include "util/progress.h"

enum { PH_FRONTEND, PH_PASSES, PH_SCHEDULE, PH_ARCH, PH_VERILOG, PH_TOTAL };

/* driver_compile calls being run: a region's processes are compiled
 * through it too, so only the outermost (1: the top) gets the AXI4-Lite
 * wrapper and the area fit */
static int compile_depth;

/* Internal consistency check between stages: a broken IR is a compiler bug,
 * reported as such (never as the user's fault). */
static bool verified(const Func *f, const char *after) {
  if (ir_verify(f, after)) return true;
  diag_error((SrcLoc){f->file, 0, 0},
             "internal compiler error: invalid IR after %s", after);
  return false;
}

/* With --emit and nothing else to write, the pipeline stops after the stage
 * whose form is shown, so a form can be inspected while a later stage
 * rejects the input. */
static bool stop_after(const Options *opt, const char *form) {
  return opt->emit && !opt->output && !opt->report && !opt->schedule_html &&
         !strcmp(opt->emit, form);
}

SchedOptions driver_sched_options(const Options *opt) {
  return (SchedOptions){opt->clock_period_ns, opt->target, opt->no_pipeline,
                        opt->no_forward, opt->no_varlat, opt->units_mul,
                        opt->units_div, 0.0, NULL, false};
}

/* (one name per phase of compile_seconds; progress.h for when) */
static void phase(const Options *opt, const char *name) {
  progress_phase(opt->verbose || isatty(STDERR_FILENO), name);
}

bool driver_sched_passes(const Options *opt, Func *f) {
  SchedOptions so = driver_sched_options(opt);
  sched_classify_loops(f, &so);
  if (!opt->no_pipeline) {
    if (!opt->no_flatten) sched_flatten(f, &so);
    if (!verified(f, "flatten")) return false;
    sched_if_convert(f, &so);
    if (!verified(f, "ifconv")) return false;
    pass_fold(f);
    pass_dce(f);
    if (!opt->no_speculate) sched_speculate(f, &so, opt->speculate);
    if (!verified(f, "speculate")) return false;
  }
  /* adders longer than a period, cut (after if-conversion: its trial
   * schedules time the adders whole) */
  sched_split_carries(f, &so);
  if (!verified(f, "splitcarry")) return false;
  /* after if-conversion: only the branches that stay in the controller */
  pass_switch_merge(f);
  return verified(f, "switchmerge");
}

bool driver_ir_passes(Func *f) {
  pass_partition(f);
  pass_fold(f);
  pass_dce(f);
  if (pass_divrem(f)) /* (before constmul rewrites x / 10 * 10) */
    pass_dce(f);
  pass_constmul(f);
  /* before pass_narrow: what a narrowed memory loads has a range */
  pass_mem_narrow(f);
  if (!verified(f, "memnarrow")) return false;
  if (pass_narrow(f)) { /* what narrowing decided (x <u 0) */
    pass_fold(f);
    pass_dce(f);
  }
  return verified(f, "narrow");
}

/* The stages after the front end, on c->func: HLS passes, pipeline
 * extraction (a process split into a network of units: driver_extract.c),
 * schedule, architecture, Verilog. */
static int compile_ir(const Options *opt, Compilation *c, double t0) {
  double t = monotonic_s();
  phase(opt, "passes");
  /* the top's AXI4 masters: marked before the passes (the stream pass
   * after if-conversion needs them) */
  if (compile_depth == 1 && !maxi_resolve(opt, c)) return 2;
  driver_auto_partition(opt, c->func);
  bool ok = driver_ir_passes(c->func);
  c->seconds[PH_PASSES] = monotonic_s() - t;
  if (!ok) return 2;
  if (!opt->no_extract) {
    int rc = driver_extract(opt, c);
    if (rc >= 0) {
      c->seconds[PH_TOTAL] = monotonic_s() - t0;
      return rc;
    }
  }

  t = monotonic_s();
  phase(opt, "schedule");
  SchedOptions so = driver_sched_options(opt);
  if (!driver_sched_passes(opt, c->func)) return 2;
  /* AXI4 master arrays accessed in sequence become streams (after
   * if-conversion: a loop of one block) */
  if (compile_depth == 1 && maxi_any(c->func)) {
    pass_maxi_stream(c->func);
    pass_dce(c->func);
    if (!verified(c->func, "maxistream")) return 2;
  }
  if ((c->partial = stop_after(opt, "ir"))) return 0;
  if (!sched_sdc(c->func, &so, &c->sched) || diag_errors()) return 2;
  c->seconds[PH_SCHEDULE] = monotonic_s() - t;
  /* the dot form shows the schedule too */
  if ((c->partial = stop_after(opt, "sched") || stop_after(opt, "dot")))
    return 0;

  t = monotonic_s();
  phase(opt, "arch");
  arch_plan_gates(c->func, opt->gate_depth);
  c->rtl = arch_build(c->func, &c->sched, &so);
  if (!c->rtl || diag_errors()) return 2;
  /* the top only: a region's processes and a split process's units are
   * parts of one design */
  if (compile_depth == 1 && !driver_fit(opt, c)) return 2;
  c->seconds[PH_ARCH] = monotonic_s() - t;

  t = monotonic_s();
  phase(opt, "verilog");
  rtl_emit_verilog(c->rtl, &c->verilog);
  c->seconds[PH_VERILOG] = monotonic_s() - t;
  c->seconds[PH_TOTAL] = monotonic_s() - t0;
  return 0;
}

static int compile_phases(const Options *opt, Compilation *c) {
  memset(c, 0, sizeof *c);
  double t0 = monotonic_s(), t = t0;
  phase(opt, "frontend");

  FeRegion region = {0};
  FeSeconds fs = {0};
  FrontendOptions fo = {opt->input, opt->top, opt->cflags.data,
                        opt->cflags.len, &region, &fs};
  bool llvm = opt->keep_llvm || (opt->emit && !strcmp(opt->emit, "llvm"));
  Sbuf *text = llvm ? &c->llvm_ir : NULL;
  c->func = py_is_input(opt->input) ? frontend_py(&fo, text)
                                     : frontend_c(&fo, text);
  c->seconds[PH_FRONTEND] = monotonic_s() - t;
  c->clang_s = fs.clang;
  c->llvm_passes_s = fs.llvm_passes;
  c->llvm_pipeline = fs.pipeline;
  c->llvm_instructions = fs.instructions;
  c->llvm_threshold = fs.threshold;
  if (region.found && !diag_errors()) {
    int rc = driver_region(opt, c, &region);
    fe_region_free(&region);
    c->seconds[PH_TOTAL] = monotonic_s() - t0;
    return rc;
  }
  fe_region_free(&region);
  if (!c->func || diag_errors()) return 2;
  if (!verified(c->func, "import")) return 2;
  rtl_name_ports(c->func);
  if ((c->partial = stop_after(opt, "llvm"))) return 0;

  return compile_ir(opt, c, t0);
}

int driver_compile_func(const Options *opt, Compilation *c) {
  compile_depth++; /* a unit of a split process: a part of the design */
  int rc = compile_ir(opt, c, monotonic_s());
  compile_depth--;
  progress_end();
  return rc;
}

int driver_compile(const Options *opt, Compilation *c) {
  compile_depth++;
  int rc = compile_phases(opt, c);
  compile_depth--;
  /* AXI4 masters first: the control wrappers go around them (a region's
   * top is marked here only to be refused: compile_ir marked the others) */
  if (!rc && !compile_depth && !c->partial && c->verilog.len &&
      ((c->net && !maxi_resolve(opt, c)) || !maxi_wrap(c->func, &c->verilog)))
    rc = 2;
  /* the core's internal stream ports of streamed m_axi arrays are no
   * parameters: the wrapper hides them */
  if (c->func && c->func->maxi_nports && !compile_depth) {
    c->func->ports.len = c->func->maxi_nports;
    c->func->maxi_nports = 0;
  }
  if (!rc && (opt->axilite || (c->func && c->func->axilite)) &&
      !compile_depth && !c->partial && c->verilog.len) {
    if (!axil_wrap(c->func, &c->verilog)) rc = 2;
    c->axilite = true;
  } else if (!rc && !compile_depth && !c->partial && c->verilog.len) {
    /* a plain top: idle and ready next to start and done */
    if (!blockctl_add(c->func, &c->verilog)) rc = 2;
  }
  /* the top's stream words split into their AXI4-Stream channels */
  if (!rc && !compile_depth && !c->partial && c->verilog.len &&
      !axis_wrap(c->func, &c->verilog))
    rc = 2;
  progress_end();
  return rc;
}

int driver_write_axil_header(const Compilation *c, const char *vpath) {
  if (!c->axilite) return 0;
  char *h = axil_header_path(vpath);
  Sbuf text = {0};
  axil_c_header(c->func, &text);
  int rc = 0;
  if (!write_file(h, text.s, text.len)) {
    fprintf(stderr, "hlsc: error: cannot write '%s'\n", h);
    rc = 2;
  }
  sb_free(&text);
  free(h);
  return rc;
}

void fifo_occs_free(FifoOccs *v) {
  for (size_t i = 0; i < v->len; i++) free(v->data[i].name);
  vec_free(v);
}

void compilation_free(Compilation *c) {
  for (size_t i = 0; i < c->units.len; i++) {
    compilation_free(c->units.data[i]);
    free(c->units.data[i]);
  }
  vec_free(&c->units);
  /* (after the units: their functions share these ones' strings) */
  for (size_t i = 0; i < c->xkeep.len; i++) ir_func_free(c->xkeep.data[i]);
  vec_free(&c->xkeep);
  for (size_t i = 0; i < c->extractions.len; i++) {
    free(c->extractions.data[i].port);
    free(c->extractions.data[i].why);
  }
  vec_free(&c->extractions);
  for (size_t i = 0; i < c->modules.len; i++) {
    free(c->modules.data[i].name);
    free(c->modules.data[i].text);
  }
  vec_free(&c->modules);
  if (c->net) net_free(c->net);
  if (c->rtl) rtl_design_free(c->rtl);
  if (c->sched.cycle) sched_free(&c->sched);
  if (c->func) ir_func_free(c->func);
  sb_free(&c->verilog);
  sb_free(&c->llvm_ir);
  memset(c, 0, sizeof *c);
}

void driver_json_cosim(Sbuf *o, const ReportCycles *cycles,
                       const char *synth) {
  if (cycles)
    sb_printf(o, "  \"cycles\": %llu,\n  \"calls\": %llu,\n"
              "  \"cycles_per_call\": {\"min\": %llu, \"max\": %llu, "
              "\"total\": %llu},\n",
              (unsigned long long)cycles->total,
              (unsigned long long)cycles->calls,
              (unsigned long long)cycles->min, (unsigned long long)cycles->max,
              (unsigned long long)cycles->total);
  if (synth) sb_printf(o, "  \"synthesis\": %s,\n", synth);
}

void driver_json_str(Sbuf *o, const char *s) {
  sb_putc(o, '"');
  for (; s && *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') sb_printf(o, "\\%c", ch);
    else if (ch < 0x20) sb_printf(o, "\\u%04x", ch);
    else sb_putc(o, (char)ch);
  }
  sb_putc(o, '"');
}

static const char *target_name(Target t) {
  switch (t) {
  case TARGET_ICE40: return "ice40";
  case TARGET_XILINX7: return "xilinx7";
  default: return "generic";
  }
}

/* A loop's seed 000 case and mechanisms, as JSON members. */
static void json_loop_case(Sbuf *o, const Func *f, const LoopSched *L) {
  uint8_t lc = f->blocks.data[L->block].loop_case;
  if (!lc) {
    sb_puts(o, "\"seed_case\": null, \"mechanisms\": [], ");
    return;
  }
  sb_printf(o, "\"seed_case\": {\"case\": %u, \"data_dependence\": ",
            sched_seed_case(lc));
  driver_json_str(o, sched_data_dependence(lc));
  sb_printf(o, ", \"control_dependence\": %s, \"variable_latency\": %s}, "
            "\"mechanisms\": [", lc & LC_CONTROL ? "true" : "false",
            lc & LC_VARLAT ? "true" : "false");
  LoopMechanisms m;
  sched_loop_mechanisms(f, L, &m);
  for (uint32_t i = 0; i < m.n; i++) {
    if (i) sb_puts(o, ", ");
    driver_json_str(o, m.name[i]);
  }
  sb_puts(o, "], ");
}

const char *driver_overflow_meaning(const Options *opt) {
  if (py_is_input(opt->input)) return NULL;
  return opt->strict_overflow ? "undefined" : "wraps";
}

/* The module's figures: the netlist's (rtl_stats: its on-chip memories,
 * and the array parameters' outside it) and the m_axi wrapper's own RAMs
 * and FIFOs (maxi_buffers), which are on chip too. */
static void design_stats(const Compilation *c, RtlStats *st) {
  rtl_stats(c->rtl, st);
  maxi_buffers(c->func, &st->nmems, &st->mem_bits);
}

void driver_report_json(const Options *opt, const Compilation *c,
                        const ReportCycles *cycles, const char *synth,
                        Sbuf *o) {
  if (c->net) {
    driver_net_report_json(opt, c, cycles, synth, o);
    return;
  }
  const Func *f = c->func;
  RtlStats st = {0};
  design_stats(c, &st);
  sb_puts(o, "{\n  \"top\": ");
  driver_json_str(o, f->name);
  sb_puts(o, ",\n  \"source\": ");
  driver_json_str(o, opt->input);
  const char *ovf = driver_overflow_meaning(opt);
  if (ovf) sb_printf(o, ",\n  \"signed_overflow\": \"%s\"", ovf);
  sb_printf(o, ",\n  \"target\": \"%s\",\n", target_name(opt->target));
  sb_printf(o, "  \"clock_period_ns\": %.3f,\n", opt->clock_period_ns);
  sb_printf(o, "  \"critical_path_ns\": %.3f,\n", c->sched.critical_ns);
  SchedOptions so = driver_sched_options(opt);
  sb_printf(o, "  \"delay_budget_ns\": %.3f,\n", delay_budget(&so));
  sb_printf(o, "  \"estimated_period_ns\": %.3f,\n",
            c->sched.critical_ns + delay_reg_overhead(&so));
  driver_json_cosim(o, cycles, synth);
  driver_extract_json(c, o);
  sb_printf(o,
            "  \"fsm_states\": %u,\n  \"registers\": %u,\n"
            "  \"register_bits\": %llu,\n  \"memories\": %u,\n"
            "  \"memory_bits\": %llu,\n  \"external_memories\": %u,\n"
            "  \"dividers\": %u,\n",
            st.nstates, st.nregs, (unsigned long long)st.reg_bits, st.nmems,
            (unsigned long long)st.mem_bits, st.next_mems, st.ndividers);
  if (f->splits.len) {
    sb_puts(o, "  \"partitions\": [");
    for (size_t i = 0; i < f->splits.len; i++) {
      const MemSplit *s = &f->splits.data[i];
      sb_printf(o, "%s\n    {\"memory\": ", i ? "," : "");
      driver_json_str(o, s->name);
      sb_printf(o, ", \"kind\": \"%s\", \"factor\": %u, \"dim\": %u, "
                "\"banks\": %u, \"bank_words\": %llu, \"direct\": %u, "
                "\"spread\": %u, \"automatic\": %s}",
                partition_kind_name(s->part.kind), s->part.factor, s->part.dim,
                s->banks, (unsigned long long)s->bank_depth, s->direct,
                s->spread, s->part.automatic ? "true" : "false");
    }
    sb_puts(o, "\n  ],\n");
  }
  if (f->autopart_line)
    sb_printf(o, "  \"automatic_partitions\": {\"loop_line\": %u, "
              "\"cycles_per_iteration_before\": %u, "
              "\"cycles_per_iteration_after\": %u},\n", f->autopart_line,
              f->autopart_before, f->autopart_after);
  if (c->sched.nfu) {
    Sbuf t = {0};
    fu_text(f, &c->sched, &t);
    sb_printf(o, "  \"shared_units\": {\"units\": %u, \"text\": ",
              c->sched.nfu);
    driver_json_str(o, sb_str(&t));
    sb_puts(o, "},\n");
    sb_free(&t);
  }
  driver_fit_json(c, o);
  sb_puts(o, "  \"blocks\": [");
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    uint32_t line = bl->term.loc.line;
    sb_printf(o, "%s\n    {\"block\": %zu, \"name\": ", b ? "," : "", b);
    driver_json_str(o, bl->name ? bl->name : "");
    sb_printf(o, ", \"states\": %u, \"line\": %u}", c->sched.nstates[b],
              line);
  }
  sb_puts(o, "\n  ],\n  \"loops\": [");
  for (uint32_t i = 0; i < c->sched.nloops; i++) {
    const LoopSched *L = &c->sched.loops[i];
    sb_printf(o, "%s\n    {\"line\": %u, \"label\": ", i ? "," : "",
              L->loc.line);
    if (L->label) driver_json_str(o, L->label);
    else sb_puts(o, "null");
    sb_printf(o, ", \"block\": %u, \"pipelined\": %s, ", L->block,
              L->pipelined ? "true" : "false");
    if (L->pipelined)
      sb_printf(o, "\"ii\": %u, \"mii\": %u, \"rec_mii\": %u, "
                "\"res_mii\": %u, \"stages\": %u, \"depth\": %u, ",
                L->ii, L->mii, L->rec_mii, L->res_mii, L->stages,
                L->stages * L->ii);
    else if (L->seq_cycles) /* an iteration's cycles */
      sb_printf(o, "\"depth\": %u, ", L->seq_cycles);
    sb_printf(o, "\"sequential_cycles\": %u, \"if_converted\": %s, ",
              L->seq_cycles,
              f->blocks.data[L->block].if_converted ? "true" : "false");
    const Block *hb = &f->blocks.data[L->block];
    if (hb->flattened)
      sb_printf(o, "\"flattened\": {\"loops\": %u, \"segment_starts\": %u, "
                "\"port_cuts\": %u}, ", hb->flattened, hb->flat_starts,
                hb->flat_cuts);
    else if (hb->flat_why) {
      sb_puts(o, "\"not_flattened\": ");
      driver_json_str(o, hb->flat_why);
      sb_puts(o, ", ");
      if (hb->flat_cycles)
        sb_printf(o, "\"flattened_cycles\": %u, \"nest_best_cycles\": %u, ",
                  hb->flat_cycles, hb->flat_best);
    }
    if (L->trip_count >= 0)
      sb_printf(o, "\"trip_count\": %lld, ", (long long)L->trip_count);
    else
      sb_puts(o, "\"trip_count\": null, ");
    if (L->trip_max)
      sb_printf(o, "\"tripcount_pragma\": {\"min\": %llu, \"max\": %llu, "
                "\"avg\": %llu}, ", (unsigned long long)L->trip_min,
                (unsigned long long)L->trip_max,
                (unsigned long long)L->trip_avg);
    else
      sb_puts(o, "\"tripcount_pragma\": null, ");
    json_loop_case(o, f, L);
    if (L->fwd_loads) {
      sb_puts(o, "\"forwarding\": {\"memory\": ");
      driver_json_str(o, L->fwd_mem);
      sb_printf(o, ", \"loads\": %u, \"stores\": %u, \"comparators\": %u, "
                "\"ii_without\": ", L->fwd_loads, L->fwd_stores, L->fwd_cmps);
      if (L->fwd_ii) sb_printf(o, "%u}, ", L->fwd_ii);
      else sb_puts(o, "null}, "); /* sequential without */
    } else {
      sb_puts(o, "\"forwarding\": null, ");
    }
    if (L->fu_shared && L->pipelined && L->fu_ii)
      sb_printf(o, "\"shared_units_ii_without\": %u, ", L->fu_ii);
    else if (L->fu_shared && L->pipelined) /* sequential without */
      sb_puts(o, "\"shared_units_ii_without\": null, ");
    sb_puts(o, "\"recurrence\": ");
    driver_json_str(o, L->recurrence);
    if (L->varlat) {
      sb_printf(o, ", \"variable_latency\": {\"stall\": %u, "
                "\"static_cycles\": %u, \"text\": ", L->stall, L->static_cost);
      driver_json_str(o, L->varlat_text);
      sb_putc(o, '}');
    } else {
      sb_puts(o, ", \"variable_latency\": null");
    }
    sb_puts(o, ", \"reason\": ");
    driver_json_str(o, L->reason);
    sb_putc(o, '}');
  }
  sb_puts(o, "\n  ],\n  \"module\": ");
  driver_json_str(o, f->hw_name);
  sb_printf(o, ",\n  \"interface\": \"%s\"",
            c->axilite ? "s_axilite" : "plain");
  sb_puts(o, ",\n  \"ports\": [");
  static const char *const kinds[] = {"scalar", "stream_in", "stream_out",
                                      "none", "memory"};
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    sb_printf(o, "%s\n    {\"parameter\": ", p ? "," : "");
    driver_json_str(o, pt->name);
    sb_puts(o, ", \"verilog\": ");
    driver_json_str(o, pt->kind == PORT_STREAM_NONE ? "" : pt->hw);
    sb_printf(o, ", \"kind\": \"%s\", \"width\": %u", kinds[pt->kind],
              pt->width);
    if (pt->maxi) { /* streamed or copied, and why (pass/maxistream.c) */
      sb_puts(o, ", \"m_axi\": ");
      driver_json_str(o, pt->maxi_why ? pt->maxi_why : "copied");
    }
    if (pt->nfields) { /* AXI4-Stream side channels: NAME_t<channel> */
      sb_puts(o, ", \"channels\": [");
      for (unsigned k = 0; k < pt->nfields; k++)
        sb_printf(o, "%s{\"channel\": \"%s\", \"lo\": %u, \"width\": %u}",
                  k ? ", " : "",
                  ir_axis_chan_name((AxisChan)pt->fields[k].chan),
                  pt->fields[k].lo, pt->fields[k].width);
      sb_puts(o, "]");
    }
    sb_puts(o, "}");
  }
  sb_puts(o, "\n  ],\n  \"gates\": [");
  for (size_t p = 0, n = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (!pt->gate) continue;
    sb_printf(o, "%s\n    {\"port\": ", n++ ? "," : "");
    driver_json_str(o, pt->name);
    sb_puts(o, ", \"verilog\": ");
    driver_json_str(o, pt->hw);
    sb_printf(o, ", \"depth\": %u}", pt->gate);
  }
  sb_puts(o, "\n  ],\n  \"memories_detail\": [");
  for (size_t m = 0; m < f->mems.len; m++) {
    const Mem *mem = &f->mems.data[m];
    sb_printf(o, "%s\n    {\"name\": ", m ? "," : "");
    driver_json_str(o, mem->name ? mem->name : "");
    sb_printf(o,
              ", \"width\": %u, \"depth\": %llu, \"rom\": %s, "
              "\"external\": %s}",
              mem->width, (unsigned long long)mem->depth,
              mem->rom ? "true" : "false", mem->external ? "true" : "false");
  }
  sb_puts(o, "\n  ],");
  if (c->llvm_pipeline)
    sb_printf(o,
              "\n  \"llvm_pipeline\": {\"name\": \"%s\", \"instructions\": "
              "%llu, \"threshold\": %llu},",
              c->llvm_pipeline, (unsigned long long)c->llvm_instructions,
              (unsigned long long)c->llvm_threshold);
  sb_printf(o,
            "\n  \"compile_seconds\": {\"frontend\": %.4f, \"clang\": "
            "%.4f, \"llvm_passes\": %.4f, \"passes\": %.4f, \"schedule\": "
            "%.4f, \"arch\": %.4f, \"verilog\": %.4f, \"total\": %.4f}\n}\n",
            c->seconds[PH_FRONTEND], c->clang_s, c->llvm_passes_s,
            c->seconds[PH_PASSES],
            c->seconds[PH_SCHEDULE], c->seconds[PH_ARCH],
            c->seconds[PH_VERILOG], c->seconds[PH_TOTAL]);
}

int driver_synthesize(const Options *opt, const char *vpath,
                      const char *module, Sbuf *json) {
  SynthOptions so = {opt->target, opt->clock_period_ns, opt->timeout_s,
                     opt->keep};
  SynthResult r;
  int rc = synth_run(vpath, module, &so, &r);
  if (rc) return rc;
  Sbuf text = {0};
  synth_summary(&r, &so, module, &text);
  fputs(sb_str(&text), stdout);
  sb_free(&text);
  synth_json(&r, &so, json);
  return 0;
}

/* The second -v line of a loop: its seed 000 case and mechanisms. */
static void print_loop_case(const Options *opt, const Func *f,
                            const LoopSched *L) {
  uint8_t lc = f->blocks.data[L->block].loop_case;
  if (!lc) return;
  Sbuf t = {0};
  sched_loop_case_text(lc, &t);
  LoopMechanisms m;
  sched_loop_mechanisms(f, L, &m);
  fprintf(stderr, "hlsc: %s:%u: loop%s%s: %s", L->loc.file ? L->loc.file
          : opt->input, L->loc.line, L->label ? " " : "",
          L->label ? L->label : "", sb_str(&t));
  for (uint32_t i = 0; i < m.n; i++)
    fprintf(stderr, "%s%s", i ? "; " : ": ", m.name[i]);
  fputc('\n', stderr);
  sb_free(&t);
}

/* The -v line of a top compiled through the `large` LLVM pipeline (why,
 * and what it leaves out); -O2, every other top's, says nothing. */
static void print_pipeline(const Compilation *c) {
  if (!c->llvm_pipeline || strcmp(c->llvm_pipeline, "large")) return;
  fprintf(stderr,
          "hlsc: %s: LLVM pipeline 'large', not -O2: the top is %llu LLVM "
          "instructions with every call inlined, at least %llu; each "
          "simplification pass runs once (InstCombine twice)\n",
          c->func->name, (unsigned long long)c->llvm_instructions,
          (unsigned long long)c->llvm_threshold);
}

void driver_print_summary(const Options *opt, const Compilation *c) {
  if (c->net) {
    driver_net_summary(opt, c);
    driver_extract_summary(opt, c);
    return;
  }
  RtlStats st = {0};
  design_stats(c, &st);
  /* array parameters: their memories are the user's, not the module's */
  char outside[64] = "";
  if (st.next_mems)
    snprintf(outside, sizeof outside, " and %u outside the module",
             st.next_mems);
  fprintf(stderr,
          "hlsc: %s: %zu blocks, %u states, %u registers (%llu bits), %u "
          "memories (%llu bits)%s, critical path %.2f ns of %.2f ns, "
          "compiled in %.3f s\n",
          c->func->name, c->func->blocks.len, st.nstates, st.nregs,
          (unsigned long long)st.reg_bits, st.nmems,
          (unsigned long long)st.mem_bits, outside, c->sched.critical_ns,
          opt->clock_period_ns, c->seconds[5]);
  print_pipeline(c);
  for (size_t p = 0; p < c->func->ports.len; p++)
    if (c->func->ports.data[p].maxi)
      fprintf(stderr, "hlsc: %s\n",
              c->func->ports.data[p].maxi_why
                  ? c->func->ports.data[p].maxi_why
                  : "copied (not analysed: the top was not scheduled as "
                    "one function)");
  for (uint32_t i = 0; i < c->sched.nloops; i++) {
    const LoopSched *L = &c->sched.loops[i];
    /* the loop's own file: a Python top may live in a module the input
     * imports */
    fprintf(stderr, "hlsc: %s:%u: loop%s%s: ",
            L->loc.file ? L->loc.file : opt->input, L->loc.line,
            L->label ? " " : "", L->label ? L->label : "");
    if (L->pipelined)
      fprintf(stderr, "pipelined, II %u (MII %u: RecMII %u, ResMII %u), "
              "depth %u cycle%s (%u stage%s)", L->ii, L->mii, L->rec_mii,
              L->res_mii, L->stages * L->ii, L->stages * L->ii == 1 ? "" : "s",
              L->stages, L->stages == 1 ? "" : "s");
    else if (L->seq_cycles)
      fprintf(stderr, "sequential, %u cycle%s per iteration", L->seq_cycles,
              L->seq_cycles == 1 ? "" : "s");
    else
      fprintf(stderr, "sequential");
    if (L->trip_count >= 0)
      fprintf(stderr, ", trip count %lld", (long long)L->trip_count);
    if (L->trip_max)
      fprintf(stderr, ", LOOP_TRIPCOUNT min %llu max %llu avg %llu",
              (unsigned long long)L->trip_min, (unsigned long long)L->trip_max,
              (unsigned long long)L->trip_avg);
    const Block *hb = &c->func->blocks.data[L->block];
    if (hb->flattened)
      fprintf(stderr, ", flattened: %u loop%s, %u segment starts, %u port "
              "cut%s", hb->flattened, hb->flattened == 1 ? "" : "s",
              hb->flat_starts, hb->flat_cuts, hb->flat_cuts == 1 ? "" : "s");
    if (hb->if_converted)
      fprintf(stderr, ", if-converted");
    if (hb->flat_why)
      fprintf(stderr, "; not flattened: %s", hb->flat_why);
    if (hb->flat_why && hb->flat_cycles)
      fprintf(stderr, " (%u cycle%s per iteration flattened, %u in the "
              "nest's fastest loop)", hb->flat_cycles,
              hb->flat_cycles == 1 ? "" : "s", hb->flat_best);
    if (L->recurrence[0])
      fprintf(stderr, "; RecMII %u from %s", L->rec_mii, L->recurrence);
    if (L->fwd_loads) {
      Sbuf t = {0};
      sched_forward_text(L, &t);
      fprintf(stderr, "; %s", sb_str(&t));
      sb_free(&t);
    }
    if (L->fu_shared && L->pipelined) {
      Sbuf t = {0};
      sched_share_text(L, &t);
      fprintf(stderr, "; %s", sb_str(&t));
      sb_free(&t);
    }
    if (L->varlat)
      fprintf(stderr, "; variable latency: %s (%u cycles per iteration "
              "without it)", L->varlat_text, L->static_cost);
    fprintf(stderr, "%s%s\n", L->reason[0] ? "; " : "", L->reason);
    print_loop_case(opt, c->func, L);
  }
  for (size_t i = 0; i < c->func->splits.len; i++) {
    Sbuf t = {0};
    partition_text(&c->func->splits.data[i], &t);
    fprintf(stderr, "hlsc: %s: memory %s\n", c->func->name, sb_str(&t));
    sb_free(&t);
  }
  for (size_t i = 0; i < c->func->narrowed.len; i++) {
    Sbuf t = {0};
    mem_narrow_text(&c->func->narrowed.data[i], &t);
    fprintf(stderr, "hlsc: %s: memory %s\n", c->func->name, sb_str(&t));
    sb_free(&t);
  }
  if (c->func->autopart_line)
    fprintf(stderr, "hlsc: %s: the compiler's partitions take the loop at "
            "line %u from %u to %u cycle%s per iteration\n", c->func->name,
            c->func->autopart_line, c->func->autopart_before,
            c->func->autopart_after, c->func->autopart_after == 1 ? "" : "s");
  if (c->sched.nfu) {
    Sbuf t = {0};
    fu_text(c->func, &c->sched, &t);
    fprintf(stderr, "hlsc: %s: shared units: %s\n", c->func->name, sb_str(&t));
    sb_free(&t);
  }
  driver_fit_summary(c);
  driver_extract_summary(opt, c);
  for (size_t p = 0; p < c->func->ports.len; p++) {
    const Port *pt = &c->func->ports.data[p];
    if (pt->gate)
      fprintf(stderr, "hlsc: output %s: gate of %u word%s (writes wait only "
              "when it is full)\n", pt->name, pt->gate,
              pt->gate == 1 ? "" : "s");
  }
}

/* The page of --schedule-html, written only after a successful compile
 * (write_file replaces the file atomically, so no partial page is left). */
int driver_write_schedule_html(const Options *opt, const Compilation *c) {
  if (c->net) return driver_net_schedule_html(opt, c);
  SchedOptions so = driver_sched_options(opt);
  Sbuf page = {0};
  Sbuf area = {0};
  driver_fit_text(c, &area);
  sched_html(c->func, &c->sched, &so, opt->input, area.s, &page);
  sb_free(&area);
  errno = 0;
  bool ok = write_file(opt->schedule_html, page.s, page.len);
  int err = errno;
  sb_free(&page);
  if (ok) return 0;
  fprintf(stderr, "hlsc: error: cannot write '%s': %s\n", opt->schedule_html,
          err ? strerror(err) : "write failed");
  return 2;
}
