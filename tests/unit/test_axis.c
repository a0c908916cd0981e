/* test_axis.c - AXI4-Stream side channels at the top's boundary
 * (rtl/axis.h): the wrapper around a one-line core splits each packed
 * stream word into one port per channel in packing order, for an input
 * (a concatenation into the core) and an output (slices of the core's
 * word), keeps every other port, and leaves a top without side channels
 * alone; axis_connect gives the testbench's slices; a side channel's
 * port name is reserved by the port-name rule. */
#include <string.h>

#include "rtl/axis.h"
#include "rtl/names.h"
#include "test.h"

static Port *port(Func *f, const char *name, PortKind k, unsigned w) {
  Port p;
  memset(&p, 0, sizeof p);
  p.name = arena_strdup(&f->arena, name);
  p.hw = p.name;
  p.kind = k;
  p.width = (uint16_t)w;
  vec_push(&f->ports, p);
  return &f->ports.data[f->ports.len - 1];
}

static void field(Port *p, AxisChan c, unsigned lo, unsigned w) {
  p->fields[p->nfields++] = (AxisField){(uint8_t)c, (uint16_t)lo, (uint16_t)w};
}

static Func *sample(void) {
  Func *f = ir_func_new("top");
  f->hw_name = "top";
  Port *in = port(f, "in", PORT_STREAM_IN, 37);
  field(in, AXIS_DATA, 0, 32);
  field(in, AXIS_KEEP, 32, 4);
  field(in, AXIS_LAST, 36, 1);
  Port *out = port(f, "out", PORT_STREAM_OUT, 9);
  field(out, AXIS_LAST, 0, 1);
  field(out, AXIS_DATA, 1, 8);
  port(f, "k", PORT_SCALAR, 8);
  return f;
}

static const char core_v[] =
    "// header\nmodule top (\n  input wire clk,\n  input wire rst,\n"
    "  input wire start,\n  output reg done,\n"
    "  input wire [36:0] in_tdata,\n  input wire in_tvalid,\n"
    "  output wire in_tready,\n  output wire [8:0] out_tdata,\n"
    "  output wire out_tvalid,\n  input wire out_tready,\n"
    "  input wire [7:0] k\n);\nendmodule\n";

TEST(axis_wrap) {
  Func *f = sample();
  CHECK(axis_wraps(f));
  Sbuf v = {0};
  sb_puts(&v, core_v);
  CHECK(axis_wrap(f, &v));
  const char *t = sb_str(&v);
  CHECK(strstr(t, "module top_axis (\n") != NULL);
  CHECK(strstr(t, "\nmodule top (\n") != NULL);
  /* the input's channels in packing order, then tvalid/tready */
  CHECK(strstr(t, "  input wire [31:0] in_tdata,\n  input wire [3:0] "
                  "in_tkeep,\n  input wire in_tlast,\n  input wire "
                  "in_tvalid,\n") != NULL);
  CHECK(strstr(t, "  output wire out_tlast,\n  output wire [7:0] "
                  "out_tdata,\n  output wire out_tvalid,\n") != NULL);
  CHECK(strstr(t, ".in_tdata({in_tlast, in_tkeep, in_tdata})") != NULL);
  CHECK(strstr(t, "assign out_tlast = axis_out_word[0:0];") != NULL);
  CHECK(strstr(t, "assign out_tdata = axis_out_word[8:1];") != NULL);
  CHECK(strstr(t, ".out_tdata(axis_out_word)") != NULL);
  CHECK(strstr(t, ".k(k)") != NULL);
  CHECK(strstr(t, "in_tstrb") == NULL);
  Sbuf c = {0};
  axis_connect(&c, &f->ports.data[0], "w0");
  CHECK(!strcmp(sb_str(&c), ",\n    .in_tdata(w0[0 +: 32]),\n    "
                            ".in_tkeep(w0[32 +: 4]),\n    .in_tlast(w0[36 "
                            "+: 1])"));
  sb_free(&c);
  sb_free(&v);
  ir_func_free(f);
}

TEST(axis_plain_untouched) {
  Func *f = ir_func_new("top");
  f->hw_name = "top";
  port(f, "in", PORT_STREAM_IN, 37);
  CHECK(!axis_wraps(f));
  Sbuf v = {0};
  sb_puts(&v, core_v);
  CHECK(axis_wrap(f, &v));
  CHECK(!strcmp(sb_str(&v), core_v));
  sb_free(&v);
  ir_func_free(f);
}

TEST(axis_names_reserved) {
  Func *f = sample();
  port(f, "in_tkeep", PORT_SCALAR, 8);
  rtl_name_ports(f);
  CHECK(!strcmp(f->ports.data[3].hw, "in_tkeep_1"));
  CHECK(!strcmp(f->ports.data[2].hw, "k"));
  ir_func_free(f);
}
