/* maxitb.c - the replay testbench's AXI4 slave memory and protocol checker
 * for each AXI4 master port of the top (rtl/maxi.h).
 *
 * The slave serves streamtb.c's memory of the argument (ram<P>: loaded
 * with the words the program had before the call, dumped after it and
 * compared with the program's words) from byte address BASE, where BASE
 * (the A_base input) is not 4 KiB aligned, so a burst engine that does not
 * split at 4 KiB boundaries is seen; beats are of the port's data width W
 * (rtl/maxi.h), W / 8 bytes each, elements packed as the wrapper does. Read and write addresses go
 * into queues of 8; each burst becomes available a random 0..31 cycles
 * after its address was taken (the latency: several outstanding bursts
 * overlap theirs), then its beats go out in order with a gap in about one
 * cycle of sixteen; write data is taken for the oldest write address, and
 * each burst's response (OKAY) comes a random 0..31 cycles after its last
 * beat. ARREADY, AWREADY and WREADY are low in about one cycle of sixteen.
 * With stall seed 0 there is no latency, gap or backpressure.
 *
 * The checker, from the AXI specification (IHI 0022, A3.2.1, A3.4.1,
 * A3.4.2): once ARVALID, AWVALID or WVALID is high it stays high, with the
 * same payload, until READY; no VALID is X; ARBURST/AWBURST INCR and
 * ARSIZE/AWSIZE W / 8 bytes; a burst does not cross a 4 KiB boundary (by
 * byte address) and stays inside the argument's array (aligned to a
 * beat); WLAST is high exactly on the last beat of a burst; WSTRB never
 * writes a byte after the array (the last beat may hold fewer elements
 * than W / width; the slave packs them first in the low bits, as the
 * wrapper). A violation prints
 *   @hlsc-maxi C CYCLES PORT: MESSAGE
 * and ends the simulation (streamtb.c makes it the FAIL). At the end of a
 * call it prints
 *   @hlsc-maxistat C P RBEATS RCYCLES WBEATS WCYCLES RMAX WMAX RO WO
 * the beats of each direction, the cycles from the first address
 * handshake to the last beat, the longest burst's beats and the most
 * bursts in flight (reads: address taken, last beat not sent; writes:
 * address taken, response not given) (streamtb.c shows them with -v).
 *
 * Every response is OKAY (but with HLSC_MAXITB_SLVERR, below), so the
 * wrapper's m_axi_err (behind AXI4-Lite: its register, which axiltb.c
 * reads) must be 0 at done; else
 *   @hlsc-maxierr C CYCLES BITS
 * ends the simulation (streamtb.c makes it the FAIL naming the ports). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim.h"
#include "../rtl/maxi.h"

/* HLSC_MAXITB_SLVERR=PORT:r (or :b; tests only, tests/run.sh): the slave
 * answers SLVERR on every beat of PORT's first read burst (r) or on its
 * first write response (b) of the run; 0 when port p is not named, else
 * 'r' or 'b'. */
static char slverr(const SimCtx *cx, size_t p) {
  const char *e = getenv("HLSC_MAXITB_SLVERR"), *n = cx->func->ports.data[p].name;
  size_t k = strlen(n);
  if (!e || strncmp(e, n, k) || e[k] != ':' || e[k + 2]) return 0;
  return e[k + 1] == 'r' || e[k + 1] == 'b' ? e[k + 1] : 0;
}

void maxitb_err_declare(const SimCtx *cx, Sbuf *s) {
  if (maxi_any(cx->func))
    sb_printf(s, "  wire [%u:0] m_axi_err;\n", maxi_count(cx->func) - 1u);
}

void maxitb_err_check(const SimCtx *cx, Sbuf *s) {
  if (maxi_any(cx->func))
    sb_puts(s, "      if (done && m_axi_err != 0) begin\n"
               "        $display(\"@hlsc-maxierr %0d %0d %b\", call, cycles, "
               "m_axi_err);\n        $finish;\n      end\n");
}

uint64_t maxitb_base(size_t p) {
  return 0x1000000000ull + (uint64_t)p * 0x10000000ull + 0xf40;
}

void maxitb_declare(const SimCtx *cx, Sbuf *s, size_t p) {
  const Port *pt = &cx->func->ports.data[p];
  unsigned k = (unsigned)(7 * p) % 48, w = maxi_data_width(pt);
  sb_printf(s, "  localparam [63:0] x%zu_base = 64'h%llx;\n", p,
            (unsigned long long)maxitb_base(p));
  sb_printf(s, "  wire [63:0] x%zu_araddr, x%zu_awaddr;\n"
               "  wire [7:0] x%zu_arlen, x%zu_awlen;\n"
               "  wire [2:0] x%zu_arsize, x%zu_awsize;\n"
               "  wire [1:0] x%zu_arburst, x%zu_awburst;\n"
               "  wire x%zu_arvalid, x%zu_awvalid, x%zu_wvalid, x%zu_wlast;\n"
               "  wire x%zu_rready, x%zu_bready;\n"
               "  wire [%u:0] x%zu_wdata;\n  wire [%u:0] x%zu_wstrb;\n",
            p, p, p, p, p, p, p, p, p, p, p, p, p, p, w - 1, p, w / 8 - 1, p);
  sb_printf(s, "  reg [1:0] x%zu_rresp = 2'b00, x%zu_bresp = 2'b00;\n"
               "  reg [63:0] x%zu_nrb = 0, x%zu_nb = 0;\n", p, p, p, p);
  sb_printf(s, "  reg [%u:0] x%zu_rdata = 0;\n"
               "  reg x%zu_rvalid = 1'b0, x%zu_rlast = 1'b0, "
               "x%zu_bvalid = 1'b0;\n"
               "  reg [63:0] x%zu_qa [0:7], x%zu_qt [0:7], x%zu_wa [0:7], "
               "x%zu_bt [0:15];\n"
               "  reg [7:0] x%zu_ql [0:7], x%zu_wl [0:7];\n"
               "  reg [3:0] x%zu_aqh = 0, x%zu_aqt = 0, x%zu_wqh = 0, "
               "x%zu_wqt = 0;\n  reg [4:0] x%zu_bqh = 0, x%zu_bqt = 0;\n"
               "  reg [8:0] x%zu_rb = 0, x%zu_wb = 0;\n",
            w - 1, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p);
  sb_printf(s, "  wire x%zu_arready = run && x%zu_aqt - x%zu_aqh < 4'd8 && "
               "!(stalls && rnd[%u +: 4] == 4'd0);\n"
               "  wire x%zu_awready = run && x%zu_wqt - x%zu_wqh < 4'd8 && "
               "!(stalls && rnd[%u +: 4] == 4'd0);\n"
               "  wire x%zu_wready = run && x%zu_wqt != x%zu_wqh && "
               "x%zu_bqt - x%zu_bqh < 5'd8 && "
               "!(stalls && rnd[%u +: 4] == 4'd0);\n",
            p, p, p, k, p, p, p, k + 4, p, p, p, p, p, k + 8);
  /* temporaries, the checker's view of the cycle before, statistics */
  sb_printf(s, "  reg [3:0] x%zu_h;\n  reg [4:0] x%zu_bh;\n"
               "  reg [8:0] x%zu_b;\n  reg x%zu_v, x%zu_sb;\n  reg [63:0] x%zu_i;\n"
               "  reg [%u:0] x%zu_t;\n"
               "  reg x%zu_parw = 1'b0, x%zu_paww = 1'b0, x%zu_pww = 1'b0;\n"
               "  reg [71:0] x%zu_par = 0, x%zu_paw = 0;\n"
               "  reg [%u:0] x%zu_pw = 0;\n"
               "  reg [63:0] x%zu_nr = 0, x%zu_nw = 0, x%zu_r0 = 0, x%zu_r1 = 0,"
               " x%zu_w0 = 0, x%zu_w1 = 0;\n"
               "  reg [8:0] x%zu_rmax = 0, x%zu_wmax = 0;  // longest bursts\n"
               "  reg [63:0] x%zu_ro = 0, x%zu_wo = 0;  // most in flight\n"
               "  reg [63:0] x%zu_naw = 0, x%zu_nbr = 0;  // AW and B taken\n",
            p, p, p, p, p, p, w - 1, p, p, p, p, p, p, w + w / 8, p, p, p, p,
            p, p, p, p, p, p, p, p, p);
}

void maxitb_instance(const SimCtx *cx, Sbuf *s, size_t p) {
  const char *n = cx->func->ports.data[p].hw;
  static const char *sig[] = {
      "araddr", "arlen", "arsize", "arburst", "arvalid", "arready", "rdata",
      "rlast", "rvalid", "rready", "awaddr", "awlen", "awsize", "awburst",
      "awvalid", "awready", "wdata", "wstrb", "wlast", "wvalid", "wready",
      "bvalid", "bready"};
  /* behind an AXI4-Lite slave the base address is a register that the
   * testbench's AXI4-Lite master writes (axiltb.c) */
  if (!axiltb_active(cx)) sb_printf(s, ",\n    .%s_base(x%zu_base)", n, p);
  sb_printf(s, ",\n    .m_axi_%s_rresp(x%zu_rresp), .m_axi_%s_bresp(x%zu_bresp)",
            n, p, n, p);
  for (size_t i = 0; i < ARRAY_LEN(sig); i++)
    sb_printf(s, "%s.m_axi_%s_%s(x%zu_%s)", i % 4 ? ", " : ",\n    ", n,
              sig[i], p, sig[i]);
}

/* a FAIL line of port `name`'s checker when the condition holds */
static void check(Sbuf *s, const char *name, const char *msg,
                  const char *args, const char *fmt, ...) PRINTF_LIKE(5, 6);
static void check(Sbuf *s, const char *name, const char *msg,
                  const char *args, const char *fmt, ...) {
  char cond[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(cond, sizeof cond, fmt, ap);
  va_end(ap);
  sb_printf(s, "      if (%s) begin\n        $display(\"@hlsc-maxi %%0d "
               "%%0d %s: %s\", call, cycles%s);\n        $finish;\n"
               "      end\n", cond, name, msg, args);
}

/* the address channel X (ar or aw) of port p */
static void check_addr(Sbuf *s, size_t p, const char *nm, uint64_t d,
                       unsigned nb, const char *x, const char *X) {
  char m[160];
  unsigned lg = ceil_log2(nb);
  snprintf(m, sizeof m, "%sVALID fell before %sREADY", X, X);
  check(s, nm, m, "", "x%zu_p%sw & ~x%zu_%svalid", p, x, p, x);
  snprintf(m, sizeof m, "%sADDR/%sLEN changed while %sVALID waited for "
           "%sREADY", X, X, X, X);
  check(s, nm, m, "", "x%zu_p%sw && {x%zu_%saddr, x%zu_%slen} !== x%zu_p%s", p,
        x, p, x, p, x, p, x);
  sb_printf(s, "      if (x%zu_%svalid & x%zu_%sready) begin\n", p, x, p, x);
  snprintf(m, sizeof m, "%sBURST is not INCR or %sSIZE is not %u bytes", X, X,
           nb);
  check(s, nm, m, "", "x%zu_%sburst != 2'd1 || x%zu_%ssize != 3'd%u", p, x, p,
        x, lg);
  char args[64];
  snprintf(args, sizeof args, ", x%zu_%saddr, x%zu_%slen", p, x, p, x);
  snprintf(m, sizeof m, "a burst crosses a 4 KiB boundary (%sADDR %%h, "
           "%sLEN %%0d)", X, X);
  check(s, nm, m, args, "{52'd0, x%zu_%saddr[11:0]} + 64'd%u * ({56'd0, "
        "x%zu_%slen} + 64'd1) > 64'd4096", p, x, nb, p, x);
  snprintf(m, sizeof m, "a burst outside the array or unaligned (%sADDR "
           "%%h, %sLEN %%0d)", X, X);
  check(s, nm, m, args, "x%zu_%saddr < x%zu_base || x%zu_%saddr[%u:0] != "
        "%u'd0 || x%zu_%saddr + 64'd%u * ({56'd0, x%zu_%slen} + 64'd1) > "
        "x%zu_base + 64'd%llu", p, x, p, p, x, lg - 1, lg, p, x, nb, p, x, p,
        (unsigned long long)(nb * d));
  sb_puts(s, "      end\n");
}

static void checker(const SimCtx *cx, Sbuf *s, size_t p) {
  const char *nm = cx->func->ports.data[p].name;
  const Port *pt = &cx->func->ports.data[p];
  uint64_t d = maxi_beats(cx->func, pt);
  unsigned nb = maxi_data_width(pt) / 8;
  check(s, nm, "a VALID is undefined", "", "^{x%zu_arvalid, x%zu_awvalid, "
        "x%zu_wvalid} === 1'bx", p, p, p);
  check_addr(s, p, nm, d, nb, "ar", "AR");
  check_addr(s, p, nm, d, nb, "aw", "AW");
  check(s, nm, "WVALID fell before WREADY", "", "x%zu_pww & ~x%zu_wvalid", p, p);
  check(s, nm, "WDATA/WSTRB/WLAST changed while WVALID waited for WREADY",
        "", "x%zu_pww && {x%zu_wdata, x%zu_wstrb, x%zu_wlast} !== x%zu_pw", p, p,
        p, p, p);
  /* the bytes a beat writes: inside the array (a narrow array's last
   * beat strobes only its own bytes) */
  unsigned long long end = cx->func->mems.data[pt->mem].depth * pt->width / 8;
  sb_printf(s, "      x%zu_sb = 1'b0;\n      if (x%zu_wvalid && x%zu_wready)\n"
               "        for (k = 0; k < %u; k = k + 1)\n"
               "          if (x%zu_wstrb[k] && x%zu_wa[x%zu_wqh[2:0]] + "
               "{%u'd0, x%zu_wb, %u'd0} + k >= x%zu_base + 64'd%llu) "
               "x%zu_sb = 1'b1;\n",
            p, p, p, nb, p, p, p, 55 - ceil_log2(nb), p, ceil_log2(nb), p, end,
            p);
  check(s, nm, "WSTRB writes a byte after the array", "", "x%zu_sb", p);
  check(s, nm, "WLAST is not on the last beat of the burst", "",
        "x%zu_wvalid && x%zu_wready && x%zu_wlast != (x%zu_wb == "
        "{1'b0, x%zu_wl[x%zu_wqh[2:0]]})", p, p, p, p, p, p);
  sb_printf(s, "      x%zu_parw <= x%zu_arvalid & ~x%zu_arready;\n"
               "      x%zu_par <= {x%zu_araddr, x%zu_arlen};\n"
               "      x%zu_paww <= x%zu_awvalid & ~x%zu_awready;\n"
               "      x%zu_paw <= {x%zu_awaddr, x%zu_awlen};\n"
               "      x%zu_pww <= x%zu_wvalid & ~x%zu_wready;\n"
               "      x%zu_pw <= {x%zu_wdata, x%zu_wstrb, x%zu_wlast};\n",
            p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p);
}

/* The slave's read of bus word x<p>_i into RDATA and its write of WDATA
 * there: a word of W bits is one element as wide, or W / width narrower
 * ones, the first in the low bits (rtl/maxi.h); elements past the array
 * read as 0 and are not written. */
static void word_access(const SimCtx *cx, size_t p, Sbuf *rd, Sbuf *wr) {
  const Port *pt = &cx->func->ports.data[p];
  unsigned ew = pt->width, n = maxi_data_width(pt) / ew;
  unsigned long long d = cx->func->mems.data[pt->mem].depth;
  if (n == 1) {
    sb_printf(rd, "        x%zu_rdata <= ram%zu[x%zu_i];\n", p, p, p);
    sb_printf(wr, "        for (k = 0; k < %u; k = k + 1)\n"
                  "          if (x%zu_wstrb[k]) ram%zu[x%zu_i][k * 8 +: 8] = "
                  "x%zu_wdata[k * 8 +: 8];\n", ew / 8, p, p, p, p);
    return;
  }
  sb_printf(rd, "        x%zu_t = 0;\n        for (k = 0; k < %u; k = k + 1)\n"
                "          if (x%zu_i * %u + k < %llu) x%zu_t[k * %u +: %u] = "
                "ram%zu[x%zu_i * %u + k];\n        x%zu_rdata <= x%zu_t;\n",
            p, n, p, n, d, p, ew, ew, p, p, n, p, p);
  sb_printf(wr, "        for (k = 0; k < %u; k = k + 1)\n"
                "          if (x%zu_wstrb[k * %u] && x%zu_i * %u + k < %llu) "
                "ram%zu[x%zu_i * %u + k] = x%zu_wdata[k * %u +: %u];\n",
            n, p, ew / 8, p, n, d, p, p, n, p, ew, ew);
}

/* the slave: queues, read data, write data, responses */
static void slave(const SimCtx *cx, Sbuf *s, size_t p) {
  Sbuf rd = {0}, wr = {0};
  word_access(cx, p, &rd, &wr);
  unsigned lg = ceil_log2(maxi_data_width(&cx->func->ports.data[p]) / 8);
  char err = slverr(cx, p);
  if (err == 'r') /* the first burst's beats: SLVERR */
    sb_printf(&rd, "        x%zu_rresp <= x%zu_nrb == 0 ? 2'b10 : 2'b00;\n"
                   "        if (x%zu_b == {1'b0, x%zu_ql[x%zu_h[2:0]]}) "
                   "x%zu_nrb <= x%zu_nrb + 1;\n", p, p, p, p, p, p, p);
  unsigned k = (unsigned)(7 * p) % 29 + 6; /* rnd bits k .. k + 28 */
  sb_printf(s, "      if (x%zu_arvalid & x%zu_arready) begin\n"
               "        x%zu_qa[x%zu_aqt[2:0]] <= x%zu_araddr;\n"
               "        x%zu_ql[x%zu_aqt[2:0]] <= x%zu_arlen;\n"
               "        x%zu_qt[x%zu_aqt[2:0]] <= cycles + (stalls ? "
               "{59'd0, rnd[%u +: 5]} : 64'd0);\n"
               "        x%zu_aqt <= x%zu_aqt + 4'd1;\n"
               "        if (x%zu_r0 == 0) x%zu_r0 <= cycles;\n"
               "        if ({1'b0, x%zu_arlen} >= x%zu_rmax) "
               "x%zu_rmax <= {1'b0, x%zu_arlen} + 9'd1;\n"
               "        if ({60'd0, x%zu_aqt - x%zu_aqh} >= x%zu_ro) "
               "x%zu_ro <= {60'd0, x%zu_aqt - x%zu_aqh} + 64'd1;\n      end\n",
            p, p, p, p, p, p, p, p, p, p, k, p, p, p, p, p, p, p, p, p, p, p, p,
            p, p);
  sb_printf(s, "      x%zu_h = x%zu_aqh; x%zu_b = x%zu_rb; x%zu_v = x%zu_rvalid;\n"
               "      if (x%zu_rvalid & x%zu_rready) begin\n"
               "        x%zu_v = 1'b0; x%zu_nr <= x%zu_nr + 1; "
               "x%zu_r1 <= cycles;\n"
               "        if (x%zu_rlast) begin\n"
               "          x%zu_h = x%zu_h + 4'd1; x%zu_b = 0;\n"
               "        end else x%zu_b = x%zu_b + 9'd1;\n      end\n",
            p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p);
  sb_printf(s, "      if (!x%zu_v && x%zu_h != x%zu_aqt && x%zu_qt[x%zu_h[2:0]] "
               "<= cycles && !(stalls && rnd[%u +: 4] == 4'd0)) begin\n"
               "        x%zu_i = ((x%zu_qa[x%zu_h[2:0]] - x%zu_base) >> %u) + "
               "{55'd0, x%zu_b};\n"
               "        x%zu_v = 1'b1;\n%s"
               "        x%zu_rlast <= x%zu_b == {1'b0, x%zu_ql[x%zu_h[2:0]]};\n"
               "      end\n"
               "      x%zu_rvalid <= x%zu_v; x%zu_aqh <= x%zu_h; "
               "x%zu_rb <= x%zu_b;\n",
            p, p, p, p, p, k + 9, p, p, p, p, lg, p, p, sb_str(&rd), p, p, p,
            p, p, p, p, p, p, p);
  sb_printf(s, "      if (x%zu_awvalid & x%zu_awready) begin\n"
               "        x%zu_wa[x%zu_wqt[2:0]] <= x%zu_awaddr;\n"
               "        x%zu_wl[x%zu_wqt[2:0]] <= x%zu_awlen;\n"
               "        x%zu_wqt <= x%zu_wqt + 4'd1;\n"
               "        if (x%zu_w0 == 0) x%zu_w0 <= cycles;\n"
               "        if ({1'b0, x%zu_awlen} >= x%zu_wmax) "
               "x%zu_wmax <= {1'b0, x%zu_awlen} + 9'd1;\n"
               "        x%zu_naw <= x%zu_naw + 1;\n"
               "        if (x%zu_naw - x%zu_nbr >= x%zu_wo) "
               "x%zu_wo <= x%zu_naw - x%zu_nbr + 1;\n      end\n",
            p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p,
            p);
  sb_printf(s, "      if (x%zu_wvalid & x%zu_wready) begin\n"
               "        x%zu_i = ((x%zu_wa[x%zu_wqh[2:0]] - x%zu_base) >> %u) + "
               "{55'd0, x%zu_wb};\n"
               "%s"
               "        x%zu_nw <= x%zu_nw + 1; x%zu_w1 <= cycles;\n"
               "        if (x%zu_wb == {1'b0, x%zu_wl[x%zu_wqh[2:0]]}) begin\n"
               "          x%zu_wqh <= x%zu_wqh + 4'd1; x%zu_wb <= 0;\n"
               "          x%zu_bt[x%zu_bqt[3:0]] <= cycles + (stalls ? "
               "{59'd0, rnd[%u +: 5]} : 64'd0);\n"
               "          x%zu_bqt <= x%zu_bqt + 5'd1;\n"
               "        end else x%zu_wb <= x%zu_wb + 9'd1;\n      end\n",
            p, p, p, p, p, p, lg, p, sb_str(&wr), p, p, p, p, p, p, p, p, p, p,
            p, k + 18, p, p, p, p);
  sb_free(&rd);
  sb_free(&wr);
  sb_printf(s, "      x%zu_bh = x%zu_bqh; x%zu_v = x%zu_bvalid;\n"
               "      if (x%zu_bvalid & x%zu_bready) x%zu_nbr <= x%zu_nbr + 1;\n"
               "      if (x%zu_bvalid & x%zu_bready) begin\n"
               "        x%zu_v = 1'b0; x%zu_bh = x%zu_bh + 5'd1;\n      end\n"
               "      if (!x%zu_v && x%zu_bh != x%zu_bqt && "
               "x%zu_bt[x%zu_bh[3:0]] <= cycles) x%zu_v = 1'b1;\n"
               "      x%zu_bvalid <= x%zu_v; x%zu_bqh <= x%zu_bh;\n",
            p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p,
            p);
  if (err == 'b') /* the first write response: SLVERR */
    sb_printf(s, "      if (x%zu_v && !(x%zu_bvalid && !x%zu_bready)) begin\n"
                 "        x%zu_bresp <= x%zu_nb == 0 ? 2'b10 : 2'b00;\n"
                 "        x%zu_nb <= x%zu_nb + 1;\n      end\n",
              p, p, p, p, p, p, p);
}

void maxitb_logic(const SimCtx *cx, Sbuf *s, size_t p) {
  sb_puts(s, "    if (run) begin\n");
  checker(cx, s, p);
  slave(cx, s, p);
  sb_puts(s, "    end\n");
}

void maxitb_stats(Sbuf *s, size_t p) {
  sb_printf(s, "      $display(\"@hlsc-maxistat %%0d %zu %%0d %%0d %%0d %%0d "
               "%%0d %%0d %%0d %%0d\", call, x%zu_nr, x%zu_r1 - x%zu_r0 + 1, "
               "x%zu_nw, x%zu_w1 - x%zu_w0 + 1, x%zu_rmax, x%zu_wmax, x%zu_ro, "
               "x%zu_wo);\n"
               "      x%zu_nr <= 0; x%zu_nw <= 0; x%zu_r0 <= 0; x%zu_w0 <= 0;\n"
               "      x%zu_rmax <= 0; x%zu_wmax <= 0; x%zu_ro <= 0; x%zu_wo <= 0;\n",
            p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p, p);
}
