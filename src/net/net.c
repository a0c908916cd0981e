/* net.c - building and freeing networks (see net.h). */
#include <stdlib.h>
#include <string.h>

#include "net.h"

Net *net_new(const char *name) {
  Net *n = xcalloc(1, sizeof *n);
  n->name = arena_strdup(&n->arena, name);
  return n;
}

void net_free(Net *n) {
  if (!n) return;
  for (size_t i = 0; i < n->units.len; i++) {
    net_free(n->units.data[i].sub);
    vec_free(&n->units.data[i].ports);
  }
  for (size_t i = 0; i < n->chans.len; i++) {
    vec_free(&n->chans.data[i].writers);
    vec_free(&n->chans.data[i].readers);
  }
  vec_free(&n->ports);
  vec_free(&n->units);
  vec_free(&n->chans);
  arena_free(&n->arena);
  free(n);
}

static SrcLoc own_loc(Net *n, SrcLoc loc) {
  if (loc.file) loc.file = arena_strdup(&n->arena, loc.file);
  return loc;
}

uint32_t net_add_port(Net *n, const char *name, NetDir dir, uint32_t width) {
  NetPort p = {arena_strdup(&n->arena, name), dir, width};
  vec_push(&n->ports, p);
  return (uint32_t)n->ports.len - 1;
}

uint32_t net_add_unit(Net *n, const char *name, NetKind kind, uint32_t func,
                      SrcLoc loc) {
  NetUnit u = {0};
  u.name = arena_strdup(&n->arena, name);
  u.kind = kind;
  u.func = func;
  u.loc = own_loc(n, loc);
  vec_push(&n->units, u);
  return (uint32_t)n->units.len - 1;
}

static NetUnit *unit_at(Net *n, uint32_t unit) {
  if (unit >= n->units.len) ICE("net: unit %u out of range", unit);
  return &n->units.data[unit];
}

uint32_t net_unit_add_port(Net *n, uint32_t unit, const char *name, NetDir dir,
                           uint32_t width) {
  NetUnit *u = unit_at(n, unit);
  NetPort p = {arena_strdup(&n->arena, name), dir, width};
  vec_push(&u->ports, p);
  return (uint32_t)u->ports.len - 1;
}

void net_unit_set_sub(Net *n, uint32_t unit, Net *sub) {
  unit_at(n, unit)->sub = sub;
}

uint32_t net_add_chan(Net *n, const char *name, uint32_t width, uint32_t depth,
                      SrcLoc loc) {
  NetChan c = {0};
  c.name = arena_strdup(&n->arena, name);
  c.width = width;
  c.depth = depth;
  c.loc = own_loc(n, loc);
  vec_push(&n->chans, c);
  return (uint32_t)n->chans.len - 1;
}

void net_connect(Net *n, uint32_t chan, bool as_writer, NetEnd end) {
  if (chan >= n->chans.len) ICE("net: channel %u out of range", chan);
  NetChan *c = &n->chans.data[chan];
  if (as_writer)
    vec_push(&c->writers, end);
  else
    vec_push(&c->readers, end);
}

int64_t net_find_unit(const Net *n, const char *name) {
  for (size_t i = 0; i < n->units.len; i++)
    if (strcmp(n->units.data[i].name, name) == 0) return (int64_t)i;
  return -1;
}

int64_t net_find_port(const Net *n, const char *name) {
  for (size_t i = 0; i < n->ports.len; i++)
    if (strcmp(n->ports.data[i].name, name) == 0) return (int64_t)i;
  return -1;
}

int64_t net_unit_find_port(const NetUnit *u, const char *name) {
  for (size_t i = 0; i < u->ports.len; i++)
    if (strcmp(u->ports.data[i].name, name) == 0) return (int64_t)i;
  return -1;
}

const NetPort *net_end_port(const Net *n, NetEnd e) {
  if (e.unit == NET_BOUNDARY)
    return e.port < n->ports.len ? &n->ports.data[e.port] : NULL;
  if (e.unit >= n->units.len) return NULL;
  const NetUnit *u = &n->units.data[e.unit];
  return e.port < u->ports.len ? &u->ports.data[e.port] : NULL;
}
