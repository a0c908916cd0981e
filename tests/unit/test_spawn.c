/* Unit tests of dataflow regions in the native run (src/sim/spawn.c and
 * include/hlsc.h's coroutines): small C programs are compiled by clang as
 * the reference run compiles a testbench, spawn_regions rewrites their
 * regions, and the programs, built with AddressSanitizer and UBSan, check
 * what the processes computed against the same functions run sequentially
 * (each prints PASS). Without the rewrite every program fails: a process
 * reading an empty stream would end the whole call, or the program. */
#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/sim/sim.h"
#include "test.h"

static const char prologue[] =
    "#include <hlsc.h>\n"
    "#include <string.h>\n"
    "HLSC_STREAM(in_s, unsigned char);\n"
    "HLSC_STREAM(mid_s, unsigned short);\n"
    "HLSC_STREAM(out_s, unsigned short);\n"
    "static unsigned short f1(unsigned char x) { return x * 3u + 5u; }\n"
    "static unsigned short f2(unsigned short x) { return x ^ (x >> 3); }\n"
    "static void scale(in_s *i, mid_s *m) {\n"
    "  for (;;) mid_s_write(m, f1(in_s_read(i)));\n"
    "}\n"
    "static void offset(mid_s *m, out_s *o) {\n"
    "  for (;;) out_s_write(o, f2(mid_s_read(m)));\n"
    "}\n"
    /* the chain's oracle: n inputs (k*37+c) in, f2(f1(.)) out */
    "static int check_chain(in_s *i, out_s *o, int c, int n) {\n"
    "  int bad = 0;\n"
    "  for (int k = 0; k < n; k++) {\n"
    "    if (out_s_empty(o)) return 1;\n"
    "    bad |= out_s_read(o) != f2(f1((unsigned char)(k * 37 + c)));\n"
    "  }\n"
    "  return bad | !out_s_empty(o) | !in_s_empty(i);\n"
    "}\n"
    "static void feed(in_s *i, int c, int n) {\n"
    "  for (int k = 0; k < n; k++) in_s_write(i, (unsigned char)(k * 37 + c));\n"
    "}\n";

/* (a) the chain, free-running, each call ended by quiescence */
static const char chain_c[] =
    "void top(in_s *i, out_s *o) { static mid_s m; scale(i, &m); "
    "offset(&m, o); }\n"
    "int main(void) {\n"
    "  static in_s i; static out_s o; int bad = 0;\n"
    "  for (int c = 0; c < 3; c++) {\n"
    "    feed(&i, c, 5 + 7 * c);\n"
    "    HLSC_CALL(top(&i, &o));\n"
    "    bad |= check_chain(&i, &o, c, 5 + 7 * c);\n"
    "    bad |= hlsc_stopped_on_ != &i.hlsc_fifo_ || hlsc_nblocked_ != 2;\n"
    "    bad |= hlsc_nblocked_ != 2 || strcmp(hlsc_blocked_[0].process, "
    "\"scale\") || strcmp(hlsc_blocked_[1].process, \"offset\");\n"
    "  }\n"
    "  puts(bad ? \"FAIL\" : \"PASS\");\n"
    "  return bad;\n"
    "}\n";

/* (b) a feedback cycle: acc reads back, through delay, what it wrote */
static const char feedback_c[] =
    "HLSC_STREAM(st_s, unsigned);\n"
    "static unsigned mix(unsigned s, unsigned x) { return s * 7u + x; }\n"
    "static void acc(in_s *i, st_s *fb, st_s *sum, out_s *o) {\n"
    "  for (;;) {\n"
    "    unsigned x = in_s_read(i), s = mix(st_s_read(fb), x);\n"
    "    out_s_write(o, (unsigned short)s);\n"
    "    st_s_write(sum, s);\n"
    "  }\n"
    "}\n"
    "static void delay(st_s *sum, st_s *fb) {\n"
    "  st_s_write(fb, 1);\n"
    "  for (;;) st_s_write(fb, st_s_read(sum));\n"
    "}\n"
    "void top(in_s *i, out_s *o) {\n"
    "  static st_s fb, sum;\n"
    "  acc(i, &fb, &sum, o);\n"
    "  delay(&sum, &fb);\n"
    "}\n"
    "int main(void) {\n"
    "  static in_s i; static out_s o; int bad = 0;\n"
    "  feed(&i, 1, 40);\n"
    "  HLSC_CALL(top(&i, &o));\n"
    "  unsigned s = 1;\n"
    "  for (int k = 0; k < 40; k++) {\n"
    "    s = mix(s, (unsigned char)(k * 37 + 1));\n"
    "    bad |= out_s_empty(&o) || out_s_read(&o) != (unsigned short)s;\n"
    "  }\n"
    "  bad |= !out_s_empty(&o) || hlsc_stopped_on_ != &i.hlsc_fifo_;\n"
    "  puts(bad ? \"FAIL\" : \"PASS\");\n"
    "  return bad;\n"
    "}\n";

/* (c) the chain with the consumer called first */
static const char reverse_c[] =
    "void top(in_s *i, out_s *o) { static mid_s m; offset(&m, o); "
    "scale(i, &m); }\n"
    "int main(void) {\n"
    "  static in_s i; static out_s o; int bad = 0;\n"
    "  for (int c = 0; c < 2; c++) {\n"
    "    feed(&i, c, 9 + c);\n"
    "    HLSC_CALL(top(&i, &o));\n"
    "    bad |= check_chain(&i, &o, c, 9 + c);\n"
    "    bad |= hlsc_nblocked_ != 2 || hlsc_blocked_[1].fifo != "
    "&i.hlsc_fifo_;\n"
    "  }\n"
    "  puts(bad ? \"FAIL\" : \"PASS\");\n"
    "  return bad;\n"
    "}\n";

/* (d) a region inside a region, free-running */
static const char nested_c[] =
    "HLSC_STREAM(t_s, unsigned short);\n"
    "static void half1(mid_s *m, t_s *t) {\n"
    "  for (;;) t_s_write(t, mid_s_read(m));\n"
    "}\n"
    "static void half2(t_s *t, out_s *o) {\n"
    "  for (;;) out_s_write(o, f2(t_s_read(t)));\n"
    "}\n"
    "static void inner(mid_s *m, out_s *o) { static t_s t; half2(&t, o); "
    "half1(m, &t); }\n"
    "void top(in_s *i, out_s *o) { static mid_s m; inner(&m, o); "
    "scale(i, &m); }\n"
    "int main(void) {\n"
    "  static in_s i; static out_s o; int bad = 0;\n"
    "  for (int c = 0; c < 3; c++) {\n"
    "    feed(&i, c, 20 - c);\n"
    "    HLSC_CALL(top(&i, &o));\n"
    "    bad |= check_chain(&i, &o, c, 20 - c);\n"
    "  }\n"
    "  puts(bad ? \"FAIL\" : \"PASS\");\n"
    "  return bad;\n"
    "}\n";

/* (e) terminating processes over arrays (consumer first, a nested region
 * in the middle): the region returns, and is called again */
static const char terminating_c[] =
    "HLSC_STREAM(w_s, int);\n"
    "static int g1(int x) { return x * 5 - 3; }\n"
    "static int g2(int x) { return x ^ 0x55; }\n"
    "static void load(const int *a, int n, w_s *s) {\n"
    "  for (int k = 0; k < n; k++) w_s_write(s, a[k]);\n"
    "}\n"
    "static void st1(w_s *s, w_s *t, int n) {\n"
    "  for (int k = 0; k < n; k++) w_s_write(t, g1(w_s_read(s)));\n"
    "}\n"
    "static void st2(w_s *t, w_s *u, int n) {\n"
    "  for (int k = 0; k < n; k++) w_s_write(u, g2(w_s_read(t)));\n"
    "}\n"
    "static void store(w_s *u, int *b, int n) {\n"
    "  for (int k = 0; k < n; k++) b[k] = w_s_read(u);\n"
    "}\n"
    "static void compute(w_s *s, w_s *u, int n) { static w_s t; "
    "st2(&t, u, n); st1(s, &t, n); }\n"
    "void top(const int *a, int *b, int n) {\n"
    "  static w_s s, u;\n"
    "  store(&u, b, n);\n"
    "  compute(&s, &u, n);\n"
    "  load(a, n, &s);\n"
    "}\n"
    "int main(void) {\n"
    "  int a[64], b[64], bad = 0;\n"
    "  for (int c = 0; c < 2; c++) {\n"
    "    int n = 30 + 20 * c;\n"
    "    for (int k = 0; k < n; k++) a[k] = k * k - 17 * c;\n"
    "    memset(b, 0, sizeof b);\n"
    "    top(a, b, n);\n"
    "    for (int k = 0; k < n; k++) bad |= b[k] != g2(g1(a[k]));\n"
    "  }\n"
    "  puts(bad ? \"FAIL\" : \"PASS\");\n"
    "  return bad;\n"
    "}\n";

/* (f) a deadlock, outside any HLSC_CALL */
static const char deadlock_c[] =
    "static void p1(mid_s *a, mid_s *b) { for (;;) mid_s_write(b, "
    "mid_s_read(a)); }\n"
    "static void p2(mid_s *b, mid_s *a) { for (;;) mid_s_write(a, "
    "mid_s_read(b)); }\n"
    "void top(void) { static mid_s a, b; p1(&a, &b); p2(&b, &a); }\n"
    "int main(void) { top(); puts(\"returned\"); return 0; }\n";

typedef struct Prog {
  char *dir, *src, *bc, *exe, *out, *err;
} Prog;

static int clang(char **argv, const char *log) {
  static const char *const names[] = {"clang-19", "clang", NULL};
  const char *c = find_program(names);
  if (!c) return -1;
  argv[0] = (char *)c;
  return run_command(argv, log, log, 120);
}

/* LeakSanitizer needs ptrace, which containers often forbid (the
 * recorder's C file says the same). */
static const char asan_options[] =
    "const char *__asan_default_options(void);\n"
    "const char *__asan_default_options(void) { return \"detect_leaks=0\"; }\n";

/* recorded: the recorder brings its own ASan options */
static void prog_open_as(Prog *p, const char *body, bool recorded) {
  p->dir = make_temp_dir("hlsc-unit-spawn");
  p->src = sim_path(p->dir, "p.c");
  p->bc = sim_path(p->dir, "p.bc");
  p->exe = sim_path(p->dir, "p");
  p->out = sim_path(p->dir, "out.txt");
  p->err = sim_path(p->dir, "err.txt");
  Sbuf s = {0};
  sb_puts(&s, prologue);
  if (!recorded) sb_puts(&s, asan_options);
  sb_puts(&s, body);
  write_file(p->src, s.s, s.len);
  sb_free(&s);
}

static void prog_open(Prog *p, const char *body) {
  prog_open_as(p, body, false);
}

static void prog_close(Prog *p) {
  rm_rf(p->dir);
  free(p->dir);
  free(p->src);
  free(p->bc);
  free(p->exe);
  free(p->out);
  free(p->err);
}

/* clang as record.c's compile_file runs it: instrumented -O0 bitcode. */
static bool compile_bc(const Prog *p) {
  const char *inc = hlsc_include_dir();
  char *argv[] = {NULL, "-std=gnu17", "-isystem", (char *)(inc ? inc : "."),
                  "-c", "-emit-llvm", "-O0", "-g", "-fno-discard-value-names",
                  SIM_CHECKED_BUILD_FLAGS, "-o", p->bc, p->src, NULL};
  return clang(argv, p->err) == 0;
}

/* Rewrites the regions of p.bc (verified) into p2.bc; false + err. */
static bool rewrite(const Prog *p, const char *const *regions, size_t n,
                    Sbuf *err) {
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  LLVMModuleRef mod = NULL;
  bool ok = !LLVMCreateMemoryBufferWithContentsOfFile(p->bc, &buf, &msg) &&
            !LLVMParseBitcodeInContext2(ctx, buf, &mod);
  if (buf) LLVMDisposeMemoryBuffer(buf);
  LLVMDisposeMessage(msg);
  msg = NULL;
  if (!ok) sb_puts(err, "cannot read the bitcode");
  ok = ok && spawn_regions(mod, regions, n, err);
  if (ok && LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    sb_printf(err, "the module does not verify: %s", msg);
    ok = false;
  }
  LLVMDisposeMessage(msg);
  char *bc2 = sim_path(p->dir, "p2.bc");
  if (ok && LLVMWriteBitcodeToFile(mod, bc2)) ok = false;
  if (mod) LLVMDisposeModule(mod);
  LLVMContextDispose(ctx);
  free(bc2);
  return ok;
}

/* Builds p2.bc as record_build does and runs it: its exit status. */
static int build_run(const Prog *p) {
  char *bc2 = sim_path(p->dir, "p2.bc"), *obj = sim_path(p->dir, "p.o");
  char *a1[] = {NULL, "-c", "-O1", "-w", "-o", obj, bc2, NULL};
  char *a2[] = {NULL, "-O1", "-fsanitize=address,undefined",
                "-fno-sanitize-recover=all", "-o", p->exe, obj, NULL};
  int st = -1;
  if (clang(a1, p->err) == 0 && clang(a2, p->err) == 0) {
    char *run[] = {p->exe, NULL};
    st = run_command(run, p->out, p->err, 60);
  }
  free(bc2);
  free(obj);
  return st;
}

static bool file_has(const char *path, const char *text) {
  char *s = read_file(path, NULL);
  bool has = s && strstr(s, text);
  free(s);
  return has;
}

static bool no_sanitizer_report(const char *err) {
  Sbuf why = {0};
  bool report = sim_sanitizer_report(NULL, err, &why, NULL);
  if (report) fprintf(stderr, "  %s\n", sb_str(&why));
  sb_free(&why);
  return !report;
}

/* Runs a self-checking program with its regions rewritten: PASS. */
static bool passes(const char *body, const char *const *regions, size_t n) {
  Prog p;
  prog_open(&p, body);
  Sbuf err = {0};
  bool ok = compile_bc(&p) && rewrite(&p, regions, n, &err);
  int st = ok ? build_run(&p) : -1;
  ok = ok && st == 0 && file_has(p.out, "PASS") && no_sanitizer_report(p.err);
  if (!ok) {
    fprintf(stderr, "  spawn test: status %d %s\n", st, sb_str(&err));
    sim_show_log_tail(p.err, 10);
  }
  sb_free(&err);
  prog_close(&p);
  return ok;
}

TEST(spawn_chain_stops_at_input) {
  const char *r[] = {"top"};
  CHECK(passes(chain_c, r, 1));
}

TEST(spawn_feedback_cycle) {
  const char *r[] = {"top"};
  CHECK(passes(feedback_c, r, 1));
}

TEST(spawn_consumer_called_first) {
  const char *r[] = {"top"};
  CHECK(passes(reverse_c, r, 1));
}

TEST(spawn_nested_region) {
  const char *r[] = {"top", "inner"};
  CHECK(passes(nested_c, r, 2));
}

TEST(spawn_terminating_called_twice) {
  const char *r[] = {"compute", "top"};
  CHECK(passes(terminating_c, r, 2));
}

TEST(spawn_deadlock_names_processes) {
  Prog p;
  prog_open(&p, deadlock_c);
  Sbuf err = {0};
  const char *r[] = {"top"};
  CHECK(compile_bc(&p) && rewrite(&p, r, 1, &err));
  CHECK_EQ_INT(build_run(&p), 70);
  CHECK(file_has(p.err, "dataflow deadlock: process 'p1' waits"));
  CHECK(file_has(p.err, "dataflow deadlock: process 'p2' waits"));
  CHECK(!file_has(p.out, "returned"));
  CHECK(no_sanitizer_report(p.err));
  sb_free(&err);
  prog_close(&p);
}

TEST(spawn_rejects_used_result_and_unknown_region) {
  Prog p;
  prog_open(&p, "static int one(mid_s *m) { mid_s_write(m, 1); return 1; }\n"
                "int top(void) { static mid_s m; return one(&m); }\n"
                "int main(void) { return top() - 1; }\n");
  Sbuf err = {0};
  const char *r[] = {"top"}, *missing[] = {"nothere"};
  CHECK(compile_bc(&p));
  CHECK(!rewrite(&p, r, 1, &err));
  CHECK(strstr(sb_str(&err), "uses the value returned by 'one'") != NULL);
  err.len = 0;
  CHECK(!rewrite(&p, missing, 1, &err));
  CHECK(strstr(sb_str(&err), "'nothere'") != NULL);
  sb_free(&err);
  prog_close(&p);
}

/* ---- the recorder around a region top (record.c) ---- */

/* consumer first: the first blocked process waits on the region's own
 * stream, the second on the top's input, which is where the call stops */
static const char rec_chain_c[] =
    "void top(in_s *i, out_s *o) { static mid_s m; offset(&m, o); "
    "scale(i, &m); }\n"
    "int main(void) {\n"
    "  static in_s i; static out_s o; int bad = 0;\n"
    "  for (int c = 0; c < 2; c++) {\n"
    "    feed(&i, c, 6 + c);\n"
    "    top(&i, &o);\n"
    "    bad |= check_chain(&i, &o, c, 6 + c);\n"
    "  }\n"
    "  puts(bad ? \"FAIL\" : \"PASS\");\n"
    "  return bad;\n"
    "}\n";

/* a cycle without a first word: neither process waits on the input */
static const char rec_deadlock_c[] =
    "static void q1(in_s *i, mid_s *a, mid_s *b) {\n"
    "  unsigned x = in_s_read(i);\n"
    "  for (;;) mid_s_write(b, mid_s_read(a) + x);\n"
    "}\n"
    "static void q2(mid_s *b, mid_s *a) { for (;;) mid_s_write(a, "
    "mid_s_read(b)); }\n"
    "void top(in_s *i, out_s *o) { static mid_s a, b; (void)o; "
    "q1(i, &a, &b); q2(&b, &a); }\n"
    "int main(void) { static in_s i; static out_s o; feed(&i, 0, 3);\n"
    "  top(&i, &o); puts(\"returned\"); return 0; }\n";

/* Builds the program with the recorder around `top` (ports i: stream in,
 * o: stream out; its regions rewritten) and runs it: the exit status. */
static int record_run(Prog *p) {
  Options opt = {0};
  opt.input = p->src;
  opt.top = "top";
  Func *f = ir_func_new("top");
  ir_port_new(f, "i", PORT_STREAM_IN, 8, false, (SrcLoc){0});
  ir_port_new(f, "o", PORT_STREAM_OUT, 16, false, (SrcLoc){0});
  const char *regions[] = {"top"};
  SimCtx cx = {.opt = &opt, .func = f, .dir = p->dir, .input_abs = p->src,
               .timeout_s = 120, .native_timeout_s = 60, .max_cycles = 1000,
               .regions = regions, .nregions = 1};
  const char *files[] = {p->src};
  int top_file = -1, st = -1;
  Sbuf fail = {0};
  if (!record_compile(&cx, files, 1, &top_file) && top_file == 0 &&
      !record_build(&cx, 1, p->exe, &fail)) {
    char *rec = sim_path(p->dir, "record.txt");
    setenv("HLSC_RECORD", rec, 1);
    char *run[] = {p->exe, NULL};
    st = run_command(run, p->out, p->err, 60);
    unsetenv("HLSC_RECORD");
    free(rec);
  }
  sb_free(&fail);
  ir_func_free(f);
  return st;
}

TEST(spawn_recorder_stops_at_the_blocked_input_port) {
  Prog p;
  prog_open_as(&p, rec_chain_c, true);
  CHECK_EQ_INT(record_run(&p), 0);
  CHECK(file_has(p.out, "PASS"));
  char *rec = sim_path(p.dir, "record.txt");
  char *text = read_file(rec, NULL);
  int stops = 0;
  for (const char *s = text; s && (s = strstr(s, "\nstop 0\n")); s++) stops++;
  CHECK_EQ_INT(stops, 2);
  CHECK(no_sanitizer_report(p.err));
  free(text);
  free(rec);
  prog_close(&p);
}

TEST(spawn_recorder_reports_a_region_deadlock) {
  Prog p;
  prog_open_as(&p, rec_deadlock_c, true);
  CHECK_EQ_INT(record_run(&p), 121);
  CHECK(file_has(p.err, "the dataflow region deadlocked in the C program: "
                        "process 'q1' waits on a stream that no process "
                        "writes"));
  CHECK(file_has(p.err, "process 'q2' waits"));
  CHECK(!file_has(p.out, "returned"));
  prog_close(&p);
}

TEST(spawn_rejects_variadic_process) {
  Prog p;
  prog_open(&p, "static void v(mid_s *m, ...) { mid_s_write(m, 1); }\n"
                "void top(void) { static mid_s m; v(&m, 1); }\n"
                "int main(void) { top(); return 0; }\n");
  Sbuf err = {0};
  const char *r[] = {"top"};
  CHECK(compile_bc(&p));
  CHECK(!rewrite(&p, r, 1, &err));
  CHECK(strstr(sb_str(&err), "'v', which takes variable arguments") != NULL);
  sb_free(&err);
  prog_close(&p);
}
