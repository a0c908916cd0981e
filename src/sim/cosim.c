/* cosim.c - `hlsc cosim`: compile, run natively, simulate, compare. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1 /* realpath, SIGKILL: POSIX */
#endif
#include "cosim.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "../py/pyfront.h"

static void format_ret(const Func *f, uint64_t v, Sbuf *out) {
  if (!f->ret_width) sb_puts(out, "void");
  else if (f->ret_signed)
    sb_printf(out, "%lld", (long long)sign_extend(v, f->ret_width));
  else sb_printf(out, "%llu", (unsigned long long)v);
}

static size_t line_start(const char *s, size_t pos) {
  while (pos > 0 && s[pos - 1] != '\n') pos--;
  return pos;
}

static void quote_line(const Sbuf *b, size_t start, Sbuf *out) {
  if (start >= b->len) {
    sb_puts(out, "(end of output)");
    return;
  }
  const char *s = b->s + start;
  const char *nl = memchr(s, '\n', b->len - start);
  size_t n = nl ? (size_t)(nl - s) + 1 : b->len - start;
  sb_putc(out, '"');
  sim_quote(out, s, n, 100);
  sb_putc(out, '"');
}

/* Describes the first line where the two outputs differ; false if equal. */
static bool compare_output(const Sbuf *nat, const Sbuf *sim, Sbuf *msg) {
  if (nat->len == sim->len && (!nat->len || !memcmp(nat->s, sim->s, nat->len)))
    return false;
  size_t i = 0;
  while (i < nat->len && i < sim->len && nat->s[i] == sim->s[i]) i++;
  size_t line = 1;
  for (size_t k = 0; k < i; k++) line += nat->s[k] == '\n';
  size_t start = line_start(nat->len > i ? nat->s : sim->s, i);
  sb_printf(msg, "output differs at line %zu: native ", line);
  quote_line(nat, start, msg);
  sb_puts(msg, " != verilog ");
  quote_line(sim, start, msg);
  return true;
}

/* 0 PASS, 1 FAIL; the reason goes to msg. */
static int compare(const SimCtx *cx, const RunResult *nat,
                   const RunResult *sim, Sbuf *msg) {
  const Func *f = cx->func;
  if (!sim->returned) {
    sb_printf(msg, "timeout after %llu cycles (done never rose; limit set "
                   "by --max-cycles)", (unsigned long long)sim->cycles);
    return 1;
  }
  int rc = 0;
  if (f->ret_width && nat->ret != sim->ret) {
    sb_puts(msg, "ret ");
    format_ret(f, nat->ret, msg);
    sb_puts(msg, " (native) != ");
    format_ret(f, sim->ret, msg);
    sb_puts(msg, " (verilog)");
    rc = 1;
  }
  Sbuf diff = {0};
  if (compare_output(&nat->out, &sim->out, &diff)) {
    if (rc) sb_puts(msg, "; ");
    sb_puts(msg, sb_str(&diff));
    rc = 1;
  }
  sb_free(&diff);
  return rc;
}

static int run_both(const SimCtx *cx, const Sbuf *verilog, RunResult *nat,
                    RunResult *sim, Sbuf *msg) {
  int rc = native_run(cx, nat, msg);
  if (rc) return rc;
  bool icarus = cx->opt->simulator && !strcmp(cx->opt->simulator, "iverilog");
  rc = icarus ? iverilog_run(cx, verilog, sim, msg)
              : verilator_run(cx, verilog, sim, msg);
  if (rc) return rc;
  return compare(cx, nat, sim, msg);
}

/* The harness #includes the input by its absolute path. */
static char *input_path(const char *input) {
  char *abs = realpath(input, NULL);
  if (!abs) {
    fprintf(stderr, "hlsc: error: cannot resolve the path of '%s'\n", input);
    return NULL;
  }
  if (strpbrk(abs, "\"\n\\")) {
    fprintf(stderr, "hlsc: error: cosim cannot #include '%s' (the path "
                    "contains a quote, backslash or newline)\n", abs);
    free(abs);
    return NULL;
  }
  return abs;
}

/* --synth with cosim: the compiled Verilog, synthesized from a file of its
 * own. */
static int synthesize_text(const Options *opt, const Compilation *c,
                           Sbuf *json) {
  char *dir = make_temp_dir("hlsc-synth-v");
  if (!dir) {
    fprintf(stderr, "hlsc: error: cannot create a temporary directory\n");
    return 2;
  }
  char *v = sim_path(dir, "design.v");
  int rc = 2;
  if (write_file(v, c->verilog.s ? c->verilog.s : "", c->verilog.len))
    rc = driver_synthesize(opt, v, c->func->hw_name, json);
  else
    fprintf(stderr, "hlsc: error: cannot write '%s'\n", v);
  free(v);
  rm_rf(dir);
  free(dir);
  return rc;
}

/* Everything a compile writes besides the PASS/FAIL line: -o, --synth,
 * --report (with the cycles measured, when cyc is not NULL),
 * --schedule-html and the -v summary. */
static int write_outputs(const Options *opt, const Compilation *c,
                         const ReportCycles *cyc) {
  if (opt->output && !write_file(opt->output, c->verilog.s ? c->verilog.s : "",
                                 c->verilog.len)) {
    fprintf(stderr, "hlsc: error: cannot write '%s'\n", opt->output);
    return 2;
  }
  if (opt->output && driver_write_axil_header(c, opt->output)) return 2;
  Sbuf synth = {0};
  if (opt->synth && synthesize_text(opt, c, &synth)) return 2;
  bool ok = true;
  if (opt->report) {
    Sbuf js = {0};
    driver_report_json(opt, c, cyc, synth.len ? synth.s : NULL, &js);
    ok = write_file(opt->report, js.s, js.len);
    sb_free(&js);
    if (!ok) fprintf(stderr, "hlsc: error: cannot write '%s'\n", opt->report);
  }
  sb_free(&synth);
  if (ok && opt->schedule_html && driver_write_schedule_html(opt, c))
    ok = false;
  if (ok && opt->verbose) driver_print_summary(opt, c);
  return ok ? 0 : 2;
}

static int cosim_compiled(const Options *opt, const Compilation *c,
                          const char *dir, const char *input_abs) {
  SimCtx cx = sim_ctx(opt, c->func, dir, input_abs);
  RunResult nat = {0}, sim = {0};
  Sbuf msg = {0};
  int rc = run_both(&cx, &c->verilog, &nat, &sim, &msg);
  Sbuf why = {0};
  if (rc == 1 && !nat.timed_out && native_loops_forever(&cx, &nat, &why)) {
    sb_printf(&why, " (built as usual: %s)", sb_str(&msg));
    sb_free(&msg);
    msg = why;
  } else {
    sb_free(&why);
  }
  if (rc == 1) sim_uninit_hint(&cx, &msg);
  if (rc == 0) {
    Sbuf ret = {0};
    format_ret(c->func, sim.ret, &ret);
    printf("PASS %s ret=%s cycles=%llu", c->func->name, sb_str(&ret),
           (unsigned long long)sim.cycles);
    sim_print_overflow_note(opt);
    putchar('\n');
    sb_free(&ret);
  } else if (rc == 1) {
    printf("FAIL %s: %s\n", c->func->name, sb_str(&msg));
  }
  fflush(stdout);
  if (rc != 2) {
    ReportCycles cyc = {1, sim.cycles, sim.cycles, sim.cycles, {0}};
    int wrc = write_outputs(opt, c, sim.returned ? &cyc : NULL);
    if (wrc) rc = wrc;
  }
  sb_free(&nat.out);
  sb_free(&sim.out);
  sb_free(&msg);
  return rc;
}

/* TMPDIR as it was before the work directory became the tools' TMPDIR. */
static char *saved_tmpdir;

/* The co-simulation's work directory (NULL, with the error said, when it
 * cannot be made); with --keep its path is printed and it stays. It is
 * the tools' TMPDIR too, so that the temporary files of a tool killed by
 * the time limit or a signal (clang's objects) go with it. */
static char *work_dir_open(const Options *opt) {
  char *dir = make_temp_dir("hlsc-cosim");
  if (dir) {
    const char *old = getenv("TMPDIR");
    saved_tmpdir = old ? xstrdup(old) : NULL;
    setenv("TMPDIR", dir, 1);
  }
  if (!dir)
    fprintf(stderr, "hlsc: error: cannot create a temporary directory\n");
  else if (opt->keep) {
    temp_dir_keep(dir);
    fprintf(stderr, "hlsc: cosim work directory: %s\n", dir);
  }
  return dir;
}

static void work_dir_close(const Options *opt, char *dir) {
  if (dir) {
    if (saved_tmpdir) setenv("TMPDIR", saved_tmpdir, 1);
    else unsetenv("TMPDIR");
    free(saved_tmpdir);
    saved_tmpdir = NULL;
  }
  if (dir && !opt->keep) rm_rf(dir);
  free(dir);
}

/* A C testbench: its files in bitcode first (to find the one defining the
 * top when there are several), then the design, then the replay. */
static int cosim_testbench(const Options *opt, Compilation *compiled) {
  size_t n = 1 + opt->more_inputs.len;
  const char **files = xmalloc(n * sizeof *files);
  files[0] = opt->input;
  for (size_t i = 1; i < n; i++) files[i] = opt->more_inputs.data[i - 1];
  char *dir = work_dir_open(opt);
  int rc = 2;
  if (dir) {
    SimCtx cx = sim_ctx(opt, NULL, dir, NULL);
    int top_file = -1;
    rc = record_compile(&cx, files, n, &top_file);
    if (!rc && top_file < 0) {
      fprintf(stderr, "hlsc: error: no function named '%s' is defined in the "
                      "testbench's files\n", opt->top);
      rc = 2;
    }
    Options o = *opt;
    if (!rc) o.input = files[top_file];
    Compilation c;
    bool have = compiled != NULL;
    if (!rc && o.size_fifos) {
      rc = sizefifo_run(&o, dir, n);
      work_dir_close(opt, dir);
      free(files);
      return rc;
    }
    if (!rc && !have) rc = driver_compile(&o, &c) ? 2 : 0, have = true;
    const Compilation *cc = compiled ? compiled : &c;
    ReportCycles cyc = {0};
    if (!rc) rc = tbcosim_compiled(&o, cc, dir, n, &cyc);
    if (rc != 2) {
      int wrc = write_outputs(&o, cc, cyc.calls ? &cyc : NULL);
      if (wrc) rc = wrc;
    }
    fifo_occs_free(&cyc.fifos);
    if (have && !compiled) compilation_free(&c);
  }
  work_dir_close(opt, dir);
  free(files);
  return rc;
}

/* A Python testbench (docs/python.md): the design is compiled from the
 * testbench file (which defines or imports the top), the testbench runs
 * natively with the top's calls recorded, then the replay. */
static int cosim_python(const Options *opt) {
  if (opt->more_inputs.len) {
    fprintf(stderr, "hlsc: error: a Python testbench imports its design "
                    "itself: give only the testbench file (%s)\n",
            opt->more_inputs.data[0]);
    return 2;
  }
  Compilation c;
  if (driver_compile(opt, &c)) {
    compilation_free(&c);
    return 2;
  }
  char *dir = work_dir_open(opt);
  int rc = 2;
  if (dir) {
    ReportCycles cyc = {0};
    rc = tbcosim_python(opt, &c, dir, &cyc);
    if (rc != 2) {
      int wrc = write_outputs(opt, &c, cyc.calls ? &cyc : NULL);
      if (wrc) rc = wrc;
    }
    fifo_occs_free(&cyc.fifos);
  }
  work_dir_close(opt, dir);
  compilation_free(&c);
  return rc;
}

int cosim_run(const Options *opt) {
  /* --emit stops the pipeline early; a cosim needs all of it. */
  if (opt->emit) {
    fprintf(stderr, "hlsc: error: --emit cannot be used with cosim; run "
                    "'hlsc %s --top %s --emit %s' for the intermediate form\n",
            opt->input, opt->top, opt->emit);
    return 2;
  }
  if (opt->size_fifos && py_is_input(opt->input)) {
    fprintf(stderr, "hlsc: error: --size-fifos needs a C testbench\n");
    return 2;
  }
  if (py_is_input(opt->input)) return cosim_python(opt);
  if (opt->size_fifos) return cosim_testbench(opt, NULL);
  if (opt->more_inputs.len) return cosim_testbench(opt, NULL);
  Compilation c;
  if (driver_compile(opt, &c)) {
    compilation_free(&c);
    return 2;
  }
  /* parameters (or a region, whose calls the recorder makes concurrent,
   * or a return value wider than 64 bits, which the recorder reads from
   * memory): the file's main is the testbench */
  if (c.func->ports.len || c.net || c.axilite || c.func->ret_width > 64) {
    if (!c.func->ports.len && !c.net && !strcmp(opt->top, "main")) {
      fprintf(stderr, "hlsc: error: cosim drives an AXI4-Lite top "
                      "(--interface s_axilite) from a C testbench that calls "
                      "it; the top is main, which nothing calls: give the "
                      "top another name and let main call it\n");
      compilation_free(&c);
      return 2;
    }
    int rc = cosim_testbench(opt, &c);
    compilation_free(&c);
    return rc;
  }
  int rc = 2;
  char *input_abs = input_path(opt->input);
  char *dir = input_abs ? work_dir_open(opt) : NULL;
  if (dir) rc = cosim_compiled(opt, &c, dir, input_abs);
  work_dir_close(opt, dir);
  free(input_abs);
  compilation_free(&c);
  return rc;
}
