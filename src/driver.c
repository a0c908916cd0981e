/* driver.c - the pipeline of stages, from the input file to the Verilog
 * (driver_report.c says what is reported of the result: the JSON report
 * and the -v summary). */
#include "driver.h"

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
  pass_modfold(f); /* (after divrem: pairs keep their divider) */
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

bool driver_float_small(const Options *opt) {
  return opt->float_units == FLOAT_UNITS_SMALL ||
         (opt->float_units == FLOAT_UNITS_AUTO &&
          opt->target == TARGET_ICE40);
}

static int compile_phases(const Options *opt, Compilation *c) {
  memset(c, 0, sizeof *c);
  double t0 = monotonic_s(), t = t0;
  phase(opt, "frontend");

  fe_set_unroll_tripcount(opt->unroll_tripcount);
  fe_set_float_small(driver_float_small(opt));
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
