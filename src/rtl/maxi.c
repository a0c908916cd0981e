/* maxi.c - the AXI4 master wrapper of `--m-axi` / `#pragma HLS INTERFACE
 * m_axi` (maxi.h says what it promises). */
#include "maxi_int.h"

#include "modhead.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- which ports ---- */

static Port *find_port(Func *f, const char *name) {
  for (size_t p = 0; p < f->ports.len; p++)
    if (!strcmp(f->ports.data[p].name, name)) return &f->ports.data[p];
  return NULL;
}

/* Marks port r->port (asked for at r->loc, data width r->width, 0: the
 * one asked for before, else 32; bursts as r asks, 0: as asked before). */
static bool mark(Compilation *c, const MaxiReq *r) {
  Func *f = c->func;
  const char *name = r->port;
  SrcLoc loc = r->loc;
  uint32_t width = r->width;
  Port *pt = find_port(f, name);
  if (!pt) {
    diag_error(loc, "m_axi: the top '%s' has no parameter '%s'", f->name,
               name);
    return false;
  }
  if (pt->kind != PORT_MEM) {
    diag_error(pt->loc, "m_axi: parameter '%s' is not an array (only an "
               "array or pointer parameter that is loaded or stored can be "
               "an AXI4 master)", name);
    return false;
  }
  if (width && !maxi_width_ok(width)) {
    diag_error(loc, "m_axi: data width %u for '%s': 32, 64, 128, 256 or 512 "
               "bits are supported", width, name);
    return false;
  }
  unsigned w = width ? width : pt->maxi_width ? pt->maxi_width : 32;
  /* a power of two of at least a byte (a wide integer's memory word is
   * one), a lane of the bus word or all of it */
  bool pow2 = pt->width >= 8 && !(pt->width & (pt->width - 1));
  if (!pow2 || (pt->width > 32 && pt->width > w)) {
    diag_error(pt->loc, "m_axi: parameter '%s' has %u-bit elements; only "
               "8-, 16- and 32-bit elements are supported (and 64- to "
               "512-bit ones with a data width at least as wide: "
               "max_widen_bitwidth=)", name, pt->width);
    return false;
  }
  if (c->net) {
    diag_error(pt->loc, "m_axi: parameter '%s': a dataflow region's top "
               "cannot have AXI4 master ports yet", name);
    return false;
  }
  pt->maxi = true;
  pt->maxi_width = (uint16_t)w;
  if (r->rburst) pt->maxi_rburst = r->rburst;
  if (r->wburst) pt->maxi_wburst = r->wburst;
  if (r->rout) pt->maxi_rout = r->rout;
  if (r->wout) pt->maxi_wout = r->wout;
  pt->maxi_rs = pt->maxi_ws = UINT32_MAX; /* copied until pass_maxi_stream */
  return true;
}

bool maxi_resolve(const Options *opt, Compilation *c) {
  Func *f = c->func;
  bool ok = true;
  for (uint32_t i = 0; i < f->nmaxi_reqs; i++) ok &= mark(c, &f->maxi_reqs[i]);
  if (opt->maxi) {
    char *list = xstrdup(opt->maxi);
    for (char *save = NULL, *n = strtok_r(list, ",", &save); n;
         n = strtok_r(NULL, ",", &save)) {
      uint32_t w = 0; /* NAME:W, the data width (main.c checked W) */
      char *colon = strchr(n, ':');
      if (colon) {
        *colon = 0;
        w = (uint32_t)strtoul(colon + 1, NULL, 10);
      }
      ok &= mark(c, &(MaxiReq){.port = n, .loc = f->loc, .width = w});
    }
    free(list);
  }
  if (ok && maxi_count(f) > 32) { /* m_axi_err is one register word */
    diag_error(f->loc, "m_axi: the top '%s' has %u AXI4 master arrays; at "
               "most 32 are supported", f->name, maxi_count(f));
    return false;
  }
  return ok;
}

bool maxi_width_ok(unsigned long w) {
  return w == 32 || w == 64 || w == 128 || w == 256 || w == 512;
}

bool maxi_any(const Func *f) { return maxi_count(f) > 0; }

unsigned maxi_count(const Func *f) {
  unsigned n = 0;
  for (size_t p = 0; p < f->ports.len; p++) n += f->ports.data[p].maxi;
  return n;
}

/* ---- the wrapper ---- */


static const Port *maxi_port_of(const Func *f, const char *core_port) {
  static const char *sfx[] = {"_addr", "_ce", "_we", "_wdata", "_rdata"};
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    size_t n = strlen(pt->hw);
    if (!pt->maxi || strncmp(core_port, pt->hw, n)) continue;
    for (size_t k = 0; k < ARRAY_LEN(sfx); k++)
      if (!strcmp(core_port + n, sfx[k])) return pt;
  }
  return NULL;
}

static bool own_name(const char *n) {
  return !strcmp(n, "clk") || !strcmp(n, "rst") || !strcmp(n, "start") ||
         !strcmp(n, "done") || !strcmp(n, "ret");
}

/* Never stored to by the core (a const array): not written back. The
 * external memories are not marked rom (llvm/memory.c), so stores are
 * looked for; a dead one only costs a useless write-back. */
static bool read_only(const Func *f, const Port *pt) {
  if (maxi_streamed(pt)) return pt->maxi_ws == UINT32_MAX;
  for (size_t i = 0; i < f->vals.len; i++)
    if (f->vals.data[i].op == OP_STORE && f->vals.data[i].imm == pt->mem)
      return false;
  return true;
}

static void master_ports(const Func *f, const Port *pt, Sbuf *o) {
  const char *a = pt->hw;
  /* a read-only array's write channels are tied off */
  const char *lo = read_only(f, pt) ? "/* verilator lint_off UNUSED */ " : "";
  const char *ln = lo[0] ? " /* verilator lint_on UNUSED */" : "";
#define UNUSED_IN(w, n)                                                    \
  sb_printf(o, ",\n  /* verilator lint_off UNUSED */ input wire " w        \
               "m_axi_%s_" n " /* verilator lint_on UNUSED */", a)
  unsigned w = maxi_data_width(pt);
  /* a streamed array that is only written: the read channels tied off */
  bool nr = maxi_streamed(pt) && pt->maxi_rs == UINT32_MAX;
  const char *ro = nr ? "/* verilator lint_off UNUSED */ " : "";
  const char *rn = nr ? " /* verilator lint_on UNUSED */" : "";
  sb_printf(o, ",\n  input wire [63:0] %s_base", a);
  sb_printf(o, ",\n  output wire [63:0] m_axi_%s_araddr,\n"
               "  output wire [7:0] m_axi_%s_arlen,\n"
               "  output wire [2:0] m_axi_%s_arsize,\n"
               "  output wire [1:0] m_axi_%s_arburst,\n"
               "  output wire m_axi_%s_arvalid,\n"
               "  %sinput wire m_axi_%s_arready%s,\n"
               "  %sinput wire [%u:0] m_axi_%s_rdata%s", a, a, a, a, a, ro, a,
            rn, ro, w - 1, a, rn);
  sb_printf(o, ",\n  %sinput wire [1:0] m_axi_%s_rresp%s", ro, a, rn);
  UNUSED_IN("", "rlast");
  sb_printf(o, ",\n  %sinput wire m_axi_%s_rvalid%s,\n"
               "  output wire m_axi_%s_rready,\n"
               "  output wire [63:0] m_axi_%s_awaddr,\n"
               "  output wire [7:0] m_axi_%s_awlen,\n"
               "  output wire [2:0] m_axi_%s_awsize,\n"
               "  output wire [1:0] m_axi_%s_awburst,\n"
               "  output wire m_axi_%s_awvalid,\n"
               "  %sinput wire m_axi_%s_awready%s,\n"
               "  output wire [%u:0] m_axi_%s_wdata,\n"
               "  output wire [%u:0] m_axi_%s_wstrb,\n"
               "  output wire m_axi_%s_wlast,\n"
               "  output wire m_axi_%s_wvalid,\n"
               "  %sinput wire m_axi_%s_wready%s", ro, a, rn, a, a, a, a, a, a,
            lo, a, ln, w - 1, a, w / 8 - 1, a, a, a, lo, a, ln);
  sb_printf(o, ",\n  %sinput wire [1:0] m_axi_%s_bresp%s", lo, a, ln);
  sb_printf(o, ",\n  %sinput wire m_axi_%s_bvalid%s,\n"
               "  output wire m_axi_%s_bready", lo, a, ln, a);
#undef UNUSED_IN
}

/* "N'b0...0": N zero bits */
static const char *zeros(unsigned n, char *buf) {
  int k = snprintf(buf, 16, "%u'b", n);
  for (unsigned i = 0; i < n && k < 15; i++) buf[k++] = '0';
  buf[k] = 0;
  return buf;
}

/* wire P_C_len: the beats of the burst that starts at beat counter P_C
 * (beats of 2^lg bytes): at most 256, at most the beats left, not past a
 * 4 KiB boundary (HLSC_MAXI_BREAK=4k: no boundary) */
void maxi_burst_len(const char *a, const char *cnt, uint64_t depth,
                    unsigned lg, bool no4k, unsigned cap, Sbuf *o) {
  char z[16];
  sb_printf(o, "  wire [63:0] mx_%s_%s_at = mx_%s_b + {%u'd0, mx_%s_%s, %s};\n",
            a, cnt, a, 32 - lg, a, cnt, zeros(lg, z));
  sb_printf(o, "  wire [12:0] mx_%s_%s_4k = 13'd4096 - {1'b0, mx_%s_%s_at[11:0]};\n",
            a, cnt, a, cnt);
  sb_printf(o, "  wire [31:0] mx_%s_%s_left = 32'd%llu - mx_%s_%s;\n", a, cnt,
            (unsigned long long)depth, a, cnt);
  sb_printf(o, "  wire [31:0] mx_%s_%s_l1 = mx_%s_%s_left < 32'd%u ? "
               "mx_%s_%s_left : 32'd%u;\n", a, cnt, a, cnt, cap, a, cnt, cap);
  if (no4k)
    sb_printf(o, "  wire [31:0] mx_%s_%s_len = mx_%s_%s_l1;  // broken on purpose "
                 "(HLSC_MAXI_BREAK=4k)\n", a, cnt, a, cnt);
  else
    sb_printf(o, "  wire [31:0] mx_%s_%s_len = {%u'd0, mx_%s_%s_4k[12:%u]} < "
                 "mx_%s_%s_l1 ? {%u'd0, mx_%s_%s_4k[12:%u]} : mx_%s_%s_l1;\n",
              a, cnt, 19 + lg, a, cnt, lg, a, cnt, 19 + lg, a, cnt, lg, a,
              cnt);
}

unsigned maxi_data_width(const Port *pt) {
  return pt->maxi_width ? pt->maxi_width : 32;
}

uint64_t maxi_beats(const Func *f, const Port *pt) {
  unsigned w = maxi_data_width(pt);
  return (f->mems.data[pt->mem].depth * pt->width + w - 1) / w;
}

/* The array's bus words (beats: narrower elements are packed, the first
 * in the low bits), their index width, log2 of a beat's bytes. */
static uint64_t bus_words(const Func *f, const Port *pt) {
  return maxi_beats(f, pt);
}

unsigned maxi_bus_lg(const Port *pt) {
  return ceil_log2(maxi_data_width(pt) / 8);
}

static unsigned bus_aw(const Func *f, const Port *pt) {
  unsigned w = ceil_log2(bus_words(f, pt));
  return w ? w : 1;
}

void maxi_buffers(const Func *f, unsigned *n, uint64_t *bits) {
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (!pt->maxi) continue;
    if (maxi_streamed(pt)) {
      maxis_buffers(pt, n, bits);
      continue;
    }
    *n += 1;
    *bits += bus_words(f, pt) * maxi_data_width(pt);
  }
}

/* The core's side of the local RAM: its one-cycle read-first port, a
 * narrow element being a lane of a word. */
static void core_side(const Func *f, const Port *pt, Sbuf *o) {
  const char *a = pt->hw;
  uint64_t d = f->mems.data[pt->mem].depth;
  unsigned aw = ceil_log2(d) ? ceil_log2(d) : 1, ew = pt->width;
  unsigned w = maxi_data_width(pt), k = ceil_log2(w / ew), bw = bus_aw(f, pt);
  sb_printf(o, "  wire [%u:0] %s_addr;\n  wire %s_ce, %s_we;\n"
               "  wire [%u:0] %s_wdata;\n", aw - 1, a, a, a, ew - 1, a);
  if (!k) {
    sb_printf(o, "  always @(posedge clk)\n"
                 "    if (%s_ce) begin  // read-first, as the core expects\n"
                 "      mx_%s_q <= mx_%s_mem[%s_addr];\n"
                 "      if (%s_we) mx_%s_mem[%s_addr] <= %s_wdata;\n    end\n",
              a, a, a, a, a, a, a, a);
    return;
  }
  sb_printf(o, "  /* verilator lint_off UNUSED */\n"
               "  wire [%u:0] mx_%s_sh = %s_addr >> %u;\n"
               "  wire [%u:0] mx_%s_qs;\n"
               "  /* verilator lint_on UNUSED */\n"
               "  wire [%u:0] mx_%s_cw = mx_%s_sh[%u:0];\n"
               "  reg [%u:0] mx_%s_lane;\n"
               "  assign mx_%s_qs = mx_%s_q >> {mx_%s_lane, %u'd0};\n",
            aw - 1, a, a, k, w - 1, a, bw - 1, a, a, bw - 1, k - 1, a, a, a, a,
            ceil_log2(ew));
  sb_printf(o, "  always @(posedge clk)\n"
               "    if (%s_ce) begin  // read-first, as the core expects\n"
               "      mx_%s_q <= mx_%s_mem[mx_%s_cw];\n"
               "      mx_%s_lane <= %s_addr[%u:0];\n", a, a, a, a, a, a, k - 1);
  for (unsigned j = 0; j < w / ew; j++)
    sb_printf(o, "      if (%s_we && %s_addr[%u:0] == %u'd%u) "
                 "mx_%s_mem[mx_%s_cw][%u:%u] <= %s_wdata;\n",
              a, a, k - 1, k, j, a, a, j * ew + ew - 1, j * ew, a);
  sb_puts(o, "    end\n");
}

/* the local RAM behind the core's port and the read engine */
static void read_engine(const Func *f, const Port *pt, const char *brk,
                        Sbuf *o) {
  const char *a = pt->hw;
  uint64_t d = bus_words(f, pt);
  unsigned aw = bus_aw(f, pt);
  sb_printf(o, "\n  // %s: %llu words in a local RAM, loaded and stored "
               "over m_axi_%s\n", pt->name, (unsigned long long)d, a);
  unsigned w = maxi_data_width(pt);
  sb_printf(o, "  reg [%u:0] mx_%s_mem [0:%llu];\n  reg [%u:0] mx_%s_q;\n"
               "  reg [63:0] mx_%s_b;\n",
            w - 1, a, (unsigned long long)d - 1, w - 1, a, a);
  core_side(f, pt, o);
  sb_printf(o, "  reg [31:0] mx_%s_arn, mx_%s_rn;\n  reg mx_%s_arv, mx_%s_err;\n"
               "  reg [63:0] mx_%s_ara;\n  reg [7:0] mx_%s_arl;\n",
            a, a, a, a, a, a);
  sb_puts(o, "  /* verilator lint_off UNUSED */\n");
  maxi_burst_len(a, "arn", d, maxi_bus_lg(pt), !strcmp(brk, "4k"),
                 maxi_or(pt->maxi_rburst, MAXI_COPY_BURST), o);
  if (!read_only(f, pt)) {
    sb_printf(o, "  reg [31:0] mx_%s_awn, mx_%s_awh, mx_%s_wn, mx_%s_wend;\n"
                 "  reg [31:0] mx_%s_bursts, mx_%s_bn;\n  reg mx_%s_awv;\n"
                 "  reg [63:0] mx_%s_awa;\n  reg [7:0] mx_%s_awl;\n",
              a, a, a, a, a, a, a, a, a);
    unsigned wb = maxi_or(pt->maxi_wburst, MAXI_COPY_BURST);
    maxi_burst_len(a, "awn", d, maxi_bus_lg(pt), !strcmp(brk, "4k"), wb, o);
    maxi_burst_len(a, "wn", d, maxi_bus_lg(pt), !strcmp(brk, "4k"), wb, o);
  }
  sb_puts(o, "  /* verilator lint_on UNUSED */\n");
  sb_printf(o, "  wire mx_%s_rfire = m_axi_%s_rvalid & m_axi_%s_rready;\n",
            a, a, a);
  if (!read_only(f, pt))
    sb_printf(o, "  wire mx_%s_wfire = m_axi_%s_wvalid & m_axi_%s_wready;\n",
              a, a, a);
  sb_printf(o, "  always @(posedge clk)\n"
               "    if (mx_%s_rfire) mx_%s_mem[mx_%s_rn[%u:0]] <= m_axi_%s_rdata;\n",
            a, a, a, aw - 1, a);
  maxi_ar_outputs(a, brk, maxi_bus_lg(pt), "mx_st == 2'd1", NULL, o);
  sb_printf(o, "  wire mx_%s_loaded = mx_%s_rn == 32'd%llu;\n", a, a,
            (unsigned long long)d);
}

void maxi_ar_outputs(const char *a, const char *brk, unsigned lg,
                     const char *rready, const char *comment, Sbuf *o) {
  if (!strcmp(brk, "araddr"))
    sb_printf(o, "  assign m_axi_%s_araddr = mx_%s_ara + {61'd0, mx_brk & "
                 "~m_axi_%s_arready, 2'b00};  // broken on purpose "
                 "(HLSC_MAXI_BREAK=araddr)\n", a, a, a);
  else sb_printf(o, "  assign m_axi_%s_araddr = mx_%s_ara;\n", a, a);
  sb_printf(o, "  assign m_axi_%s_arlen = mx_%s_arl;\n"
               "  assign m_axi_%s_arsize = 3'd%u;\n"
               "  assign m_axi_%s_arburst = 2'd1;\n"
               "  assign m_axi_%s_arvalid = mx_%s_arv;\n"
               "  assign m_axi_%s_rready = %s;%s%s\n",
            a, a, a, lg, a, a, a, a, rready, comment ? "  // " : "",
            comment ? comment : "");
}

static void write_engine(const Func *f, const Port *pt, const char *brk,
                         Sbuf *o) {
  const char *a = pt->hw;
  uint64_t d = bus_words(f, pt);
  unsigned aw = bus_aw(f, pt);
  /* the bytes of a beat, those of the last beat that belong to the
   * array, all strobes ("N'hff..") */
  unsigned nb = maxi_data_width(pt) / 8, lg = maxi_bus_lg(pt);
  unsigned tail = (unsigned)(f->mems.data[pt->mem].depth * pt->width / 8 % nb);
  char ones[32];
  int k = snprintf(ones, sizeof ones, "%u'h", nb);
  for (unsigned i = 0; i < nb / 4; i++) ones[k++] = 'f';
  ones[k] = 0;
  if (read_only(f, pt)) { /* never written: not stored */
    sb_printf(o, "  assign m_axi_%s_awaddr = 64'd0;\n"
                 "  assign m_axi_%s_awlen = 8'd0;\n"
                 "  assign m_axi_%s_awsize = 3'd%u;\n"
                 "  assign m_axi_%s_awburst = 2'd1;\n"
                 "  assign m_axi_%s_awvalid = 1'b0;\n"
                 "  assign m_axi_%s_wdata = %u'd0;\n"
                 "  assign m_axi_%s_wstrb = %s;\n"
                 "  assign m_axi_%s_wlast = 1'b0;\n"
                 "  assign m_axi_%s_wvalid = 1'b0;\n"
                 "  assign m_axi_%s_bready = 1'b1;\n"
                 "  wire mx_%s_stored = 1'b1;  // never written\n",
              a, a, a, lg, a, a, a, 8 * nb, a, ones, a, a, a, a);
    return;
  }
  sb_printf(o, "  assign m_axi_%s_awaddr = mx_%s_awa;\n"
               "  assign m_axi_%s_awlen = mx_%s_awl;\n"
               "  assign m_axi_%s_awsize = 3'd%u;\n"
               "  assign m_axi_%s_awburst = 2'd1;\n"
               "  assign m_axi_%s_awvalid = mx_%s_awv;\n", a, a, a, a, a, lg, a,
            a, a);
  /* a W burst starts at wn; its end is wend once started */
  sb_printf(o, "  wire [31:0] mx_%s_wcur = mx_%s_wn == mx_%s_wend ? mx_%s_wn + mx_%s_wn_len "
               ": mx_%s_wend;\n", a, a, a, a, a, a);
  sb_printf(o, "  assign m_axi_%s_wdata = mx_%s_mem[mx_%s_wn[%u:0]];\n"
               "  assign m_axi_%s_wstrb = ", a, a, a, aw - 1, a);
  if (tail && strcmp(brk, "wstrb"))
    sb_printf(o, "mx_%s_wn == 32'd%llu ? %u'h%llx : %s;\n", a,
              (unsigned long long)d - 1, nb, (1ull << tail) - 1, ones);
  else if (tail)
    sb_printf(o, "%s;  // broken on purpose (HLSC_MAXI_BREAK=wstrb)\n", ones);
  else sb_printf(o, "%s;\n", ones);
  sb_printf(o, "  assign m_axi_%s_wlast = mx_%s_wn + 32'd%d == mx_%s_wcur;%s\n", a,
            a, !strcmp(brk, "wlast") ? 2 : 1, a,
            !strcmp(brk, "wlast") ? "  // broken on purpose "
                                    "(HLSC_MAXI_BREAK=wlast)" : "");
  sb_printf(o, "  assign m_axi_%s_wvalid = mx_st == 2'd3 && mx_%s_wn < mx_%s_awh;\n"
               "  assign m_axi_%s_bready = mx_st == 2'd3;\n", a, a, a, a);
  sb_printf(o, "  wire mx_%s_stored = mx_%s_awn == 32'd%llu && ~mx_%s_awv && "
                 "mx_%s_wn == 32'd%llu && mx_%s_bn == mx_%s_bursts;\n",
              a, a, (unsigned long long)d, a, a, (unsigned long long)d, a, a);
}

/* HLSC_MAXI_BREAK=range: the array taken one beat after its base */
const char *maxi_range_brk(const Port *pt, char *buf) {
  snprintf(buf, 96, " + 64'd%u;  // broken on purpose (HLSC_MAXI_BREAK=range)"
           "\n//", maxi_data_width(pt) / 8);
  return buf;
}

/* the write engine's part of engine_regs */
static void write_regs(const Port *pt, uint64_t d, Sbuf *o) {
  const char *a = pt->hw;
  /* num_write_outstanding: bursts issued and not yet answered */
  char lim[96];
  maxi_wout_cond(pt, 17, lim, sizeof lim);
  sb_printf(o, "      if (mx_%s_awv & m_axi_%s_awready) begin\n"
               "        mx_%s_awv <= 1'b0;\n"
               "        mx_%s_awh <= mx_%s_awh + {24'd0, mx_%s_awl} + 32'd1;\n"
               "      end else if (~mx_%s_awv && mx_st == 2'd3 && mx_%s_awn != "
               "32'd%llu%s) begin\n"
               "        mx_%s_awv <= 1'b1; mx_%s_awa <= mx_%s_awn_at;\n"
               "        mx_%s_awl <= mx_%s_awn_len[7:0] - 8'd1;\n"
               "        mx_%s_awn <= mx_%s_awn + mx_%s_awn_len;\n"
               "        mx_%s_bursts <= mx_%s_bursts + 32'd1;\n      end\n",
            a, a, a, a, a, a, a, a, (unsigned long long)d, lim, a, a, a, a, a,
            a, a, a, a, a);
  sb_printf(o, "      if (mx_%s_wfire) begin\n        mx_%s_wn <= mx_%s_wn + 32'd1;\n"
               "        mx_%s_wend <= mx_%s_wcur;\n      end\n"
               "      if (m_axi_%s_bvalid & m_axi_%s_bready) begin\n"
               "        mx_%s_bn <= mx_%s_bn + 32'd1;\n"
               "        if (m_axi_%s_bresp != 2'b00) mx_%s_err <= 1'b1;\n"
               "      end\n",
            a, a, a, a, a, a, a, a, a, a, a);
}

const char *maxi_rout_cond(const Port *pt, char *buf, size_t n) {
  buf[0] = 0;
  if (pt->maxi_rout)
    snprintf(buf, n, " &&\n        mx_%s_rbi - mx_%s_rbd < 32'd%u", pt->hw,
             pt->hw, pt->maxi_rout);
  return buf;
}

const char *maxi_wout_cond(const Port *pt, unsigned indent, char *buf,
                           size_t n) {
  buf[0] = 0;
  if (pt->maxi_wout)
    snprintf(buf, n, " &&\n%*smx_%s_bursts - mx_%s_bn < 32'd%u", (int)indent,
             "", pt->hw, pt->hw, pt->maxi_wout);
  return buf;
}

void maxi_rout_counters(const Port *pt, Sbuf *o) {
  if (!pt->maxi_rout) return;
  const char *a = pt->hw;
  sb_printf(o, "  // num_read_outstanding=%u: bursts accepted, bursts whose "
               "last beat came\n"
               "  reg [31:0] mx_%s_rbi, mx_%s_rbd;\n"
               "  always @(posedge clk)\n"
               "    if (rst | mx_go) begin\n"
               "      mx_%s_rbi <= 32'd0; mx_%s_rbd <= 32'd0;\n"
               "    end else begin\n"
               "      if (m_axi_%s_arvalid & m_axi_%s_arready) "
               "mx_%s_rbi <= mx_%s_rbi + 32'd1;\n"
               "      if (m_axi_%s_rvalid & m_axi_%s_rready & m_axi_%s_rlast) "
               "mx_%s_rbd <= mx_%s_rbd + 32'd1;\n"
               "    end\n",
            pt->maxi_rout, a, a, a, a, a, a, a, a, a, a, a, a, a);
}

/* the counters of both engines */
static void engine_regs(const Func *f, const Port *pt, const char *brk,
                        Sbuf *o) {
  const char *a = pt->hw;
  bool rom = read_only(f, pt);
  uint64_t d = bus_words(f, pt);
  char rb[96];
  sb_printf(o, "  always @(posedge clk)\n"
               "    if (rst | mx_go) begin\n"
               "      mx_%s_arn <= 0; mx_%s_rn <= 0; mx_%s_arv <= 1'b0;\n"
               "      mx_%s_err <= 1'b0;\n", a, a, a, a);
  if (!rom)
    sb_printf(o, "      mx_%s_awn <= 0; mx_%s_awh <= 0; mx_%s_wn <= 0; mx_%s_wend <= 0;\n"
                 "      mx_%s_bursts <= 0; mx_%s_bn <= 0; mx_%s_awv <= 1'b0;\n",
              a, a, a, a, a, a, a);
  sb_printf(o, "      if (mx_go) mx_%s_b <= %s_base%s;\n"
               "    end else begin\n", a, a,
            !strcmp(brk, "range") ? maxi_range_brk(pt, rb) : "");
  sb_printf(o, "      if (mx_%s_arv & (m_axi_%s_arready%s)) mx_%s_arv <= 1'b0;%s\n",
            a, a, !strcmp(brk, "arvalid") ? " | 1'b1" : "", a,
            !strcmp(brk, "arvalid") ? "  // broken on purpose "
                                      "(HLSC_MAXI_BREAK=arvalid)" : "");
  char lim[96];
  maxi_rout_cond(pt, lim, sizeof lim);
  sb_printf(o, "      else if (~mx_%s_arv && mx_st == 2'd1 && mx_%s_arn != 32'd%llu%s) "
               "begin\n        mx_%s_arv <= 1'b1; mx_%s_ara <= mx_%s_arn_at;\n"
               "        mx_%s_arl <= mx_%s_arn_len[7:0] - 8'd1;\n"
               "        mx_%s_arn <= mx_%s_arn + mx_%s_arn_len;\n      end\n"
               "      if (mx_%s_rfire) mx_%s_rn <= mx_%s_rn + 32'd1;\n"
               "      // any response but OKAY (SLVERR, DECERR; EXOKAY without an "
               "exclusive access)\n"
               "      if (mx_%s_rfire && m_axi_%s_rresp != 2'b00) mx_%s_err <= 1'b1;\n",
            a, a, (unsigned long long)d, lim, a, a, a, a, a, a, a, a, a, a, a,
            a, a, a);
  if (!rom) write_regs(pt, d, o);
  sb_puts(o, "    end\n");
}

/* the wrapper's module header */
static void wrapper_head(const Func *f, const char *core, const CorePorts *ps,
                         Sbuf *o) {
  sb_printf(o, "\n// %s: AXI4 masters around %s (hlsc --m-axi): start loads "
               "every copied m_axi array into a local RAM,\n// runs the core "
               "on them (streamed arrays: bursts through FIFOs while it runs), "
               "stores the written\n// copied arrays back, waits for every "
               "engine, then done.\n", f->hw_name, core);
  sb_printf(o, "module %s (\n  input wire clk,\n  input wire rst,\n"
               "  input wire start,\n  output reg done", f->hw_name);
  if (f->ret_width) {
    sb_puts(o, ",\n  output reg ");
    modhead_range(o, f->ret_width);
    sb_puts(o, "ret");
  }
  sb_puts(o, ",\n  output wire ");
  modhead_range(o, maxi_count(f));
  sb_puts(o, "m_axi_err");
  for (size_t i = 0; i < ps->len; i++) {
    const CorePort *p = &ps->data[i];
    if (own_name(p->name) || maxi_port_of(f, p->name)) continue;
    if (!strncmp(p->name, "mx_", 3)) continue; /* a streamed array's */
    modhead_port_decl(o, p);
  }
  for (size_t p = 0; p < f->ports.len; p++)
    if (f->ports.data[p].maxi) master_ports(f, &f->ports.data[p], o);
}

static void wrapper(const Func *f, const char *core, const CorePorts *ps,
                    const char *brk, Sbuf *o) {
  wrapper_head(f, core, ps, o);
  sb_puts(o, "\n);\n  // 0 idle, 1 load, 2 run, 3 store\n  reg [1:0] mx_st;\n"
             "  reg mx_start;\n  wire mx_done;\n"
             "  wire mx_go = mx_st == 2'd0 && start;\n");
  if (brk[0]) sb_puts(o, "  reg mx_brk;\n  always @(posedge clk) mx_brk <= rst ? "
                         "1'b0 : ~mx_brk;\n");
  if (f->ret_width) {
    sb_puts(o, "  wire ");
    modhead_range(o, f->ret_width);
    sb_puts(o, "mx_ret;\n");
  }
  Sbuf loaded = {0}, stored = {0};
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (!pt->maxi) continue;
    if (maxi_streamed(pt)) maxis_engines(f, pt, brk, o);
    else {
      read_engine(f, pt, brk, o);
      write_engine(f, pt, brk, o);
      engine_regs(f, pt, brk, o);
      maxi_rout_counters(pt, o);
    }
    sb_printf(&loaded, " & mx_%s_loaded", pt->hw);
    sb_printf(&stored, " & mx_%s_stored", pt->hw);
  }
  /* the first m_axi array's bit is bit 0; sticky until the next start */
  Sbuf rev = {0};
  for (size_t p = f->ports.len; p-- > 0;)
    if (f->ports.data[p].maxi)
      sb_printf(&rev, "%smx_%s_err", rev.len ? ", " : "", f->ports.data[p].hw);
  sb_printf(o, "\n  assign m_axi_err = {%s};\n", sb_str(&rev));
  sb_free(&rev);
  sb_printf(o, "\n  always @(posedge clk) begin\n"
               "    done <= 1'b0;\n    mx_start <= 1'b0;\n"
               "    if (rst) mx_st <= 2'd0;\n    else case (mx_st)\n"
               "    2'd0: if (start) mx_st <= 2'd1;\n"
               "    2'd1: if (1'b1%s) begin\n"
               "      mx_st <= 2'd2;\n      mx_start <= 1'b1;\n    end\n"
               "    2'd2: if (mx_done) begin\n      mx_st <= 2'd3;\n%s"
               "    end\n"
               "    default: if (1'b1%s) begin\n"
               "      mx_st <= 2'd0;\n      done <= 1'b1;\n    end\n"
               "    endcase\n  end\n",
            sb_str(&loaded), f->ret_width ? "      ret <= mx_ret;\n" : "",
            sb_str(&stored));
  sb_free(&loaded);
  sb_free(&stored);
  sb_printf(o, "\n  %s mx_core (\n    .clk(clk),\n    .rst(rst),\n"
               "    .start(mx_start),\n    .done(mx_done)", core);
  if (f->ret_width) sb_puts(o, ",\n    .ret(mx_ret)");
  for (size_t i = 0; i < ps->len; i++) {
    const char *n = ps->data[i].name;
    const Port *mp = maxi_port_of(f, n);
    if (own_name(n)) continue;
    if (mp && !strcmp(n + strlen(mp->hw), "_rdata") &&
        mp->width < maxi_data_width(mp))
      sb_printf(o, ",\n    .%s(mx_%s_qs[%u:0])", n, mp->hw, mp->width - 1u);
    else if (mp && !strcmp(n + strlen(mp->hw), "_rdata"))
      sb_printf(o, ",\n    .%s(mx_%s_q)", n, mp->hw);
    else sb_printf(o, ",\n    .%s(%s)", n, n);
  }
  sb_puts(o, "\n  );\nendmodule\n");
}

/* A parameter whose ports would clash with the wrapper's names. */
static bool clashes(const Func *f) {
  /* (the internal stream ports after maxi_nports are the wrapper's own) */
  size_t np = f->maxi_nports ? f->maxi_nports : f->ports.len;
  for (size_t p = 0; p < np; p++) {
    const Port *pt = &f->ports.data[p];
    bool bad = !strncmp(pt->hw, "mx_", 3) || !strncmp(pt->hw, "m_axi_", 6);
    for (size_t q = 0; q < f->ports.len && !bad; q++) {
      const Port *m = &f->ports.data[q];
      size_t n = strlen(m->hw);
      bad = m->maxi && !strncmp(pt->hw, m->hw, n) &&
            !strcmp(pt->hw + n, "_base");
    }
    if (bad) {
      diag_error(pt->loc, "parameter '%s' clashes with a name of the AXI4 "
                 "master wrapper (m_axi_*, mx_*, A_base of an m_axi array "
                 "A); rename it", pt->name);
      return true;
    }
  }
  return false;
}

bool maxi_wrap(const Func *f, Sbuf *verilog) {
  if (!maxi_any(f)) return true;
  if (clashes(f)) return false;
  Sbuf core = {0};
  sb_printf(&core, "mx_%s_mcore", f->hw_name);
  bool ok = modhead_wrap(f, verilog, sb_str(&core), "m_axi",
                         "HLSC_MAXI_BREAK", wrapper);
  sb_free(&core);
  return ok;
}
