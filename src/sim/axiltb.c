/* axiltb.c - the replay testbench's AXI4-Lite master and protocol checker
 * for a top compiled with --interface s_axilite (rtl/axilite.h).
 *
 * The master replaces the start/done/ret/scalar ports of streamtb.c's
 * testbench: when the testbench pulses `start`, it writes the global and
 * done interrupt enables, every argument word (each as two writes of
 * 16 bits with WSTRB 0011 and 1100, the other half of WDATA garbage, so a
 * slave that ignores WSTRB fails), then start (0x00 = 1); polls the
 * control register until done; reads the return value's words and, behind
 * AXI4 masters, m_axi_err's (rtl/maxi.h; maxitb.c checks it); checks that
 * `interrupt` is high, clears the status (0x0C) and checks that it fell;
 * then pulses `done` with `ret` for the testbench. With a nonzero stall
 * seed its own xorshift generator (seeded by the plusarg hlsc_rnd2) delays AWVALID, WVALID and ARVALID and
 * drops BREADY and RREADY in about one cycle of four.
 *
 * The checker watches all five channels, from the AXI specification
 * (IHI 0022, A3.2.1 and B1): once VALID is high it stays high, with the
 * same payload, until READY; BRESP and RRESP are OKAY; BVALID only after
 * both the address and the data of a write were taken, RVALID only after a
 * read address was. A violation prints
 *   @hlsc-axil C CYCLES MESSAGE
 * and ends the simulation (streamtb.c makes it the FAIL). */
#include <stdio.h>
#include <string.h>

#include "sim.h"
#include "../rtl/axilite.h"
#include "../rtl/maxi.h"

#define P "s_axi_control_"

bool axiltb_active(const SimCtx *cx) {
  return cx->comp && cx->comp->axilite;
}

static unsigned words_of(unsigned w) { return (w + 31) / 32; }

void axiltb_declare(const SimCtx *cx, Sbuf *s) {
  const Func *f = cx->func;
  unsigned aw = axil_addr_width(f);
  /* the return value's words, then m_axi_err's (read in one sweep) */
  unsigned nret = words_of(f->ret_width), nerr = maxi_any(f) ? 1 : 0;
  unsigned rw = nret + nerr ? nret + nerr : 1;
  sb_printf(s, "  // AXI4-Lite master (axiltb.c)\n"
               "  reg [%u:0] ax_awaddr = 0, ax_araddr = 0;\n"
               "  reg ax_awvalid = 1'b0, ax_wvalid = 1'b0, ax_arvalid = 1'b0;\n"
               "  reg [31:0] ax_wdata = 0;\n  reg [3:0] ax_wstrb = 0;\n"
               "  wire ax_awready, ax_wready, ax_bvalid, ax_arready, ax_rvalid;\n"
               "  wire [1:0] ax_bresp, ax_rresp;\n  wire [31:0] ax_rdata;\n"
               "  wire interrupt;\n"
               "  reg [63:0] r2 = 64'd1;\n  reg [63:0] y;\n"
               "  initial if (!$value$plusargs(\"hlsc_rnd2=%%h\", r2)) r2 = 64'd1;\n"
               "  wire ax_bready = ~(stalls & (r2[1:0] == 2'b00));\n"
               "  wire ax_rready = ~(stalls & (r2[3:2] == 2'b00));\n"
               "  wire aw_gap = stalls & (r2[5:4] == 2'b00);\n"
               "  wire w_gap = stalls & (r2[7:6] == 2'b00);\n"
               "  wire ar_gap = stalls & (r2[9:8] == 2'b00);\n"
               "  reg aw_want = 1'b0, w_want = 1'b0, ar_want = 1'b0;\n"
               "  integer ms = 0, wi = 0, ri = 0;\n"
               "  reg m_done = 1'b0;\n  reg [%u:0] m_ret = 0;\n"
               "  wire done = m_done;\n",
            aw - 1, 32 * rw - 1);
  if (f->ret_width) {
    sb_puts(s, "  wire ");
    if (f->ret_width > 1) sb_printf(s, "[%u:0] ", f->ret_width - 1u);
    sb_puts(s, "ret = m_ret");
    if (f->ret_width > 1 || 32 * rw > 1) sb_printf(s, "[%u:0]", f->ret_width - 1u);
    sb_puts(s, ";\n");
  }
  if (nerr)
    sb_printf(s, "  wire [%u:0] m_axi_err = m_ret[%u +: %u];\n",
              maxi_count(f) - 1u, 32 * nret, maxi_count(f));
  /* each scalar argument zero-extended to whole words; an AXI4 master's
   * base address, where the slave memory model serves its array */
  for (size_t p = 0; p < f->ports.len; p++) {
    unsigned w = axil_arg_width(f, p), n = 32 * words_of(w);
    if (!w) continue;
    sb_printf(s, "  wire [%u:0] xw%zu = ", n - 1, p);
    if (axil_arg_is_base(f, p))
      sb_printf(s, "64'h%llx;\n", (unsigned long long)maxitb_base(p));
    else if (n > w) sb_printf(s, "{%u'd0, a%zu};\n", n - w, p);
    else sb_printf(s, "a%zu;\n", p);
  }
}

/* The module's AXI ports (after ".clk(clk), .rst(rst)"). */
void axiltb_instance(Sbuf *s) {
  sb_puts(s, ",\n    ." P "AWADDR(ax_awaddr), ." P "AWVALID(ax_awvalid), ."
             P "AWREADY(ax_awready),\n    ." P "WDATA(ax_wdata), ." P
             "WSTRB(ax_wstrb), ." P "WVALID(ax_wvalid), ." P "WREADY(ax_wready),"
             "\n    ." P "BRESP(ax_bresp), ." P "BVALID(ax_bvalid), ." P
             "BREADY(ax_bready),\n    ." P "ARADDR(ax_araddr), ." P
             "ARVALID(ax_arvalid), ." P "ARREADY(ax_arready),\n    ." P
             "RDATA(ax_rdata), ." P "RRESP(ax_rresp), ." P "RVALID(ax_rvalid), ."
             P "RREADY(ax_rready),\n    .interrupt(interrupt)");
}

static void step(Sbuf *s, unsigned i, unsigned aw, uint32_t addr,
                 const char *data, const char *strb) {
  sb_printf(s, "        %u: begin ax_awaddr <= %u'h%x; ax_wdata <= %s; "
               "ax_wstrb <= 4'b%s; end\n", i, aw, addr, data, strb);
}

#define FAILMSG(m) "$display(\"@hlsc-axil %0d %0d " m "\", call, cycles); $finish;"
/* (in a format string) */
#define FAILMSGF(m) "$display(\"@hlsc-axil %%0d %%0d " m "\", call, cycles); $finish;"

void axiltb_logic(const SimCtx *cx, Sbuf *s) {
  const Func *f = cx->func;
  unsigned aw = axil_addr_width(f);
  /* the return value's words, then m_axi_err's */
  unsigned nret = words_of(f->ret_width) + (maxi_any(f) ? 1 : 0);
  /* the write steps */
  Sbuf st = {0};
  unsigned n = 0;
  step(&st, n++, aw, 0x04, "32'd1", "1111");
  step(&st, n++, aw, 0x08, "32'd1", "1111");
  for (size_t p = 0; p < f->ports.len; p++) {
    for (unsigned k = 0; k < words_of(axil_arg_width(f, p)); k++) {
      char lo[96], hi[96];
      snprintf(lo, sizeof lo, "{~xw%zu[%u:%u], xw%zu[%u:%u]}", p, 32 * k + 31,
               32 * k + 16, p, 32 * k + 15, 32 * k);
      snprintf(hi, sizeof hi, "{xw%zu[%u:%u], ~xw%zu[%u:%u]}", p, 32 * k + 31,
               32 * k + 16, p, 32 * k + 15, 32 * k);
      uint32_t a = axil_arg_offset(f, p) + 4 * k;
      step(&st, n++, aw, a, lo, "0011");
      step(&st, n++, aw, a, hi, "1100");
    }
  }
  step(&st, n++, aw, 0x00, "32'd1", "0001");
  sb_puts(s, "  always @(posedge clk) begin\n"
             "    y = r2 ^ (r2 << 13);\n    y = y ^ (y >> 7);\n"
             "    r2 <= y ^ (y << 17);\n    m_done <= 1'b0;\n"
             "    if (aw_want & ~aw_gap) begin ax_awvalid <= 1'b1; "
             "aw_want <= 1'b0; end\n"
             "    if (ax_awvalid & ax_awready) ax_awvalid <= 1'b0;\n"
             "    if (w_want & ~w_gap) begin ax_wvalid <= 1'b1; "
             "w_want <= 1'b0; end\n"
             "    if (ax_wvalid & ax_wready) ax_wvalid <= 1'b0;\n"
             "    if (ar_want & ~ar_gap) begin ax_arvalid <= 1'b1; "
             "ar_want <= 1'b0; end\n"
             "    if (ax_arvalid & ax_arready) ax_arvalid <= 1'b0;\n"
             "    case (ms)\n"
             "    0: if (start) begin ms <= 1; wi <= 0; end\n"
             "    1: begin\n      aw_want <= 1'b1;\n      w_want <= 1'b1;\n"
             "      ms <= 2;\n      case (wi)\n");
  sb_puts(s, sb_str(&st));
  sb_printf(s, "        default: ;\n      endcase\n    end\n"
               "    2: if (ax_bvalid & ax_bready) begin\n"
               "      if (wi == %u) ms <= 3;\n"
               "      else begin wi <= wi + 1; ms <= 1; end\n    end\n"
               "    3: begin ax_araddr <= 0; ar_want <= 1'b1; ms <= 4; end\n"
               "    4: if (ax_rvalid & ax_rready) begin\n"
               "      if (ax_rdata[1]) begin\n"
               "        if (!interrupt) begin " FAILMSGF("interrupt is low "
               "although done is set and the done interrupt is enabled") " end\n"
               "        ri <= 0;\n        ms <= %d;\n"
               "      end else ms <= 3;\n    end\n",
            n - 1, nret ? 5 : 7);
  sb_printf(s, "    5: begin ax_araddr <= %u'h%x + ri * 4; ar_want <= 1'b1; "
               "ms <= 6; end\n"
               "    6: if (ax_rvalid & ax_rready) begin\n"
               "      m_ret[ri * 32 +: 32] <= ax_rdata;\n"
               "      if (ri == %u) ms <= 7;\n"
               "      else begin ri <= ri + 1; ms <= 5; end\n    end\n",
            aw, nret ? axil_ret_offset(f) : 0, nret ? nret - 1 : 0);
  sb_printf(s, "    7: begin\n      ax_awaddr <= %u'hc;\n"
               "      ax_wdata <= 32'd1;\n      ax_wstrb <= 4'b1111;\n"
               "      aw_want <= 1'b1;\n      w_want <= 1'b1;\n      ms <= 8;\n"
               "    end\n"
               "    8: if (ax_bvalid & ax_bready) ms <= 9;\n"
               "    9: begin\n"
               "      if (interrupt) begin " FAILMSGF("interrupt is still high "
               "after its status bit was toggled off") " end\n"
               "      m_done <= 1'b1;\n      ms <= 0;\n    end\n"
               "    default: ms <= 0;\n    endcase\n  end\n", aw);
  sb_free(&st);
  /* the checker */
  sb_printf(s, "  // AXI4-Lite protocol checker (axiltb.c)\n"
               "  reg c_awv = 1'b0, c_awr = 1'b0, c_wv = 1'b0, c_wr = 1'b0;\n"
               "  reg c_bv = 1'b0, c_br = 1'b0, c_arv = 1'b0, c_arr = 1'b0;\n"
               "  reg c_rv = 1'b0, c_rr = 1'b0;\n"
               "  reg [%u:0] c_awaddr = 0, c_araddr = 0;\n"
               "  reg [31:0] c_wdata = 0, c_rdata = 0;\n  reg [3:0] c_wstrb = 0;\n"
               "  reg [1:0] c_bresp = 0, c_rresp = 0;\n"
               "  integer n_aw = 0, n_w = 0, n_b = 0, n_ar = 0, n_r = 0;\n",
            aw - 1);
  sb_puts(s, "  always @(posedge clk) if (!rst) begin\n"
             "    if (c_awv & ~c_awr & (~ax_awvalid | ax_awaddr != c_awaddr)) begin "
             FAILMSG("AWVALID fell or AWADDR changed before AWREADY") " end\n"
             "    if (c_wv & ~c_wr & (~ax_wvalid | ax_wdata != c_wdata | "
             "ax_wstrb != c_wstrb)) begin "
             FAILMSG("WVALID fell or WDATA/WSTRB changed before WREADY") " end\n"
             "    if (c_arv & ~c_arr & (~ax_arvalid | ax_araddr != c_araddr)) begin "
             FAILMSG("ARVALID fell or ARADDR changed before ARREADY") " end\n"
             "    if (c_bv & ~c_br & (~ax_bvalid | ax_bresp != c_bresp)) begin "
             FAILMSG("BVALID fell or BRESP changed before BREADY") " end\n"
             "    if (c_rv & ~c_rr & (~ax_rvalid | ax_rdata != c_rdata | "
             "ax_rresp != c_rresp)) begin "
             FAILMSG("RVALID fell or RDATA/RRESP changed before RREADY") " end\n"
             "    if (ax_bvalid & ax_bresp != 2'b00) begin "
             FAILMSG("BRESP is not OKAY") " end\n"
             "    if (ax_rvalid & ax_rresp != 2'b00) begin "
             FAILMSG("RRESP is not OKAY") " end\n"
             "    if (ax_bvalid & (n_aw <= n_b | n_w <= n_b)) begin "
             FAILMSG("BVALID without a write whose address and data were "
                     "both taken") " end\n"
             "    if (ax_rvalid & n_ar <= n_r) begin "
             FAILMSG("RVALID without a read address taken") " end\n"
             "    if (ax_awvalid & ax_awready) n_aw = n_aw + 1;\n"
             "    if (ax_wvalid & ax_wready) n_w = n_w + 1;\n"
             "    if (ax_bvalid & ax_bready) n_b = n_b + 1;\n"
             "    if (ax_arvalid & ax_arready) n_ar = n_ar + 1;\n"
             "    if (ax_rvalid & ax_rready) n_r = n_r + 1;\n"
             "    c_awv <= ax_awvalid; c_awr <= ax_awready; c_awaddr <= ax_awaddr;\n"
             "    c_wv <= ax_wvalid; c_wr <= ax_wready; c_wdata <= ax_wdata;\n"
             "    c_wstrb <= ax_wstrb;\n"
             "    c_bv <= ax_bvalid; c_br <= ax_bready; c_bresp <= ax_bresp;\n"
             "    c_arv <= ax_arvalid; c_arr <= ax_arready; c_araddr <= ax_araddr;\n"
             "    c_rv <= ax_rvalid; c_rr <= ax_rready; c_rdata <= ax_rdata;\n"
             "    c_rresp <= ax_rresp;\n  end\n");
}
