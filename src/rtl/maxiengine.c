/* maxiengine.c - the AXI4 master engines of a streamed m_axi array
 * (pass/maxistream.c chose it; rtl/maxi.h says what the wrapper promises).
 *
 * Read engine (the core reads element k in its k-th iteration, from its
 * internal input stream mx_A_rd): from start until the core's done it
 * issues INCR read bursts of at most MAXIS_RBURST beats (or
 * max_read_burst_length; Sizes below) (not past the
 * array's end, not across 4 KiB, as maxi.c's burst arithmetic) in order
 * from element 0, each as soon as the FIFO has room for all of its beats
 * (credits: beats asked for minus beats that left the FIFO's RAM, at most
 * MAXIS_RDEPTH), with several bursts outstanding, so RREADY is always
 * high and R never waits. The FIFO is a RAM with a registered read (a
 * block RAM) and an output register that is the core's stream word
 * (tvalid: the register holds a word). After the core's done no burst is
 * issued; the data of those already issued is received and dropped (the
 * FIFO is emptied at the next start). Idle: every beat asked for arrived.
 *
 * Write engine (the core writes {strobe, data} of element k in its k-th
 * iteration to its internal output stream mx_A_wr; strobe 0 when the
 * program did not store): the words go into a FIFO of MAXIS_WDEPTH (tready
 * while it has room, from its counters only). An AW burst of L = min(
 * MAXIS_WBURST, beats left in the array, beats to the 4 KiB boundary) is
 * issued as soon as a word is in no burst yet (the core's next words fill
 * it; if the core is done first, its beats without a word go out with
 * WSTRB 0, which writes nothing), or, after the core's done, of the words
 * that remain (a shorter burst), so the last words leave as the core
 * writes them instead of waiting for a whole burst; at most
 * MAXIS_WQ bursts are between AW and their last W beat, and each accepted
 * burst's end goes into a queue that places WLAST. W beats go only for
 * bursts whose AW was accepted, from the FIFO's output register (WDATA,
 * WSTRB the word's strobe: WSTRB 0 writes nothing); every B is counted.
 * Idle: after the core's done, every word in a burst, every beat sent and
 * every B received.
 *
 * Elements narrower than the bus (E bits, W / E lanes a beat, the first in
 * the low bits): the read side gives the core lane after lane of the
 * output register and fetches the next beat with the last lane; the
 * write side packs the core's {strobe, data} elements into a beat
 * register (data and strobes at the lane) and pushes it with its last
 * lane, or, after the core's done, as it is (lanes the core did not reach
 * strobe nothing, so the bytes after the array are never written).
 *
 * The wrapper's done waits for both (mx_A_stored). Every transfer is a
 * VALID/READY handshake and nothing counts cycles, so any latency and
 * backpressure are fine. RRESP/BRESP other than OKAY set mx_A_err. The
 * HLSC_MAXI_BREAK breakages arvalid, araddr, 4k, range and wlast act here
 * as on a copied array. */
#include <stdio.h>
#include <string.h>

#include "maxi_int.h"

/* The defaults; `#pragma HLS INTERFACE m_axi` sets the bursts and the
 * bursts in flight of a port (Port.maxi_rburst, ...; Sizes below). */
enum {
  MAXIS_RBURST = 32,                 /* read burst beats */
  MAXIS_ROUT = 4,                    /* read bursts in flight */
  MAXIS_WDEPTH = 64, MAXIS_WLG = 6,  /* write FIFO words, log2 */
  MAXIS_WBURST = 32,                 /* write burst beats */
  MAXIS_WQ = 4,                      /* bursts between AW and WLAST */
};

/* A port's engine sizes: read bursts of rb beats, at most rcred beats
 * asked for and not out of the FIFO (rb times the bursts in flight; the
 * FIFO's RAM has 2^rlg >= rcred beats); write bursts of wb beats, at most
 * wq between AW and WLAST (the queue of their ends has 2^wqlg entries)
 * and, when num_write_outstanding is given, at most wout not answered. */
typedef struct Sizes {
  unsigned rb, rcred, rlg, wb, wq, wqlg, wout;
} Sizes;

static Sizes sizes(const Port *pt) {
  Sizes z;
  z.rb = maxi_or(pt->maxi_rburst, MAXIS_RBURST);
  z.rcred = z.rb * maxi_or(pt->maxi_rout, MAXIS_ROUT);
  z.rlg = z.rcred > 2 ? ceil_log2(z.rcred) : 1;
  z.wb = maxi_or(pt->maxi_wburst, MAXIS_WBURST);
  z.wout = pt->maxi_wout;
  z.wq = z.wout && z.wout < MAXIS_WQ ? z.wout : MAXIS_WQ;
  z.wqlg = ceil_log2(z.wq) ? ceil_log2(z.wq) : 1;
  return z;
}

static void tie_read(const char *a, unsigned lg, Sbuf *o) {
  sb_printf(o, "  assign m_axi_%s_araddr = 64'd0;\n"
               "  assign m_axi_%s_arlen = 8'd0;\n"
               "  assign m_axi_%s_arsize = 3'd%u;\n"
               "  assign m_axi_%s_arburst = 2'd1;\n"
               "  assign m_axi_%s_arvalid = 1'b0;\n"
               "  assign m_axi_%s_rready = 1'b1;\n"
               "  wire mx_%s_ridle = 1'b1;  // never read\n"
               "  wire mx_%s_rerr = 1'b0;\n",
            a, a, a, lg, a, a, a, a, a);
}

static void tie_write(const char *a, unsigned lg, unsigned w, Sbuf *o) {
  sb_printf(o, "  assign m_axi_%s_awaddr = 64'd0;\n"
               "  assign m_axi_%s_awlen = 8'd0;\n"
               "  assign m_axi_%s_awsize = 3'd%u;\n"
               "  assign m_axi_%s_awburst = 2'd1;\n"
               "  assign m_axi_%s_awvalid = 1'b0;\n"
               "  assign m_axi_%s_wdata = %u'd0;\n"
               "  assign m_axi_%s_wstrb = %u'd0;\n"
               "  assign m_axi_%s_wlast = 1'b0;\n"
               "  assign m_axi_%s_wvalid = 1'b0;\n"
               "  assign m_axi_%s_bready = 1'b1;\n"
               "  wire mx_%s_widle = 1'b1;  // never written\n"
               "  wire mx_%s_werr = 1'b0;\n",
            a, a, a, lg, a, a, a, w, a, w / 8, a, a, a, a, a);
}

static void read_side(const Port *pt, uint64_t d, const char *brk,
                      Sbuf *o) {
  const char *a = pt->hw;
  Sizes z = sizes(pt);
  char lim[96];
  unsigned w = maxi_data_width(pt), lg = maxi_bus_lg(pt);
  sb_printf(o, "  // reads: bursts of up to %u beats into a %u-beat FIFO "
               "that feeds the core's mx_%s_rd\n", z.rb, z.rcred, a);
  sb_printf(o, "  reg [31:0] mx_%s_arn, mx_%s_rn, mx_%s_fn;  // beats asked "
               "for, arrived, out of the FIFO's RAM\n"
               "  reg mx_%s_arv, mx_%s_rerr, mx_%s_rov;\n"
               "  reg [63:0] mx_%s_ara;\n  reg [7:0] mx_%s_arl;\n"
               "  reg [%u:0] mx_%s_rq [0:%u];\n  reg [%u:0] mx_%s_rdo;\n",
            a, a, a, a, a, a, a, a, w - 1, a, (1u << z.rlg) - 1, w - 1, a);
  sb_puts(o, "  /* verilator lint_off UNUSED */\n");
  maxi_burst_len(a, "arn", d, lg, !strcmp(brk, "4k"), z.rb, o);
  sb_puts(o, "  /* verilator lint_on UNUSED */\n");
  unsigned e = pt->width, k = w / e, lb = ceil_log2(k);
  if (k == 1)
    sb_printf(o, "  wire [%u:0] mx_%s_rd_tdata = mx_%s_rdo;\n"
                 "  wire mx_%s_take = mx_%s_rov & mx_%s_rd_tready;\n",
              w - 1, a, a, a, a, a);
  else { /* element j is lane j % k of beat j / k (the first in the low
          * bits): a beat leaves the output register with its last lane */
    sb_printf(o, "  reg [%u:0] mx_%s_lane;  // the core's element in the "
                 "beat\n"
                 "  /* verilator lint_off UNUSED */\n"
                 "  wire [%u:0] mx_%s_rsh = mx_%s_rdo >> (32'd%u * {%u'd0, "
                 "mx_%s_lane});\n"
                 "  /* verilator lint_on UNUSED */\n"
                 "  wire [%u:0] mx_%s_rd_tdata = mx_%s_rsh[%u:0];\n"
                 "  wire mx_%s_take1 = mx_%s_rov & mx_%s_rd_tready;\n"
                 "  wire mx_%s_take = mx_%s_take1 && mx_%s_lane == %u'd%u;\n"
                 "  always @(posedge clk)\n"
                 "    if (rst | mx_go) mx_%s_lane <= %u'd0;\n"
                 "    else if (mx_%s_take1) mx_%s_lane <= mx_%s_lane + %u'd1;\n",
              lb - 1, a, w - 1, a, a, e, 32 - lb, a, e - 1, a, a, e - 1, a, a,
              a, a, a, a, lb, k - 1, a, lb, a, a, a, lb);
  }
  sb_printf(o, "  wire mx_%s_rd_tvalid = mx_%s_rov;\n"
               "  wire mx_%s_rd_tready;\n"
               "  wire mx_%s_rfire = m_axi_%s_rvalid & m_axi_%s_rready;\n"
               "  wire mx_%s_fetch = mx_%s_fn != mx_%s_rn && (~mx_%s_rov | "
               "mx_%s_take);\n",
            a, a, a, a, a, a, a, a, a, a, a);
  sb_printf(o, "  always @(posedge clk) begin\n"
               "    if (mx_%s_rfire) mx_%s_rq[mx_%s_rn[%u:0]] <= m_axi_%s_rdata;\n"
               "    if (mx_%s_fetch) mx_%s_rdo <= mx_%s_rq[mx_%s_fn[%u:0]];\n"
               "  end\n",
            a, a, a, z.rlg - 1, a, a, a, a, a, z.rlg - 1);
  maxi_ar_outputs(a, brk, lg, "1'b1",
                  "credits: room for every beat asked for", o);
  sb_printf(o, "  wire mx_%s_ridle = mx_%s_rn == mx_%s_arn && ~mx_%s_arv;\n",
            a, a, a, a);
  sb_printf(o, "  always @(posedge clk)\n"
               "    if (rst | mx_go) begin\n"
               "      mx_%s_arn <= 0; mx_%s_rn <= 0; mx_%s_fn <= 0;\n"
               "      mx_%s_arv <= 1'b0; mx_%s_rerr <= 1'b0; mx_%s_rov <= 1'b0;\n"
               "    end else begin\n", a, a, a, a, a, a);
  sb_printf(o, "      if (mx_%s_arv & (m_axi_%s_arready%s)) mx_%s_arv <= 1'b0;%s\n",
            a, a, !strcmp(brk, "arvalid") ? " | 1'b1" : "", a,
            !strcmp(brk, "arvalid") ? "  // broken on purpose "
                                      "(HLSC_MAXI_BREAK=arvalid)" : "");
  sb_printf(o, "      else if (~mx_%s_arv && (mx_st == 2'd1 || mx_st == 2'd2) && "
               "mx_%s_arn != 32'd%llu &&\n"
               "               mx_%s_arn - mx_%s_fn + mx_%s_arn_len <= 32'd%u%s) "
               "begin\n"
               "        mx_%s_arv <= 1'b1; mx_%s_ara <= mx_%s_arn_at;\n"
               "        mx_%s_arl <= mx_%s_arn_len[7:0] - 8'd1;\n"
               "        mx_%s_arn <= mx_%s_arn + mx_%s_arn_len;\n      end\n"
               "      if (mx_%s_rfire) mx_%s_rn <= mx_%s_rn + 32'd1;\n"
               "      if (mx_%s_rfire && m_axi_%s_rresp != 2'b00) mx_%s_rerr <= 1'b1;\n"
               "      if (mx_%s_fetch) begin\n"
               "        mx_%s_fn <= mx_%s_fn + 32'd1; mx_%s_rov <= 1'b1;\n"
               "      end else if (mx_%s_take) mx_%s_rov <= 1'b0;\n"
               "    end\n",
            a, a, (unsigned long long)d, a, a, a, z.rcred,
            maxi_rout_cond(pt, lim, sizeof lim), a, a, a, a, a, a, a, a, a, a,
            a, a, a, a, a, a, a, a, a, a);
  maxi_rout_counters(pt, o);
}

/* The write engine's widths and names: element e bits, k elements per
 * beat of w bits (nb bytes; lb bits count the lanes), the FIFO's words of
 * ww bits ({strobe, data}), the core's words of cw bits, qb bits index the
 * queue of accepted bursts' ends. */
typedef struct WSide {
  const Port *pt;
  const char *a;
  unsigned w, lg, nb, ww, e, k, lb, cw, qb;
  Sizes z;
} WSide;

static WSide wside(const Port *pt) {
  WSide s = {.pt = pt, .a = pt->hw, .z = sizes(pt)};
  s.w = maxi_data_width(pt);
  s.lg = maxi_bus_lg(pt);
  s.nb = s.w / 8;
  s.ww = s.w + s.nb;
  s.e = pt->width;
  s.k = s.w / s.e;
  s.lb = ceil_log2(s.k);
  s.cw = s.e + s.e / 8;
  s.qb = s.z.wqlg - 1;
  return s;
}

/* the write engine's registers, FIFO and burst length */
static void write_decls(const WSide *s, uint64_t d, const char *brk,
                        Sbuf *o) {
  const char *a = s->a;
  unsigned ww = s->ww, lg = s->lg;
  Sizes z = s->z;
  sb_printf(o, "  // writes: the core's {strobe, data} words through a "
               "%u-word FIFO, bursts of up to %u beats\n", MAXIS_WDEPTH,
            z.wb);
  sb_printf(o, "  reg [31:0] mx_%s_pn, mx_%s_wfn, mx_%s_wn;  // words in, "
               "out of the FIFO's RAM, sent\n"
               "  reg [31:0] mx_%s_awn, mx_%s_awh;  // words given a burst, "
               "accepted\n"
               "  reg [31:0] mx_%s_bursts, mx_%s_bqt, mx_%s_bqh, mx_%s_bn;  "
               "// bursts issued, accepted, with their last beat sent, "
               "answered\n"
               "  reg [31:0] mx_%s_bq [0:%u];  // the ends of accepted bursts\n"
               "  reg mx_%s_awv, mx_%s_werr, mx_%s_wov;\n"
               "  reg [63:0] mx_%s_awa;\n  reg [7:0] mx_%s_awl;\n"
               "  reg [%u:0] mx_%s_wq [0:%u];\n  reg [%u:0] mx_%s_wdo;\n",
            a, a, a, a, a, a, a, a, a, a, (1u << z.wqlg) - 1, a, a, a, a, a, ww - 1,
            a, MAXIS_WDEPTH - 1, ww - 1, a);
  sb_puts(o, "  /* verilator lint_off UNUSED */\n");
  maxi_burst_len(a, "awn", d, lg, !strcmp(brk, "4k"), z.wb, o);
  sb_puts(o, "  /* verilator lint_on UNUSED */\n");
}

/* the core's side: its words into the FIFO (packed into beats when an
 * element is narrower than the bus) */
static void write_packer(const WSide *s, Sbuf *o) {
  const char *a = s->a;
  unsigned w = s->w, nb = s->nb, ww = s->ww, e = s->e, k = s->k, lb = s->lb,
           cw = s->cw;
  sb_printf(o, "  wire [%u:0] mx_%s_wr_tdata;\n  wire mx_%s_wr_tvalid;\n",
            cw - 1, a, a);
  sb_printf(o, "  wire mx_%s_wr_tready = mx_%s_pn - mx_%s_wfn != 32'd%u;\n",
            a, a, a, MAXIS_WDEPTH);
  if (k == 1)
    sb_printf(o, "  wire mx_%s_push = mx_%s_wr_tvalid & mx_%s_wr_tready;\n"
                 "  wire [%u:0] mx_%s_pw = mx_%s_wr_tdata;\n",
              a, a, a, ww - 1, a, a);
  else { /* the core's elements packed into a beat, lane by lane; the
          * beat goes into the FIFO with its last lane, or, after the
          * core's done, as it is (the lanes it lacks strobe nothing) */
    sb_printf(o, "  reg [%u:0] mx_%s_pl;  // the next lane\n"
                 "  reg [%u:0] mx_%s_pd;\n  reg [%u:0] mx_%s_ps;\n"
                 "  wire mx_%s_wtake = mx_%s_wr_tvalid & mx_%s_wr_tready;\n",
              lb - 1, a, w - 1, a, nb - 1, a, a, a, a);
    sb_printf(o, "  wire [%u:0] mx_%s_nd = mx_%s_pd | ({%u'd0, "
                 "mx_%s_wr_tdata[%u:0]} << (32'd%u * {%u'd0, mx_%s_pl}));\n",
              w - 1, a, a, w - e, a, e - 1, e, 32 - lb, a);
    sb_printf(o, "  wire [%u:0] mx_%s_ns = mx_%s_ps | ({%u'd0, "
                 "mx_%s_wr_tdata[%u:%u]} << (32'd%u * {%u'd0, mx_%s_pl}));\n",
              nb - 1, a, a, nb - e / 8, a, cw - 1, e, e / 8, 32 - lb, a);
    sb_printf(o, "  wire mx_%s_flush = mx_st == 2'd3 && mx_%s_pl != %u'd0 && "
                 "mx_%s_pn - mx_%s_wfn != 32'd%u;\n"
                 "  wire mx_%s_push = (mx_%s_wtake && mx_%s_pl == %u'd%u) || "
                 "mx_%s_flush;\n"
                 "  wire [%u:0] mx_%s_pw = mx_%s_wtake ? {mx_%s_ns, mx_%s_nd} : "
                 "{mx_%s_ps, mx_%s_pd};\n",
              a, a, lb, a, a, MAXIS_WDEPTH, a, a, a, lb, k - 1, a, ww - 1, a,
              a, a, a, a, a);
    sb_printf(o, "  always @(posedge clk)\n"
                 "    if (rst | mx_go | mx_%s_push) begin\n"
                 "      mx_%s_pl <= %u'd0; mx_%s_pd <= %u'd0; mx_%s_ps <= %u'd0;\n"
                 "    end else if (mx_%s_wtake) begin\n"
                 "      mx_%s_pl <= mx_%s_pl + %u'd1; mx_%s_pd <= mx_%s_nd; "
                 "mx_%s_ps <= mx_%s_ns;\n    end\n",
              a, a, lb, a, w, a, nb, a, a, a, lb, a, a, a, a);
  }
}

/* the AXI side: bursts and beats out of the FIFO (brk: HLSC_MAXI_BREAK) */
static void write_channels(const WSide *s, const char *brk, Sbuf *o) {
  const Port *pt = s->pt;
  const char *a = s->a;
  unsigned w = s->w, lg = s->lg, nb = s->nb, ww = s->ww, k = s->k,
           lb = s->lb, qb = s->qb;
  Sizes z = s->z;
  /* HLSC_MAXI_BREAK=strobe: every byte strobed, also those the program
   * did not store (WSTRB | ~WSTRB) */
  bool strobe = !strcmp(brk, "strobe");
  sb_printf(o, "  wire mx_%s_wfire = m_axi_%s_wvalid & m_axi_%s_wready;\n",
            a, a, a);
  sb_printf(o, "  wire mx_%s_wfetch = mx_%s_wfn != mx_%s_pn && (~mx_%s_wov | "
               "mx_%s_wfire);\n", a, a, a, a, a);
  /* a burst starts as soon as a word is not in one (while the core runs:
   * a whole burst, the words it lacks when the core is done are sent with
   * WSTRB 0; after: the words left) */
  sb_printf(o, "  wire [31:0] mx_%s_avail = mx_%s_pn - mx_%s_awn;\n", a, a, a);
  sb_printf(o, "  wire mx_%s_awgo = ~mx_%s_awv && mx_%s_bursts - mx_%s_bqh < "
               "32'd%u && mx_%s_pn > mx_%s_awn", a, a, a, a, z.wq, a, a);
  char lim[96]; /* num_write_outstanding: bursts not yet answered */
  sb_printf(o, "%s;\n", maxi_wout_cond(pt, 4, lim, sizeof lim));
  sb_printf(o, "  wire [31:0] mx_%s_awlen_n = mx_st == 2'd3 && mx_%s_avail < "
               "mx_%s_awn_len ? mx_%s_avail : mx_%s_awn_len;\n",
            a, a, a, a, a);
  sb_printf(o, "  wire mx_%s_pad = mx_st == 2'd3 && mx_%s_wn >= mx_%s_pn", a, a,
            a);
  if (k > 1) /* (not before the last partial beat is in the FIFO) */
    sb_printf(o, " && mx_%s_pl == %u'd0", a, lb);
  sb_puts(o, ";  // a beat no word fills\n");
  sb_printf(o, "  wire mx_%s_wend = mx_%s_wn + 32'd1 == "
               "mx_%s_bq[mx_%s_bqh[%u:0]];\n", a, a, a, a, qb);
  sb_printf(o, "  always @(posedge clk) begin\n"
               "    if (mx_%s_push) mx_%s_wq[mx_%s_pn[%u:0]] <= mx_%s_pw;\n"
               "    if (mx_%s_wfetch) mx_%s_wdo <= mx_%s_wq[mx_%s_wfn[%u:0]];\n"
               "  end\n",
            a, a, a, MAXIS_WLG - 1, a, a, a, a, a, MAXIS_WLG - 1);
  sb_printf(o, "  assign m_axi_%s_awaddr = mx_%s_awa;\n"
               "  assign m_axi_%s_awlen = mx_%s_awl;\n"
               "  assign m_axi_%s_awsize = 3'd%u;\n"
               "  assign m_axi_%s_awburst = 2'd1;\n"
               "  assign m_axi_%s_awvalid = mx_%s_awv;\n"
               "  assign m_axi_%s_wdata = mx_%s_pad ? %u'd0 : mx_%s_wdo[%u:0];\n"
               "  assign m_axi_%s_wvalid = (mx_%s_wov | mx_%s_pad) && mx_%s_wn < "
               "mx_%s_awh;\n"
               "  assign m_axi_%s_bready = 1'b1;\n",
            a, a, a, a, a, lg, a, a, a, a, a, w, a, w - 1, a, a, a, a, a, a);
  if (strobe)
    sb_printf(o, "  assign m_axi_%s_wstrb = %u'd%llu;  // broken on purpose "
                 "(HLSC_MAXI_BREAK=strobe)\n", a, nb,
              nb == 64 ? ~0ull : (1ull << nb) - 1);
  else sb_printf(o, "  assign m_axi_%s_wstrb = mx_%s_pad ? %u'd0 : "
                 "mx_%s_wdo[%u:%u];\n", a, a, nb, a, ww - 1, w);
  if (!strcmp(brk, "wlast"))
    sb_printf(o, "  assign m_axi_%s_wlast = mx_%s_wn + 32'd2 == "
                 "mx_%s_bq[mx_%s_bqh[%u:0]];  // broken on purpose "
                 "(HLSC_MAXI_BREAK=wlast)\n", a, a, a, a,
              qb);
  else sb_printf(o, "  assign m_axi_%s_wlast = mx_%s_wend;\n", a, a);
  sb_printf(o, "  wire mx_%s_widle = mx_st == 2'd3 && mx_%s_awn >= mx_%s_pn && "
               "~mx_%s_awv && mx_%s_wn == mx_%s_awn && mx_%s_bn == mx_%s_bursts",
            a, a, a, a, a, a, a, a);
  if (k > 1) sb_printf(o, " && mx_%s_pl == %u'd0", a, lb);
  sb_puts(o, ";\n");
}

/* the write engine's counters */
static void write_counters(const WSide *s, Sbuf *o) {
  const char *a = s->a;
  unsigned qb = s->qb;
  sb_printf(o, "  always @(posedge clk)\n"
               "    if (rst | mx_go) begin\n"
               "      mx_%s_pn <= 0; mx_%s_wfn <= 0; mx_%s_wn <= 0; mx_%s_awn <= 0;\n"
               "      mx_%s_awh <= 0; mx_%s_bursts <= 0; mx_%s_bqh <= 0; mx_%s_bn <= 0;\n"
               "      mx_%s_bqt <= 0;\n"
               "      mx_%s_awv <= 1'b0; mx_%s_werr <= 1'b0; mx_%s_wov <= 1'b0;\n"
               "    end else begin\n"
               "      if (mx_%s_push) mx_%s_pn <= mx_%s_pn + 32'd1;\n"
               "      if (mx_%s_wfetch) begin\n"
               "        mx_%s_wfn <= mx_%s_wfn + 32'd1; mx_%s_wov <= 1'b1;\n"
               "      end else if (mx_%s_wfire) mx_%s_wov <= 1'b0;\n",
            a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a);
  sb_printf(o, "      if (mx_%s_awv & m_axi_%s_awready) begin\n"
               "        mx_%s_awv <= 1'b0;\n"
               "        mx_%s_awh <= mx_%s_awh + {24'd0, mx_%s_awl} + 32'd1;\n"
               "        mx_%s_bq[mx_%s_bqt[%u:0]] <= mx_%s_awh + "
               "{24'd0, mx_%s_awl} + 32'd1;\n"
               "        mx_%s_bqt <= mx_%s_bqt + 32'd1;\n"
               "      end else if (mx_%s_awgo) begin\n"
               "        mx_%s_awv <= 1'b1; mx_%s_awa <= mx_%s_awn_at;\n"
               "        mx_%s_awl <= mx_%s_awlen_n[7:0] - 8'd1;\n"
               "        mx_%s_awn <= mx_%s_awn + mx_%s_awlen_n;\n"
               "        mx_%s_bursts <= mx_%s_bursts + 32'd1;\n      end\n",
            a, a, a, a, a, a, a, a, qb, a, a, a, a, a,
            a, a, a, a, a, a, a, a, a, a);
  sb_printf(o, "      if (mx_%s_wfire) begin\n"
               "        mx_%s_wn <= mx_%s_wn + 32'd1;\n"
               "        if (mx_%s_wend) mx_%s_bqh <= mx_%s_bqh + 32'd1;\n"
               "      end\n"
               "      if (m_axi_%s_bvalid & m_axi_%s_bready) begin\n"
               "        mx_%s_bn <= mx_%s_bn + 32'd1;\n"
               "        if (m_axi_%s_bresp != 2'b00) mx_%s_werr <= 1'b1;\n"
               "      end\n    end\n",
            a, a, a, a, a, a, a, a, a, a, a, a);
}

static void write_side(const Port *pt, uint64_t d, const char *brk,
                       Sbuf *o) {
  WSide s = wside(pt);
  write_decls(&s, d, brk, o);
  write_packer(&s, o);
  write_channels(&s, brk, o);
  write_counters(&s, o);
}

void maxis_buffers(const Port *pt, unsigned *n, uint64_t *bits) {
  unsigned w = maxi_data_width(pt);
  Sizes z = sizes(pt);
  if (pt->maxi_rs != UINT32_MAX) {
    *n += 1;
    *bits += ((uint64_t)1 << z.rlg) * w;
  }
  if (pt->maxi_ws != UINT32_MAX) {
    *n += 2; /* and the queue of accepted bursts' ends */
    *bits += (uint64_t)MAXIS_WDEPTH * (w + w / 8) + (32u << z.wqlg);
  }
}

void maxis_engines(const Func *f, const Port *pt, const char *brk, Sbuf *o) {
  const char *a = pt->hw;
  const Mem *m = &f->mems.data[pt->mem];
  unsigned w = maxi_data_width(pt), lg = maxi_bus_lg(pt);
  /* the loop starts at element maxi_off, the first of a beat */
  uint64_t skip = pt->maxi_off * pt->width / w;
  uint64_t d = maxi_beats(f, pt) - skip;
  unsigned aw = ceil_log2(m->depth) ? ceil_log2(m->depth) : 1;
  char rb[96], from[64] = "";
  if (skip)
    snprintf(from, sizeof from, " + 64'd%llu",
             (unsigned long long)(skip * (w / 8)));
  sb_printf(o, "\n  // %s: %llu words streamed over m_axi_%s while the core "
               "runs", pt->name, (unsigned long long)d, a);
  if (skip)
    sb_printf(o, ", from %s[%llu]", pt->name,
              (unsigned long long)pt->maxi_off);
  sb_printf(o, "\n  reg [63:0] mx_%s_b;\n"
               "  always @(posedge clk) if (mx_go) mx_%s_b <= %s_base%s%s;\n",
            a, a, a, from, !strcmp(brk, "range") ? maxi_range_brk(pt, rb) : "");
  /* the core's memory port of the array: every access is a stream now */
  sb_printf(o, "  /* verilator lint_off UNUSED */\n"
               "  wire [%u:0] %s_addr;\n  wire %s_ce, %s_we;\n"
               "  wire [%u:0] %s_wdata;\n"
               "  wire [%u:0] mx_%s_q%s = %u'd0;\n"
               "  /* verilator lint_on UNUSED */\n",
            aw - 1, a, a, a, pt->width - 1, a, w - 1, a,
            pt->width < w ? "s" : "", w);
  if (pt->maxi_rs != UINT32_MAX) read_side(pt, d, brk, o);
  else tie_read(a, lg, o);
  if (pt->maxi_ws != UINT32_MAX) write_side(pt, d, brk, o);
  else tie_write(a, lg, w, o);
  sb_printf(o, "  wire mx_%s_err = mx_%s_rerr | mx_%s_werr;\n"
               "  wire mx_%s_loaded = 1'b1;  // nothing to load\n"
               "  wire mx_%s_stored = mx_st == 2'd3 && mx_%s_ridle && "
               "mx_%s_widle;\n", a, a, a, a, a, a, a);
}
