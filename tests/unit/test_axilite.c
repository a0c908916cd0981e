/* test_axilite.c - the AXI4-Lite register map (rtl/axilite.h): argument
 * words from 0x10 in parameter order (streams and arrays take none), the
 * return value's words after them, the address width, the header's file
 * name; the wrapper around a one-line core keeps the core's stream ports
 * and connects the scalar to its register; a parameter named like a
 * wrapper port is refused. And block-level control (rtl/blockctl.h) adds
 * idle and ready to the top module only. */
#include <stdlib.h>
#include <string.h>

#include "rtl/axilite.h"
#include "rtl/blockctl.h"
#include "test.h"

static void port(Func *f, const char *name, PortKind k, unsigned w) {
  Port p;
  memset(&p, 0, sizeof p);
  p.name = arena_strdup(&f->arena, name);
  p.hw = p.name;
  p.kind = k;
  p.width = (uint16_t)w;
  vec_push(&f->ports, p);
}

static Func *sample(void) {
  Func *f = ir_func_new("top");
  f->hw_name = "top";
  f->ret_width = 40;
  port(f, "a", PORT_SCALAR, 8);
  port(f, "s", PORT_STREAM_IN, 16);
  port(f, "b", PORT_SCALAR, 64);
  port(f, "c", PORT_SCALAR, 33);
  return f;
}

TEST(axilite_map) {
  Func *f = sample();
  CHECK_EQ_INT(axil_arg_offset(f, 0), 0x10);
  CHECK_EQ_INT(axil_arg_offset(f, 2), 0x14);
  CHECK_EQ_INT(axil_arg_offset(f, 3), 0x1c);
  CHECK_EQ_INT(axil_ret_offset(f), 0x24);
  CHECK_EQ_INT(axil_addr_width(f), 6); /* the map ends at 0x2c */
  char *h = axil_header_path("out/top.v");
  CHECK(!strcmp(h, "out/top_axil.h"));
  free(h);
  h = axil_header_path("design");
  CHECK(!strcmp(h, "design_axil.h"));
  free(h);
  ir_func_free(f);
}

static const char core_v[] =
    "// header\nmodule top (\n  input wire clk,\n  input wire rst,\n"
    "  input wire start,\n  output reg done,\n  output reg [39:0] ret,\n"
    "  input wire [7:0] a,\n  input wire [15:0] s_tdata,\n"
    "  input wire s_tvalid,\n  output wire s_tready,\n"
    "  input wire [63:0] b,\n  input wire [32:0] c\n);\nendmodule\n";

TEST(axilite_wrap) {
  Func *f = sample();
  Sbuf v = {0};
  sb_puts(&v, core_v);
  CHECK(axil_wrap(f, &v));
  const char *t = sb_str(&v);
  CHECK(strstr(t, "module top_core (\n") != NULL);
  CHECK(strstr(t, "module top (\n") != NULL);
  CHECK(strstr(t, "  input wire [15:0] s_tdata") != NULL);
  CHECK(strstr(t, "    .s_tready(s_tready)") != NULL);
  CHECK(strstr(t, "    .c(arg_c)") != NULL);
  CHECK(strstr(t, "reg [32:0] arg_c;") != NULL);
  /* c's second word (0x20) holds its bit 32 */
  CHECK(strstr(t, "4'd8: s_axi_control_RDATA <= {31'd0, arg_c[32:32]};") !=
        NULL);
  sb_free(&v);
  ir_func_free(f);

  f = ir_func_new("top");
  f->hw_name = "top";
  port(f, "interrupt", PORT_SCALAR, 8);
  sb_puts(&v, core_v);
  int before = diag_errors();
  CHECK(!axil_wrap(f, &v));
  CHECK(diag_errors() > before);
  diag_reset();
  sb_free(&v);
  ir_func_free(f);
}

/* An AXI4 master array's base address is a 64-bit register in parameter
 * order (two words), and the core's A_base port is no longer a port of
 * the wrapper; the maxi wrapper's m_axi_err is a read-only register after
 * the return value. */
TEST(axilite_maxi_base) {
  Func *f = ir_func_new("top");
  f->hw_name = "top";
  port(f, "a", PORT_MEM, 32);
  f->ports.data[0].maxi = true;
  port(f, "k", PORT_SCALAR, 8);
  port(f, "m", PORT_MEM, 32); /* an on-chip interface array: no register */
  CHECK_EQ_INT(axil_arg_width(f, 0), 64);
  CHECK(axil_arg_is_base(f, 0));
  CHECK_EQ_INT(axil_arg_width(f, 2), 0);
  CHECK_EQ_INT(axil_arg_offset(f, 0), 0x10);
  CHECK_EQ_INT(axil_arg_offset(f, 1), 0x18);
  CHECK_EQ_INT(axil_ret_offset(f), 0x1c);
  CHECK_EQ_INT(axil_err_offset(f), 0x1c);
  Sbuf v = {0};
  sb_puts(&v, "module top (\n  input wire clk,\n  input wire rst,\n"
              "  input wire start,\n  output reg done,\n"
              "  output wire m_axi_err,\n"
              "  input wire [63:0] a_base,\n  input wire [7:0] k\n);\n"
              "endmodule\n");
  CHECK(axil_wrap(f, &v));
  const char *t = sb_str(&v);
  CHECK(strstr(t, "    .a_base(arg_a_base)") != NULL);
  CHECK(strstr(t, "reg [63:0] arg_a_base;") != NULL);
  CHECK(strstr(t, "3'd5: s_axi_control_RDATA <= arg_a_base[63:32];") != NULL);
  CHECK(strstr(strstr(t, "module top ("), "input wire [63:0] a_base") == NULL);
  CHECK(strstr(strstr(t, "module top ("), "output wire m_axi_err") == NULL);
  CHECK(strstr(t, "    .m_axi_err(core_m_axi_err)") != NULL);
  CHECK(strstr(t, "3'd7: s_axi_control_RDATA <= {31'd0, m_axi_err_r[0:0]};") !=
        NULL);
  sb_free(&v);
  axil_c_header(f, &v);
  t = sb_str(&v);
  CHECK(strstr(t, "#define TOP_ARG_A_BASE 0x10u") != NULL);
  CHECK(strstr(t, "#define TOP_ARG_K 0x18u") != NULL);
  CHECK(strstr(t, "#define TOP_M_AXI_ERR 0x1Cu") != NULL);
  CHECK(strstr(t, "static inline uint32_t top_get_m_axi_err(volatile void "
                  "*base)") != NULL);
  CHECK(strstr(t, "static inline void top_set_a_base(volatile void *base, "
                  "uint64_t v)") != NULL);
  sb_free(&v);
  ir_func_free(f);
}

TEST(blockctl_top_only) {
  Func *f = ir_func_new("top");
  f->hw_name = "top";
  Sbuf v = {0};
  sb_puts(&v, "module top_inner (\n  input wire clk\n);\nendmodule\n");
  sb_puts(&v, core_v);
  CHECK(blockctl_add(f, &v));
  const char *t = sb_str(&v);
  CHECK(strstr(t, "module top_inner (\n  input wire clk\n);\n") != NULL);
  CHECK(strstr(t, "  input wire [32:0] c,\n  output wire idle,\n"
                  "  output wire ready\n);\n") != NULL);
  CHECK(strstr(t, "assign idle = ~ctl_busy & ~start;") != NULL);
  CHECK(strstr(t, "assign ready = done;") != NULL);
  sb_free(&v);
  ir_func_free(f);
}
