/* print.c - printf in hardware: in co-simulation a raw record that hlsc
 * renders with the program's own C format (exact), otherwise a readable
 * $write of the format converted to Verilog; synthesis ignores both. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

static void put_char(Sbuf *o, char c) {
  unsigned char u = (unsigned char)c;
  if (c == '\n') sb_puts(o, "\\n");
  else if (c == '\t') sb_puts(o, "\\t");
  else if (c == '\\') sb_puts(o, "\\\\");
  else if (c == '"') sb_puts(o, "\\\"");
  else if (c == '%') sb_puts(o, "%%");
  else if (u < 0x20 || u >= 0x7f) sb_printf(o, "\\%03o", u);
  else sb_putc(o, c);
}

/* Converts one C conversion at *pp (after '%') to Verilog; returns the
 * argument text to pass, or NULL when the conversion takes none. */
static const char *conversion(Arch *A, const char **pp, Sbuf *fmt,
                              const Opnd *args, uint32_t nargs, uint32_t *ai) {
  const char *p = *pp;
  bool left = false;
  while (*p && strchr("-+ #0", *p)) left |= *p++ == '-';
  const char *count = p; /* width and precision */
  while (isdigit((unsigned char)*p) || *p == '.') p++;
  int ncount = (int)(p - count);
  while (*p && strchr("hlLqjzt", *p)) p++;
  char c = *p ? *p++ : '%';
  *pp = p;
  if (c == '%') {
    sb_puts(fmt, "%%");
    return NULL;
  }
  if (*ai >= nargs) {
    sb_puts(fmt, "?");
    return NULL;
  }
  const Opnd *a = &args[(*ai)++];
  switch (c) {
  case 'd': case 'i':
    sb_puts(fmt, "%0d");
    return rtl_printf(A->d, "$signed(%s)", a->text);
  case 'x': case 'X': case 'p': sb_puts(fmt, "%0h"); return a->text;
  case 'o': sb_puts(fmt, "%0o"); return a->text;
  case 'c': /* C prints the low byte; Verilog's %c wants exactly 8 bits */
    sb_puts(fmt, "%c");
    return arch_resize(A, *a, 8);
  case 'f': case 'F': case 'e': case 'E': case 'g': case 'G':
    /* a double's bits: Verilog's %f, %e and %g take a width and a
     * precision as C's do (without C's default precision 6 they would
     * print as many digits: give it) */
    sb_printf(fmt, "%%%s%.*s%s%c", left ? "-" : "", ncount, count,
              memchr(count, '.', (size_t)ncount) ? "" : ".6",
              (char)tolower((unsigned char)c));
    return rtl_printf(A->d, "$bitstoreal(%s)", a->text);
  case 'a': case 'A': sb_puts(fmt, "%0h"); return a->text;
  default: sb_puts(fmt, "%0d"); return a->text;
  }
}

static void put_write(Arch *A, Sbuf *o, const Print *pr, const Opnd *args) {
  Sbuf fmt = {0}, list = {0};
  uint32_t ai = 0;
  for (const char *p = pr->fmt; *p;) {
    if (*p != '%') {
      put_char(&fmt, *p++);
      continue;
    }
    p++;
    const char *arg = conversion(A, &p, &fmt, args, pr->nargs, &ai);
    if (arg) sb_printf(&list, ", %s", arg);
  }
  /* Arguments the format does not show still appear, so none is unused. */
  for (; ai < pr->nargs; ai++) sb_printf(&list, ", %s", args[ai].text);
  if (fmt.len || list.len)
    sb_printf(o, "$write(\"%s\"%s);\n", sb_str(&fmt), sb_str(&list));
  sb_free(&fmt);
  sb_free(&list);
}

void arch_prints(Arch *A, Sbuf *o, ValId v) {
  const Val *x = ir_cval(A->f, v);
  if (x->imm >= A->f->prints.len) ICE("print %%%u names no record", v);
  const Print *pr = &A->f->prints.data[x->imm];
  uint32_t step = (uint32_t)A->s->cycle[v];
  Opnd *args = xcalloc(x->nargs + 1, sizeof *args);
  for (uint32_t i = 0; i < x->nargs; i++)
    args[i] = arch_operand(A, x->block, step, x->args[i]);
  SrcLoc l = ir_loc(A->f, v);
  if (l.line) sb_printf(o, "// printf at line %u\n", l.line);
  sb_puts(o, "`ifdef HLSC_COSIM\n$display(\"@hlsc-print %0d");
  for (uint32_t i = 0; i < x->nargs; i++) sb_puts(o, " %h");
  sb_printf(o, "\", %llu", (unsigned long long)x->imm);
  for (uint32_t i = 0; i < x->nargs; i++) sb_printf(o, ", %s", args[i].text);
  sb_puts(o, ");\n`else\n`ifndef SYNTHESIS\n");
  put_write(A, o, pr, args);
  sb_puts(o, "`endif\n`endif\n");
  free(args);
}
