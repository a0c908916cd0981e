/* axis.c - the top's AXI4-Stream side-channel ports (axis.h says what it
 * promises). */
#include "axis.h"

#include <stdlib.h>
#include <string.h>

#include "modhead.h"

/* The port of f whose packed word is core port `name` (NULL: none). */
static const Port *split_port(const Func *f, const char *name) {
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    size_t n = strlen(pt->hw);
    if (pt->nfields && ir_port_is_stream(pt) && !strncmp(name, pt->hw, n) &&
        !strcmp(name + n, "_tdata"))
      return pt;
  }
  return NULL;
}

void axis_connect(Sbuf *o, const Port *pt, const char *word) {
  for (unsigned i = 0; i < pt->nfields; i++) {
    const AxisField *fl = &pt->fields[i];
    sb_printf(o, ",\n    .%s_t%s(%s[%u +: %u])", pt->hw,
              ir_axis_chan_name((AxisChan)fl->chan), word, fl->lo, fl->width);
  }
}

/* The channel of output pt that HLSC_AXIS_BREAK=brk breaks (-1: none):
 * the first output with side channels only. */
static int broken_field(const Func *f, const Port *pt, const char *brk) {
  const Port *first = NULL;
  for (size_t p = 0; p < f->ports.len && !first; p++)
    if (f->ports.data[p].nfields && f->ports.data[p].kind == PORT_STREAM_OUT)
      first = &f->ports.data[p];
  if (first != pt) return -1;
  for (unsigned i = 0; i < pt->nfields; i++) {
    bool data = pt->fields[i].chan == AXIS_DATA;
    if ((!strcmp(brk, "data") && data) || (!strcmp(brk, "side") && !data))
      return (int)i;
  }
  return -1;
}

static void wrapper(const Func *f, const char *core, const CorePorts *ps,
                    const char *brk, Sbuf *o) {
  sb_printf(o, "\n// %s: the AXI4-Stream side channels of %s's packed stream "
               "words (hlsc.h's HLSC_AXIS).\nmodule %s (\n", f->hw_name, core,
            f->hw_name);
  for (size_t i = 0; i < ps->len; i++) {
    const CorePort *cp = &ps->data[i];
    const Port *pt = split_port(f, cp->name);
    const char *dir = cp->input ? "input" : "output";
    if (!pt) {
      sb_printf(o, "%s  %s wire ", i ? ",\n" : "", dir);
      modhead_range(o, cp->width);
      sb_puts(o, cp->name);
      continue;
    }
    for (unsigned k = 0; k < pt->nfields; k++) {
      sb_printf(o, "%s  %s wire ", i || k ? ",\n" : "", dir);
      modhead_range(o, pt->fields[k].width);
      sb_printf(o, "%s_t%s", pt->hw,
                ir_axis_chan_name((AxisChan)pt->fields[k].chan));
    }
  }
  sb_puts(o, "\n);\n");
  bool broken = false;
  for (size_t i = 0; i < ps->len; i++) {
    const Port *pt = split_port(f, ps->data[i].name);
    if (!pt || pt->kind != PORT_STREAM_OUT) continue;
    sb_printf(o, "  wire [%u:0] axis_%s_word;\n", pt->width - 1u, pt->hw);
    int bf = broken_field(f, pt, brk);
    for (unsigned k = 0; k < pt->nfields; k++) {
      const AxisField *fl = &pt->fields[k];
      const char *ch = ir_axis_chan_name((AxisChan)fl->chan);
      sb_printf(o, "  assign %s_t%s = axis_%s_word[%u:%u]", pt->hw, ch, pt->hw,
                fl->lo + fl->width - 1u, fl->lo);
      if ((int)k == bf) {
        if (fl->width > 1) sb_printf(o, " ^ {{%u{1'b0}}, ", fl->width - 1u);
        else sb_puts(o, " ^ (");
        sb_printf(o, "axis_flip & %s_tvalid & ~%s_tready%s;"
                     "  // broken on purpose (HLSC_AXIS_BREAK=%s)\n",
                  pt->hw, pt->hw, fl->width > 1 ? "}" : ")", brk);
        broken = true;
      } else {
        sb_puts(o, ";\n");
      }
    }
  }
  if (broken)
    sb_puts(o, "  reg axis_flip;\n  always @(posedge clk) axis_flip <= rst ? "
               "1'b0 : ~axis_flip;\n");
  sb_printf(o, "  %s core (", core);
  for (size_t i = 0; i < ps->len; i++) {
    const CorePort *cp = &ps->data[i];
    const Port *pt = split_port(f, cp->name);
    sb_printf(o, "%s\n    .%s(", i ? "," : "", cp->name);
    if (!pt) {
      sb_printf(o, "%s)", cp->name);
    } else if (pt->kind == PORT_STREAM_OUT) {
      sb_printf(o, "axis_%s_word)", pt->hw);
    } else {
      sb_puts(o, "{");
      for (unsigned k = pt->nfields; k-- > 0;)
        sb_printf(o, "%s_t%s%s", pt->hw,
                  ir_axis_chan_name((AxisChan)pt->fields[k].chan),
                  k ? ", " : "})");
    }
  }
  sb_puts(o, "\n  );\nendmodule\n");
}

bool axis_wraps(const Func *f) {
  for (size_t p = 0; p < f->ports.len; p++)
    if (f->ports.data[p].nfields && ir_port_is_stream(&f->ports.data[p]))
      return true;
  return false;
}

bool axis_wrap(const Func *f, Sbuf *verilog) {
  if (!axis_wraps(f)) return true;
  Sbuf core = {0};
  sb_printf(&core, "%s_axis", f->hw_name);
  bool ok = modhead_wrap(f, verilog, sb_str(&core),
                         "AXI4-Stream side channels", "HLSC_AXIS_BREAK",
                         wrapper);
  sb_free(&core);
  return ok;
}
