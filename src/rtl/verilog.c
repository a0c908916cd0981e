/* verilog.c - prints an RTL netlist as one Verilog-2005 module.
 *
 * The layout is fixed so the output is byte-identical for equal netlists:
 * header comment, ports, state names, declarations, memory contents,
 * continuous assigns, one clocked block per unit, per memory and per
 * process, each in netlist order. */
#include <string.h>

#include "netlist.h"

/* Prints each line of a multi-line body with the given indentation. */
static void put_body(Sbuf *o, const char *body, const char *indent) {
  const char *p = body;
  while (p && *p) {
    const char *nl = strchr(p, '\n');
    size_t n = nl ? (size_t)(nl - p) : strlen(p);
    if (n) {
      sb_puts(o, indent);
      sb_printf(o, "%.*s", (int)n, p);
    }
    sb_putc(o, '\n');
    p = nl ? nl + 1 : p + n;
  }
}

/* Prints a continuous assign. A long expression (a memory port's
 * multiplexer over hundreds of states) is folded at spaces after column
 * WRAP_COLUMN: whitespace between tokens is all Verilog sees, and tools
 * limit the tokens on one line (Verilator: 40,000). Expressions hold no
 * comments; a string literal is never folded. */
enum { WRAP_COLUMN = 100 };

static void put_assign(Sbuf *o, const char *name, const char *expr) {
  size_t start = o->len;
  sb_printf(o, "  assign %s = ", name);
  size_t col = o->len - start;
  bool quoted = false;
  for (const char *p = expr; *p; p++) {
    if (*p == '"' && (p == expr || p[-1] != '\\')) quoted = !quoted;
    if (*p == ' ' && !quoted && col >= WRAP_COLUMN) {
      sb_puts(o, "\n      ");
      col = 6;
      continue;
    }
    sb_putc(o, *p);
    col++;
  }
  sb_puts(o, ";\n");
}

static void put_range(Sbuf *o, uint32_t width) {
  if (width > 1) sb_printf(o, " [%u:0]", width - 1);
}

static void put_ports(const RtlDesign *d, Sbuf *o) {
  sb_printf(o, "module %s (\n", d->name);
  sb_puts(o, "  input wire clk,\n  input wire rst,\n  input wire start,\n");
  sb_puts(o, "  output reg done");
  if (d->ret_width) {
    sb_puts(o, ",\n  output reg");
    put_range(o, d->ret_width);
    sb_puts(o, " ret");
  }
  for (size_t i = 0; i < d->sigs.len; i++) {
    const RtlSig *s = &d->sigs.data[i];
    if (s->port == PORT_NO) continue;
    sb_printf(o, ",\n  %s%s %s",
              s->partial ? "/* verilator lint_off UNUSED */ " : "",
              s->port == PORT_INPUT ? "input" : "output",
              s->kind == SIG_REG ? "reg" : "wire");
    put_range(o, s->width);
    sb_printf(o, " %s", s->name);
    if (s->partial) sb_puts(o, " /* verilator lint_on UNUSED */");
  }
  sb_puts(o, "\n);\n");
}

static void put_state_names(const RtlDesign *d, Sbuf *o) {
  for (size_t u = 0; u < d->units.len; u++) {
    const RtlUnit *un = &d->units.data[u];
    uint32_t w = d->sigs.data[un->state].width;
    sb_printf(o, "\n  // states of unit %s\n", un->name);
    for (size_t s = 0; s < un->states.len; s++) {
      const RtlState *st = &un->states.data[s];
      sb_puts(o, "  localparam");
      put_range(o, w);
      sb_printf(o, " %s = %u'd%zu;", st->name, w, s);
      if (st->comment) sb_printf(o, "  // %s", st->comment);
      sb_putc(o, '\n');
    }
  }
}

static void put_decl(Sbuf *o, const RtlSig *s) {
  if (s->port != PORT_NO) return;
  if (s->partial) sb_puts(o, "  /* verilator lint_off UNUSED */\n");
  sb_puts(o, s->kind == SIG_REG ? "  reg" : "  wire");
  put_range(o, s->width);
  sb_printf(o, " %s;", s->name);
  if (s->comment) sb_printf(o, "  // %s", s->comment);
  sb_putc(o, '\n');
  if (s->partial) sb_puts(o, "  /* verilator lint_on UNUSED */\n");
}

static void put_mem_decl(Sbuf *o, const RtlMem *m) {
  if (m->external) return;
  /* An array the program never reads is kept (it is the C global) but
   * draws no lint warning. */
  bool read = m->logic || (m->port[0].used && m->port[0].read) ||
              (m->port[1].used && m->port[1].read);
  if (!read) sb_puts(o, "  /* verilator lint_off UNUSED */\n");
  sb_puts(o, "  reg");
  put_range(o, m->width);
  sb_printf(o, " %s [0:%llu];", m->name, (unsigned long long)(m->depth - 1));
  if (m->comment) sb_printf(o, "  // %s", m->comment);
  sb_putc(o, '\n');
  if (!read) sb_puts(o, "  /* verilator lint_on UNUSED */\n");
  if (!m->init) return;
  /* Yosys takes initial blocks as memory contents. */
  sb_puts(o, "  initial begin\n");
  unsigned nl = (m->width + 63) / 64; /* limbs a word (netlist.h) */
  for (uint64_t i = 0; i < m->depth; i++) {
    sb_printf(o, "    %s[%llu] = %u'h", m->name, (unsigned long long)i,
              m->width);
    if (nl == 1)
      sb_printf(o, "%llx",
                (unsigned long long)(m->init[i] & mask_bits(m->width)));
    else
      sb_hex_words(o, m->init + i * nl, nl);
    sb_puts(o, ";\n");
  }
  sb_puts(o, "  end\n");
}

static void put_unit(const RtlDesign *d, Sbuf *o, const RtlUnit *u) {
  const char *state = d->sigs.data[u->state].name;
  sb_printf(o, "\n  // controller of unit %s\n", u->name);
  sb_puts(o, "  always @(posedge clk) begin\n    if (rst) begin\n");
  sb_printf(o, "      %s <= %s;\n", state, u->states.data[u->idle].name);
  put_body(o, u->reset, "      ");
  sb_puts(o, "    end else begin\n");
  put_body(o, u->pre, "      ");
  if (d->enable) sb_printf(o, "      if (%s)\n", d->enable);
  sb_printf(o, "      case (%s)\n", state);
  for (size_t s = 0; s < u->states.len; s++) {
    const RtlState *st = &u->states.data[s];
    sb_printf(o, "        %s: begin\n", st->name);
    put_body(o, st->body, "          ");
    sb_puts(o, "        end\n");
  }
  sb_printf(o, "        default: %s <= %s;\n", state,
            u->states.data[u->idle].name);
  sb_puts(o, "      endcase\n    end\n  end\n");
}

static void put_mem_block(const RtlDesign *d, Sbuf *o, const RtlMem *m) {
  const RtlSig *sg = d->sigs.data;
  if (m->external || m->logic) return;
  sb_printf(o, "\n  // memory %s: synchronous read-first ports\n", m->name);
  sb_puts(o, "  always @(posedge clk) begin\n");
  if (d->enable) sb_printf(o, "    if (%s) begin\n", d->enable);
  for (int p = 0; p < 2; p++) {
    const RtlMemPort *pt = &m->port[p];
    if (pt->used && pt->write)
      sb_printf(o, "    if (%s) %s[%s] <= %s;\n", sg[pt->we].name, m->name,
                sg[pt->addr].name, sg[pt->wdata].name);
  }
  for (int p = 0; p < 2; p++) {
    const RtlMemPort *pt = &m->port[p];
    if (pt->used && pt->read && pt->has_re)
      sb_printf(o, "    if (%s) %s <= %s[%s];\n", sg[pt->re].name,
                sg[pt->q].name, m->name, sg[pt->addr].name);
    else if (pt->used && pt->read)
      sb_printf(o, "    %s <= %s[%s];\n", sg[pt->q].name, m->name,
                sg[pt->addr].name);
  }
  if (d->enable) sb_puts(o, "    end\n");
  sb_puts(o, "  end\n");
}

void rtl_emit_verilog(const RtlDesign *d, Sbuf *o) {
  sb_puts(o, d->header);
  put_ports(d, o);
  put_state_names(d, o);
  sb_puts(o, "\n  // signals\n");
  for (size_t i = 0; i < d->sigs.len; i++) put_decl(o, &d->sigs.data[i]);
  if (d->mems.len) sb_puts(o, "\n  // memories\n");
  for (size_t m = 0; m < d->mems.len; m++) put_mem_decl(o, &d->mems.data[m]);
  if (d->assigns.len) sb_puts(o, "\n  // combinational datapath\n");
  for (size_t i = 0; i < d->assigns.len; i++) {
    const RtlAssign *a = &d->assigns.data[i];
    put_assign(o, d->sigs.data[a->sig].name, a->expr);
  }
  for (size_t u = 0; u < d->units.len; u++) put_unit(d, o, &d->units.data[u]);
  for (size_t m = 0; m < d->mems.len; m++)
    put_mem_block(d, o, &d->mems.data[m]);
  for (size_t p = 0; p < d->procs.len; p++) {
    const RtlProc *pr = &d->procs.data[p];
    sb_printf(o, "\n  // %s\n", pr->comment ? pr->comment : "pipeline");
    sb_puts(o, "  always @(posedge clk) begin\n");
    bool gate = d->enable && !pr->free;
    if (gate) sb_printf(o, "    if (%s) begin\n", d->enable);
    put_body(o, pr->body, gate ? "      " : "    ");
    if (gate) sb_puts(o, "    end\n");
    sb_puts(o, "  end\n");
  }
  sb_puts(o, "\nendmodule\n");
}
