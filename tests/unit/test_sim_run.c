/* Unit tests of the cosim's runners: the native harness, and the Verilator
 * and Icarus testbenches driven with handwritten Verilog that follows (or
 * deliberately breaks) the start/done protocol. They run the real tools. */
#include <stdlib.h>
#include <string.h>

#include "../../src/sim/sim.h"
#include "test.h"

/* A C kernel and a hand-made Verilog equivalent: 5 loop iterations, each
 * printing, so a call takes 7 cycles (1 to leave idle, 5, 1 for done). */
static const char kernel_c[] =
    "#include <stdio.h>\n"
    "int k(void) {\n"
    "  int s = 0;\n"
    "  for (int i = 0; i < 5; i++) {\n"
    "    s += i * 3 - 7;\n"
    "    printf(\"i=%d s=%d\\n\", i, s);\n"
    "  }\n"
    "  return s;\n"
    "}\n"
    "int main(void) { return k() == -5 ? 0 : 1; }\n";

static const char kernel_v[] =
    "module k(input wire clk, input wire rst, input wire start,\n"
    "         output reg done, output reg [31:0] ret,\n"
    "         output wire idle, output wire ready);\n"
    "  reg busy;\n"
    "  assign idle = ~busy & ~start & ~done;\n"
    "  assign ready = done;\n"
    "  reg [31:0] i, s;\n"
    "  always @(posedge clk) begin\n"
    "    if (rst) begin\n"
    "      busy <= 1'b0; done <= RSTDONE; ret <= 32'd0;\n"
    "      i <= 32'd0; s <= 32'd0;\n"
    "    end else begin\n"
    "      DONECLEAR\n"
    "      if (!busy && start) begin\n"
    "        busy <= 1'b1; i <= 32'd0; s <= 32'd0;\n"
    "      end else if (busy) begin\n"
    "        if (i == LAST) begin\n"
    "          busy <= 1'b0; done <= 1'b1; ret <= s;\n"
    "        end else begin\n"
    "          s <= s + i * 32'd3 - 32'd7;\n"
    "          i <= i + 32'd1;\n"
    "`ifdef HLSC_COSIM\n"
    "          $display(\"@hlsc-print %0d %h %h\", 0, i, s + i * 32'd3 - 32'd7);\n"
    "`endif\n"
    "        end\n"
    "      end\n"
    "    end\n"
    "  end\n"
    "endmodule\n";

/* The Verilog with its placeholders filled (a variant breaks something). */
typedef struct Variant {
  const char *rstdone, *doneclear, *last;
} Variant;

static void fill(Sbuf *out, const Variant *v) {
  for (const char *p = kernel_v; *p;) {
    if (!strncmp(p, "RSTDONE", 7)) sb_puts(out, v->rstdone), p += 7;
    else if (!strncmp(p, "DONECLEAR", 9)) sb_puts(out, v->doneclear), p += 9;
    else if (!strncmp(p, "LAST", 4)) sb_puts(out, v->last), p += 4;
    else sb_putc(out, *p++);
  }
}

static const Variant good = {"1'b0", "done <= 1'b0;", "32'd5"};

typedef struct Env {
  Options opt;
  Func *f;
  char *dir, *cfile;
  SimCtx cx;
} Env;

static void env_open(Env *e, const char *simulator) {
  memset(e, 0, sizeof *e);
  e->dir = make_temp_dir("hlsc-unit-sim");
  e->cfile = sim_path(e->dir, "k.c");
  write_file(e->cfile, kernel_c, sizeof kernel_c - 1);
  e->opt.input = e->cfile;
  e->opt.top = "k";
  e->opt.simulator = simulator;
  e->f = ir_func_new("k");
  e->f->ret_width = 32;
  e->f->ret_signed = true;
  ir_print_new(e->f, "i=%d s=%d\n", 2, (SrcLoc){0});
  e->cx = (SimCtx){.opt = &e->opt, .func = e->f, .dir = e->dir,
                   .input_abs = e->cfile, .timeout_s = 120,
                   .native_timeout_s = 120, .max_cycles = 1000};
}

static void env_close(Env *e) {
  rm_rf(e->dir);
  free(e->dir);
  free(e->cfile);
  ir_func_free(e->f);
}

/* Simulates a variant; returns the status, output and failure text. */
static int simulate(Env *e, const Variant *v, RunResult *r, Sbuf *fail) {
  Sbuf verilog = {0};
  fill(&verilog, v);
  bool icarus = !strcmp(e->opt.simulator, "iverilog");
  int rc = icarus ? iverilog_run(&e->cx, &verilog, r, fail)
                  : verilator_run(&e->cx, &verilog, r, fail);
  sb_free(&verilog);
  return rc;
}

static const char expect_out[] =
    "i=0 s=-7\ni=1 s=-11\ni=2 s=-12\ni=3 s=-10\ni=4 s=-5\n";

TEST(sim_native_harness) {
  Env e;
  env_open(&e, "verilator");
  RunResult r = {0};
  Sbuf fail = {0};
  CHECK_EQ_INT(native_run(&e.cx, &r, &fail), 0);
  CHECK(r.returned);
  CHECK_EQ_INT(r.ret, 0xfffffffbu);
  CHECK(!strcmp(sb_str(&r.out), expect_out));
  sb_free(&r.out);
  sb_free(&fail);
  env_close(&e);
}

/* A program that crashes before the top returns is a FAIL, not a pass. */
TEST(sim_native_crash) {
  Env e;
  env_open(&e, "verilator");
  static const char crash_c[] = "#include <signal.h>\n"
                                "int k(void) { raise(SIGTERM); return 0; }\n";
  write_file(e.cfile, crash_c, sizeof crash_c - 1);
  RunResult r = {0};
  Sbuf fail = {0};
  CHECK_EQ_INT(native_run(&e.cx, &r, &fail), 1);
  CHECK(strstr(sb_str(&fail), "SIGTERM") != NULL);
  sb_free(&r.out);
  sb_free(&fail);
  env_close(&e);
}

/* exit() and abort() end the top's run with their status as its result
 * (134 for abort), as they end the design; output printed before stays. */
TEST(sim_native_exit_abort) {
  static const char *const progs[] = {
      "#include <stdio.h>\n#include <stdlib.h>\n"
      "static void f(int x) { printf(\"x%d\", x); if (x > 2) exit(-x); }\n"
      "int k(void) { for (int i = 0; i < 9; i++) f(i); return 1; }\n",
      "#include <stdlib.h>\nint k(void) { abort(); }\n"};
  static const uint64_t want[] = {0xfffffffdu, 134};
  for (int i = 0; i < 2; i++) {
    Env e;
    env_open(&e, "verilator");
    write_file(e.cfile, progs[i], strlen(progs[i]));
    RunResult r = {0};
    Sbuf fail = {0};
    CHECK_EQ_INT(native_run(&e.cx, &r, &fail), 0);
    CHECK(r.returned);
    CHECK_EQ_INT(r.ret, want[i]);
    if (i == 0) CHECK(!strcmp(sb_str(&r.out), "x0x1x2x3"));
    sb_free(&r.out);
    sb_free(&fail);
    env_close(&e);
  }
}

static void check_good(const char *simulator, int *test_failed_) {
  Env e;
  env_open(&e, simulator);
  RunResult r = {0};
  Sbuf fail = {0};
  CHECK_EQ_INT(simulate(&e, &good, &r, &fail), 0);
  CHECK(r.returned);
  CHECK_EQ_INT(r.cycles, 7);
  CHECK_EQ_INT(r.ret, 0xfffffffbu);
  CHECK(!strcmp(sb_str(&r.out), expect_out));
  if (fail.len) fprintf(stderr, "  %s: %s\n", simulator, sb_str(&fail));
  sb_free(&r.out);
  sb_free(&fail);
  env_close(&e);
}

/* A broken variant must fail with a message containing want. */
static void check_bad(const char *simulator, const Variant *v,
                      const char *want, int *test_failed_) {
  Env e;
  env_open(&e, simulator);
  RunResult r = {0};
  Sbuf fail = {0};
  CHECK_EQ_INT(simulate(&e, v, &r, &fail), 1);
  if (!strstr(sb_str(&fail), want)) {
    fprintf(stderr, "  %s: got \"%s\", want \"%s\"\n", simulator,
            sb_str(&fail), want);
    *test_failed_ = 1;
  }
  sb_free(&r.out);
  sb_free(&fail);
  env_close(&e);
}

static const Variant done_twice = {"1'b0", "if (!done) done <= 1'b0;",
                                   "32'd5"};
static const Variant done_in_reset = {"1'b1", "done <= 1'b0;", "32'd5"};

TEST(sim_verilator_testbench) {
  check_good("verilator", test_failed_);
  check_bad("verilator", &done_twice, "more than one cycle", test_failed_);
}

TEST(sim_iverilog_testbench) {
  check_good("iverilog", test_failed_);
  check_bad("iverilog", &done_twice, "more than one cycle", test_failed_);
  check_bad("iverilog", &done_in_reset, "before start", test_failed_);
}

/* A design that never finishes reports a timeout at --max-cycles. */
TEST(sim_iverilog_timeout) {
  Env e;
  env_open(&e, "iverilog");
  static const Variant endless = {"1'b0", "done <= 1'b0;", "32'd99999"};
  RunResult r = {0};
  Sbuf fail = {0};
  CHECK_EQ_INT(simulate(&e, &endless, &r, &fail), 0);
  CHECK(!r.returned);
  CHECK_EQ_INT(r.cycles, 1000);
  sb_free(&r.out);
  sb_free(&fail);
  env_close(&e);
}
