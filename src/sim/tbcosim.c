/* tbcosim.c - `hlsc cosim TB.c [DESIGN.c ...] --top NAME`: the testbench
 * runs natively with every call of NAME recorded at its boundary
 * (record.c), the calls are replayed against the Verilog (streamtb.c), and
 * each call's results are compared: return value, how the call ended, the
 * words written on every output stream, the number of words taken from
 * every input stream, and every external memory word after the call. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"

CallRec *recording_add(const Func *f, Recording *r) {
  CallRec c;
  memset(&c, 0, sizeof c);
  size_t n = f->ports.len + 1;
  c.scalar = xcalloc(n, sizeof *c.scalar);
  c.words = xcalloc(n, sizeof *c.words);
  c.mem_in = xcalloc(n, sizeof *c.mem_in);
  c.mem_out = xcalloc(n, sizeof *c.mem_out);
  c.stop = -1;
  vec_push(&r->calls, c);
  return &r->calls.data[r->calls.len - 1];
}

void recording_free(const Func *f, Recording *r) {
  for (size_t i = 0; i < r->calls.len; i++) {
    CallRec *c = &r->calls.data[i];
    for (size_t p = 0; p <= f->ports.len; p++) {
      vec_free(&c->words[p]);
      vec_free(&c->mem_in[p]);
      vec_free(&c->mem_out[p]);
    }
    free(c->scalar);
    free(c->words);
    free(c->mem_in);
    free(c->mem_out);
  }
  vec_free(&r->calls);
  fifo_occs_free(&r->fifos);
}

/* ---- the record file (record.c) ---- */

bool sim_hex_limbs(const char *s, size_t n, unsigned nl, U64Vec *out) {
  if (!n || n > 16 * (size_t)nl) return false;
  size_t at = out->len;
  for (unsigned k = 0; k < nl; k++) vec_push(out, 0);
  for (size_t i = 0; i < n; i++) { /* digit i from the right */
    char ch = s[n - 1 - i];
    unsigned d = ch >= '0' && ch <= '9'   ? (unsigned)(ch - '0')
                 : ch >= 'a' && ch <= 'f' ? (unsigned)(ch - 'a' + 10)
                 : ch >= 'A' && ch <= 'F' ? (unsigned)(ch - 'A' + 10)
                                          : 16;
    if (d == 16) {
      out->len = at;
      return false;
    }
    out->data[at + i / 16] |= (uint64_t)d << (4 * (i % 16));
  }
  return true;
}

/* The limbs of a wide scalar or return value, masked to its width. */
static bool read_wide(const char *s, unsigned width, U64Vec *out) {
  unsigned nl = sim_limbs(width);
  out->len = 0;
  if (!sim_hex_limbs(s, strlen(s), nl, out)) return false;
  out->data[nl - 1] &= mask_bits(width % 64 ? width % 64 : 64);
  return true;
}

/* N, then N hex words of nl limbs each. */
static bool read_words(char **p, U64Vec *out, unsigned nl) {
  char *end;
  unsigned long long n = strtoull(*p, &end, 10);
  if (end == *p) return false;
  *p = end;
  for (unsigned long long i = 0; i < n; i++) {
    char *s = *p + strspn(*p, " ");
    size_t len = strspn(s, "0123456789abcdefABCDEF");
    if (!sim_hex_limbs(s, len, nl, out)) return false;
    *p = s + len;
  }
  return true;
}

static bool parse_record(const Func *f, char *text, Recording *rec) {
  CallRec *c = NULL;
  for (char *l = text; l && *l;) {
    char *nl = strchr(l, '\n');
    if (nl) *nl = 0;
    char *end;
    unsigned long long p = 0;
    if (!strcmp(l, "call")) {
      c = recording_add(f, rec);
    } else if (!c) {
      return false;
    } else if (!strncmp(l, "ret ", 4) && f->ret_width > 64) {
      if (!read_wide(l + 4, f->ret_width, &c->words[f->ports.len]))
        return false;
    } else if (!strncmp(l, "ret ", 4)) {
      c->ret = strtoull(l + 4, NULL, 16);
    } else if (!strcmp(l, "return")) {
      c->stop = -1;
    } else if (!strncmp(l, "stop ", 5)) {
      c->stop = (int32_t)strtol(l + 5, NULL, 10);
    } else if (!strncmp(l, "alias ", 6)) {
      unsigned a, b;
      if (sscanf(l + 6, "%u %u", &a, &b) != 2 || a >= f->ports.len ||
          b >= f->ports.len)
        return false;
      if (!rec->alias_call) {
        rec->alias_call = rec->calls.len;
        rec->alias_port[0] = a;
        rec->alias_port[1] = b;
      }
    } else {
      char *sp = strchr(l, ' ');
      if (!sp) return false;
      p = strtoull(sp + 1, &end, 10);
      if (p >= f->ports.len) return false;
      char *rest = end;
      unsigned wl = sim_limbs(f->ports.data[p].width);
      rest += strspn(rest, " ");
      if (!strncmp(l, "scalar ", 7) && wl > 1 &&
          !read_wide(rest, f->ports.data[p].width, &c->words[p]))
        return false;
      else if (!strncmp(l, "scalar ", 7) && wl == 1)
        c->scalar[p] = strtoull(rest, NULL, 16);
      else if (!strncmp(l, "words ", 6) &&
               !read_words(&rest, &c->words[p],
                           sim_limbs(f->ports.data[p].width)))
        return false;
      else if (!strncmp(l, "memin ", 6) &&
               !read_words(&rest, &c->mem_in[p], wl))
        return false;
      else if (!strncmp(l, "memout ", 7) &&
               !read_words(&rest, &c->mem_out[p], wl))
        return false;
    }
    l = nl ? nl + 1 : NULL;
  }
  return true;
}

/* Runs the recording program (argv; NULL entries are filled with the
 * record file's path); fills rec. */
static int run_recorder(const SimCtx *cx, char **argv, Recording *rec,
                        Sbuf *fail) {
  char *recf = sim_path(cx->dir, "calls.rec");
  char *out = sim_path(cx->dir, "native.out");
  char *err = sim_path(cx->dir, "native.err");
  setenv("HLSC_RECORD", recf, 1);
  for (size_t i = 0; argv[i]; i++)
    if (!strcmp(argv[i], "@RECORD")) argv[i] = recf;
  int st = run_command(argv, out, err, cx->native_timeout_s);
  unsetenv("HLSC_RECORD");
  int rc = 0;
  Sbuf say = {0};
  if (st == RUN_TIMED_OUT) {
    sb_printf(fail, "the native run of the testbench did not finish in %u s "
              "(the limit is set by --timeout)", cx->native_timeout_s);
    rc = 1;
  } else if (st != 0 && sim_sanitizer_report(cx, err, fail, &say)) {
    fputs(sb_str(&say), stderr);
    rc = 1;
  } else if (st != 0) {
    sb_puts(fail, "the native testbench ");
    sim_describe_status(st, fail);
    sim_first_line(err, fail);
    rc = 1;
  } else {
    char *text = read_file(recf, NULL);
    if (!text) text = xcalloc(1, 1); /* never called: no file */
    if (!parse_record(cx->func, text, rec)) {
      sb_printf(fail, "malformed call record %s", recf);
      rc = 1;
    }
    free(text);
  }
  sb_free(&say);
  free(recf);
  free(out);
  free(err);
  return rc;
}

/* ---- comparing ---- */

/* The testbench's language in FAIL messages ("C" or "Python"). */
static const char *native_lang = "C";

static const char *pname(const Func *f, size_t p) {
  return f->ports.data[p].name;
}

static bool cmp_words(const Func *f, size_t c, size_t p, const U64Vec *nat,
                      const U64Vec *sim, const char *what, Sbuf *msg) {
  size_t n = nat->len < sim->len ? nat->len : sim->len;
  unsigned nl = sim_limbs(f->ports.data[p].width);
  for (size_t i = 0; i < n; i++)
    if (nat->data[i] != sim->data[i]) {
      sb_printf(msg, "call %zu: %s %s[%zu] ", c + 1, what, pname(f, p),
                i / nl);
      if (nl > 1) sb_printf(msg, "(bits %zu..%zu) ", 64 * (i % nl),
                            64 * (i % nl) + 63);
      sb_printf(msg, "is 0x%llx in %s, 0x%llx in the Verilog",
                (unsigned long long)nat->data[i], native_lang,
                (unsigned long long)sim->data[i]);
      return true;
    }
  if (nat->len == sim->len) return false;
  sb_printf(msg, "call %zu: %zu words %s %s in %s, %zu in the Verilog",
            c + 1, nat->len / nl, !strcmp(what, "memory") ? "in" : "written to",
            pname(f, p), native_lang, sim->len / nl);
  return true;
}

/* limbs as one hex number */
static void put_limbs(const U64Vec *v, Sbuf *msg) {
  sb_puts(msg, "0x");
  for (size_t i = v->len; i-- > 0;)
    sb_printf(msg, i + 1 == v->len ? "%llx" : "%016llx",
              (unsigned long long)v->data[i]);
  if (!v->len) sb_putc(msg, '0');
}

/* A return value wider than 64 bits: its limbs (words[nports]). */
static bool cmp_wide_ret(const Func *f, size_t c, const CallRec *nat,
                         const CallRec *sim, Sbuf *msg) {
  const U64Vec *a = &nat->words[f->ports.len], *b = &sim->words[f->ports.len];
  if (a->len == b->len &&
      (!a->len || !memcmp(a->data, b->data, a->len * sizeof *a->data)))
    return false;
  sb_printf(msg, "call %zu: returns ", c + 1);
  put_limbs(a, msg);
  sb_printf(msg, " in %s, ", native_lang);
  put_limbs(b, msg);
  sb_puts(msg, " in the Verilog");
  return true;
}

static bool compare_call(const Func *f, size_t c, const CallRec *nat,
                         const CallRec *sim, Sbuf *msg) {
  if ((nat->stop < 0) != (sim->stop < 0)) {
    sb_printf(msg, "call %zu: %s in %s but %s in the Verilog", c + 1,
              nat->stop < 0 ? "returned" : "stopped at an empty input",
              native_lang,
              sim->stop < 0 ? "returned" : "waits for input");
    return true;
  }
  if (nat->stop >= 0 && nat->stop != sim->stop) {
    sb_printf(msg, "call %zu: stops waiting on %s in %s, on %s in the "
              "Verilog", c + 1, pname(f, (size_t)nat->stop), native_lang,
              pname(f, (size_t)sim->stop));
    return true;
  }
  if (nat->stop < 0 && f->ret_width > 64 && cmp_wide_ret(f, c, nat, sim, msg))
    return true;
  if (nat->stop < 0 && f->ret_width && f->ret_width <= 64 &&
      (nat->ret & mask_bits(f->ret_width)) != sim->ret) {
    sb_printf(msg, "call %zu: returns 0x%llx in %s, 0x%llx in the Verilog",
              c + 1, (unsigned long long)(nat->ret & mask_bits(f->ret_width)),
              native_lang,
              (unsigned long long)sim->ret);
    return true;
  }
  for (size_t p = 0; p < f->ports.len; p++) {
    PortKind k = f->ports.data[p].kind;
    size_t nw = nat->words[p].len / sim_limbs(f->ports.data[p].width);
    if (k == PORT_STREAM_IN && nw != sim->scalar[p]) {
      sb_printf(msg, "call %zu: reads %zu words from %s in %s, %llu in the "
                "Verilog", c + 1, nw, pname(f, p), native_lang,
                (unsigned long long)sim->scalar[p]);
      return true;
    }
    if (k == PORT_STREAM_OUT &&
        cmp_words(f, c, p, &nat->words[p], &sim->words[p], "word", msg))
      return true;
    if (k == PORT_MEM &&
        cmp_words(f, c, p, &nat->mem_out[p], &sim->mem_out[p], "memory", msg))
      return true;
  }
  return false;
}

/* A dataflow region's channels: the largest fill level over all calls
 * ("fifo PATH: max occupancy K of DEPTH words"), one line each. */
static void report_fifos(const Recording *sim, ReportCycles *cyc) {
  FifoOccs *occ = &cyc->fifos;
  for (size_t k = 0; k < sim->fifos.len; k++) {
    const FifoOcc *o = &sim->fifos.data[k];
    size_t i = 0;
    while (i < occ->len && strcmp(occ->data[i].name, o->name)) i++;
    if (i == occ->len) {
      FifoOcc n = {xstrdup(o->name), o->max, o->depth};
      vec_push(occ, n);
    } else if (o->max > occ->data[i].max) {
      occ->data[i].max = o->max;
    }
  }
  for (size_t i = 0; i < occ->len; i++)
    printf("fifo %s: max occupancy %llu of %llu words\n", occ->data[i].name,
           (unsigned long long)occ->data[i].max,
           (unsigned long long)occ->data[i].depth);
}

/* "PASS NAME calls=K cycles=N" and the busiest stream's words per cycle
 * over all calls (for a free-running process, its throughput); the
 * cycles per call go to cyc. */
static void report_pass(const Options *opt, const Func *f,
                        const Recording *nat, const Recording *sim,
                        ReportCycles *cyc) {
  uint64_t cycles = 0;
  cyc->calls = sim->calls.len;
  cyc->min = UINT64_MAX;
  cyc->max = cyc->total = 0;
  for (size_t c = 0; c < sim->calls.len; c++) {
    uint64_t n = sim->calls.data[c].cycles;
    cycles += n;
    if (n < cyc->min) cyc->min = n;
    if (n > cyc->max) cyc->max = n;
  }
  cyc->total = cycles;
  if (!sim->calls.len) cyc->min = 0;
  printf("PASS %s calls=%zu cycles=%llu", f->name, nat->calls.len,
         (unsigned long long)cycles);
  if (cycles) {
    size_t best = 0, bp = 0;
    for (size_t p = 0; p < f->ports.len; p++) {
      size_t n = 0;
      if (!ir_port_is_stream(&f->ports.data[p])) continue; /* (wide scalars
                                                             have words) */
      for (size_t c = 0; c < nat->calls.len; c++)
        n += nat->calls.data[c].words[p].len /
             sim_limbs(f->ports.data[p].width);
      if (n > best) best = n, bp = p;
    }
    if (best)
      printf(" words/cycle=%.3f (%s)", (double)best / (double)cycles,
             pname(f, bp));
  }
  sim_print_overflow_note(opt);
  printf("\n");
  report_fifos(sim, cyc);
}

/* The recording run (argv), the replay and the comparison; prints
 * PASS/FAIL. */
static int record_and_replay(const SimCtx *cx, const Compilation *comp,
                             char **argv, int rc, Sbuf *msg,
                             ReportCycles *cyc) {
  const Func *f = comp->func;
  const Options *opt = cx->opt;
  Recording nat = {0}, sim = {0};
  if (!rc) rc = run_recorder(cx, argv, &nat, msg);
  if (!rc && !nat.calls.len) {
    sb_printf(msg, "the testbench never calls %s", f->name);
    rc = 1;
  }
  for (size_t c = 0; !rc && c + 1 < nat.calls.len; c++)
    if (nat.calls.data[c].stop >= 0) {
      fprintf(stderr,
              "hlsc: error: call %zu of %s ended at an empty read of '%s' "
              "and the testbench calls it again; a process that runs until "
              "its input is used up can only be the last call\n",
              c + 1, f->name, pname(f, (size_t)nat.calls.data[c].stop));
      rc = 2;
    }
  if (!rc) rc = streamtb_run(cx, &comp->verilog, &nat, opt->stall_seed, &sim,
                             msg);
  for (size_t c = 0; !rc && c < nat.calls.len; c++) {
    if (c >= sim.calls.len) {
      sb_printf(msg, "call %zu was not simulated", c + 1);
      rc = 1;
    } else if (compare_call(f, c, &nat.calls.data[c], &sim.calls.data[c],
                            msg)) {
      rc = 1;
    }
  }
  if (rc == 1 && nat.alias_call)
    sb_printf(msg, "; note: call %zu passes overlapping memory as %s and %s: "
              "in %s the arguments alias, the design has a memory for each",
              nat.alias_call, pname(f, nat.alias_port[0]),
              pname(f, nat.alias_port[1]), native_lang);
  if (rc == 1) sim_uninit_hint(cx, msg);
  if (rc == 0) report_pass(opt, f, &nat, &sim, cyc);
  else if (rc == 1) printf("FAIL %s: %s\n", f->name, sb_str(msg));
  fflush(stdout);
  recording_free(f, &nat);
  recording_free(f, &sim);
  return rc;
}

static SimCtx tb_ctx(const Options *opt, const Compilation *comp,
                     const char *dir) {
  SimCtx cx = sim_ctx(opt, comp->func, dir, NULL);
  cx.comp = comp;
  return cx;
}

/* The C names of the dataflow regions of a design (the top's and the
 * nested ones), each once. */
typedef VEC(const char *) Names;
static void region_names(const Compilation *c, Names *out) {
  if (!c->net || c->split) return; /* (a split process runs as written) */
  size_t i = 0;
  while (i < out->len && strcmp(out->data[i], c->func->name)) i++;
  if (i == out->len) vec_push(out, c->func->name);
  for (size_t u = 0; u < c->units.len; u++)
    region_names(c->units.data[u], out);
}

int tbcosim_compiled(const Options *opt, const Compilation *comp,
                     const char *dir, size_t nfiles, ReportCycles *cyc) {
  SimCtx cx = tb_ctx(opt, comp, dir);
  Names regions = {0};
  region_names(comp, &regions);
  cx.regions = regions.data;
  cx.nregions = regions.len;
  Sbuf msg = {0};
  char *exe = sim_path(dir, "native");
  int rc = record_build(&cx, nfiles, exe, &msg);
  char *argv[] = {exe, NULL};
  rc = record_and_replay(&cx, comp, argv, rc, &msg, cyc);
  sb_free(&msg);
  free(exe);
  vec_free(&regions);
  return rc;
}

#ifndef HLSC_PYTHON_EXE
#define HLSC_PYTHON_EXE "python3"
#endif

int tbcosim_python(const Options *opt, const Compilation *comp,
                   const char *dir, ReportCycles *cyc) {
  SimCtx cx = tb_ctx(opt, comp, dir);
  Sbuf msg = {0};
  const char *pydir = hlsc_python_dir();
  int rc = 0;
  if (!pydir) {
    fprintf(stderr, "hlsc: error: the hlsc Python package was not found\n");
    rc = 2;
  } else {
    setenv("PYTHONPATH", pydir, 1);
  }
  setenv("PYTHONDONTWRITEBYTECODE", "1", 1);
  setenv("PYTHONHASHSEED", "0", 1); /* as the compiler's (src/py) */
  native_lang = "Python";
  char *argv[] = {(char *)HLSC_PYTHON_EXE, "-m", "hlsc._record",
                  (char *)opt->input, (char *)opt->top, "@RECORD", NULL};
  rc = record_and_replay(&cx, comp, argv, rc, &msg, cyc);
  sb_free(&msg);
  return rc;
}
