/* modhead.c - a module's port list in hlsc's Verilog text (modhead.h). */
#include "modhead.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *modhead_find(const char *text, const char *name) {
  Sbuf head = {0};
  sb_printf(&head, "module %s (\n", name);
  const char *at = NULL;
  for (const char *s = text; (s = strstr(s, sb_str(&head))); s++)
    if (s == text || s[-1] == '\n') at = s;
  sb_free(&head);
  return at;
}

/* Parses the lines between "module NAME (" and ");". */
bool modhead_parse(const char *text, CorePorts *out) {
  for (const char *l = text; *l;) {
    const char *nl = strchr(l, '\n');
    size_t n = nl ? (size_t)(nl - l) : strlen(l);
    char line[512];
    if (n >= sizeof line) return false;
    memcpy(line, l, n);
    line[n] = 0;
    l = nl ? nl + 1 : l + n;
    if (!strcmp(line, ");")) return true;
    CorePort p = {0};
    p.partial = strstr(line, "lint_off") != NULL;
    /* drop comments and the comma */
    char clean[512];
    size_t k = 0;
    for (const char *c = line; *c;) {
      if (c[0] == '/' && c[1] == '*') {
        const char *e = strstr(c + 2, "*/");
        if (!e) return false;
        c = e + 2;
        continue;
      }
      if (*c != ',') clean[k++] = *c;
      c++;
    }
    clean[k] = 0;
    char dir[16], kind[16], a[256], b[256];
    int got = sscanf(clean, "%15s %15s %255s %255s", dir, kind, a, b);
    if (got < 3) continue;
    p.input = !strcmp(dir, "input");
    if (!p.input && strcmp(dir, "output")) continue;
    p.width = 1;
    const char *name = a;
    if (a[0] == '[') {
      unsigned hi = 0;
      if (got < 4 || sscanf(a, "[%u:0]", &hi) != 1) return false;
      p.width = hi + 1;
      name = b;
    }
    p.name = xstrdup(name);
    vec_push(out, p);
  }
  return false;
}

void modhead_free(CorePorts *ps) {
  for (size_t i = 0; i < ps->len; i++) free(ps->data[i].name);
  vec_free(ps);
}

bool modhead_wrap(const Func *f, Sbuf *verilog, const char *core,
                  const char *what, const char *break_env, ModWrapFn wrap) {
  Sbuf head = {0};
  sb_printf(&head, "module %s (\n", f->hw_name);
  const char *text = sb_str(verilog);
  const char *at = modhead_find(text, f->hw_name);
  CorePorts ps = {0};
  bool ok = at && !modhead_find(text, core) &&
            modhead_parse(at + head.len, &ps);
  if (!ok) {
    diag_error(f->loc, "%s: cannot wrap module '%s' (a module '%s' exists, "
               "or internal: its port list was not found)", what,
               f->hw_name, core);
  } else {
    const char *brk = getenv(break_env);
    Sbuf out = {0};
    sb_printf(&out, "%.*smodule %s (\n", (int)(at - text), text, core);
    sb_puts(&out, at + head.len);
    wrap(f, core, &ps, brk ? brk : "", &out);
    sb_free(verilog);
    *verilog = out;
  }
  modhead_free(&ps);
  sb_free(&head);
  return ok;
}

void modhead_range(Sbuf *s, unsigned w) {
  if (w > 1) sb_printf(s, "[%u:0] ", w - 1);
}

void modhead_port_decl(Sbuf *o, const CorePort *p) {
  bool waive = p->partial && p->input;
  sb_printf(o, ",\n  %s%s wire ",
            waive ? "/* verilator lint_off UNUSED */ " : "",
            p->input ? "input" : "output");
  modhead_range(o, p->width);
  sb_puts(o, p->name);
  if (waive) sb_puts(o, " /* verilator lint_on UNUSED */");
}
