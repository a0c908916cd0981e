/* names.c - the Verilog names of the top's module and ports (names.h). */
#include "names.h"

#include <stdlib.h>
#include <string.h>

/* IEEE 1800-2017 Annex B (a superset of 1364-2005's), then hlsc's own
 * module ports and the internal names the writer uses literally. */
static const char *const reserved[] = {
    "accept_on", "alias", "always", "always_comb", "always_ff",
    "always_latch", "and", "assert", "assign", "assume", "automatic",
    "before", "begin", "bind", "bins", "binsof", "bit", "break", "buf",
    "bufif0", "bufif1", "byte", "case", "casex", "casez", "cell", "chandle",
    "checker", "class", "clocking", "cmos", "config", "const", "constraint",
    "context", "continue", "cover", "covergroup", "coverpoint", "cross",
    "deassign", "default", "defparam", "design", "disable", "dist", "do",
    "edge", "else", "end", "endcase", "endchecker", "endclass",
    "endclocking", "endconfig", "endfunction", "endgenerate", "endgroup",
    "endinterface", "endmodule", "endpackage", "endprimitive",
    "endprogram", "endproperty", "endspecify", "endsequence", "endtable",
    "endtask", "enum", "event", "eventually", "expect", "export", "extends",
    "extern", "final", "first_match", "for", "force", "foreach", "forever",
    "fork", "forkjoin", "function", "generate", "genvar", "global",
    "highz0", "highz1", "if", "iff", "ifnone", "ignore_bins",
    "illegal_bins", "implements", "implies", "import", "incdir", "include",
    "initial", "inout", "input", "inside", "instance", "int", "integer",
    "interconnect", "interface", "intersect", "join", "join_any",
    "join_none", "large", "let", "liblist", "library", "local",
    "localparam", "logic", "longint", "macromodule", "matches", "medium",
    "modport", "module", "nand", "negedge", "nettype", "new", "nexttime",
    "nmos", "nor", "noshowcancelled", "not", "notif0", "notif1", "null",
    "or", "output", "package", "packed", "parameter", "pmos", "posedge",
    "primitive", "priority", "program", "property", "protected", "pull0",
    "pull1", "pulldown", "pullup", "pulsestyle_ondetect",
    "pulsestyle_onevent", "pure", "rand", "randc", "randcase",
    "randsequence", "rcmos", "real", "realtime", "ref", "reg", "reject_on",
    "release", "repeat", "restrict", "return", "rnmos", "rpmos", "rtran",
    "rtranif0", "rtranif1", "s_always", "s_eventually", "s_nexttime",
    "s_until", "s_until_with", "scalared", "sequence", "shortint",
    "shortreal", "showcancelled", "signed", "small", "soft", "solve",
    "specify", "specparam", "static", "string", "strong", "strong0",
    "strong1", "struct", "super", "supply0", "supply1", "sync_accept_on",
    "sync_reject_on", "table", "tagged", "task", "this", "throughout",
    "time", "timeprecision", "timeunit", "tran", "tranif0", "tranif1",
    "tri", "tri0", "tri1", "triand", "trior", "trireg", "type", "typedef",
    "union", "unique", "unique0", "unsigned", "until", "until_with",
    "untyped", "use", "uwire", "var", "vectored", "virtual", "void",
    "wait", "wait_order", "wand", "weak", "weak0", "weak1", "while",
    "wildcard", "wire", "with", "within", "wor", "xnor", "xor",
    /* hlsc */
    "clk", "rst", "start", "done", "ret", "en", "state",
    /* block-level control (blockctl.h) */
    "idle", "ready"};

bool rtl_reserved_word(const char *s) {
  for (size_t i = 0; i < ARRAY_LEN(reserved); i++)
    if (!strcmp(s, reserved[i])) return true;
  return false;
}

const char *const *rtl_port_suffixes(PortKind k) {
  static const char *const scalar[] = {"", NULL};
  static const char *const stream[] = {"_tdata", "_tvalid", "_tready", NULL};
  static const char *const mem[] = {"_addr", "_ce", "_we", "_wdata",
                                    "_rdata", NULL};
  static const char *const none[] = {NULL};
  switch (k) {
  case PORT_SCALAR: return scalar;
  case PORT_STREAM_IN:
  case PORT_STREAM_OUT: return stream;
  case PORT_MEM: return mem;
  default: return none;
  }
}

const char *const *rtl_port_suffixes_of(const Port *p) {
  static const char *const axis[] = {"_tdata", "_tvalid", "_tready",
                                     "_tkeep", "_tstrb",  "_tuser",
                                     "_tid",   "_tdest",  "_tlast", NULL};
  if (p->nfields && ir_port_is_stream(p)) return axis;
  return rtl_port_suffixes(p->kind);
}

/* Rule 1: [A-Za-z0-9_] kept, any other byte as _HH; never empty. */
static void mangle(const char *s, Sbuf *out) {
  if (!s || !*s) s = "arg";
  if (*s >= '0' && *s <= '9') sb_putc(out, '_');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                (c >= '0' && c <= '9') || c == '_';
    if (keep) sb_putc(out, (char)c);
    else sb_printf(out, "_%02x", c);
  }
}

typedef VEC(const char *) Names;

static void sb_clear(Sbuf *b) {
  b->len = 0;
  if (b->s) b->s[0] = 0;
}

static bool taken(const Names *t, const char *s) {
  for (size_t i = 0; i < t->len; i++)
    if (!strcmp(t->data[i], s)) return true;
  return false;
}

/* Rule 3's test: base is free when it and all its ports are. */
static bool base_free(const Names *t, const char *base,
                      const char *const *sfx, Sbuf *tmp) {
  if (rtl_reserved_word(base)) return false;
  for (; *sfx; sfx++) {
    sb_clear(tmp);
    sb_printf(tmp, "%s%s", base, *sfx);
    if (rtl_reserved_word(sb_str(tmp)) || taken(t, sb_str(tmp))) return false;
  }
  return true;
}

void rtl_name_ports(Func *f) {
  Sbuf b = {0}, c = {0}, tmp = {0};
  mangle(f->name, &b);
  sb_puts(&c, sb_str(&b));
  for (unsigned n = 1; rtl_reserved_word(sb_str(&c)); n++) {
    sb_clear(&c);
    sb_printf(&c, "%s_%u", sb_str(&b), n);
  }
  f->hw_name = arena_strdup(&f->arena, sb_str(&c));
  Names t = {0};
  vec_push(&t, f->hw_name); /* Verilator: a port must not hide the module */
  for (size_t p = 0; p < f->ports.len; p++) {
    Port *pt = &f->ports.data[p];
    const char *const *sfx = rtl_port_suffixes_of(pt);
    sb_clear(&b);
    mangle(pt->name, &b);
    sb_clear(&c);
    sb_puts(&c, sb_str(&b));
    for (unsigned n = 1; !base_free(&t, sb_str(&c), sfx, &tmp); n++) {
      sb_clear(&c);
      sb_printf(&c, "%s_%u", sb_str(&b), n);
    }
    pt->hw = arena_strdup(&f->arena, sb_str(&c));
    for (; *sfx; sfx++) {
      sb_clear(&tmp);
      sb_printf(&tmp, "%s%s", pt->hw, *sfx);
      vec_push(&t, arena_strdup(&f->arena, sb_str(&tmp)));
    }
  }
  vec_free(&t);
  sb_free(&b);
  sb_free(&c);
  sb_free(&tmp);
}
