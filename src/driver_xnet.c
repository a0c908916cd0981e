/* driver_xnet.c - the network a process split by pipeline extraction
 * becomes: the controller (unit "ctrl": the process with its ports
 * renamed where a pipeline took them over) and its pipelines, joined by
 * channels of depth 2; the process's own stream ports are the region's
 * boundary. Scalars and memories stay with the controller; a pipeline
 * that uses a scalar has a port of that name. Every unit is compiled as a
 * top of its own (driver_compile_func), so cosim, stalls, deadlock
 * detection and the region reports apply unchanged. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver_xnet.h"
#include "net/net.h"
#include "rtl/names.h"

#define XCHAN_DEPTH 2

void xnet_init(Split *sp, const Func *f) {
  for (uint32_t k = 0; k < f->ports.len; k++) {
    const Port *p = &f->ports.data[k];
    if (p->kind == PORT_STREAM_IN)
      vec_push(&sp->links, ((Link){XU_BOUNDARY, k, 0, k}));
    else if (p->kind == PORT_STREAM_OUT)
      vec_push(&sp->links, ((Link){0, k, XU_BOUNDARY, k}));
  }
}

void xnet_free(Split *sp) {
  for (size_t i = 0; i < sp->names.len; i++) free(sp->names.data[i]);
  vec_free(&sp->names);
  vec_free(&sp->units);
  vec_free(&sp->links);
}

void xnet_attach(Split *sp, uint32_t u, uint32_t q, XKind k,
                 uint32_t nu, const XPorts *xp) {
  for (size_t i = 0; i < sp->links.len; i++) {
    Link *l = &sp->links.data[i];
    if (k == XK_OUTPUT && l->wu == u && l->wp == q) {
      l->wu = nu, l->wp = xp->n;
      break;
    }
    if (k == XK_INPUT && l->ru == u && l->rp == q) {
      l->ru = nu, l->rp = 0;
      break;
    }
  }
  for (uint32_t j = 0; j < xp->n; j++)
    vec_push(&sp->links, k == XK_OUTPUT ? ((Link){u, xp->ctrl[j], nu, j})
                                        : ((Link){nu, 1 + j, u, xp->ctrl[j]}));
}

uint32_t xnet_boundary_port(const Split *sp, uint32_t u) {
  for (size_t i = 0; i < sp->links.len; i++) {
    const Link *l = &sp->links.data[i];
    if (l->wu == u && l->ru == XU_BOUNDARY) return l->wp;
    if (l->ru == u && l->wu == XU_BOUNDARY) return l->rp;
  }
  return XU_BOUNDARY;
}

/* The interface: the process's ports, no logic. */
static Func *interface_of(const Func *f) {
  Func *g = ir_func_new(f->name);
  g->file = f->file;
  g->loc = f->loc;
  for (size_t k = 0; k < f->ports.len; k++)
    ir_port_like(g, f->ports.data[k].name, f, &f->ports.data[k],
                 f->ports.data[k].loc);
  uint32_t b = ir_block_new(g, "entry");
  ir_term_ret(g, b, IR_NOVAL, f->loc);
  rtl_name_ports(g);
  return g;
}

/* base, or base_2, base_3 ...: no port, unit or channel of n has it. */
static const char *net_free_name(const Net *n, const char *base, Sbuf *o) {
  o->len = 0;
  sb_puts(o, base);
  for (unsigned k = 2;; k++) {
    bool taken = net_find_port(n, sb_str(o)) >= 0 ||
                 net_find_unit(n, sb_str(o)) >= 0;
    for (size_t i = 0; i < n->chans.len && !taken; i++)
      taken = !strcmp(n->chans.data[i].name, sb_str(o));
    if (!taken) return sb_str(o);
    o->len = 0;
    sb_printf(o, "%s_%u", base, k);
  }
}

/* A link's end in the network: a unit's port (by its hw name) or a
 * boundary port. */
static NetEnd end_of(const Net *n, const Split *sp, const Func *ifc,
                     uint32_t u, uint32_t p, const Port **port) {
  if (u == XU_BOUNDARY) {
    *port = &ifc->ports.data[p];
    return net_boundary_end((uint32_t)net_find_port(n, (*port)->hw));
  }
  *port = &sp->units.data[u]->ports.data[p];
  const NetUnit *nu = &n->units.data[u];
  return net_unit_end(u, (uint32_t)net_unit_find_port(nu, (*port)->hw));
}

static Net *build_net(const Func *ifc, const Split *sp) {
  Net *n = driver_net_of(ifc);
  Sbuf nm = {0};
  for (uint32_t u = 0; u < sp->units.len; u++) {
    const Func *f = sp->units.data[u];
    uint32_t nu = net_add_unit(n, net_free_name(n, sp->names.data[u], &nm),
                               NET_FREE_RUNNING, u, f->loc);
    for (uint32_t k = 0; k < f->ports.len; k++) {
      const Port *p = &f->ports.data[k];
      if (ir_port_is_stream(p))
        net_unit_add_port(n, nu, p->hw,
                          p->kind == PORT_STREAM_IN ? NET_IN : NET_OUT,
                          p->width);
    }
  }
  for (size_t i = 0; i < sp->links.len; i++) {
    const Link *l = &sp->links.data[i];
    const Port *wp, *rp;
    NetEnd w = end_of(n, sp, ifc, l->wu, l->wp, &wp);
    NetEnd r = end_of(n, sp, ifc, l->ru, l->rp, &rp);
    bool edge = l->wu == XU_BOUNDARY || l->ru == XU_BOUNDARY;
    const Port *named = l->wu == XU_BOUNDARY ? wp : l->ru == XU_BOUNDARY ? rp
                                                                       : wp;
    Sbuf base = {0};
    sb_printf(&base, edge ? "%s_port" : "%s", named->hw);
    uint32_t ci = net_add_chan(n, net_free_name(n, sb_str(&base), &nm),
                               wp->width, edge ? 0 : XCHAN_DEPTH, named->loc);
    sb_free(&base);
    net_connect(n, ci, true, w);
    net_connect(n, ci, false, r);
  }
  sb_free(&nm);
  return n;
}

/* ",\n    .x(y)" for a unit's scalars and memories: the controller's are
 * the interface's ports of the same index, a pipeline's scalars those of
 * the same C name. */
static void unit_extra(const Func *uf, bool ctrl, const Func *ifc, Sbuf *o) {
  const char *const *mem_sfx = rtl_port_suffixes(PORT_MEM);
  for (uint32_t k = 0; k < uf->ports.len; k++) {
    const Port *p = &uf->ports.data[k];
    if (p->kind != PORT_SCALAR && p->kind != PORT_MEM) continue;
    const Port *ip = NULL;
    if (ctrl) ip = &ifc->ports.data[k];
    for (uint32_t i = 0; !ctrl && i < ifc->ports.len; i++)
      if (!strcmp(ifc->ports.data[i].name, p->name)) ip = &ifc->ports.data[i];
    if (!ip) ICE("pipeline port '%s' is not the process's", p->name);
    if (p->kind == PORT_SCALAR)
      sb_printf(o, ",\n    .%s(%s)", p->hw, ip->hw);
    else
      for (const char *const *s = mem_sfx; *s; s++)
        sb_printf(o, ",\n    .%s%s(%s%s)", p->hw, *s, ip->hw, *s);
  }
}

int xnet_build(const Options *opt, Compilation *c, Split *sp) {
  Options o = *opt;
  o.output = o.report = o.schedule_html = o.emit = NULL;
  o.synth = false;
  o.no_extract = true;
  size_t np = sp->units.len;
  for (size_t i = 0; i < np; i++) {
    Func *f = sp->units.data[i];
    rtl_name_ports(f);
    Compilation *u = xcalloc(1, sizeof *u);
    u->func = f;
    vec_push(&c->units, u);
    o.top = f->name;
    if (driver_compile_func(&o, u)) {
      for (size_t k = i + 1; k < np; k++) ir_func_free(sp->units.data[k]);
      return 2;
    }
  }
  Func *ifc = interface_of(c->func);
  vec_push(&c->xkeep, c->func); /* the units share its strings */
  c->func = ifc;
  c->split = true;
  c->net = build_net(ifc, sp);
  Sbuf err = {0};
  if (!net_verify(c->net, &err))
    ICE("pipeline extraction built a broken network:\n%s", sb_str(&err));
  sb_free(&err);
  NetUnitHw *hw = xcalloc(np, sizeof *hw);
  Sbuf *extra = xcalloc(np, sizeof *extra), head = {0};
  for (size_t u = 0; u < np; u++) {
    const Func *uf = c->units.data[u]->func;
    hw[u].module = uf->hw_name;
    unit_extra(uf, u == 0, ifc, &extra[u]);
    hw[u].extra = sb_str(&extra[u]);
  }
  sb_printf(&head, "process %s split by pipeline extraction: a controller "
            "and %zu pipeline unit%s", ifc->name, np - 1, np == 2 ? "" : "s");
  driver_net_verilog(c, c->units.data, np, hw, sb_str(&head));
  for (size_t u = 0; u < np; u++) sb_free(&extra[u]);
  free(extra);
  sb_free(&head);
  free(hw);
  return 0;
}
