/* tools.c - running the external tools of a co-simulation (clang,
 * verilator, make, iverilog, vvp) and reporting their failures. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1 /* realpath, SIGKILL: POSIX */
#endif
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

SimCtx sim_ctx(const Options *opt, const Func *func, const char *dir,
               const char *input_abs) {
  unsigned t = opt->timeout_s;
  return (SimCtx){
      .opt = opt,
      .func = func,
      .dir = dir,
      .input_abs = input_abs,
      .timeout_s = t ? t : SIM_DEFAULT_TIMEOUT_S,
      .native_timeout_s = t ? t : SIM_DEFAULT_NATIVE_TIMEOUT_S,
      .max_cycles = opt->max_cycles ? opt->max_cycles : SIM_DEFAULT_MAX_CYCLES};
}

char *sim_path(const char *dir, const char *name) {
  size_t n = strlen(dir) + strlen(name) + 2;
  char *p = xmalloc(n);
  snprintf(p, n, "%s/%s", dir, name);
  return p;
}

bool sim_write_sources(const SimCtx *cx, const char *vfile,
                       const Sbuf *verilog, const char *tbfile,
                       const Sbuf *tb) {
  if (write_file(vfile, verilog->s ? verilog->s : "", verilog->len) &&
      write_file(tbfile, tb->s ? tb->s : "", tb->len))
    return true;
  fprintf(stderr, "hlsc: error: cannot write the testbench in %s\n", cx->dir);
  return false;
}

const char *sim_tool(const char *const names[], const char *what) {
  const char *p = find_program(names);
  if (!p)
    fprintf(stderr,
            "hlsc: error: %s not found in PATH (looked for '%s'); install it "
            "(scripts/setup.sh does)\n",
            what, names[0]);
  return p;
}

void sim_note_uninit(const SimCtx *cx, const char *log) {
  char *text = read_file(log, NULL);
  if (!text) return;
  char *path = sim_path(cx->dir, "uninit.txt");
  size_t old_len = 0;
  char *old = read_file(path, &old_len);
  Sbuf keep = {0};
  if (old) sb_puts(&keep, old);
  for (const char *l = text; *l;) {
    size_t n = strcspn(l, "\n");
    const char *w = strstr(l, ": warning: ");
    const char *u = strstr(l, "uninitialized");
    if (w && u && w < l + n && u < l + n) {
      sb_printf(&keep, "%.*s\n", (int)n, l);
    }
    l += n + (l[n] == '\n');
  }
  if (keep.len > old_len) write_file(path, keep.s, keep.len);
  sb_free(&keep);
  free(old);
  free(path);
  free(text);
}

void sim_uninit_hint(const SimCtx *cx, Sbuf *msg) {
  char *path = sim_path(cx->dir, "uninit.txt");
  char *text = read_file(path, NULL);
  free(path);
  if (!text || !*text) {
    free(text);
    return;
  }
  /* "FILE:L:C: warning: TEXT [-Wflag]" -> "FILE:L:C: TEXT" */
  size_t n = strcspn(text, "\n");
  const char *w = strstr(text, ": warning: ");
  const char *flag = strstr(text, " [-W");
  size_t head = (size_t)(w - text);
  size_t end = flag && flag < text + n ? (size_t)(flag - text) : n;
  sb_puts(msg, "; clang warns: ");
  sim_quote(msg, text, head + 2, 200);
  sim_quote(msg, w + 11, end - head - 11, 200);
  for (const char *l = text; *l;) {
    size_t k = strcspn(l, "\n");
    fprintf(stderr, "hlsc: clang: %.*s\n", (int)k, l);
    l += k + (l[k] == '\n');
  }
  free(text);
}

const char *sim_trace_kind(const SimCtx *cx) {
  const char *t = cx->opt->trace;
  if (!t) return NULL;
  return strlen(t) >= 4 && !strcmp(t + strlen(t) - 4, ".fst") ? "fst" : "vcd";
}

char *sim_trace_tmp(const SimCtx *cx) {
  return sim_path(cx->dir, !strcmp(sim_trace_kind(cx), "fst") ? "trace.fst"
                                                             : "trace.vcd");
}

void sim_trace_verilog(const SimCtx *cx, const char *module, Sbuf *s) {
  if (!sim_trace_kind(cx)) return;
  char *tmp = sim_trace_tmp(cx);
  sb_printf(s, "  initial begin\n    $dumpfile(\"%s\");\n"
               "    $dumpvars(0, %s);\n  end\n", tmp, module);
  free(tmp);
}

bool sim_trace_save(const SimCtx *cx) {
  if (!sim_trace_kind(cx)) return true;
  char *tmp = sim_trace_tmp(cx);
  size_t len = 0;
  char *data = read_file(tmp, &len);
  bool ok = data && len;
  if (!ok)
    fprintf(stderr, "hlsc: error: the simulator wrote no waveform (%s)\n",
            tmp);
  else if (!(ok = write_file(cx->opt->trace, data, len)))
    fprintf(stderr, "hlsc: error: cannot write '%s'\n", cx->opt->trace);
  free(data);
  free(tmp);
  return ok;
}

void sim_show_log_tail(const char *path, int max_lines) {
  size_t len;
  char *text = read_file(path, &len);
  if (!text) return;
  const char *start = text + len;
  int lines = 0;
  while (start > text) {
    if (start[-1] == '\n' && start != text + len && ++lines > max_lines) break;
    start--;
  }
  for (const char *p = start; *p;) {
    const char *e = strchr(p, '\n');
    size_t n = e ? (size_t)(e - p) : strlen(p);
    fprintf(stderr, "  | %.*s\n", (int)n, p);
    p += n + (e ? 1 : 0);
  }
  free(text);
}

static const char *signal_name(int sig) {
  switch (sig) {
  case SIGSEGV: return "SIGSEGV";
  case SIGABRT: return "SIGABRT";
  case SIGFPE: return "SIGFPE";
  case SIGILL: return "SIGILL";
  case SIGBUS: return "SIGBUS";
  case SIGKILL: return "SIGKILL";
  case SIGTERM: return "SIGTERM";
  default: return "signal";
  }
}

void sim_describe_status(int status, Sbuf *out) {
  if (status < 0) sb_puts(out, "could not be started");
  else if (status > 128)
    sb_printf(out, "was killed by signal %d (%s)", status - 128,
              signal_name(status - 128));
  else sb_printf(out, "exited with status %d", status);
}

int sim_run_tool(const SimCtx *cx, char *const argv[], const char *log_path,
                 const char *what) {
  int st = run_command(argv, log_path, log_path, cx->timeout_s);
  if (st == 0) return 0;
  Sbuf why = {0};
  if (st == RUN_TIMED_OUT)
    sb_printf(&why, "did not finish within %u s (use --timeout)",
              cx->timeout_s);
  else sim_describe_status(st, &why);
  fprintf(stderr, "hlsc: error: %s (%s) %s; its output%s:\n", what, argv[0],
          sb_str(&why), cx->opt->keep ? "" : " (full log with --keep)");
  sim_show_log_tail(log_path, 25);
  if (cx->opt->keep) fprintf(stderr, "hlsc: log: %s\n", log_path);
  sb_free(&why);
  return 2;
}

void sim_quote(Sbuf *out, const char *s, size_t len, size_t max) {
  for (size_t i = 0; i < len; i++) {
    if (i == max) {
      sb_puts(out, "...");
      return;
    }
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') sb_printf(out, "\\%c", c);
    else if (c == '\n') sb_puts(out, "\\n");
    else if (c == '\t') sb_puts(out, "\\t");
    else if (c == '\r') sb_puts(out, "\\r");
    else if (c < 0x20 || c >= 0x7f) sb_printf(out, "\\x%02x", c);
    else sb_putc(out, (char)c);
  }
}

int sim_simulate(const SimCtx *cx, char *const argv[], RunResult *r,
                 Sbuf *fail) {
  char *out = sim_path(cx->dir, "sim.out");
  char *err = sim_path(cx->dir, "sim.err");
  int st = run_command(argv, out, err, cx->timeout_s);
  int rc = 0;
  bool traced = sim_trace_save(cx);
  if (st == RUN_TIMED_OUT) {
    sb_printf(fail, "the simulation did not finish within %u s of wall-clock "
              "time (use --timeout or --max-cycles)", cx->timeout_s);
    rc = 1;
  } else if (st != 0) {
    sb_puts(fail, "the simulator ");
    sim_describe_status(st, fail);
    if (cx->opt->keep) sb_printf(fail, " (see %s)", err);
    rc = 1;
  } else {
    char *text = read_file(out, NULL);
    if (!text) {
      sb_printf(fail, "cannot read the simulation output %s", out);
      rc = 1;
    } else {
      rc = sim_parse_output(cx->func, text, r, fail);
    }
    free(text);
  }
  free(out);
  free(err);
  return !traced && rc == 0 ? 2 : rc;
}

void sim_print_overflow_note(const Options *opt) {
  const char *m = driver_overflow_meaning(opt);
  if (m && !strcmp(m, "wraps"))
    printf(" (signed overflow wraps, as with -fwrapv)");
  else if (m)
    printf(" (--strict-overflow)");
}
