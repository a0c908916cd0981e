/* print.c - the text form of a network (grammar in net.h). */
#include "net.h"

static void indent(Sbuf *out, unsigned depth) {
  for (unsigned i = 0; i < depth; i++) sb_puts(out, "  ");
}

static void print_loc(SrcLoc loc, Sbuf *out) {
  if (loc.line == 0) return;
  sb_puts(out, " !");
  if (loc.file) {
    sb_putc(out, '"');
    for (const char *s = loc.file; *s; s++) {
      if (*s == '\n') {
        sb_puts(out, "\\n");
        continue;
      }
      if (*s == '"' || *s == '\\') sb_putc(out, '\\');
      sb_putc(out, *s);
    }
    sb_puts(out, "\":");
  }
  sb_printf(out, "%u:%u", loc.line, loc.col);
}

void net_print_end(const Net *n, NetEnd e, Sbuf *out) {
  const NetPort *p = net_end_port(n, e);
  if (e.unit == NET_BOUNDARY)
    sb_puts(out, "self");
  else if (e.unit < n->units.len)
    sb_printf(out, "@%s", n->units.data[e.unit].name);
  else
    sb_puts(out, "@?");
  sb_printf(out, ".%s", p ? p->name : "?");
}

static void print_port(const NetPort *p, bool boundary, unsigned depth,
                       Sbuf *out) {
  indent(out, depth);
  sb_printf(out, "%s %s%s : i%u\n", p->dir == NET_IN ? "in" : "out",
            boundary ? "@" : "", p->name, p->width);
}

static void print_region(const Net *n, unsigned depth, Sbuf *out);

static void print_unit(const NetUnit *u, unsigned depth, Sbuf *out) {
  indent(out, depth);
  sb_printf(out, "unit @%s %s", u->name,
            u->kind == NET_FREE_RUNNING ? "free-running" : "terminating");
  if (u->func != NET_NOBODY) sb_printf(out, " body %u", u->func);
  print_loc(u->loc, out);
  sb_puts(out, " {\n");
  for (size_t i = 0; i < u->ports.len; i++)
    print_port(&u->ports.data[i], false, depth + 1, out);
  if (u->sub) print_region(u->sub, depth + 1, out);
  indent(out, depth);
  sb_puts(out, "}\n");
}

static void print_chan(const Net *n, const NetChan *c, unsigned depth,
                       Sbuf *out) {
  indent(out, depth);
  sb_printf(out, "chan @%s : i%u depth %u", c->name, c->width, c->depth);
  for (size_t i = 0; i < c->writers.len; i++) {
    sb_puts(out, " writer ");
    net_print_end(n, c->writers.data[i], out);
  }
  for (size_t i = 0; i < c->readers.len; i++) {
    sb_puts(out, " reader ");
    net_print_end(n, c->readers.data[i], out);
  }
  print_loc(c->loc, out);
  sb_putc(out, '\n');
}

/* depth is the indentation: two levels per nested region. A cyclic
 * structure (rejected by net_verify) would not end, so printing stops at
 * the nesting the parser accepts. */
static void print_region(const Net *n, unsigned depth, Sbuf *out) {
  indent(out, depth);
  if (depth / 2 >= NET_MAX_NEST) {
    sb_puts(out, "; nested too deep\n");
    return;
  }
  sb_printf(out, "region @%s {\n", n->name);
  for (size_t i = 0; i < n->ports.len; i++)
    print_port(&n->ports.data[i], true, depth + 1, out);
  for (size_t i = 0; i < n->units.len; i++)
    print_unit(&n->units.data[i], depth + 1, out);
  for (size_t i = 0; i < n->chans.len; i++)
    print_chan(n, &n->chans.data[i], depth + 1, out);
  indent(out, depth);
  sb_puts(out, "}\n");
}

void net_print(const Net *n, Sbuf *out) { print_region(n, 0, out); }
