/* axilite.c - the AXI4-Lite control slave of `--interface s_axilite`
 * (axilite.h says what it promises). */
#include "axilite.h"

#include "maxi.h"
#include "modhead.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define P "s_axi_control_"

static unsigned words_of(unsigned w) { return (w + 31) / 32; }

unsigned axil_arg_width(const Func *f, size_t p) {
  const Port *pt = &f->ports.data[p];
  if (pt->kind == PORT_SCALAR) return pt->width;
  return pt->kind == PORT_MEM && pt->maxi ? 64 : 0;
}

bool axil_arg_is_base(const Func *f, size_t p) {
  return f->ports.data[p].kind == PORT_MEM;
}

/* what follows the port's Verilog name in its register's: an AXI4 master's
 * base address is the core's port A_base */
static const char *sfx(const Func *f, size_t p) {
  return axil_arg_is_base(f, p) ? "_base" : "";
}

uint32_t axil_arg_offset(const Func *f, size_t p) {
  uint32_t off = 0x10;
  for (size_t i = 0; i < p && i < f->ports.len; i++)
    off += 4 * words_of(axil_arg_width(f, i));
  return off;
}

uint32_t axil_ret_offset(const Func *f) {
  return axil_arg_offset(f, f->ports.len);
}

uint32_t axil_err_offset(const Func *f) {
  return axil_ret_offset(f) + 4 * words_of(f->ret_width);
}

static uint32_t map_end(const Func *f) {
  return axil_err_offset(f) + 4 * words_of(maxi_count(f));
}

unsigned axil_addr_width(const Func *f) {
  unsigned w = ceil_log2(map_end(f));
  return w < 5 ? 5 : w;
}

/* A core port that a register drives: a scalar argument or an AXI4
 * master's base address. */
static bool is_reg_port(const Func *f, const char *name) {
  for (size_t p = 0; p < f->ports.len; p++) {
    const char *hw = f->ports.data[p].hw;
    size_t n = strlen(hw);
    if (axil_arg_width(f, p) && !strncmp(hw, name, n) &&
        !strcmp(name + n, sfx(f, p)))
      return true;
  }
  return false;
}

/* The AXI4 master wrapper's error bits (rtl/maxi.h): a register too. */
static bool is_err_port(const Func *f, const char *name) {
  return maxi_any(f) && !strcmp(name, "m_axi_err");
}

static bool own_name(const char *n) {
  return !strcmp(n, "clk") || !strcmp(n, "rst") || !strcmp(n, "start") ||
         !strcmp(n, "done") || !strcmp(n, "ret");
}

/* The read multiplexer cases of a read-only register reg [w-1:0] (none
 * when w is 0) at byte offset off. */
static void ro_words(unsigned ww, uint32_t off, unsigned w, const char *reg,
                     Sbuf *rd) {
  for (unsigned k = 0; k < words_of(w); k++) {
    unsigned lo = 32 * k, hi = lo + 31 < w ? lo + 31 : w - 1u;
    unsigned n = hi - lo + 1;
    sb_printf(rd, "          %u'd%u: s_axi_control_RDATA <= ", ww, off / 4 + k);
    if (n < 32) sb_printf(rd, "{%u'd0, %s[%u:%u]};\n", 32 - n, reg, hi, lo);
    else sb_printf(rd, "%s[%u:%u];\n", reg, hi, lo);
  }
}

/* The wrapper's register words: a read multiplexer case and, per byte of
 * each argument word, its strobed write. */
static void arg_words(const Func *f, unsigned ww, const char *brk, Sbuf *rd,
                      Sbuf *wr) {
  bool nostrb = !strcmp(brk, "wstrb");
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    unsigned w = axil_arg_width(f, p);
    const char *x = sfx(f, p);
    if (!w) continue;
    uint32_t off = axil_arg_offset(f, p);
    for (unsigned k = 0; k < words_of(w); k++) {
      unsigned lo = 32 * k, hi = lo + 31 < w ? lo + 31 : w - 1u;
      unsigned n = hi - lo + 1, word = off / 4 + k;
      sb_printf(rd, "          %u'd%u: s_axi_control_RDATA <= ", ww, word);
      if (n < 32) sb_printf(rd, "{%u'd0, arg_%s%s[%u:%u]};\n", 32 - n, pt->hw,
                            x, hi, lo);
      else sb_printf(rd, "arg_%s%s[%u:%u];\n", pt->hw, x, hi, lo);
      sb_printf(wr, "          %u'd%u: begin\n", ww, word);
      for (unsigned b = 0; b < 4; b++) {
        unsigned blo = lo + 8 * b;
        if (blo > hi) break;
        unsigned bhi = blo + 7 < hi ? blo + 7 : hi;
        if (nostrb) /* broken on purpose (HLSC_AXIL_BREAK=wstrb) */
          sb_printf(wr, "            arg_%s%s[%u:%u] <= wdata[%u:%u];\n",
                    pt->hw, x, bhi, blo, 8 * b + (bhi - blo), 8 * b);
        else
          sb_printf(wr, "            if (wstrb[%u]) arg_%s%s[%u:%u] <= "
                        "wdata[%u:%u];\n", b, pt->hw, x, bhi, blo,
                    8 * b + (bhi - blo), 8 * b);
      }
      sb_puts(wr, "          end\n");
    }
  }
  ro_words(ww, axil_ret_offset(f), f->ret_width, "ret_r", rd);
  ro_words(ww, axil_err_offset(f), maxi_count(f), "m_axi_err_r", rd);
}

/* the register map (a comment) and the module's ports */
static void wrapper_header(const Func *f, const char *core,
                           const CorePorts *ps, Sbuf *o) {
  const char *name = f->hw_name;
  unsigned aw = axil_addr_width(f);
  sb_printf(o, "\n// %s: an AXI4-Lite control slave (s_axi_control) around "
               "%s (hlsc --interface s_axilite).\n", name, core);
  sb_puts(o, "// Register map (byte offsets): 0x00 control (bit 0 start, 1 done "
             "(clear on read), 2 idle,\n//   3 ready (clear on read), 7 "
             "auto_restart), 0x04 global interrupt enable,\n//   0x08 IP "
             "interrupt enable (bit 0 done, 1 ready), 0x0C IP interrupt status "
             "(toggle on write)\n");
  for (size_t p = 0; p < f->ports.len; p++) {
    unsigned w = axil_arg_width(f, p);
    if (w)
      sb_printf(o, "//   0x%02x %s%s (%u bits, %u word%s, R/W)\n",
                axil_arg_offset(f, p), f->ports.data[p].name,
                axil_arg_is_base(f, p) ? "'s base address (m_axi)" : "", w,
                words_of(w), words_of(w) > 1 ? "s" : "");
  }
  if (f->ret_width)
    sb_printf(o, "//   0x%02x return value (%u bits, %u word%s, R)\n",
              axil_ret_offset(f), f->ret_width, words_of(f->ret_width),
              words_of(f->ret_width) > 1 ? "s" : "");
  if (maxi_any(f))
    sb_printf(o, "//   0x%02x m_axi_err (bit i: the i-th m_axi array got a "
                 "response other than OKAY in the last call, R)\n",
              axil_err_offset(f));
  sb_printf(o, "module %s (\n  input wire clk,\n  input wire rst,\n", name);
  sb_printf(o, "  /* verilator lint_off UNUSED */ input wire [%u:0] "
               P "AWADDR /* verilator lint_on UNUSED */,\n", aw - 1);
  sb_puts(o, "  input wire " P "AWVALID,\n  output wire " P "AWREADY,\n"
             "  /* verilator lint_off UNUSED */ input wire [31:0] " P
             "WDATA /* verilator lint_on UNUSED */,\n"
             "  input wire [3:0] " P "WSTRB,\n"
             "  input wire " P "WVALID,\n  output wire " P "WREADY,\n"
             "  output wire [1:0] " P "BRESP,\n  output reg " P "BVALID,\n"
             "  input wire " P "BREADY,\n");
  sb_printf(o, "  /* verilator lint_off UNUSED */ input wire [%u:0] "
               P "ARADDR /* verilator lint_on UNUSED */,\n", aw - 1);
  sb_puts(o, "  input wire " P "ARVALID,\n  output wire " P "ARREADY,\n"
             "  output reg [31:0] " P "RDATA,\n"
             "  output wire [1:0] " P "RRESP,\n  output reg " P "RVALID,\n"
             "  input wire " P "RREADY,\n"
             "  /* verilator lint_off SYMRSVDWORD */ output wire interrupt "
             "/* verilator lint_on SYMRSVDWORD */");
  for (size_t i = 0; i < ps->len; i++) {
    const CorePort *p = &ps->data[i];
    if (own_name(p->name) || is_reg_port(f, p->name) ||
        is_err_port(f, p->name))
      continue;
    modhead_port_decl(o, p);
  }
  sb_puts(o, "\n);\n");
}

/* the slave's registers and wires */
static void wrapper_state(const Func *f, const char *brk, Sbuf *o) {
  unsigned aw = axil_addr_width(f), ww = aw - 2;
  /* state */
  sb_printf(o, "  reg aw_full, w_full;\n  /* verilator lint_off UNUSED */\n"
               "  reg [%u:0] waddr;\n  reg [31:0] wdata;\n"
               "  reg [3:0] wstrb;\n  /* verilator lint_on UNUSED */\n"
               "  reg ap_start, ap_done, ap_ready, busy, auto_restart, gie;\n"
               "  reg [1:0] ier, isr;\n", aw - 1);
  for (size_t p = 0; p < f->ports.len; p++)
    if (axil_arg_width(f, p))
      sb_printf(o, "  reg [%u:0] arg_%s%s;\n", axil_arg_width(f, p) - 1u,
                f->ports.data[p].hw, sfx(f, p));
  if (f->ret_width)
    sb_printf(o, "  reg [%u:0] ret_r;\n  wire [%u:0] core_ret;\n",
              f->ret_width - 1u, f->ret_width - 1u);
  if (maxi_any(f))
    sb_printf(o, "  reg [%u:0] m_axi_err_r;\n  wire [%u:0] core_m_axi_err;\n",
              maxi_count(f) - 1u, maxi_count(f) - 1u);
  sb_printf(o, "  wire core_done;\n  wire core_start = ap_start & ~busy;\n"
               "  wire ap_idle = ~busy;\n"
               "  wire [%u:0] wword = waddr[%u:2];\n"
               "  wire [%u:0] rword = " P "ARADDR[%u:2];\n"
               "  wire do_write = aw_full & w_full & ~" P "BVALID;\n"
               "  wire do_read = " P "ARVALID & ~" P "RVALID;\n"
               "  wire [1:0] isr_set = {core_start & ier[1], core_done & ier[0]};\n"
               "  wire [1:0] isr_toggle = do_write && wword == %u'd3 && wstrb[0] ? "
               "wdata[1:0] : 2'b00;\n",
            ww - 1, aw - 1, ww - 1, aw - 1, ww);
  sb_puts(o, "  assign " P "AWREADY = ~aw_full & ~" P "BVALID;\n"
             "  assign " P "WREADY = ~w_full & ~" P "BVALID;\n"
             "  assign " P "ARREADY = ~" P "RVALID;\n");
  sb_printf(o, "  assign " P "BRESP = 2'b%s;\n  assign " P "RRESP = 2'b00;\n",
            !strcmp(brk, "bresp") ? "10" : "00");
  sb_puts(o, "  assign interrupt = gie & (|isr);\n\n");
}

/* the core's instance: registers for its scalars, wires for the rest */
static void wrapper_core(const Func *f, const char *core,
                         const CorePorts *ps, Sbuf *o) {
  /* the core */
  sb_printf(o, "  %s core (\n    .clk(clk),\n    .rst(rst),\n"
               "    .start(core_start),\n    .done(core_done)", core);
  if (f->ret_width) sb_puts(o, ",\n    .ret(core_ret)");
  for (size_t i = 0; i < ps->len; i++) {
    const CorePort *p = &ps->data[i];
    if (own_name(p->name)) continue;
    if (is_reg_port(f, p->name))
      sb_printf(o, ",\n    .%s(arg_%s)", p->name, p->name);
    else if (is_err_port(f, p->name))
      sb_printf(o, ",\n    .%s(core_%s)", p->name, p->name);
    else
      sb_printf(o, ",\n    .%s(%s)", p->name, p->name);
  }
  sb_puts(o, "\n  );\n\n");
}

/* the always block's reset and the AXI4-Lite handshakes */
static void wrapper_handshakes(const Func *f, const char *brk, Sbuf *o) {
  /* the registers */
  sb_puts(o, "  always @(posedge clk) begin\n    if (rst) begin\n"
             "      aw_full <= 1'b0;\n      w_full <= 1'b0;\n"
             "      waddr <= 0;\n      wdata <= 32'd0;\n      wstrb <= 4'd0;\n"
             "      " P "BVALID <= 1'b0;\n      " P "RVALID <= 1'b0;\n"
             "      " P "RDATA <= 32'd0;\n"
             "      ap_start <= 1'b0;\n      ap_done <= 1'b0;\n"
             "      ap_ready <= 1'b0;\n      busy <= 1'b0;\n"
             "      auto_restart <= 1'b0;\n      gie <= 1'b0;\n"
             "      ier <= 2'b00;\n      isr <= 2'b00;\n");
  for (size_t p = 0; p < f->ports.len; p++)
    if (axil_arg_width(f, p))
      sb_printf(o, "      arg_%s%s <= 0;\n", f->ports.data[p].hw, sfx(f, p));
  if (f->ret_width) sb_puts(o, "      ret_r <= 0;\n");
  if (maxi_any(f)) sb_puts(o, "      m_axi_err_r <= 0;\n");
  sb_puts(o, "    end else begin\n"
             "      if (" P "AWVALID & " P "AWREADY) begin\n"
             "        aw_full <= 1'b1;\n        waddr <= " P "AWADDR;\n"
             "      end\n"
             "      if (" P "WVALID & " P "WREADY) begin\n"
             "        w_full <= 1'b1;\n        wdata <= " P "WDATA;\n"
             "        wstrb <= " P "WSTRB;\n      end\n");
  if (!strcmp(brk, "bvalid"))
    sb_puts(o, "      if (" P "BVALID) " P "BVALID <= 1'b0;  // broken on "
               "purpose (HLSC_AXIL_BREAK=bvalid)\n");
  else
    sb_puts(o, "      if (" P "BVALID & " P "BREADY) " P "BVALID <= 1'b0;\n");
  sb_puts(o, "      if (" P "RVALID & " P "RREADY) " P "RVALID <= 1'b0;\n");
  if (!strcmp(brk, "rdata"))
    sb_puts(o, "      if (" P "RVALID & ~" P "RREADY) " P "RDATA <= ~" P
               "RDATA;  // broken on purpose (HLSC_AXIL_BREAK=rdata)\n");
  if (!strcmp(brk, "rvalid"))
    sb_puts(o, "      if (busy & ~" P "RVALID & ~" P "ARVALID) " P
               "RVALID <= 1'b1;  // broken on purpose (HLSC_AXIL_BREAK=rvalid)\n");
}

/* the always block's call, reads and writes (to its end) */
static void wrapper_call_rw(const Func *f, const char *brk, Sbuf *o) {
  unsigned ww = axil_addr_width(f) - 2;
  sb_puts(o, "      // the call: start when asked and idle; done latches ret\n"
             "      if (core_start) begin\n        busy <= 1'b1;\n"
             "        ap_ready <= 1'b1;\n"
             "        if (~auto_restart) ap_start <= 1'b0;\n      end\n"
             "      if (core_done) begin\n        busy <= 1'b0;\n"
             "        ap_done <= 1'b1;\n");
  if (f->ret_width) sb_puts(o, "        ret_r <= core_ret;\n");
  if (maxi_any(f)) sb_puts(o, "        m_axi_err_r <= core_m_axi_err;\n");
  sb_puts(o, "      end\n      isr <= (isr ^ isr_toggle) | isr_set;\n");
  sb_printf(o, "      if (do_read) begin\n        " P "RVALID <= 1'b1;\n"
               "        case (rword)\n"
               "          %u'd0: begin\n"
               "            " P "RDATA <= {24'd0, auto_restart, 3'd0, ap_ready, "
               "ap_idle, ap_done, ap_start};\n"
               "            ap_done <= core_done;  // clear on read\n"
               "            ap_ready <= core_start;\n          end\n"
               "          %u'd1: " P "RDATA <= {31'd0, gie};\n"
               "          %u'd2: " P "RDATA <= {30'd0, ier};\n"
               "          %u'd3: " P "RDATA <= {30'd0, isr};\n",
            ww, ww, ww, ww);
  Sbuf rd = {0}, wr = {0};
  arg_words(f, ww, brk, &rd, &wr);
  sb_puts(o, sb_str(&rd));
  sb_puts(o, "          default: " P "RDATA <= 32'd0;\n        endcase\n"
             "      end\n");
  sb_printf(o, "      if (do_write) begin\n        aw_full <= 1'b0;\n"
               "        w_full <= 1'b0;\n        " P "BVALID <= 1'b1;\n"
               "        case (wword)\n"
               "          %u'd0: if (wstrb[0]) begin\n"
               "            if (wdata[0]) ap_start <= 1'b1;\n"
               "            auto_restart <= wdata[7];\n          end\n"
               "          %u'd1: if (wstrb[0]) gie <= wdata[0];\n"
               "          %u'd2: if (wstrb[0]) ier <= wdata[1:0];\n",
            ww, ww, ww);
  sb_puts(o, sb_str(&wr));
  sb_puts(o, "          default: ;\n        endcase\n      end\n"
             "    end\n  end\nendmodule\n");
  sb_free(&rd);
  sb_free(&wr);
}

static void wrapper(const Func *f, const char *core, const CorePorts *ps,
                    const char *brk, Sbuf *o) {
  wrapper_header(f, core, ps, o);
  wrapper_state(f, brk, o);
  wrapper_core(f, core, ps, o);
  wrapper_handshakes(f, brk, o);
  wrapper_call_rw(f, brk, o);
}

bool axil_wrap(const Func *f, Sbuf *verilog) {
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (!strncmp(pt->hw, P, strlen(P)) || !strcmp(pt->hw, "interrupt") ||
        (pt->kind == PORT_SCALAR && !strncmp(pt->hw, "arg_", 4)) ||
        !strncmp(pt->hw, "core", 4)) {
      diag_error(pt->loc, "parameter '%s' clashes with a name of the AXI4-Lite "
                 "wrapper (--interface s_axilite: s_axi_control_*, interrupt, "
                 "arg_*, core*); rename it", pt->name);
      return false;
    }
  }
  Sbuf core = {0};
  sb_printf(&core, "%s_core", f->hw_name);
  bool ok = modhead_wrap(f, verilog, sb_str(&core), "--interface s_axilite",
                         "HLSC_AXIL_BREAK", wrapper);
  sb_free(&core);
  return ok;
}

/* ---- the C header ---- */

static void upper(const char *s, Sbuf *o) {
  for (; *s; s++) sb_putc(o, (char)toupper((unsigned char)*s));
}

/* The header's accessors of a value wider than 64 bits (w bits at
 * register reg): its ceil(w/32) 32-bit words, least significant first,
 * through an array (set_NAME, get_NAME; hw NULL: get_return only). */
static void wide_accessors(Sbuf *o, const char *n, const char *hw,
                           const char *reg, unsigned w) {
  unsigned k = words_of(w);
  if (hw) {
    sb_printf(o, "/* as %u words, v[0] the least significant */\n", k);
    sb_printf(o, "static inline void %s_set_%s(volatile void *base, "
                 "const uint32_t v[%u]) {\n  for (unsigned k = 0; k < %uu; "
                 "k++) %s_write(base, %s + 4u * k, v[k]);\n}\n",
              n, hw, k, k, n, reg);
  }
  sb_printf(o, "static inline void %s_get_%s(volatile void *base, "
               "uint32_t v[%u]) {\n  for (unsigned k = 0; k < %uu; k++) "
               "v[k] = %s_read(base, %s + 4u * k);\n}\n",
            n, hw ? hw : "return", k, k, n, reg);
}

/* The header's setters and getters of each argument register and the
 * return value's getter (n: the top's name, U: its macro prefix). */
static void accessors(const Func *f, const char *n, const char *U, Sbuf *o) {
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    unsigned w = axil_arg_width(f, p);
    if (!w) continue;
    const char *t = w > 32 ? "uint64_t" : "uint32_t", *x = sfx(f, p);
    Sbuf r = {0};
    sb_printf(&r, "%s_ARG_", U);
    upper(pt->hw, &r);
    upper(x, &r);
    if (axil_arg_is_base(f, p))
      sb_printf(o, "/* the byte address in the AXI4 master's memory of array "
                   "%s's element 0 */\n", pt->name);
    else
      sb_printf(o, "/* %s (%u bits; the bits of the C value, sign or float "
                   "bits included) */\n", pt->name, w);
    if (w > 64) {
      wide_accessors(o, n, pt->hw, sb_str(&r), w);
      sb_free(&r);
      continue;
    }
    sb_printf(o, "static inline void %s_set_%s%s(volatile void *base, %s v) "
                 "{\n", n, pt->hw, x, t);
    for (unsigned k = 0; k < words_of(w); k++)
      sb_printf(o, "  %s_write(base, %s + %uu, (uint32_t)(v >> %u));\n", n,
                sb_str(&r), 4 * k, 32 * k);
    sb_printf(o, "}\nstatic inline %s %s_get_%s%s(volatile void *base) {\n"
                 "  %s v = 0;\n", t, n, pt->hw, x, t);
    for (unsigned k = 0; k < words_of(w); k++)
      sb_printf(o, "  v |= (%s)%s_read(base, %s + %uu) << %u;\n", t, n,
                sb_str(&r), 4 * k, 32 * k);
    sb_puts(o, "  return v;\n}\n");
    sb_free(&r);
  }
  if (f->ret_width > 64) {
    Sbuf r = {0};
    sb_printf(&r, "%s_RETURN", U);
    sb_printf(o, "/* the return value of the last call (%u bits) */\n",
              f->ret_width);
    wide_accessors(o, n, NULL, sb_str(&r), f->ret_width);
    sb_free(&r);
  } else if (f->ret_width) {
    const char *t = f->ret_width > 32 ? "uint64_t" : "uint32_t";
    sb_printf(o, "/* the return value of the last call (%u bits) */\n"
                 "static inline %s %s_get_return(volatile void *base) {\n"
                 "  %s v = 0;\n", f->ret_width, t, n, t);
    for (unsigned k = 0; k < words_of(f->ret_width); k++)
      sb_printf(o, "  v |= (%s)%s_read(base, %s_RETURN + %uu) << %u;\n", t, n,
                U, 4 * k, 32 * k);
    sb_puts(o, "  return v;\n}\n");
  }
}

void axil_c_header(const Func *f, Sbuf *o) {
  const char *n = f->hw_name;
  Sbuf u = {0};
  upper(n, &u);
  const char *U = sb_str(&u);
  sb_printf(o, "/* %s_axil.h - generated by hlsc --interface s_axilite: the "
               "register map of\n * module %s's AXI4-Lite control slave "
               "(s_axi_control) and a bare-metal driver.\n"
               " * Every access is a volatile 32-bit load or store at BASE + "
               "offset. */\n", n, n);
  sb_printf(o, "#ifndef %s_AXIL_H\n#define %s_AXIL_H\n\n#include <stdint.h>\n\n",
            U, U);
  sb_printf(o, "#define %s_CONTROL 0x00u /* control */\n"
               "#define %s_GIE 0x04u     /* global interrupt enable (bit 0) */\n"
               "#define %s_IER 0x08u     /* IP interrupt enable */\n"
               "#define %s_ISR 0x0Cu     /* IP interrupt status (toggle on "
               "write) */\n", U, U, U, U);
  sb_printf(o, "#define %s_CONTROL_START 0x01u        /* R/W, cleared by "
               "the hardware */\n"
               "#define %s_CONTROL_DONE 0x02u         /* R, clear on read */\n"
               "#define %s_CONTROL_IDLE 0x04u         /* R */\n"
               "#define %s_CONTROL_READY 0x08u        /* R, clear on read */\n"
               "#define %s_CONTROL_AUTO_RESTART 0x80u /* R/W */\n"
               "#define %s_INT_DONE 0x01u  /* IER, ISR bit 0 */\n"
               "#define %s_INT_READY 0x02u /* IER, ISR bit 1 */\n",
            U, U, U, U, U, U, U);
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    unsigned w = axil_arg_width(f, p);
    if (!w) continue;
    sb_printf(o, "#define %s_ARG_", U);
    upper(pt->hw, o);
    upper(sfx(f, p), o);
    sb_printf(o, " 0x%02Xu /* %s%s: %u bits, %u word%s, least significant "
                 "first */\n", axil_arg_offset(f, p), pt->name,
              axil_arg_is_base(f, p) ? "'s base address (m_axi)" : "", w,
              words_of(w), words_of(w) > 1 ? "s" : "");
  }
  if (f->ret_width)
    sb_printf(o, "#define %s_RETURN 0x%02Xu /* %u bits, %u word%s, read-only */\n",
              U, axil_ret_offset(f), f->ret_width, words_of(f->ret_width),
              words_of(f->ret_width) > 1 ? "s" : "");
  if (maxi_any(f))
    sb_printf(o, "#define %s_M_AXI_ERR 0x%02Xu /* bit i: the i-th m_axi array "
                 "(parameter order) got SLVERR, DECERR or EXOKAY in the last "
                 "call; read-only */\n", U, axil_err_offset(f));
  sb_printf(o, "\nstatic inline void %s_write(volatile void *base, uint32_t "
               "off, uint32_t v) {\n"
               "  *(volatile uint32_t *)((volatile char *)base + off) = v;\n}\n"
               "static inline uint32_t %s_read(volatile void *base, uint32_t "
               "off) {\n"
               "  return *(volatile uint32_t *)((volatile char *)base + off);\n"
               "}\n", n, n);
  sb_printf(o, "/* starts a call with the arguments set before */\n"
               "static inline void %s_start(volatile void *base) {\n"
               "  %s_write(base, %s_CONTROL, %s_CONTROL_START);\n}\n"
               "/* 1 once the call has finished (reading clears done: call it "
               "until it says 1, once per call) */\n"
               "static inline int %s_is_done(volatile void *base) {\n"
               "  return (%s_read(base, %s_CONTROL) & %s_CONTROL_DONE) != 0;\n}\n"
               "static inline int %s_is_idle(volatile void *base) {\n"
               "  return (%s_read(base, %s_CONTROL) & %s_CONTROL_IDLE) != 0;\n}\n"
               "/* polls until the call has finished */\n"
               "static inline void %s_wait(volatile void *base) {\n"
               "  while (!%s_is_done(base)) {\n  }\n}\n"
               "static inline void %s_enable_interrupt(volatile void *base) {\n"
               "  %s_write(base, %s_IER, %s_INT_DONE);\n"
               "  %s_write(base, %s_GIE, 1u);\n}\n"
               "/* acknowledges the done interrupt */\n"
               "static inline void %s_clear_interrupt(volatile void *base) {\n"
               "  %s_write(base, %s_ISR, %s_read(base, %s_ISR));\n}\n",
            n, n, U, U, n, n, U, U, n, n, U, U, n, n, n, n, U, U, n, U, n, n,
            U, n, U);
  accessors(f, n, U, o);
  if (maxi_any(f))
    sb_printf(o, "/* the m_axi error bits of the last call (0: every AXI4 "
                 "master response was OKAY) */\n"
                 "static inline uint32_t %s_get_m_axi_err(volatile void *base) "
                 "{\n  return %s_read(base, %s_M_AXI_ERR);\n}\n", n, n, U);
  sb_puts(o, "\n#endif\n");
  sb_free(&u);
}

char *axil_header_path(const char *vpath) {
  size_t n = strlen(vpath);
  if (n > 2 && !strcmp(vpath + n - 2, ".v")) n -= 2;
  char *s = xmalloc(n + 8);
  memcpy(s, vpath, n);
  strcpy(s + n, "_axil.h");
  return s;
}
