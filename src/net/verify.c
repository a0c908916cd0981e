/* verify.c - checks the invariants net.h lists, for a region and every
 * region nested in it; reports every broken one, not only the first. */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "net.h"

typedef struct V {
  Sbuf *err;
  bool ok;
  VEC(const Net *) stack; /* the regions being checked, outermost first */
  VEC(const Net *) seen;  /* every region met so far */
} V;

PRINTF_LIKE(4, 5)
static void report(V *v, const Net *n, SrcLoc loc, const char *fmt, ...) {
  v->ok = false;
  if (loc.line && loc.file)
    sb_printf(v->err, "%s:%u:%u: ", loc.file, loc.line, loc.col ? loc.col : 1);
  else if (loc.line)
    sb_printf(v->err, "%u:%u: ", loc.line, loc.col ? loc.col : 1);
  sb_printf(v->err, "error: region @%s: ", n->name);
  va_list ap;
  va_start(ap, fmt);
  sb_vprintf(v->err, fmt, ap);
  va_end(ap);
  sb_putc(v->err, '\n');
}

static const SrcLoc noloc;

static bool ident(const char *s) {
  if (!s || !*s || (*s >= '0' && *s <= '9')) return false;
  for (; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
          (*s >= '0' && *s <= '9') || *s == '_'))
      return false;
  return true;
}

/* One port's name and width; owner names the port's owner ("boundary
 * port", "unit @u's port"). */
static void check_port(V *v, const Net *n, const NetPort *p, const char *owner,
                       SrcLoc loc) {
  if (!ident(p->name))
    report(v, n, loc, "%s name '%s' is not an identifier", owner,
           p->name ? p->name : "");
  else if (p->width < 1 || p->width > NET_MAX_WIDTH)
    report(v, n, loc, "%s %s is %u bits wide (1..%d)", owner, p->name, p->width,
           NET_MAX_WIDTH);
}

/* Names are identifiers and distinct; widths and depths in range. */
static void check_names(V *v, const Net *n) {
  if (!ident(n->name))
    report(v, n, noloc, "the region's name is not an identifier");
  VEC(const char *) names = {0};
  VEC(SrcLoc) locs = {0};
  for (size_t i = 0; i < n->ports.len; i++) {
    check_port(v, n, &n->ports.data[i], "boundary port", noloc);
    vec_push(&names, n->ports.data[i].name);
    vec_push(&locs, noloc);
  }
  for (size_t i = 0; i < n->units.len; i++) {
    const NetUnit *u = &n->units.data[i];
    if (!ident(u->name))
      report(v, n, u->loc, "unit name '%s' is not an identifier", u->name);
    Sbuf owner = {0};
    sb_printf(&owner, "unit @%s's port", u->name);
    for (size_t j = 0; j < u->ports.len; j++) {
      check_port(v, n, &u->ports.data[j], sb_str(&owner), u->loc);
      for (size_t k = 0; k < j; k++)
        if (strcmp(u->ports.data[j].name, u->ports.data[k].name) == 0)
          report(v, n, u->loc, "unit @%s has two ports named %s", u->name,
                 u->ports.data[j].name);
    }
    sb_free(&owner);
    vec_push(&names, u->name);
    vec_push(&locs, u->loc);
  }
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *c = &n->chans.data[i];
    if (!ident(c->name))
      report(v, n, c->loc, "channel name '%s' is not an identifier", c->name);
    if (c->width < 1 || c->width > NET_MAX_WIDTH)
      report(v, n, c->loc, "channel @%s is %u bits wide (1..%d)", c->name,
             c->width, NET_MAX_WIDTH);
    if (c->depth > NET_MAX_DEPTH)
      report(v, n, c->loc, "channel @%s has depth %u (0..%d)", c->name,
             c->depth, NET_MAX_DEPTH);
    vec_push(&names, c->name);
    vec_push(&locs, c->loc);
  }
  for (size_t i = 0; i < names.len; i++)
    for (size_t j = 0; j < i; j++)
      if (ident(names.data[i]) && strcmp(names.data[i], names.data[j]) == 0) {
        report(v, n, locs.data[i], "the name @%s is declared twice",
               names.data[i]);
        break;
      }
  vec_free(&names);
  vec_free(&locs);
}

/* "@u.p" or "self.p" in a static buffer-free way: appended to a scratch. */
static const char *end_text(const Net *n, NetEnd e, Sbuf *scratch) {
  scratch->len = 0;
  sb_puts(scratch, "");
  net_print_end(n, e, scratch);
  return sb_str(scratch);
}

/* Checks one end of channel c and counts its use; uses[] holds a counter
 * per boundary port, then per port of unit 0, unit 1, ... (at base[u]). */
static void check_end(V *v, const Net *n, const NetChan *c, NetEnd e,
                      bool writer, uint32_t *uses, const size_t *base) {
  const char *role = writer ? "writer" : "reader";
  const NetPort *p = net_end_port(n, e);
  Sbuf s = {0};
  const char *et = end_text(n, e, &s);
  if (!p) {
    report(v, n, c->loc, "channel @%s's %s %s does not exist", c->name, role,
           et);
  } else {
    bool boundary = e.unit == NET_BOUNDARY;
    /* a writer drives the channel: a unit's output or the region's input */
    NetDir want = (writer != boundary) ? NET_OUT : NET_IN;
    if (p->dir != want)
      report(v, n, c->loc, "channel @%s's %s %s is %s %s port", c->name, role,
             et, boundary ? "the region's" : "an",
             p->dir == NET_IN ? "input" : "output");
    if (p->width != c->width)
      report(v, n, c->loc, "channel @%s is i%u but its %s %s is i%u", c->name,
             c->width, role, et, p->width);
    uses[boundary ? e.port : base[e.unit] + e.port]++;
  }
  sb_free(&s);
}

/* How many writers or readers a channel has, with the list when not 1. */
static void check_count(V *v, const Net *n, const NetChan *c, bool writer) {
  size_t k = writer ? c->writers.len : c->readers.len;
  const NetEnd *ends = writer ? c->writers.data : c->readers.data;
  const char *role = writer ? "writer" : "reader";
  if (k == 1) return;
  if (k == 0) {
    report(v, n, c->loc, "channel @%s has no %s", c->name, role);
    return;
  }
  Sbuf s = {0}, list = {0};
  for (size_t i = 0; i < k; i++)
    sb_printf(&list, "%s%s", i ? ", " : "", end_text(n, ends[i], &s));
  report(v, n, c->loc, "channel @%s has %zu %ss: %s", c->name, k, role,
         sb_str(&list));
  sb_free(&s);
  sb_free(&list);
}

/* Every port on exactly one channel. */
static void check_uses(V *v, const Net *n, const uint32_t *uses,
                       const size_t *base) {
  for (size_t i = 0; i < n->ports.len; i++) {
    const NetPort *p = &n->ports.data[i];
    if (uses[i] != 1)
      report(v, n, noloc, "the region's %s %s is %s %u channels",
             p->dir == NET_IN ? "input" : "output", p->name,
             p->dir == NET_IN ? "read by" : "written by", uses[i]);
  }
  for (size_t u = 0; u < n->units.len; u++) {
    const NetUnit *un = &n->units.data[u];
    for (size_t i = 0; i < un->ports.len; i++) {
      uint32_t k = uses[base[u] + i];
      if (k == 0)
        report(v, n, un->loc, "unit @%s's port %s is not connected", un->name,
               un->ports.data[i].name);
      else if (k > 1)
        report(v, n, un->loc, "unit @%s's port %s is on %u channels", un->name,
               un->ports.data[i].name, k);
    }
  }
}

static void check_chans(V *v, const Net *n) {
  size_t *base = xcalloc(n->units.len + 1, sizeof *base);
  size_t total = n->ports.len;
  for (size_t u = 0; u < n->units.len; u++) {
    base[u] = total;
    total += n->units.data[u].ports.len;
  }
  uint32_t *uses = xcalloc(total + 1, sizeof *uses);
  for (size_t i = 0; i < n->chans.len; i++) {
    const NetChan *c = &n->chans.data[i];
    check_count(v, n, c, true);
    check_count(v, n, c, false);
    for (size_t j = 0; j < c->writers.len; j++)
      check_end(v, n, c, c->writers.data[j], true, uses, base);
    for (size_t j = 0; j < c->readers.len; j++)
      check_end(v, n, c, c->readers.data[j], false, uses, base);
    for (size_t j = 0; j < c->writers.len; j++)
      for (size_t k = 0; k < c->readers.len; k++) {
        NetEnd w = c->writers.data[j], r = c->readers.data[k];
        if (w.unit == r.unit && w.port == r.port) {
          Sbuf s = {0};
          report(v, n, c->loc, "channel @%s joins %s to itself", c->name,
                 end_text(n, w, &s));
          sb_free(&s);
        }
      }
  }
  check_uses(v, n, uses, base);
  free(uses);
  free(base);
}

static bool listed(const Net *const *list, size_t len, const Net *n) {
  for (size_t i = 0; i < len; i++)
    if (list[i] == n) return true;
  return false;
}

/* A nested region's boundary matches its unit's ports, one for one. */
static void check_boundary(V *v, const Net *n, const NetUnit *u) {
  const Net *s = u->sub;
  if (s->ports.len != u->ports.len) {
    report(v, n, u->loc, "unit @%s has %zu ports but its region @%s has %zu",
           u->name, u->ports.len, s->name, s->ports.len);
    return;
  }
  for (size_t i = 0; i < u->ports.len; i++) {
    const NetPort *a = &u->ports.data[i], *b = &s->ports.data[i];
    if (strcmp(a->name, b->name) != 0 || a->dir != b->dir ||
        a->width != b->width)
      report(v, n, u->loc,
             "unit @%s's port %s (%s i%u) does not match port %zu of its "
             "region @%s: %s (%s i%u)",
             u->name, a->name, a->dir == NET_IN ? "in" : "out", a->width, i,
             s->name, b->name, b->dir == NET_IN ? "in" : "out", b->width);
  }
}

static void check_region(V *v, const Net *n);

static void check_units(V *v, const Net *n) {
  for (size_t i = 0; i < n->units.len; i++) {
    const NetUnit *u = &n->units.data[i];
    if (!u->sub) continue;
    if (u->func != NET_NOBODY)
      report(v, n, u->loc, "unit @%s has both a body (%u) and a region",
             u->name, u->func);
    if (listed(v->stack.data, v->stack.len, u->sub)) {
      report(v, n, u->loc,
             "unit @%s's region @%s is the region itself or one of its "
             "ancestors",
             u->name, u->sub->name);
      continue;
    }
    if (listed(v->seen.data, v->seen.len, u->sub)) {
      report(v, n, u->loc, "unit @%s's region @%s is nested under two units",
             u->name, u->sub->name);
      continue;
    }
    check_boundary(v, n, u);
    check_region(v, u->sub);
  }
}

static void check_region(V *v, const Net *n) {
  vec_push(&v->stack, n);
  vec_push(&v->seen, n);
  check_names(v, n);
  check_chans(v, n);
  check_units(v, n);
  v->stack.len--;
}

bool net_verify(const Net *n, Sbuf *err) {
  V v = {.err = err, .ok = true};
  check_region(&v, n);
  vec_free(&v.stack);
  vec_free(&v.seen);
  return v.ok;
}
