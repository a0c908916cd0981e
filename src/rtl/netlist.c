/* netlist.c - building the RTL netlist, its statistics, and freeing it. */
#include "netlist.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

RtlDesign *rtl_design_new(const char *name) {
  RtlDesign *d = xcalloc(1, sizeof *d);
  d->name = arena_strdup(&d->arena, name);
  d->header = "";
  return d;
}

char *rtl_strdup(RtlDesign *d, const char *s) {
  return arena_strdup(&d->arena, s);
}

char *rtl_printf(RtlDesign *d, const char *fmt, ...) {
  va_list ap;
  Sbuf b = {0};
  va_start(ap, fmt);
  sb_vprintf(&b, fmt, ap);
  va_end(ap);
  char *s = arena_strdup(&d->arena, sb_str(&b));
  sb_free(&b);
  return s;
}

SigId rtl_sig(RtlDesign *d, const char *name, uint32_t width, SigKind kind,
              const char *comment) {
  if (width == 0) ICE("zero-width signal %s", name);
  RtlSig s = {rtl_strdup(d, name), width, kind, false, false, PORT_NO,
              comment ? rtl_strdup(d, comment) : NULL};
  vec_push(&d->sigs, s);
  return (SigId)(d->sigs.len - 1);
}

void rtl_assign(RtlDesign *d, SigId s, const char *expr) {
  RtlAssign a = {s, rtl_strdup(d, expr)};
  vec_push(&d->assigns, a);
}

uint32_t rtl_unit_new(RtlDesign *d, const char *name, const char *state_name) {
  RtlUnit u;
  memset(&u, 0, sizeof u);
  u.name = rtl_strdup(d, name);
  /* Width fixed once all states exist (see rtl_state_new). */
  u.state = rtl_sig(d, state_name, 1, SIG_REG, "FSM state");
  u.reset = "";
  u.pre = "";
  vec_push(&d->units, u);
  return (uint32_t)(d->units.len - 1);
}

unsigned rtl_state_bits(size_t nstates) {
  unsigned b = ceil_log2(nstates);
  return b ? b : 1;
}

uint32_t rtl_state_new(RtlDesign *d, uint32_t unit, const char *name,
                       const char *comment) {
  RtlUnit *u = &d->units.data[unit];
  RtlState s = {rtl_strdup(d, name), comment ? rtl_strdup(d, comment) : NULL,
                ""};
  vec_push(&u->states, s);
  rtl_sigp(d, u->state)->width = rtl_state_bits(u->states.len);
  return (uint32_t)(u->states.len - 1);
}

void rtl_proc(RtlDesign *d, const char *comment, const char *body) {
  RtlProc p = {false, comment ? rtl_strdup(d, comment) : NULL,
               rtl_strdup(d, body)};
  vec_push(&d->procs, p);
}

void rtl_proc_free(RtlDesign *d, const char *comment, const char *body) {
  rtl_proc(d, comment, body);
  d->procs.data[d->procs.len - 1].free = true;
}

/* Verilog-2005 reserved words (IEEE 1364-2005, Annex B) plus the names the
 * writer itself uses for ports. */
static const char *const reserved[] = {
    "always", "and", "assign", "automatic", "begin", "buf", "bufif0",
    "bufif1", "case", "casex", "casez", "cell", "cmos", "config", "deassign",
    "default", "defparam", "design", "disable", "edge", "else", "end",
    "endcase", "endconfig", "endfunction", "endgenerate", "endmodule",
    "endprimitive", "endspecify", "endtable", "endtask", "event", "for",
    "force", "forever", "fork", "function", "generate", "genvar", "highz0",
    "highz1", "if", "ifnone", "incdir", "include", "initial", "inout",
    "input", "instance", "integer", "join", "large", "liblist", "library",
    "localparam", "macromodule", "medium", "module", "nand", "negedge",
    "nmos", "nor", "noshowcancelled", "not", "notif0", "notif1", "or",
    "output", "parameter", "pmos", "posedge", "primitive", "pull0", "pull1",
    "pulldown", "pullup", "pulsestyle_onevent", "pulsestyle_ondetect",
    "rcmos", "real", "realtime", "reg", "release", "repeat", "rnmos",
    "rpmos", "rtran", "rtranif0", "rtranif1", "scalared", "showcancelled",
    "signed", "small", "specify", "specparam", "strong0", "strong1",
    "supply0", "supply1", "table", "task", "time", "tran", "tranif0",
    "tranif1", "tri", "tri0", "tri1", "triand", "trior", "trireg",
    "unsigned", "use", "uwire", "vectored", "wait", "wand", "weak0", "weak1",
    "while", "wire", "wor", "xnor", "xor", "clk", "rst", "start", "done",
    "ret", "state", "bit", "logic", "int", "byte", "do", "break", "continue",
    "return", "void", "string", "type", "class", "final", "local", "const"};

char *rtl_ident_part(RtlDesign *d, const char *text) {
  Sbuf b = {0};
  if (!text || !*text) text = "v";
  for (const char *p = text; *p; p++) {
    unsigned char c = (unsigned char)*p;
    sb_putc(&b, isalnum(c) || c == '_' ? (char)c : '_');
  }
  char *s = rtl_strdup(d, sb_str(&b));
  sb_free(&b);
  return s;
}

bool rtl_reserved_word(const char *s) {
  for (size_t i = 0; i < ARRAY_LEN(reserved); i++)
    if (!strcmp(s, reserved[i])) return true;
  return false;
}

char *rtl_ident(RtlDesign *d, const char *text) {
  Sbuf b = {0};
  if (!text || !*text) text = "v";
  if (isdigit((unsigned char)text[0])) sb_putc(&b, '_');
  sb_puts(&b, rtl_ident_part(d, text));
  for (size_t i = 0; i < ARRAY_LEN(reserved); i++)
    if (!strcmp(sb_str(&b), reserved[i])) {
      sb_putc(&b, '_');
      break;
    }
  char *s = rtl_strdup(d, sb_str(&b));
  sb_free(&b);
  return s;
}

void rtl_stats(const RtlDesign *d, RtlStats *out) {
  memset(out, 0, sizeof *out);
  if (!d) return;
  for (size_t u = 0; u < d->units.len; u++)
    out->nstates += (uint32_t)d->units.data[u].states.len;
  for (size_t i = 0; i < d->sigs.len; i++) {
    const RtlSig *s = &d->sigs.data[i];
    if (s->kind != SIG_REG || !s->datapath) continue;
    out->nregs++;
    out->reg_bits += s->width;
  }
  out->nmems = (uint32_t)d->mems.len;
  for (size_t m = 0; m < d->mems.len; m++)
    out->mem_bits += (uint64_t)d->mems.data[m].width * d->mems.data[m].depth;
  out->ndividers = d->ndividers;
}

void rtl_design_free(RtlDesign *d) {
  if (!d) return;
  for (size_t u = 0; u < d->units.len; u++) vec_free(&d->units.data[u].states);
  vec_free(&d->units);
  vec_free(&d->sigs);
  vec_free(&d->assigns);
  vec_free(&d->mems);
  vec_free(&d->procs);
  arena_free(&d->arena);
  free(d);
}
