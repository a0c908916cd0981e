/* blockctl.c - the idle and ready ports of a plain top (blockctl.h). */
#include "blockctl.h"

#include <stdlib.h>
#include <string.h>

bool blockctl_add(const Func *f, Sbuf *verilog) {
  Sbuf head = {0}, busy = {0};
  sb_printf(&head, "module %s (\n", f->hw_name);
  const char *text = sb_str(verilog);
  const char *at = NULL;
  for (const char *s = text; (s = strstr(s, sb_str(&head))); s++)
    if (s == text || s[-1] == '\n') at = s;
  const char *end = at ? strstr(at, "\n);\n") : NULL;
  bool ok = end != NULL;
  if (!ok) {
    diag_error(f->loc, "internal compiler error: the port list of module "
               "'%s' was not found (block-level control)", f->hw_name);
  } else {
    /* a register name that no signal of the text has */
    sb_puts(&busy, "ctl_busy");
    for (unsigned n = 1; strstr(text, sb_str(&busy)); n++) {
      busy.len = 0;
      sb_printf(&busy, "ctl_busy_%u", n);
    }
    const char *b = sb_str(&busy);
    Sbuf out = {0};
    sb_printf(&out, "%.*s,\n  output wire idle,\n  output wire ready\n);\n",
              (int)(end - text), text);
    /* test use only (tests/lib/cli.sh): HLSC_BLOCKCTL_BREAK=idle (idle
     * ignores busy) or =ready (ready one cycle late) shows that cosim's
     * checks fire */
    const char *brk = getenv("HLSC_BLOCKCTL_BREAK");
    bool bad_idle = brk && !strcmp(brk, "idle");
    bool bad_ready = brk && !strcmp(brk, "ready");
    sb_printf(&out, "\n  // block-level control (ap_ctrl_hs): idle from reset "
                    "and after done until start;\n"
                    "  // ready with done (a new call may start in the next "
                    "cycle)\n"
                    "  reg %s;\n", b);
    if (bad_ready) sb_puts(&out, "  reg ready_late;\n");
    sb_printf(&out, "  always @(posedge clk) begin\n"
                    "    if (rst) %s <= 1'b0;\n"
                    "    else if (done) %s <= 1'b0;\n"
                    "    else if (start) %s <= 1'b1;\n", b, b, b);
    if (bad_ready) sb_puts(&out, "    ready_late <= done;\n");
    sb_puts(&out, "  end\n");
    if (bad_idle)
      sb_printf(&out, "  assign idle = ~start;  // broken on purpose "
                      "(HLSC_BLOCKCTL_BREAK=idle; %s unused)\n", b);
    else
      sb_printf(&out, "  assign idle = ~%s & ~start;\n", b);
    sb_puts(&out, bad_ready ? "  assign ready = ready_late;  // broken on "
                              "purpose (HLSC_BLOCKCTL_BREAK=ready)\n"
                            : "  assign ready = done;\n");
    sb_puts(&out, end + 4);
    sb_free(verilog);
    *verilog = out;
  }
  sb_free(&head);
  sb_free(&busy);
  return ok;
}
