/* streamtb.c - replays recorded calls against the Verilog: a synchronous
 * Verilog testbench (hlsc_tb) that runs in Verilator (clocked by a small
 * C++ main) and in Icarus (clocked by itself).
 *
 * Per call it loads each external memory with the words the program had
 * before the call, sets the scalar inputs, pulses start, offers each input
 * stream exactly the words the program read in that call and accepts every
 * word the design writes. With a nonzero stall seed, a xorshift generator
 * drops tvalid of inputs and tready of outputs in about one cycle of four,
 * independently per port. The seed reaches the testbench as plusargs and
 * its data files (pN.hex, stop.hex) are read from the work directory,
 * where the simulator runs, so its text depends only on the design and on
 * how many words and calls there are: another stall seed or other data of
 * the same sizes reuses the Verilator model from the cache (vcache.c).
 * The call ends when done rises, or, for a call the program ended at an
 * empty read of stream P, when the design asks P for a word it does not
 * have and then offers no output for 64 cycles (64 + 4 per bit of the
 * widest value when it has more than 64: a wide divider's pipeline is
 * deep; dftb_idle_cycles), while the older iterations of a draining
 * pipeline finish (CYCLES below counts up to the last output). Records on
 * stdout:
 *   @hlsc-out C P HEX          a word the design wrote on port P
 *   @hlsc-done C CYCLES HEX    done (HEX = ret)
 *   @hlsc-stop C CYCLES P      waiting on P, which is used up as in C
 *   @hlsc-in C P N             words the design took from P in the call
 *   @hlsc-mem C P I HEX        memory word I after the call
 *   @hlsc-overread C CYCLES P  the design asks P for a word the program
 *                              did not read (then the simulation ends)
 *   @hlsc-timeout C CYCLES     --max-cycles reached
 *   @hlsc-ctl C CYCLES MSG     idle or ready broke their rule (rtl/blockctl.h)
 *   @hlsc-axis C CYCLES P v    output P's TVALID fell before its TREADY
 *   @hlsc-axis C CYCLES P d OLD NEW
 *                              output P's word (TDATA and the side
 *                              channels, rtl/axis.h) changed while TVALID
 *                              waited for TREADY
 *   @hlsc-maxi C CYCLES MSG    an AXI4 protocol violation (maxitb.c: an
 *                              AXI4 master port is served by a slave
 *                              memory model instead of the RAM)
 *   @hlsc-maxistat C P ...     its beats and cycles per direction (-v)
 *   @hlsc-maxierr C CYCLES BITS  m_axi_err is not 0 at done (maxitb.c)
 *   @hlsc-axil C CYCLES MSG    an AXI4-Lite protocol violation (axiltb.c:
 *                              a top compiled with --interface s_axilite is
 *                              driven through its bus instead of start,
 *                              done, ret and the scalar ports)
 *   @hlsc-end */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "../rtl/axis.h"
#include "../rtl/maxi.h"

#define TB "hlsc_tb"

/* ---- data files ---- */

/* n words of nl limbs each (sim.h), one word a line. */
static bool write_hex(const SimCtx *cx, const char *name, const uint64_t *w,
                      size_t n, unsigned nl) {
  Sbuf s = {0};
  for (size_t i = 0; i < n; i++) {
    sb_printf(&s, "%llx", (unsigned long long)w[i * nl + nl - 1]);
    for (unsigned j = nl - 1; j-- > 0;)
      sb_printf(&s, "%016llx", (unsigned long long)w[i * nl + j]);
    sb_putc(&s, '\n');
  }
  if (!n) sb_puts(&s, "0\n");
  char *path = sim_path(cx->dir, name);
  bool ok = write_file(path, s.s, s.len);
  if (!ok) fprintf(stderr, "hlsc: error: cannot write %s\n", path);
  free(path);
  sb_free(&s);
  return ok;
}

static bool write_data(const SimCtx *cx, const Recording *rec,
                       size_t *nwords) {
  const Func *f = cx->func;
  size_t nc = rec->calls.len;
  uint64_t *stop = xcalloc(nc + 1, sizeof *stop);
  for (size_t c = 0; c < nc; c++)
    stop[c] = (uint64_t)(rec->calls.data[c].stop + 1);
  bool ok = write_hex(cx, "stop.hex", stop, nc, 1);
  free(stop);
  for (size_t p = 0; ok && p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    char name[64];
    U64Vec all = {0}, ends = {0};
    unsigned nl = pt->kind == PORT_STREAM_IN || pt->kind == PORT_SCALAR ||
                          pt->kind == PORT_MEM
                      ? sim_limbs(pt->width) : 1;
    for (size_t c = 0; c < nc; c++) {
      const CallRec *r = &rec->calls.data[c];
      if (pt->kind == PORT_SCALAR && nl == 1) vec_push(&all, r->scalar[p]);
      for (size_t i = 0; pt->kind == PORT_SCALAR && nl > 1 && i < nl; i++)
        vec_push(&all, i < r->words[p].len ? r->words[p].data[i] : 0);
      if (pt->kind == PORT_STREAM_IN) {
        for (size_t i = 0; i < r->words[p].len; i++)
          vec_push(&all, r->words[p].data[i]);
        vec_push(&ends, (uint64_t)(all.len / nl));
      }
      if (pt->kind == PORT_MEM)
        for (size_t i = 0; i < r->mem_in[p].len; i++)
          vec_push(&all, r->mem_in[p].data[i]);
    }
    nwords[p] = all.len / nl;
    if (pt->kind == PORT_SCALAR || pt->kind == PORT_STREAM_IN ||
        pt->kind == PORT_MEM) {
      snprintf(name, sizeof name, "p%zu.hex", p);
      ok = write_hex(cx, name, all.data, all.len / nl, nl);
    }
    if (ok && pt->kind == PORT_STREAM_IN) {
      snprintf(name, sizeof name, "p%zu_end.hex", p);
      ok = write_hex(cx, name, ends.data, ends.len, 1);
    }
    vec_free(&all);
    vec_free(&ends);
  }
  return ok;
}

/* ---- the Verilog testbench ---- */

static void range(Sbuf *s, unsigned w) {
  if (w > 1) sb_printf(s, "[%u:0] ", w - 1);
}

static void declare_port(const SimCtx *cx, Sbuf *s, size_t p, size_t nw,
                         size_t nc) {
  const Port *pt = &cx->func->ports.data[p];
  unsigned w = pt->width;
  switch (pt->kind) {
  case PORT_SCALAR:
    sb_puts(s, "  reg ");
    range(s, w);
    sb_printf(s, "d%zu [0:%zu];\n  reg ", p, nc - 1);
    range(s, w);
    sb_printf(s, "a%zu = 0;\n  initial $readmemh(\"p%zu.hex\", d%zu);\n",
              p, p, p);
    break;
  case PORT_STREAM_IN:
    sb_puts(s, "  reg ");
    range(s, w);
    sb_printf(s, "d%zu [0:%zu];\n", p, nw ? nw - 1 : 0);
    sb_printf(s, "  reg [31:0] e%zu [0:%zu];\n  reg [31:0] q%zu = 0, f%zu = 0;\n",
              p, nc - 1, p, p);
    sb_printf(s, "  initial $readmemh(\"p%zu.hex\", d%zu);\n", p, p);
    sb_printf(s, "  initial $readmemh(\"p%zu_end.hex\", e%zu);\n", p, p);
    sb_printf(s, "  wire g%zu = stalls & (rnd[%zu +: 2] == 2'b00);\n", p,
              (2 * p) % 62);
    sb_puts(s, "  wire ");
    range(s, w);
    sb_printf(s, "s%zu_tdata = q%zu < %zu ? d%zu[q%zu] : 0;\n", p, p, nw, p, p);
    sb_printf(s, "  wire s%zu_tvalid = run & (q%zu < e%zu[call]) & ~g%zu;\n",
              p, p, p, p);
    sb_printf(s, "  wire s%zu_tready;\n", p);
    break;
  case PORT_STREAM_OUT:
    sb_printf(s, "  wire g%zu = stalls & (rnd[%zu +: 2] == 2'b00);\n", p,
              (2 * p) % 62);
    sb_puts(s, "  wire ");
    range(s, w);
    sb_printf(s, "s%zu_tdata;\n  wire s%zu_tvalid;\n", p, p);
    sb_printf(s, "  wire s%zu_tready = run & ~g%zu;\n", p, p);
    /* the protocol checker's view of the cycle before */
    sb_printf(s, "  reg hw%zu = 1'b0;\n  reg ", p);
    range(s, w);
    sb_printf(s, "hd%zu = 0;\n", p);
    break;
  case PORT_MEM: {
    const Mem *m = &cx->func->mems.data[pt->mem];
    unsigned aw = ceil_log2(m->depth) ? ceil_log2(m->depth) : 1;
    sb_puts(s, "  reg ");
    range(s, w);
    sb_printf(s, "d%zu [0:%zu];\n  reg ", p, nw ? nw - 1 : 0);
    range(s, w);
    sb_printf(s, "ram%zu [0:%llu];\n  reg ", p,
              (unsigned long long)m->depth - 1);
    range(s, w);
    sb_printf(s, "m%zu_rdata = 0;\n  wire ", p);
    range(s, aw);
    sb_printf(s, "m%zu_addr;\n  wire m%zu_ce, m%zu_we;\n  wire ", p, p, p);
    range(s, w);
    sb_printf(s, "m%zu_wdata;\n", p);
    sb_printf(s, "  initial $readmemh(\"p%zu.hex\", d%zu);\n", p, p);
    if (pt->maxi) maxitb_declare(cx, s, p);
    break;
  }
  default: break;
  }
}

static void instance(const SimCtx *cx, Sbuf *s) {
  const Func *f = cx->func;
  bool axil = axiltb_active(cx);
  if (axil) {
    sb_printf(s, "  %s dut(.clk(clk), .rst(rst)", f->hw_name);
    axiltb_instance(s);
  } else {
    sb_printf(s, "  %s dut(.clk(clk), .rst(rst), .start(start), .done(done)",
              f->hw_name);
    if (f->ret_width) sb_puts(s, ", .ret(ret)");
    sb_puts(s, ", .idle(bc_idle), .ready(bc_ready)");
    if (maxi_any(f)) sb_puts(s, ", .m_axi_err(m_axi_err)");
  }
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    const char *n = pt->hw;
    if (pt->kind == PORT_SCALAR && !axil) sb_printf(s, ",\n    .%s(a%zu)", n, p);
    if (ir_port_is_stream(pt) && pt->nfields) { /* rtl/axis.h */
      char word[32];
      snprintf(word, sizeof word, "s%zu_tdata", p);
      axis_connect(s, pt, word);
      sb_printf(s, ",\n    .%s_tvalid(s%zu_tvalid), .%s_tready(s%zu_tready)",
                n, p, n, p);
    } else if (ir_port_is_stream(pt)) {
      sb_printf(s, ",\n    .%s_tdata(s%zu_tdata), .%s_tvalid(s%zu_tvalid), "
                   ".%s_tready(s%zu_tready)", n, p, n, p, n, p);
    }
    if (pt->kind == PORT_MEM && pt->maxi) maxitb_instance(cx, s, p);
    else if (pt->kind == PORT_MEM)
      sb_printf(s, ",\n    .%s_addr(m%zu_addr), .%s_ce(m%zu_ce), "
                   ".%s_we(m%zu_we), .%s_wdata(m%zu_wdata), "
                   ".%s_rdata(m%zu_rdata)", n, p, n, p, n, p, n, p, n, p);
  }
  sb_puts(s, ");\n");
}

/* Phases 2 (a call runs) and 4 (it waits on a used-up input while the
 * pipeline drains): the handshakes, done, and the end of a stopped call. */
static void run_phase(const SimCtx *cx, Sbuf *s) {
  const Func *f = cx->func;
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (pt->kind == PORT_STREAM_OUT) {
      sb_printf(s, "      if (s%zu_tvalid & s%zu_tready) $display(\"@hlsc-out "
                   "%%0d %zu %%h\", call, s%zu_tdata);\n", p, p, p, p);
      /* AXI4-Stream: once TVALID is high, it stays high and the word
       * (TDATA and every side channel) stays put until TREADY */
      sb_printf(s, "      if (hw%zu & ~s%zu_tvalid) begin\n"
                   "        $display(\"@hlsc-axis %%0d %%0d %zu v\", call, "
                   "cycles);\n        $finish;\n      end\n"
                   "      if (hw%zu & (s%zu_tdata !== hd%zu)) begin\n"
                   "        $display(\"@hlsc-axis %%0d %%0d %zu d %%h %%h\", "
                   "call, cycles, hd%zu, s%zu_tdata);\n        $finish;\n"
                   "      end\n"
                   "      hw%zu <= s%zu_tvalid & ~s%zu_tready;\n"
                   "      hd%zu <= s%zu_tdata;\n",
                p, p, p, p, p, p, p, p, p, p, p, p, p, p);
    }
    if (pt->kind != PORT_STREAM_IN) continue;
    sb_printf(s, "      if (s%zu_tvalid & s%zu_tready) q%zu <= q%zu + 1;\n",
              p, p, p, p);
    sb_printf(s, "      if (s%zu_tready & (q%zu >= e%zu[call])) begin\n"
                 "        if (stop[call] == %zu) begin\n"
                 "          if (phase == 2) begin\n"
                 "            phase <= 4;\n            last = cycles;\n"
                 "            idle = 0;\n          end\n"
                 "          stopped = %zu;\n"
                 "        end else begin\n"
                 "          $display(\"@hlsc-overread %%0d %%0d %zu\", call, cycles);\n"
                 "          $finish;\n        end\n      end\n",
              p, p, p, p + 1, p, p);
  }
  if (!axiltb_active(cx)) /* block-level control (rtl/blockctl.h) */
    sb_puts(s, "      if (bc_idle !== 1'b0) begin\n"
               "        $display(\"@hlsc-ctl %0d %0d idle is high while the "
               "call runs\", call, cycles);\n        $finish;\n      end\n"
               "      if (bc_ready !== done) begin\n"
               "        $display(\"@hlsc-ctl %0d %0d ready is not high exactly "
               "with done\", call, cycles);\n        $finish;\n      end\n");
  maxitb_err_check(cx, s);
  sb_printf(s, "      if (done) begin\n        $display(\"@hlsc-done %%0d "
               "%%0d %%h\", call, cycles, %s);\n        phase <= 3;\n      end\n",
            f->ret_width ? "ret" : "1'b0");
  /* after the wait on a used-up input: the older iterations of a draining
   * pipeline finish; dftb_idle_cycles without an output offered end the
   * call */
  Sbuf busy = {0};
  for (size_t p = 0; p < f->ports.len; p++)
    if (f->ports.data[p].kind == PORT_STREAM_OUT)
      sb_printf(&busy, " | s%zu_tvalid", p);
  sb_printf(s, "      if (phase == 4) begin\n"
               "        if (1'b0%s%s) begin\n          idle = 0;\n"
               "          last = cycles;\n        end else idle = idle + 1;\n"
               "        if (idle >= %u) begin\n"
               "          $display(\"@hlsc-stop %%0d %%0d %%0d\", call, last, "
               "stopped);\n          phase <= 3;\n        end\n      end\n",
            sb_str(&busy), dftb_activity(cx), dftb_idle_cycles(cx));
  dftb_run(cx, s);
  sb_free(&busy);
}

/* phase 1: set up call `call`; 2: run it; 3: report it */
static void control(const SimCtx *cx, Sbuf *s, size_t nc) {
  const Func *f = cx->func;
  sb_puts(s, "  always @(posedge clk) begin\n"
             "    x = rnd ^ (rnd << 13);\n    x = x ^ (x >> 7);\n"
             "    rnd <= x ^ (x << 17);\n");
  for (size_t p = 0; p < f->ports.len; p++)
    if (f->ports.data[p].kind == PORT_MEM && f->ports.data[p].maxi)
      maxitb_logic(cx, s, p);
    else if (f->ports.data[p].kind == PORT_MEM)
      sb_printf(s, "    if (run & m%zu_ce) begin  // read-first\n"
                   "      m%zu_rdata <= ram%zu[m%zu_addr];\n"
                   "      if (m%zu_we) ram%zu[m%zu_addr] = m%zu_wdata;\n    end\n",
                p, p, p, p, p, p, p, p);
  sb_puts(s, "    case (phase)\n"
             "    0: begin\n      cycles = cycles + 1;\n"
             "      if (cycles == 4) rst <= 1'b0;\n"
             "      if (cycles == 6) phase <= 1;\n    end\n");
  sb_printf(s, "    1: if (call == %zu) begin\n"
               "      $display(\"@hlsc-end\");\n      $finish;\n"
               "    end else begin\n", nc);
  if (!axiltb_active(cx))
    sb_puts(s, "      if (bc_idle !== 1'b1) begin\n"
               "        $display(\"@hlsc-ctl %0d %0d idle is low before "
               "start\", call, cycles);\n        $finish;\n      end\n");
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (pt->kind == PORT_SCALAR) sb_printf(s, "      a%zu <= d%zu[call];\n", p, p);
    if (pt->kind == PORT_STREAM_IN) sb_printf(s, "      f%zu <= q%zu;\n", p, p);
    if (pt->kind == PORT_MEM) {
      uint64_t depth = f->mems.data[pt->mem].depth;
      sb_printf(s, "      for (k = 0; k < %llu; k = k + 1) ram%zu[k] = "
                   "d%zu[call * %llu + k];\n",
                (unsigned long long)depth, p, p, (unsigned long long)depth);
    }
  }
  sb_puts(s, "      start <= 1'b1;\n      cycles = 0;\n      phase <= 2;\n"
             "    end\n    2, 4: begin\n      start <= 1'b0;\n"
             "      cycles = cycles + 1;\n");
  run_phase(cx, s);
  sb_puts(s, "      if (cycles >= MAXC) begin\n"
             "        $display(\"@hlsc-timeout %0d %0d\", call, cycles);\n"
             "        $finish;\n      end\n    end\n    3: begin\n");
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (pt->kind == PORT_STREAM_IN)
      sb_printf(s, "      $display(\"@hlsc-in %%0d %zu %%0d\", call, q%zu - f%zu);\n",
                p, p, p);
    if (pt->kind == PORT_MEM)
      sb_printf(s, "      for (k = 0; k < %llu; k = k + 1) $display(\"@hlsc-mem "
                   "%%0d %zu %%0d %%h\", call, k, ram%zu[k]);\n",
                (unsigned long long)f->mems.data[pt->mem].depth, p, p);
    if (pt->kind == PORT_MEM && pt->maxi) maxitb_stats(s, p);
  }
  dftb_report(cx, s);
  sb_puts(s, "      call <= call + 1;\n      phase <= 1;\n    end\n"
             "    default: phase <= 0;\n    endcase\n  end\n");
}

static void write_tb(const SimCtx *cx, const size_t *nwords, size_t nc,
                     Sbuf *s) {
  const Func *f = cx->func;
  sb_puts(s, "// generated by hlsc cosim: replays the C testbench's calls\n"
             "`timescale 1ns/1ps\nmodule " TB " (\n`ifdef VERILATOR\n"
             "  input wire clk\n`endif\n);\n`ifndef VERILATOR\n"
             "  reg clk = 1'b0;\n  always #5 clk = ~clk;\n`endif\n");
  sb_printf(s, "  localparam [63:0] MAXC = 64'd%llu;\n",
            (unsigned long long)cx->max_cycles);
  bool axil = axiltb_active(cx);
  /* the stall generator's state and switch come from plusargs (see
   * stall_args), so the testbench's text, and the Verilator model built
   * from it, is the same for every stall seed */
  sb_printf(s, "  reg rst = 1'b1;\n  reg start = 1'b0;\n%s"
               "  reg [63:0] rnd = 64'd1;\n  reg [63:0] x;\n"
               "  reg stalls = 1'b0;\n"
               "  initial begin\n"
               "    if (!$value$plusargs(\"hlsc_rnd=%%h\", rnd)) rnd = 64'd1;\n"
               "    if (!$value$plusargs(\"hlsc_stalls=%%d\", stalls)) stalls = 1'b0;\n"
               "  end\n"
               "  integer call = 0, phase = 0, k;\n  reg [63:0] cycles = 0;\n"
               "  wire run = phase == 2 || phase == 4;\n"
               "  reg [31:0] stop [0:%zu];\n"
               "  reg [63:0] last = 0;\n  integer idle = 0, stopped = 0;\n"
               "  initial $readmemh(\"stop.hex\", stop);\n",
            axil ? "" : "  wire done, bc_idle, bc_ready;\n", nc - 1);
  if (f->ret_width && !axil) {
    sb_puts(s, "  wire ");
    range(s, f->ret_width);
    sb_puts(s, "ret;\n");
  }
  for (size_t p = 0; p < f->ports.len; p++) declare_port(cx, s, p, nwords[p], nc);
  if (axil) axiltb_declare(cx, s);
  else maxitb_err_declare(cx, s);
  instance(cx, s);
  dftb_declare(cx, s);
  control(cx, s, nc);
  if (axil) axiltb_logic(cx, s);
  sim_trace_verilog(cx, TB, s);
  sb_puts(s, "endmodule\n");
}

static const char verilator_main[] =
    "// generated by hlsc cosim\n"
    "#include \"V" TB ".h\"\n#include \"verilated.h\"\n"
    "int main(int argc, char **argv) {\n"
    "  VerilatedContext *ctx = new VerilatedContext;\n"
    "  ctx->commandArgs(argc, argv);\n"
    "  ctx->traceEverOn(true); /* for $dumpvars (--trace) */\n"
    "  V" TB " *tb = new V" TB "{ctx};\n"
    "  tb->clk = 0;\n  tb->eval();\n"
    "  while (!ctx->gotFinish()) {\n"
    "    tb->clk = 1; tb->eval(); ctx->timeInc(1);\n"
    "    tb->clk = 0; tb->eval(); ctx->timeInc(1);\n  }\n"
    "  tb->final();\n  delete tb;\n  delete ctx;\n  return 0;\n}\n";

/* ---- parsing the records ---- */

static bool hex(const char *s, uint64_t *out) {
  char *end;
  if (!*s || strchr(s, 'x') || strchr(s, 'X') || strchr(s, 'z')) return false;
  *out = strtoull(s, &end, 16);
  return *end == 0;
}

/* A violation the stream protocol checker saw on output pt: "v" (TVALID
 * fell before TREADY) or "d OLD NEW" (the word changed while TVALID waited
 * for TREADY), named by the channels that changed. */
/* Whether limbs a and b differ in bits [lo, lo + width). */
static bool bits_differ(const U64Vec *a, const U64Vec *b, unsigned lo,
                        unsigned width) {
  for (unsigned i = lo; i < lo + width && i / 64 < a->len; i++)
    if ((a->data[i / 64] ^ b->data[i / 64]) >> (i % 64) & 1) return true;
  return false;
}

static void axis_violation(const Port *pt, const char *what, Sbuf *fail) {
  sb_printf(fail, "AXI4-Stream protocol violation on %s: ", pt->name);
  char o[300], n[300]; /* words of up to 1024 bits in hex */
  U64Vec ov = {0}, nv = {0};
  unsigned nl = sim_limbs(pt->width);
  if (what[0] != 'd' || sscanf(what, "d %299s %299s", o, n) != 2) {
    sb_puts(fail, "TVALID fell before TREADY");
    return;
  }
  bool known = sim_hex_limbs(o, strlen(o), nl, &ov) &&
               sim_hex_limbs(n, strlen(n), nl, &nv);
  if (!pt->nfields || !known) {
    sb_puts(fail, "TDATA");
  } else {
    unsigned k = 0;
    for (unsigned i = 0; i < pt->nfields; i++) {
      const AxisField *fl = &pt->fields[i];
      if (!bits_differ(&ov, &nv, fl->lo, fl->width)) continue;
      sb_printf(fail, "%sT", k++ ? "/" : "");
      for (const char *c = ir_axis_chan_name((AxisChan)fl->chan); *c; c++)
        sb_printf(fail, "%c", *c - 'a' + 'A');
    }
  }
  vec_free(&ov);
  vec_free(&nv);
  sb_printf(fail, " changed while TVALID waited for TREADY (%s -> %s)", o, n);
}

/* -v: the words per cycle of an AXI4 master port in one call */
/* "m_axi P: call C: read NR words in RC cycles (X words/cycle, bursts of
 * up to RM beats, at most RO in flight), wrote ..." (words: beats of the
 * bus; st: maxitb.c's @hlsc-maxistat after C and P) */
static void maxi_stat_line(const char *port, unsigned long long c,
                           const unsigned long long st[8]) {
  printf("m_axi %s: call %llu: read %llu words in %llu cycles", port, c + 1,
         st[0], st[0] ? st[1] : 0);
  if (st[0])
    printf(" (%.3f words/cycle, bursts of up to %llu beats, at most %llu in "
           "flight)", (double)st[0] / (double)st[1], st[4], st[6]);
  printf(", wrote %llu words in %llu cycles", st[2], st[2] ? st[3] : 0);
  if (st[2])
    printf(" (%.3f words/cycle, bursts of up to %llu beats, at most %llu in "
           "flight)", (double)st[2] / (double)st[3], st[5], st[7]);
  printf("\n");
}

/* the FAIL of a nonzero m_axi_err (BITS in binary, bit 0 last) */
static void maxi_err_line(const Func *f, const char *bits, Sbuf *fail) {
  size_t nb = strcspn(bits, " \n"), i = 0;
  sb_puts(fail, "m_axi_err is set: a response other than OKAY (RRESP/BRESP) "
                "on m_axi");
  for (size_t p = 0; p < f->ports.len; p++) {
    if (!f->ports.data[p].maxi) continue;
    if (i < nb && bits[nb - 1 - i] != '0')
      sb_printf(fail, " %s", f->ports.data[p].name);
    i++;
  }
}

static int parse(const SimCtx *cx, const char *text, Recording *sim,
                 Sbuf *fail) {
  const Func *f = cx->func;
  bool ended = false;
  Sbuf dead = {0}; /* a dataflow region's deadlock report */
  for (const char *l = text; *l;) {
    const char *nl = strchr(l, '\n');
    size_t n = nl ? (size_t)(nl - l) : strlen(l);
    char line[1024], a[300]; /* a word of up to 1024 bits in hex; two in
                                an @hlsc-axis line */
    unsigned long long c = 0, x = 0, y = 0;
    if (n >= sizeof line) n = sizeof line - 1;
    memcpy(line, l, n);
    line[n] = 0;
    l = nl ? nl + 1 : l + n;
    if (strncmp(line, "@hlsc-", 6)) continue;
    if (!strcmp(line, "@hlsc-end")) {
      ended = true;
      continue;
    }
    a[0] = 0;
    int at = 0;
    if (sscanf(line, "@hlsc-wait %llu %n", &c, &at) == 1 && at) {
      sb_printf(&dead, "; %s", line + at);
      continue;
    }
    if (sscanf(line, "@hlsc-fifo %*u %63s %llu %llu", a, &x, &y) == 3) {
      FifoOcc o = {xstrdup(a), x, y};
      vec_push(&sim->fifos, o);
      continue;
    }
    if (sscanf(line, "@hlsc-deadlock %llu %llu", &c, &x) == 2) {
      sb_printf(&dead, "call %llu: deadlock: no handshake anywhere in the "
                "region after %llu cycles (watched for %u more)", c + 1,
                x > DF_DEADLOCK_CYCLES ? x - DF_DEADLOCK_CYCLES : 0,
                DF_DEADLOCK_CYCLES);
      continue;
    }
    if (sscanf(line, "@hlsc-ctl %llu %llu %n", &c, &x, &at) == 2 && at) {
      sb_printf(fail, "call %llu: block-level control after %llu cycles: %s",
                c + 1, x, line + at);
      return 1;
    }
    at = 0;
    if (sscanf(line, "@hlsc-axil %llu %llu %n", &c, &x, &at) == 2 && at) {
      sb_printf(fail, "call %llu: AXI4-Lite protocol violation after %llu "
                "cycles: %s", c + 1, x, line + at);
      return 1;
    }
    at = 0;
    if (sscanf(line, "@hlsc-maxi %llu %llu %n", &c, &x, &at) == 2 && at) {
      sb_printf(fail, "call %llu: AXI4 protocol violation after %llu "
                "cycles: m_axi %s", c + 1, x, line + at);
      return 1;
    }
    at = 0;
    if (sscanf(line, "@hlsc-maxierr %llu %llu %n", &c, &x, &at) == 2 && at) {
      maxi_err_line(f, line + at, fail);
      sb_printf(fail, " (call %llu, at done after %llu cycles)", c + 1, x);
      return 1;
    }
    unsigned long long st[8];
    if (sscanf(line,
               "@hlsc-maxistat %llu %llu %llu %llu %llu %llu %llu %llu %llu "
               "%llu", &c, &x, &st[0], &st[1], &st[2], &st[3], &st[4], &st[5],
               &st[6], &st[7]) == 10) {
      if (cx->opt && cx->opt->verbose && x < f->ports.len)
        maxi_stat_line(f->ports.data[x].name, c, st);
      continue;
    }
    at = 0;
    if (sscanf(line, "@hlsc-axis %llu %llu %llu %n", &c, &x, &y, &at) == 3 &&
        at && y < f->ports.len) {
      axis_violation(&f->ports.data[y], line + at, fail);
      sb_printf(fail, " (call %llu, after %llu cycles)", c + 1, x);
      return 1;
    }
    if (sscanf(line, "@hlsc-%*s %llu", &c) != 1) continue;
    while (sim->calls.len <= c) recording_add(f, sim);
    CallRec *r = &sim->calls.data[c];
    if (sscanf(line, "@hlsc-out %*u %llu %299s", &x, a) == 2 &&
        x < f->ports.len) {
      if (!sim_hex_limbs(a, strlen(a), sim_limbs(f->ports.data[x].width),
                         &r->words[x])) {
        sb_printf(fail, "call %llu: the design wrote an undefined word ('%s') "
                  "on %s", c + 1, a, f->ports.data[x].name);
        return 1;
      }
    } else if (sscanf(line, "@hlsc-done %*u %llu %299s", &x, a) == 2) {
      r->cycles = x;
      if (f->ret_width > 64) /* undefined (x): no limbs, which differs */
        sim_hex_limbs(a, strlen(a), sim_limbs(f->ret_width),
                      &r->words[f->ports.len]);
      else if (!hex(a, &r->ret))
        r->ret = ~0ull; /* undefined: differs */
      r->stop = -1;
    } else if (sscanf(line, "@hlsc-stop %*u %llu %llu", &x, &y) == 2) {
      r->cycles = x;
      r->stop = (int32_t)y;
    } else if (sscanf(line, "@hlsc-in %*u %llu %llu", &x, &y) == 2 &&
               x < f->ports.len) {
      r->scalar[x] = y; /* (inputs: the count of words taken) */
    } else if (sscanf(line, "@hlsc-mem %*u %llu %llu %299s", &x, &y, a) == 3 &&
               x < f->ports.len) {
      unsigned nl = sim_limbs(f->ports.data[x].width);
      if (!sim_hex_limbs(a, strlen(a), nl, &r->mem_out[x]))
        for (unsigned k = 0; k < nl; k++) /* undefined: differs */
          vec_push(&r->mem_out[x], ~0ull);
    } else if (sscanf(line, "@hlsc-overread %*u %llu %llu", &x, &y) == 2) {
      sb_printf(fail, "call %llu: after %llu cycles the design reads a word "
                "from %s that the program did not read", c + 1, x,
                y < f->ports.len ? f->ports.data[y].name : "?");
      return 1;
    } else if (sscanf(line, "@hlsc-timeout %*u %llu", &x) == 1) {
      sb_printf(fail, "call %llu: timeout after %llu cycles (neither done nor "
                "waiting on a used-up input; limit set by --max-cycles)",
                c + 1, x);
      return 1;
    }
  }
  if (dead.len) {
    sb_puts(fail, sb_str(&dead));
    sb_free(&dead);
    return 1;
  }
  if (!ended) {
    sb_puts(fail, "the simulation ended before replaying every call");
    return 1;
  }
  return 0;
}

/* The plusargs of the stall generators: the main one's state and switch
 * (write_tb), and the AXI4-Lite master's state (axiltb.c). */
static void stall_args(uint64_t seed, char plus[3][48]) {
  snprintf(plus[0], 48, "+hlsc_rnd=%llx",
           (unsigned long long)(seed ? seed * 0x9e3779b97f4a7c15ull : 1));
  snprintf(plus[1], 48, "+hlsc_stalls=%d", seed != 0);
  snprintf(plus[2], 48, "+hlsc_rnd2=%llx",
           (unsigned long long)((seed ? seed : 1) * 0xbf58476d1ce4e5b9ull));
}

int streamtb_run(const SimCtx *cx, const Sbuf *verilog, const Recording *rec,
                 uint64_t stall_seed, Recording *sim, Sbuf *fail) {
  const Func *f = cx->func;
  size_t *nwords = xcalloc(f->ports.len + 1, sizeof *nwords);
  bool icarus = cx->opt->simulator && !strcmp(cx->opt->simulator, "iverilog");
  char *vfile = sim_path(cx->dir, "design.v");
  char *tbfile = sim_path(cx->dir, TB ".v");
  char *cpp = sim_path(cx->dir, TB "_main.cpp");
  char *mdir = sim_path(cx->dir, "obj_tb");
  char *exe = icarus ? sim_path(cx->dir, "tb.vvp") : sim_path(mdir, "sim");
  Sbuf tb = {0};
  int rc = 2;
  if (write_data(cx, rec, nwords)) {
    write_tb(cx, nwords, rec->calls.len, &tb);
    if (sim_write_sources(cx, vfile, verilog, tbfile, &tb)) {
      if (icarus) {
        rc = iverilog_build(cx, TB, vfile, tbfile, exe);
      } else if (!write_file(cpp, verilator_main, sizeof verilator_main - 1)) {
        fprintf(stderr, "hlsc: error: cannot write %s\n", cpp);
      } else {
        const char *files[3] = {vfile, tbfile, cpp};
        rc = verilator_build(cx, TB, files, mdir);
      }
    }
  }
  if (!rc) {
    static const char *const names[] = {"vvp", NULL};
    const char *vvp = icarus ? sim_tool(names, "vvp (Icarus Verilog)") : NULL;
    char *out = sim_path(cx->dir, "tb.out");
    char *err = sim_path(cx->dir, "tb.err");
    const char *kind = sim_trace_kind(cx);
    char plus[3][48];
    stall_args(stall_seed, plus);
    VEC(char *) argv = {0};
    if (icarus) {
      vec_push(&argv, (char *)vvp);
      vec_push(&argv, "-n");
      vec_push(&argv, exe);
      if (kind && !strcmp(kind, "fst")) vec_push(&argv, "-fst");
    } else {
      vec_push(&argv, exe);
      vec_push(&argv, "+verilator+rand+reset+2");
      vec_push(&argv, "+verilator+seed+1");
    }
    for (size_t i = 0; i < 3; i++) vec_push(&argv, plus[i]);
    vec_push(&argv, NULL);
    int st = icarus && !vvp ? -1
                            : run_command_in(cx->dir, argv.data, out, err,
                                             cx->timeout_s);
    vec_free(&argv);
    char *text = st == 0 ? read_file(out, NULL) : NULL;
    bool traced = st == -1 || sim_trace_save(cx);
    if (icarus && !vvp) rc = 2;
    else if (st == RUN_TIMED_OUT)
      sb_printf(fail, "the simulation did not finish within %u s of "
                "wall-clock time (use --timeout or --max-cycles)", cx->timeout_s),
          rc = 1;
    else if (!text)
      sb_puts(fail, "the simulator "), sim_describe_status(st, fail), rc = 1;
    else
      rc = parse(cx, text, sim, fail);
    if (!traced && rc == 0) rc = 2;
    free(text);
    free(out);
    free(err);
  }
  sb_free(&tb);
  free(nwords);
  free(vfile);
  free(tbfile);
  free(cpp);
  free(mdir);
  free(exe);
  return rc;
}
