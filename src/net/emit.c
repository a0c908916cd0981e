/* emit.c - the Verilog of a region (net.h): one module that instantiates
 * each unit's module and one FIFO module per channel, and gathers the
 * units' `done` into its own.
 *
 * A channel of depth N >= 1 is a FIFO module of N words whose `in_ready`
 * and `out_valid` come from its own registers: no combinational path
 * crosses it, so a stall does not ripple from one unit into the next. A
 * depth-0 channel is a wire (the writer's valid and data go to the reader,
 * the reader's ready back). A channel from or to the region's boundary is
 * the boundary port itself. */
#include <string.h>

#include "net.h"

static unsigned clog2(uint64_t n) {
  unsigned b = 0;
  while ((1ull << b) < n) b++;
  return b;
}

static void range(Sbuf *o, uint32_t w) {
  if (w > 1) sb_printf(o, "[%u:0] ", w - 1);
}

void net_fifo_name(uint32_t width, uint32_t depth, Sbuf *out) {
  sb_printf(out, "hlsc_fifo_w%u_d%u", width, depth);
}

/* A FIFO of `depth` >= 1 words of `width` bits. */
void net_emit_fifo(uint32_t width, uint32_t depth, Sbuf *o) {
  Sbuf name = {0};
  net_fifo_name(width, depth, &name);
  sb_printf(o, "// FIFO channel: %u words of %u bits; in_ready and out_valid "
               "are registered\nmodule %s (\n", depth, width, sb_str(&name));
  sb_puts(o, "  input wire clk,\n  input wire rst,\n  input wire ");
  range(o, width);
  sb_puts(o, "in_data,\n  input wire in_valid,\n  output wire in_ready,\n"
             "  output wire ");
  range(o, width);
  sb_puts(o, "out_data,\n  output wire out_valid,\n  input wire out_ready\n"
             ");\n");
  sb_puts(o, "  wire push = in_valid & in_ready;\n"
             "  wire pop = out_valid & out_ready;\n  reg ");
  range(o, width);
  if (depth == 1) {
    sb_puts(o, "word;\n  reg full;\n  assign in_ready = ~full;\n"
               "  assign out_valid = full;\n  assign out_data = word;\n"
               "  always @(posedge clk) begin\n"
               "    if (rst) full <= 1'b0;\n"
               "    else if (push) full <= 1'b1;\n"
               "    else if (pop) full <= 1'b0;\n"
               "    if (push) word <= in_data;\n  end\nendmodule\n\n");
    sb_free(&name);
    return;
  }
  unsigned aw = clog2(depth), cw = clog2((uint64_t)depth + 1);
  sb_printf(o, "words [0:%u];\n", depth - 1);
  sb_printf(o, "  reg [%u:0] rd;\n  reg [%u:0] wr;\n  reg [%u:0] count;\n",
            aw - 1, aw - 1, cw - 1);
  sb_printf(o, "  assign in_ready = count != %u'd%u;\n", cw, depth);
  sb_printf(o, "  assign out_valid = count != %u'd0;\n", cw);
  sb_puts(o, "  assign out_data = words[rd];\n");
  Sbuf step[2] = {{0}, {0}};
  const char *ptr[2] = {"rd", "wr"};
  for (int k = 0; k < 2; k++) {
    if ((depth & (depth - 1)) == 0)
      sb_printf(&step[k], "%s + %u'd1", ptr[k], aw);
    else
      sb_printf(&step[k], "%s == %u'd%u ? %u'd0 : %s + %u'd1", ptr[k], aw,
                depth - 1, aw, ptr[k], aw);
  }
  sb_printf(o, "  always @(posedge clk) begin\n"
               "    if (rst) begin\n"
               "      rd <= %u'd0;\n      wr <= %u'd0;\n      count <= %u'd0;\n"
               "    end else begin\n"
               "      if (pop) rd <= %s;\n"
               "      if (push) wr <= %s;\n"
               "      if (push & ~pop) count <= count + %u'd1;\n"
               "      else if (pop & ~push) count <= count - %u'd1;\n"
               "    end\n"
               "    if (push) words[wr] <= in_data;\n"
               "  end\nendmodule\n\n",
            aw, aw, cw, sb_str(&step[0]), sb_str(&step[1]), cw, cw);
  sb_free(&step[0]);
  sb_free(&step[1]);
  sb_free(&name);
}

/* The signal a unit's stream port connects to, for one of the three
 * handshake parts (0 data, 1 valid, 2 ready). */
static void chan_sig(const Net *n, uint32_t ci, bool writer_side, int part,
                     Sbuf *o) {
  static const char *const axis[] = {"_tdata", "_tvalid", "_tready"};
  const NetChan *c = &n->chans.data[ci];
  NetEnd other = writer_side ? c->readers.data[0] : c->writers.data[0];
  if (other.unit == NET_BOUNDARY) {
    sb_printf(o, "%s%s", n->ports.data[other.port].name, axis[part]);
    return;
  }
  static const char *const wside[] = {"_wdata", "_wvalid", "_wready"};
  static const char *const rside[] = {"_rdata", "_rvalid", "_rready"};
  sb_printf(o, "ch_%s%s", c->name, writer_side ? wside[part] : rside[part]);
}

static void emit_ports(const Net *n, const char *decls, Sbuf *o) {
  sb_printf(o, "module %s (\n  input wire clk,\n  input wire rst,\n"
               "  input wire start,\n  output reg done", n->name);
  for (size_t i = 0; i < n->ports.len; i++) {
    const NetPort *p = &n->ports.data[i];
    bool in = p->dir == NET_IN;
    sb_printf(o, ",\n  %s wire ", in ? "input" : "output");
    range(o, p->width);
    sb_printf(o, "%s_tdata,\n  %s wire %s_tvalid,\n  %s wire %s_tready",
              p->name, in ? "input" : "output", p->name,
              in ? "output" : "input", p->name);
  }
  sb_printf(o, "%s\n);\n\n", decls);
}

static void emit_chans(const Net *n, Sbuf *o) {
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *c = &n->chans.data[i];
    if (!net_chan_internal(c)) continue;
    sb_printf(o, "  // channel %s: %u bits, depth %u, ", c->name, c->width,
              c->depth);
    net_print_end(n, c->writers.data[0], o);
    sb_puts(o, " -> ");
    net_print_end(n, c->readers.data[0], o);
    sb_putc(o, '\n');
    for (int side = 0; side < 2; side++) {
      const char *s = side ? "r" : "w";
      sb_puts(o, "  wire ");
      range(o, c->width);
      sb_printf(o, "ch_%s_%sdata;\n  wire ch_%s_%svalid;\n"
                   "  wire ch_%s_%sready;\n",
                c->name, s, c->name, s, c->name, s);
    }
    if (c->depth == 0) {
      sb_printf(o, "  assign ch_%s_rdata = ch_%s_wdata;\n"
                   "  assign ch_%s_rvalid = ch_%s_wvalid;\n"
                   "  assign ch_%s_wready = ch_%s_rready;\n\n",
                c->name, c->name, c->name, c->name, c->name, c->name);
      continue;
    }
    Sbuf f = {0};
    net_fifo_name(c->width, c->depth, &f);
    sb_printf(o, "  %s c_%s (\n    .clk(clk),\n    .rst(rst),\n"
                 "    .in_data(ch_%s_wdata),\n    .in_valid(ch_%s_wvalid),\n"
                 "    .in_ready(ch_%s_wready),\n"
                 "    .out_data(ch_%s_rdata),\n    .out_valid(ch_%s_rvalid),\n"
                 "    .out_ready(ch_%s_rready)\n  );\n\n",
              sb_str(&f), c->name, c->name, c->name, c->name, c->name,
              c->name, c->name);
    sb_free(&f);
  }
}

/* The channel one of unit u's ports is an endpoint of, and on which side. */
static uint32_t chan_at(const Net *n, uint32_t u, uint32_t p, bool *writer) {
  for (uint32_t i = 0; i < n->chans.len; i++) {
    const NetChan *c = &n->chans.data[i];
    NetEnd w = c->writers.data[0], r = c->readers.data[0];
    if (w.unit == u && w.port == p) return *writer = true, i;
    if (r.unit == u && r.port == p) return *writer = false, i;
  }
  return UINT32_MAX; /* net_verify rules this out */
}

static void emit_units(const Net *n, const NetUnitHw *hw, Sbuf *o) {
  static const char *const axis[] = {"_tdata", "_tvalid", "_tready"};
  for (uint32_t u = 0; u < n->units.len; u++) {
    const NetUnit *un = &n->units.data[u];
    sb_printf(o, "  // process %s (%s)\n  wire u_%s_done;\n", un->name,
              un->kind == NET_FREE_RUNNING ? "free-running" : "terminating",
              un->name);
    sb_printf(o, "  %s u_%s (\n    .clk(clk),\n    .rst(rst),\n"
                 "    .start(start & ~busy),\n    .done(u_%s_done)",
              hw[u].module, un->name, un->name);
    for (uint32_t p = 0; p < un->ports.len; p++) {
      bool writer = false;
      uint32_t ci = chan_at(n, u, p, &writer);
      for (int part = 0; part < 3; part++) {
        sb_printf(o, ",\n    .%s%s(", un->ports.data[p].name, axis[part]);
        chan_sig(n, ci, writer, part, o);
        sb_putc(o, ')');
      }
    }
    sb_printf(o, "%s\n  );\n\n", hw[u].extra ? hw[u].extra : "");
  }
}

/* done: one cycle after every unit has raised its own done since start. */
static void emit_done(const Net *n, Sbuf *o) {
  uint32_t nu = (uint32_t)n->units.len;
  sb_puts(o, "  // the region is done once every process has finished\n");
  sb_puts(o, "  reg ");
  range(o, nu);
  sb_puts(o, "fin;\n  wire ");
  range(o, nu);
  sb_puts(o, "fin_now = fin | {");
  for (uint32_t u = nu; u-- > 0;)
    sb_printf(o, "u_%s_done%s", n->units.data[u].name, u ? ", " : "");
  sb_printf(o, "};\n"
             "  always @(posedge clk) begin\n"
             "    done <= 1'b0;\n"
             "    if (rst) begin\n"
             "      busy <= 1'b0;\n      fin <= {%u{1'b0}};\n"
             "    end else if (~busy) begin\n"
             "      if (start) busy <= 1'b1;\n"
             "    end else if (&fin_now) begin\n"
             "      busy <= 1'b0;\n      fin <= {%u{1'b0}};\n"
             "      done <= 1'b1;\n"
             "    end else begin\n"
             "      fin <= fin_now;\n"
             "    end\n  end\n\n", nu, nu);
}

void net_emit_verilog(const Net *n, const char *decls, const NetUnitHw *hw,
                      Sbuf *out) {
  emit_ports(n, decls ? decls : "", out);
  sb_puts(out, "  reg busy; // between start and done\n\n");
  emit_chans(n, out);
  emit_units(n, hw, out);
  emit_done(n, out);
  sb_puts(out, "endmodule\n");
}
