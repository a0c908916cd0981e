/* test_rtl.c - architecture + Verilog writer: small IR functions are
 * scheduled, built and printed; the Verilog must have the pinned ports, be
 * deterministic, pass `verilator --lint-only -Wall` and, simulated with
 * Icarus Verilog, return what the IR computes (two calls in a row, so
 * restart and memory persistence are covered). Tools that are missing make
 * the tool-based checks skip with a message. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch/arch.h"
#include "pass/pass.h"
#include "rtl/netlist.h"
#include "rtl/rtl.h"
#include "sched/sched.h"
#include "test.h"

static SrcLoc at(uint32_t line) { return (SrcLoc){NULL, line, 1}; }

static ValId op2(Func *f, uint32_t b, Op op, unsigned w, ValId x, ValId y) {
  return ir_add(f, b, op, w, 2, (ValId[]){x, y}, at(10));
}
static ValId op1(Func *f, uint32_t b, Op op, unsigned w, ValId x) {
  return ir_add(f, b, op, w, 1, &x, at(11));
}

/* Schedules and builds f; returns the Verilog text (caller frees). */
static char *compile(Func *f, double period) {
  SchedOptions so = {period, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  Schedule s;
  if (!sched_sdc(f, &so, &s)) return NULL;
  RtlDesign *d = arch_build(f, &s, &so);
  if (!d) {
    sched_free(&s);
    return NULL;
  }
  Sbuf o = {0};
  rtl_emit_verilog(d, &o);
  rtl_design_free(d);
  sched_free(&s);
  /* RTL_TEST_KEEP=DIR keeps the Verilog for inspection */
  const char *keep = getenv("RTL_TEST_KEEP");
  if (keep) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s_%g.v", keep, f->name, period);
    write_file(path, o.s, o.len);
  }
  return o.s;
}

static const char *tool(const char *name) {
  const char *names[] = {name, NULL};
  return find_program(names);
}

/* Writes TOP.v into a fresh directory; returns the directory. */
static char *write_design(const char *top, const char *v) {
  char *dir = make_temp_dir("hlsc-rtl");
  char path[512];
  snprintf(path, sizeof path, "%s/%s.v", dir, top);
  write_file(path, v, strlen(v));
  return dir;
}

static bool lint_ok(const char *top, const char *v) {
  if (!tool("verilator")) {
    printf("  (verilator not found: lint skipped)\n");
    return true;
  }
  char *dir = write_design(top, v);
  char path[512], log[512];
  snprintf(path, sizeof path, "%s/%s.v", dir, top);
  snprintf(log, sizeof log, "%s/lint.log", dir);
  char *argv[] = {"verilator", "--lint-only", "-Wall", path, NULL};
  int rc = run_command(argv, log, log, 60);
  if (rc != 0) {
    char *text = read_file(log, NULL);
    fprintf(stderr, "verilator lint failed:\n%s\n%s\n", text ? text : "", v);
    free(text);
  }
  rm_rf(dir);
  free(dir);
  return rc == 0;
}

/* yosys must infer nmems memories ($mem_v2 cells) and synthesize. */
static bool yosys_ok(const char *top, const char *v, int nmems) {
  if (!tool("yosys")) {
    printf("  (yosys not found: synthesis skipped)\n");
    return true;
  }
  char *dir = write_design(top, v);
  char path[512], log[512], script[1024];
  snprintf(path, sizeof path, "%s/%s.v", dir, top);
  snprintf(log, sizeof log, "%s/yosys.log", dir);
  snprintf(script, sizeof script,
           "read_verilog %s; proc; opt; memory -nomap; "
           "select -assert-count %d t:$mem_v2; synth -top %s",
           path, nmems, top);
  char *argv[] = {"yosys", "-q", "-p", script, NULL};
  int rc = run_command(argv, log, log, 300);
  if (rc != 0) {
    char *text = read_file(log, NULL);
    fprintf(stderr, "yosys failed:\n%s\n", text ? text : "");
    free(text);
  }
  rm_rf(dir);
  free(dir);
  return rc == 0;
}

static const char *tb_fmt =
    "`timescale 1ns/1ps\n"
    "module tb;\n"
    "  reg clk = 0, rst = 1, start = 0;\n"
    "  wire done;\n"
    "%s"
    "  %s dut(.clk(clk), .rst(rst), .start(start), .done(done)%s);\n"
    "  always #5 clk = ~clk;\n"
    "  integer cycles, call;\n"
    "  initial begin\n"
    "    @(posedge clk); @(posedge clk); #1 rst = 0;\n"
    "    for (call = 0; call < 2; call = call + 1) begin\n"
    "      start = 1; @(posedge clk); #1 start = 0; cycles = 1;\n"
    "      while (!done) begin @(posedge clk); #1 cycles = cycles + 1; end\n"
    "      $display(\"RET %%0d %%0d\", %s, cycles);\n"
    "      @(posedge clk); #1 if (done) $display(\"DONE-TWICE\");\n"
    "    end\n"
    "    $finish;\n"
    "  end\n"
    "  initial begin #2000000 $display(\"TIMEOUT\"); $finish; end\n"
    "endmodule\n";

/* Simulates two calls with Icarus; fills ret[2] and cycles[2]. Returns -1
 * when iverilog is missing, 0 on success, 1 on failure. Extra iverilog
 * arguments (e.g. -DHLSC_COSIM) may be given; the output goes to *out. */
static int simulate(const char *top, unsigned ret_width, const char *v,
                    const char *define, uint64_t ret[2], long cycles[2],
                    char **out) {
  if (!tool("iverilog") || !tool("vvp")) {
    printf("  (iverilog not found: simulation skipped)\n");
    return -1;
  }
  char *dir = write_design(top, v);
  char tb[4096], path[512], tbp[512], exe[512], log[512], decl[64] = "";
  if (ret_width)
    snprintf(decl, sizeof decl, "  wire [%u:0] ret;\n", ret_width - 1);
  snprintf(tb, sizeof tb, tb_fmt, decl, top,
           ret_width ? ", .ret(ret)" : "", ret_width ? "ret" : "0");
  snprintf(path, sizeof path, "%s/%s.v", dir, top);
  snprintf(tbp, sizeof tbp, "%s/tb.v", dir);
  snprintf(exe, sizeof exe, "%s/sim", dir);
  snprintf(log, sizeof log, "%s/sim.log", dir);
  write_file(tbp, tb, strlen(tb));
  char *cargv[] = {"iverilog", "-g2005", define ? (char *)define : "-DNONE",
                   "-o", exe, tbp, path, NULL};
  int rc = run_command(cargv, log, log, 60);
  if (rc == 0) {
    char *rargv[] = {"vvp", "-n", exe, NULL};
    rc = run_command(rargv, log, log, 60);
  }
  char *text = read_file(log, NULL);
  int n = 0;
  for (const char *p = text ? text : ""; (p = strstr(p, "RET ")); p++)
    if (n < 2) {
      unsigned long long r;
      long c;
      if (sscanf(p, "RET %llu %ld", &r, &c) == 2) ret[n] = r, cycles[n] = c, n++;
    }
  bool bad = rc != 0 || n != 2 || (text && strstr(text, "TIMEOUT")) ||
             (text && strstr(text, "DONE-TWICE"));
  if (bad) fprintf(stderr, "simulation failed:\n%s\n", text ? text : "");
  if (out) *out = text;
  else free(text);
  rm_rf(dir);
  free(dir);
  return bad ? 1 : 0;
}

/* sum of tab[0..4] in a loop; then tab[0] = sum, so the second call sees
 * the first call's store (memories keep their contents). */
static Func *build_sum(void) {
  Func *f = ir_func_new("sum");
  f->file = "sum.c";
  f->ret_width = 32;
  uint32_t m = ir_mem_new(f, "tab", 32, 5, at(1));
  uint64_t init[5] = {3, 1, 4, 1, 5};
  f->mems.data[m].init = arena_dup(&f->arena, init, sizeof init);
  uint32_t b0 = ir_block_new(f, "entry"), b1 = ir_block_new(f, "for.body"),
           b2 = ir_block_new(f, "exit");
  ValId z = ir_const(f, 32, 0), one = ir_const(f, 32, 1),
        five = ir_const(f, 32, 5);
  ir_term_br(f, b0, b1, at(2));
  ValId i = ir_phi(f, b1, 32, at(3)), acc = ir_phi(f, b1, 32, at(3));
  ir_val(f, i)->name = "i";
  ir_val(f, acc)->name = "acc";
  ValId x = op1(f, b1, OP_LOAD, 32, i);
  ir_val(f, x)->imm = m;
  ValId acc1 = op2(f, b1, OP_ADD, 32, acc, x);
  ValId i1 = op2(f, b1, OP_ADD, 32, i, one);
  ValId c = op2(f, b1, OP_ULT, 1, i1, five);
  ir_phi_add(f, i, b0, z);
  ir_phi_add(f, i, b1, i1);
  ir_phi_add(f, acc, b0, z);
  ir_phi_add(f, acc, b1, acc1);
  ir_term_cbr(f, b1, c, b1, b2, at(4));
  ValId st = op2(f, b2, OP_STORE, 0, z, acc1);
  ir_val(f, st)->imm = m;
  ir_term_ret(f, b2, acc1, at(5));
  ir_fill_preds(f);
  return f;
}

TEST(rtl_sum_loop) {
  Func *f = build_sum();
  CHECK(ir_verify(f, "test"));
  char *v = compile(f, 10.0);
  CHECK(v != NULL);
  if (!v) return;
  CHECK(strstr(v, "module sum (") != NULL);
  CHECK(strstr(v, "output reg done") != NULL);
  CHECK(strstr(v, "output reg [31:0] ret") != NULL);
  CHECK(strstr(v, "reg [31:0] m_tab [0:4];") != NULL);
  CHECK(strstr(v, "done <= 1'b1;") != NULL);
  char *v2 = compile(f, 10.0);
  CHECK(v2 && !strcmp(v, v2));
  CHECK(lint_ok("sum", v));
  CHECK(yosys_ok("sum", v, 1));
  uint64_t ret[2];
  long cyc[2];
  if (simulate("sum", 32, v, NULL, ret, cyc, NULL) >= 0) {
    CHECK_EQ_INT(ret[0], 14);
    CHECK_EQ_INT(ret[1], 25);
    CHECK(cyc[0] > 5 && cyc[0] == cyc[1]);
  }
  free(v);
  free(v2);
  ir_func_free(f);
}

/* C semantics of division at width w, for the expected checksum. */
static uint64_t c_div(Op op, unsigned w, uint64_t a, uint64_t b) {
  a &= mask_bits(w), b &= mask_bits(w);
  int64_t sa = sign_extend(a, w), sb = sign_extend(b, w);
  switch (op) {
  case OP_UDIV: return (a / b) & mask_bits(w);
  case OP_UREM: return (a % b) & mask_bits(w);
  case OP_SDIV: return (uint64_t)(sa / sb) & mask_bits(w);
  default: return (uint64_t)(sa % sb) & mask_bits(w);
  }
}

/* Every division kind at widths 5 and 64 over signed operand
 * pairs; the 64-bit result is a checksum of all, zero-extended. */
static Func *build_div(uint64_t *expect) {
  static const Op ops[4] = {OP_UDIV, OP_SDIV, OP_UREM, OP_SREM};
  static const unsigned widths[2] = {5, 64};
  static const int64_t pairs[4][2] = {{-7, 2}, {7, -2}, {100, 7}, {-9, -4}};
  Func *f = ir_func_new("divs");
  f->ret_width = 64;
  uint32_t b0 = ir_block_new(f, "entry");
  ValId acc = ir_const(f, 64, 0), k = ir_const(f, 64, 5);
  uint64_t e = 0;
  for (int w = 0; w < 2; w++)
    for (int o = 0; o < 4; o++)
      for (int p = 0; p < 4; p++) {
        unsigned wd = widths[w];
        ValId a = ir_const(f, wd, (uint64_t)pairs[p][0] & mask_bits(wd));
        ValId b = ir_const(f, wd, (uint64_t)pairs[p][1] & mask_bits(wd));
        ValId q = op2(f, b0, ops[o], wd, a, b);
        ValId q64 = wd == 64 ? q : op1(f, b0, OP_ZEXT, 64, q);
        ValId acc31 = op2(f, b0, OP_SUB, 64, op2(f, b0, OP_SHL, 64, acc, k), acc);
        acc = op2(f, b0, OP_ADD, 64, acc31, q64);
        e = e * 31 + c_div(ops[o], wd, (uint64_t)pairs[p][0],
                           (uint64_t)pairs[p][1]);
      }
  ir_term_ret(f, b0, acc, at(20));
  ir_fill_preds(f);
  *expect = e;
  return f;
}

static void div_at(int *test_failed_, double period) {
  uint64_t expect;
  Func *f = build_div(&expect);
  char *v = compile(f, period);
  CHECK(v != NULL);
  if (v) {
    CHECK(lint_ok("divs", v));
    uint64_t ret[2];
    long cyc[2];
    if (simulate("divs", 64, v, NULL, ret, cyc, NULL) >= 0) {
      CHECK_EQ_INT(ret[0], expect);
      CHECK_EQ_INT(ret[1], expect);
    }
  }
  free(v);
  ir_func_free(f);
}

/* Divider pairs (ir.h): a quotient and a remainder of the same operands
 * at widths 7, 32 and 64, signed and unsigned, the remainder written as a
 * REM (at 64 bits before the quotient) or, at 32 bits, as LLVM's
 * DivRemPairs leaves it, x - (x / y) * y
 * (either multiplication order; pass_divrem makes it a REM), plus a DIV
 * and a REM of swapped operands, which are no pair. The checksum of all
 * results is the return value. */
static Func *build_divrem(uint64_t *expect) {
  static const unsigned widths[3] = {7, 32, 64};
  static const int64_t pairs[3][2] = {
      {-100, 7}, {9, -4}, {-4611686018427387901ll, 3}};
  Func *f = ir_func_new("divrem");
  f->ret_width = 64;
  uint32_t b0 = ir_block_new(f, "entry");
  ValId acc = ir_const(f, 64, 0), k = ir_const(f, 64, 5);
  uint64_t e = 0;
  for (int w = 0; w < 3; w++)
    for (int sg = 0; sg < 2; sg++)
      for (int p = 0; p < 3; p++) {
        unsigned wd = widths[w];
        uint64_t x = (uint64_t)pairs[p][0], y = (uint64_t)pairs[p][1];
        ValId a = ir_const(f, wd, x & mask_bits(wd));
        ValId b = ir_const(f, wd, y & mask_bits(wd));
        Op dop = sg ? OP_SDIV : OP_UDIV, rop = sg ? OP_SREM : OP_UREM;
        ValId q, r;
        if (wd == 64) { /* (the remainder first) */
          r = op2(f, b0, rop, wd, a, b);
          q = op2(f, b0, dop, wd, a, b);
        } else {
          q = op2(f, b0, dop, wd, a, b);
          r = IR_NOVAL;
        }
        if (wd == 32)
          r = op2(f, b0, OP_SUB, wd, a,
                  p & 1 ? op2(f, b0, OP_MUL, wd, b, q)
                        : op2(f, b0, OP_MUL, wd, q, b));
        else if (wd == 7)
          r = op2(f, b0, rop, wd, a, b);
        ValId res[2] = {q, r};
        for (int i = 0; i < 2; i++) {
          ValId v = wd == 64 ? res[i] : op1(f, b0, OP_ZEXT, 64, res[i]);
          ValId a31 = op2(f, b0, OP_SUB, 64, op2(f, b0, OP_SHL, 64, acc, k),
                          acc);
          acc = op2(f, b0, OP_ADD, 64, a31, v);
          Op op = i ? (sg ? OP_SREM : OP_UREM) : (sg ? OP_SDIV : OP_UDIV);
          e = e * 31 + c_div(op, wd, x, y);
        }
      }
  ValId a = ir_const(f, 32, 1000), b = ir_const(f, 32, 7);
  ValId q = op2(f, b0, OP_UDIV, 32, a, b), r = op2(f, b0, OP_UREM, 32, b, a);
  acc = op2(f, b0, OP_ADD, 64, acc, op1(f, b0, OP_ZEXT, 64, q));
  acc = op2(f, b0, OP_ADD, 64, acc, op1(f, b0, OP_ZEXT, 64, r));
  e += 1000 / 7 + 7 % 1000;
  ir_term_ret(f, b0, acc, at(20));
  ir_fill_preds(f);
  *expect = e;
  return f;
}

/* One divider per pair, both results in one cycle, no multiplier left,
 * and the right checksum in simulation at a period (100 ns: a one-stage
 * divider; 10 ns: sequential ones; 5 ns: more cycles). Without
 * pass_divrem and the pairing: 32 dividers and six multipliers. */
static void divrem_at(int *test_failed_, double period) {
  uint64_t expect;
  Func *f = build_divrem(&expect);
  CHECK_EQ_INT(pass_divrem(f), 6);
  pass_dce(f);
  CHECK(ir_verify(f, "divrem"));
  size_t nmul = 0;
  for (size_t v = 0; v < f->vals.len; v++)
    nmul += f->vals.data[v].op == OP_MUL;
  CHECK_EQ_INT(nmul, 0);
  ValId *partner = xmalloc(f->vals.len * sizeof *partner);
  CHECK_EQ_INT(ir_divrem_pairs(f, 0, partner), 18);
  SchedOptions so = {period, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  Schedule s;
  CHECK(sched_sdc(f, &so, &s));
  for (size_t i = 0; i < f->blocks.data[0].ops.len; i++) {
    ValId v = f->blocks.data[0].ops.data[i];
    if (ir_is_rem(f->vals.data[v].op) && partner[v] != IR_NOVAL)
      CHECK_EQ_INT(s.cycle[v], s.cycle[partner[v]]);
  }
  RtlDesign *d = arch_build(f, &s, &so);
  CHECK(d != NULL);
  if (d) {
    CHECK_EQ_INT(d->ndividers, 20);
    Sbuf o = {0};
    rtl_emit_verilog(d, &o);
    CHECK(lint_ok("divrem", o.s));
    uint64_t ret[2];
    long cyc[2];
    if (simulate("divrem", 64, o.s, NULL, ret, cyc, NULL) >= 0) {
      CHECK_EQ_INT(ret[0], expect);
      CHECK_EQ_INT(ret[1], expect);
    }
    sb_free(&o);
    rtl_design_free(d);
  }
  sched_free(&s);
  free(partner);
  ir_func_free(f);
}

TEST(rtl_divrem_pairs_10ns) { divrem_at(test_failed_, 10.0); }
TEST(rtl_divrem_pairs_5ns) { divrem_at(test_failed_, 5.0); }
TEST(rtl_divrem_pairs_100ns) { divrem_at(test_failed_, 100.0); }

TEST(rtl_dividers_10ns) { div_at(test_failed_, 10.0); }
TEST(rtl_dividers_5ns) { div_at(test_failed_, 5.0); }
TEST(rtl_dividers_100ns) { div_at(test_failed_, 100.0); }

/* sext/ashr/trunc into a switch; a print; void top. */
static Func *build_switch(void) {
  Func *f = ir_func_new("sw");
  f->ret_width = 8;
  uint32_t pr = ir_print_new(f, "v=%d x=%x %%\n", 2, at(1));
  uint32_t b0 = ir_block_new(f, "entry"), b1 = ir_block_new(f, "is.minus4"),
           b2 = ir_block_new(f, "other"), b3 = ir_block_new(f, "join");
  ValId x = ir_const(f, 8, 0xf0);
  ValId y = op1(f, b0, OP_SEXT, 32, x);
  ValId z = op2(f, b0, OP_ASHR, 32, y, ir_const(f, 32, 2));
  ValId t = op1(f, b0, OP_TRUNC, 4, z);
  ValId p = ir_add(f, b0, OP_PRINT, 0, 2, (ValId[]){z, t}, at(7));
  ir_val(f, p)->imm = pr;
  ir_term_switch(f, b0, t, b2, 2, (uint64_t[]){3, 12}, (uint32_t[]){b2, b1},
                 at(8));
  ir_term_br(f, b1, b3, at(9));
  ir_term_br(f, b2, b3, at(9));
  ValId r = ir_phi(f, b3, 8, at(10));
  ValId lt = op2(f, b3, OP_SLT, 1, r, ir_const(f, 8, 0));
  ValId s = ir_add(f, b3, OP_SELECT, 8, 3, (ValId[]){lt, r, ir_const(f, 8, 9)},
                   at(11));
  ir_phi_add(f, r, b1, ir_const(f, 8, 0x80 | 42));
  ir_phi_add(f, r, b2, ir_const(f, 8, 1));
  ir_term_ret(f, b3, s, at(12));
  ir_fill_preds(f);
  return f;
}

TEST(rtl_switch_print) {
  Func *f = build_switch();
  CHECK(ir_verify(f, "test"));
  char *v = compile(f, 10.0);
  CHECK(v != NULL);
  if (!v) return;
  CHECK(strstr(v, "$display(\"@hlsc-print %0d %h %h\", 0, ") != NULL);
  CHECK(strstr(v, "`ifndef SYNTHESIS") != NULL);
  CHECK(lint_ok("sw", v));
  uint64_t ret[2];
  long cyc[2];
  char *out = NULL;
  if (simulate("sw", 8, v, "-DHLSC_COSIM", ret, cyc, &out) >= 0) {
    CHECK_EQ_INT(ret[0], 0xaa);
    CHECK(out && strstr(out, "@hlsc-print 0 fffffffc c"));
  }
  free(out);
  free(v);
  ir_func_free(f);
}

/* Memory corner cases: a depth-1 RAM, a ROM read on both ports in one
 * state, a 1-bit uninitialized RAM written then read, a 64-bit constant
 * above 2^63, a print without arguments. */
static Func *build_mems(uint64_t *expect) {
  Func *f = ir_func_new("mems");
  f->ret_width = 64;
  uint32_t ma = ir_mem_new(f, "a", 8, 1, at(1));
  uint32_t mr = ir_mem_new(f, "rom16", 16, 3, at(2));
  uint32_t mb = ir_mem_new(f, "bits", 1, 4, at(3));
  uint64_t ia[1] = {5}, ir[3] = {0x8000, 2, 3};
  f->mems.data[ma].init = arena_dup(&f->arena, ia, sizeof ia);
  f->mems.data[mr].init = arena_dup(&f->arena, ir, sizeof ir);
  f->mems.data[mr].rom = true;
  uint32_t pr = ir_print_new(f, "hi\n", 0, at(4));
  uint32_t b0 = ir_block_new(f, "entry");
  ValId x0 = op1(f, b0, OP_LOAD, 16, ir_const(f, 2, 0));
  ValId x1 = op1(f, b0, OP_LOAD, 16, ir_const(f, 7, 2));
  ir_val(f, x0)->imm = ir_val(f, x1)->imm = mr;
  ValId y = op1(f, b0, OP_LOAD, 8, ir_const(f, 1, 0));
  ir_val(f, y)->imm = ma;
  ValId st = op2(f, b0, OP_STORE, 0, ir_const(f, 2, 3), ir_const(f, 1, 1));
  ir_val(f, st)->imm = mb;
  ValId z = op1(f, b0, OP_LOAD, 1, ir_const(f, 64, 3));
  ir_val(f, z)->imm = mb;
  ValId p = ir_add(f, b0, OP_PRINT, 0, 0, NULL, at(5));
  ir_val(f, p)->imm = pr;
  ValId e = op1(f, b0, OP_ZEXT, 64, op2(f, b0, OP_ADD, 16, x0, x1));
  ValId y64 = op2(f, b0, OP_SHL, 64, op1(f, b0, OP_ZEXT, 64, y),
                  ir_const(f, 64, 20));
  ValId z64 = op2(f, b0, OP_SHL, 64, op1(f, b0, OP_ZEXT, 64, z),
                  ir_const(f, 64, 40));
  ValId r = op2(f, b0, OP_ADD, 64, op2(f, b0, OP_OR, 64, e, y64),
                op2(f, b0, OP_OR, 64, z64, ir_const(f, 64, 0xf0000000000000ffull)));
  ir_term_ret(f, b0, r, at(6));
  ir_fill_preds(f);
  *expect = (0x8003ull | (5ull << 20)) + ((1ull << 40) | 0xf0000000000000ffull);
  return f;
}

TEST(rtl_memory_corners) {
  uint64_t expect;
  Func *f = build_mems(&expect);
  CHECK(ir_verify(f, "test"));
  char *v = compile(f, 10.0);
  CHECK(v != NULL);
  if (!v) return;
  CHECK(strstr(v, "reg [7:0] m_a [0:0];") != NULL);
  CHECK(strstr(v, "m_rom16_we") == NULL);
  CHECK(lint_ok("mems", v));
  CHECK(yosys_ok("mems", v, 2)); /* depth 1: a plain register */
  uint64_t ret[2];
  long cyc[2];
  char *out = NULL;
  if (simulate("mems", 64, v, NULL, ret, cyc, &out) >= 0) {
    CHECK_EQ_INT(ret[0], expect);
    CHECK_EQ_INT(ret[1], expect);
    CHECK(out && strstr(out, "hi\n"));
  }
  free(out);
  free(v);
  ir_func_free(f);
}

/* A void top whose only effect is a store: no ret port, done still pulses. */
TEST(rtl_void_top) {
  Func *f = ir_func_new("vt");
  uint32_t m = ir_mem_new(f, "g", 32, 2, at(1));
  uint32_t b0 = ir_block_new(f, "entry");
  ValId st = op2(f, b0, OP_STORE, 0, ir_const(f, 1, 1), ir_const(f, 32, 7));
  ir_val(f, st)->imm = m;
  ir_term_ret(f, b0, IR_NOVAL, at(2));
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  char *v = compile(f, 10.0);
  CHECK(v != NULL);
  if (!v) return;
  CHECK(strstr(v, "ret") == NULL || strstr(v, "output reg done\n);") != NULL);
  CHECK(lint_ok("vt", v));
  uint64_t ret[2];
  long cyc[2];
  if (simulate("vt", 0, v, NULL, ret, cyc, NULL) >= 0) {
    CHECK_EQ_INT(cyc[0], 2);
  }
  free(v);
  ir_func_free(f);
}

/* Two stores in one state (distinct constant addresses, so ports 0 and 1)
 * then two loads: both ports write and read. */
TEST(rtl_two_write_ports) {
  Func *f = ir_func_new("wp");
  f->ret_width = 16;
  uint32_t m = ir_mem_new(f, "buf", 8, 6, at(1));
  uint32_t b0 = ir_block_new(f, "entry");
  ValId s0 = op2(f, b0, OP_STORE, 0, ir_const(f, 3, 1), ir_const(f, 8, 0x12));
  ValId s1 = op2(f, b0, OP_STORE, 0, ir_const(f, 3, 4), ir_const(f, 8, 0x34));
  ValId l0 = op1(f, b0, OP_LOAD, 8, ir_const(f, 3, 1));
  ValId l1 = op1(f, b0, OP_LOAD, 8, ir_const(f, 3, 4));
  ir_val(f, s0)->imm = ir_val(f, s1)->imm = m;
  ir_val(f, l0)->imm = ir_val(f, l1)->imm = m;
  ValId h = op2(f, b0, OP_SHL, 16, op1(f, b0, OP_ZEXT, 16, l0),
                ir_const(f, 16, 8));
  ValId r = op2(f, b0, OP_OR, 16, h, op1(f, b0, OP_ZEXT, 16, l1));
  ir_term_ret(f, b0, r, at(2));
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  char *v = compile(f, 10.0);
  CHECK(v != NULL);
  if (!v) return;
  CHECK(strstr(v, "if (m_buf_we1) m_buf[m_buf_addr1] <= m_buf_wdata1;"));
  CHECK(lint_ok("wp", v));
  uint64_t ret[2];
  long cyc[2];
  if (simulate("wp", 16, v, NULL, ret, cyc, NULL) >= 0)
    CHECK_EQ_INT(ret[0], 0x1234);
  free(v);
  ir_func_free(f);
}

/* Two loops in a row: the counters of the first are dead in the second,
 * so their registers are shared; the result must not change. */
TEST(rtl_register_sharing) {
  Func *f = ir_func_new("two");
  f->ret_width = 32;
  uint32_t b0 = ir_block_new(f, "entry"), l1 = ir_block_new(f, "loop1"),
           l2 = ir_block_new(f, "loop2"), ex = ir_block_new(f, "exit");
  ValId z = ir_const(f, 32, 0), one = ir_const(f, 32, 1),
        n = ir_const(f, 32, 10);
  ir_term_br(f, b0, l1, at(1));
  ValId i = ir_phi(f, l1, 32, at(2)), s = ir_phi(f, l1, 32, at(2));
  ValId s1 = op2(f, l1, OP_ADD, 32, s, i);
  ValId i1 = op2(f, l1, OP_ADD, 32, i, one);
  ValId c1 = op2(f, l1, OP_ULT, 1, i1, n);
  ir_phi_add(f, i, b0, z), ir_phi_add(f, i, l1, i1);
  ir_phi_add(f, s, b0, z), ir_phi_add(f, s, l1, s1);
  ir_term_cbr(f, l1, c1, l1, l2, at(3));
  ValId j = ir_phi(f, l2, 32, at(4)), t = ir_phi(f, l2, 32, at(4));
  ValId t1 = op2(f, l2, OP_XOR, 32, op2(f, l2, OP_SHL, 32, t, one), j);
  ValId j1 = op2(f, l2, OP_ADD, 32, j, one);
  ValId c2 = op2(f, l2, OP_ULT, 1, j1, n);
  ir_phi_add(f, j, l1, z), ir_phi_add(f, j, l2, j1);
  ir_phi_add(f, t, l1, s1), ir_phi_add(f, t, l2, t1);
  ir_term_cbr(f, l2, c2, l2, ex, at(5));
  ir_term_ret(f, ex, t1, at(6));
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  uint32_t e = 0;
  for (uint32_t k = 0; k < 10; k++) e += k;
  for (uint32_t k = 0; k < 10; k++) e = (e << 1) ^ k;
  char *v = compile(f, 10.0);
  CHECK(v != NULL);
  if (!v) return;
  CHECK(strstr(v, "; also ") != NULL);
  CHECK(lint_ok("two", v));
  uint64_t ret[2];
  long cyc[2];
  if (simulate("two", 32, v, NULL, ret, cyc, NULL) >= 0) {
    CHECK_EQ_INT(ret[0], e);
    CHECK_EQ_INT(ret[1], e);
  }
  free(v);
  ir_func_free(f);
}

/* gcd by remainder: a multi-cycle divider inside a loop feeding PHIs. */
TEST(rtl_gcd_loop) {
  Func *f = ir_func_new("gcd");
  f->ret_width = 32;
  uint32_t b0 = ir_block_new(f, "entry"), lp = ir_block_new(f, "while.body"),
           ex = ir_block_new(f, "exit");
  ir_term_br(f, b0, lp, at(1));
  ValId a = ir_phi(f, lp, 32, at(2)), b = ir_phi(f, lp, 32, at(2));
  ir_val(f, a)->name = "a";
  ir_val(f, b)->name = "b";
  ValId r = op2(f, lp, OP_UREM, 32, a, b);
  ValId c = op2(f, lp, OP_NE, 1, r, ir_const(f, 32, 0));
  ir_phi_add(f, a, b0, ir_const(f, 32, 1071)), ir_phi_add(f, a, lp, b);
  ir_phi_add(f, b, b0, ir_const(f, 32, 462)), ir_phi_add(f, b, lp, r);
  ir_term_cbr(f, lp, c, lp, ex, at(3));
  ir_term_ret(f, ex, b, at(4));
  ir_fill_preds(f);
  CHECK(ir_verify(f, "test"));
  for (int k = 0; k < 2; k++) {
    char *v = compile(f, k ? 4.0 : 10.0);
    CHECK(v != NULL);
    if (!v) return;
    CHECK(lint_ok("gcd", v));
    uint64_t ret[2];
    long cyc[2];
    if (simulate("gcd", 32, v, NULL, ret, cyc, NULL) >= 0) {
      CHECK_EQ_INT(ret[0], 21);
      CHECK_EQ_INT(ret[1], 21);
    }
    free(v);
  }
  ir_func_free(f);
}

/* Bubble sort of a RAM in place (read-modify-write, conditional stores),
 * then a checksum of the sorted array. */
static Func *build_bubble(void) {
  Func *f = ir_func_new("bsort");
  f->ret_width = 32;
  uint32_t m = ir_mem_new(f, "arr", 16, 6, at(1));
  uint64_t init[6] = {5, 3, 9, 1, 7, 2};
  f->mems.data[m].init = arena_dup(&f->arena, init, sizeof init);
  uint32_t b0 = ir_block_new(f, "entry"), outer = ir_block_new(f, "outer"),
           inner = ir_block_new(f, "inner"), swap = ir_block_new(f, "swap"),
           il = ir_block_new(f, "inner.latch"), ol = ir_block_new(f, "outer.latch"),
           ex = ir_block_new(f, "exit");
  ValId z = ir_const(f, 8, 0), one = ir_const(f, 8, 1);
  ir_term_br(f, b0, outer, at(2));
  ValId i = ir_phi(f, outer, 8, at(3));
  ir_term_br(f, outer, inner, at(3));
  ValId j = ir_phi(f, inner, 8, at(4));
  ValId x = op1(f, inner, OP_LOAD, 16, j);
  ValId j1 = op2(f, inner, OP_ADD, 8, j, one);
  ValId y = op1(f, inner, OP_LOAD, 16, j1);
  ir_val(f, x)->imm = ir_val(f, y)->imm = m;
  ValId gt = op2(f, inner, OP_UGT, 1, x, y);
  ir_term_cbr(f, inner, gt, swap, il, at(5));
  ValId s0 = op2(f, swap, OP_STORE, 0, j, y);
  ValId s1 = op2(f, swap, OP_STORE, 0, j1, x);
  ir_val(f, s0)->imm = ir_val(f, s1)->imm = m;
  ir_term_br(f, swap, il, at(6));
  ValId c = op2(f, il, OP_ULT, 1, j1, ir_const(f, 8, 5));
  ir_term_cbr(f, il, c, inner, ol, at(7));
  ValId i1 = op2(f, ol, OP_ADD, 8, i, one);
  ValId c2 = op2(f, ol, OP_ULT, 1, i1, ir_const(f, 8, 6));
  ir_term_cbr(f, ol, c2, outer, ex, at(8));
  ir_phi_add(f, i, b0, z), ir_phi_add(f, i, ol, i1);
  ir_phi_add(f, j, outer, z), ir_phi_add(f, j, il, j1);
  ValId acc = ir_const(f, 32, 0);
  for (uint64_t k = 0; k < 6; k++) {
    ValId l = op1(f, ex, OP_LOAD, 16, ir_const(f, 3, k));
    ir_val(f, l)->imm = m;
    ValId a31 = op2(f, ex, OP_SUB, 32, op2(f, ex, OP_SHL, 32, acc,
                                           ir_const(f, 32, 5)), acc);
    acc = op2(f, ex, OP_ADD, 32, a31, op1(f, ex, OP_ZEXT, 32, l));
  }
  ir_term_ret(f, ex, acc, at(9));
  ir_fill_preds(f);
  return f;
}

TEST(rtl_bubble_sort) {
  Func *f = build_bubble();
  CHECK(ir_verify(f, "test"));
  uint32_t e = 0, sorted[6] = {1, 2, 3, 5, 7, 9};
  for (int k = 0; k < 6; k++) e = e * 31 + sorted[k];
  char *v = compile(f, 10.0);
  CHECK(v != NULL);
  if (!v) return;
  CHECK(lint_ok("bsort", v));
  CHECK(yosys_ok("bsort", v, 1));
  uint64_t ret[2];
  long cyc[2];
  if (simulate("bsort", 32, v, NULL, ret, cyc, NULL) >= 0) {
    CHECK_EQ_INT(ret[0], e);
    CHECK_EQ_INT(ret[1], e);
  }
  free(v);
  ir_func_free(f);
}

/* A continuous assign of 100,000 characters (a memory port's multiplexer
 * over thousands of states) is folded over lines near 100 columns; the
 * folds are whitespace only, so the expression reads back unchanged. */
TEST(rtl_long_assign_folded) {
  RtlDesign *d = rtl_design_new("fold");
  SigId a = rtl_sig(d, "a", 8, SIG_WIRE, NULL);
  rtl_sigp(d, a)->port = PORT_INPUT;
  SigId y = rtl_sig(d, "y", 8, SIG_WIRE, NULL);
  rtl_sigp(d, y)->port = PORT_OUTPUT;
  Sbuf e = {0};
  for (int k = 0; k < 10000; k++)
    sb_printf(&e, "%s(a + 8'd%d)", k ? " ^ " : "", k & 255);
  rtl_assign(d, y, rtl_strdup(d, sb_str(&e)));
  Sbuf o = {0};
  rtl_emit_verilog(d, &o);
  const char *v = sb_str(&o), *as = strstr(v, "  assign y = ");
  CHECK(as != NULL);
  size_t longest = 0, len = 0;
  for (const char *p = v; *p; p++) {
    len = *p == '\n' ? 0 : len + 1;
    if (len > longest) longest = len;
  }
  CHECK(longest <= 120);
  if (as) { /* the expression, with each fold turned back into a space */
    Sbuf back = {0};
    const char *p = as + strlen("  assign y = ");
    for (; *p && *p != ';'; p++) {
      if (*p == '\n') {
        sb_putc(&back, ' ');
        p += strlen("      ");
      } else {
        sb_putc(&back, *p);
      }
    }
    CHECK(!strcmp(sb_str(&back), sb_str(&e)));
    sb_free(&back);
  }
  sb_free(&o);
  sb_free(&e);
  rtl_design_free(d);
}
