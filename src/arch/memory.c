/* memory.c - memories as inferred RAM blocks: one array per IR memory with
 * up to two synchronous read-first ports, and per port the multiplexers
 * that choose address, write enable and write data by controller state. */
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

static bool name_taken(const RtlDesign *d, const char *name) {
  for (size_t m = 0; m < d->mems.len; m++)
    if (!strcmp(d->mems.data[m].name, name)) return true;
  return false;
}

static void collect_uses(Arch *A) {
  const Func *f = A->f;
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      const Val *x = ir_cval(f, v);
      if (!A->live[v] || !sched_port_access(f, v)) continue;
      uint8_t p = A->s->port[v];
      if (p > 1) ICE("memory port %u of value %%%u", p, v);
      bool pl = arch_pipelined(A, (uint32_t)b);
      PortUse u = {A->state0[b] + (pl ? 0 : (uint32_t)A->s->cycle[v]), v,
                   pl ? arch_pipe_port_cond(A, v, x->op == OP_STORE) : NULL};
      vec_push(&A->ports[x->imm * 2 + p], u);
    }
  }
}

static void make_port(Arch *A, RtlMem *m, uint32_t mi, int p) {
  RtlMemPort *pt = &m->port[p];
  const PortUse *u = A->ports[mi * 2 + (uint32_t)p].data;
  size_t n = A->ports[mi * 2 + (uint32_t)p].len;
  for (size_t i = 0; i < n; i++) {
    if (ir_cval(A->f, u[i].v)->op == OP_STORE) pt->write = true;
    else pt->read = true;
  }
  pt->used = n > 0;
  RtlDesign *d = A->d;
  if (m->external) { /* module ports; port 0 only (sched: one port) */
    if (p) return;
    const char *pn = A->f->ports.data[A->f->mems.data[mi].port].hw;
    pt->used = pt->read = pt->write = true;
    static const char *const sfx[] = {"addr", "we", "wdata", "rdata"};
    SigId *sig[] = {&pt->addr, &pt->we, &pt->wdata, &pt->q};
    unsigned w[] = {m->addr_width, 1, m->width, m->width};
    for (int k = 0; k < 4; k++) {
      *sig[k] = rtl_port(d, rtl_printf(d, "%s_%s", pn, sfx[k]), w[k],
                         k == 3 ? PORT_INPUT : PORT_OUTPUT);
    }
    /* ce (kept in re; port_muxes drives it) */
    pt->re = rtl_port(d, rtl_printf(d, "%s_ce", pn), 1, PORT_OUTPUT);
    return;
  }
  if (!pt->used) return;
  pt->addr = rtl_sig(d, rtl_printf(d, "%s_addr%d", m->name, p), m->addr_width,
                     SIG_WIRE, NULL);
  if (pt->write) {
    pt->we = rtl_sig(d, rtl_printf(d, "%s_we%d", m->name, p), 1, SIG_WIRE,
                     NULL);
    pt->wdata = rtl_sig(d, rtl_printf(d, "%s_wdata%d", m->name, p), m->width,
                        SIG_WIRE, NULL);
  }
  if (pt->read)
    pt->q = rtl_sig(d, rtl_printf(d, "%s_q%d", m->name, p), m->width,
                    SIG_REG, rtl_printf(d, "read data of %s port %d", m->name,
                                        p));
}

void arch_memories(Arch *A) {
  const Func *f = A->f;
  RtlDesign *d = A->d;
  collect_uses(A);
  for (size_t i = 0; i < f->mems.len; i++) {
    const Mem *mem = &f->mems.data[i];
    RtlMem m;
    memset(&m, 0, sizeof m);
    const char *base = rtl_printf(d, "m_%s", rtl_ident_part(d, mem->name));
    m.name = rtl_fresh(d, name_taken(d, base) ? rtl_printf(d, "%s_%zu", base, i)
                                             : base);
    m.comment = mem->loc.line
                    ? rtl_printf(d, "%s, line %u: %llu x %u bits%s", mem->name,
                                 mem->loc.line, (unsigned long long)mem->depth,
                                 mem->width, mem->rom ? ", read-only" : "")
                    : rtl_printf(d, "%s: %llu x %u bits%s", mem->name,
                                 (unsigned long long)mem->depth, mem->width,
                                 mem->rom ? ", read-only" : "");
    m.width = mem->width;
    m.depth = mem->depth;
    m.addr_width = ceil_log2(mem->depth) ? ceil_log2(mem->depth) : 1;
    m.init = mem->init;
    m.external = mem->external;
    m.logic = sched_rom_in_logic(f, (uint32_t)i);
    for (int p = 0; p < 2; p++) make_port(A, &m, (uint32_t)i, p);
    vec_push(&d->mems, m);
  }
}

const char *arch_rom_read(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  const RtlMem *m = &A->d->mems.data[x->imm];
  Opnd a = arch_operand(A, x->block, (uint32_t)A->s->cycle[v], x->args[0]);
  return rtl_printf(A->d, "%s[%s]", m->name, arch_resize(A, a, m->addr_width));
}

SigId arch_load_q(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  return A->d->mems.data[x->imm].port[A->s->port[v]].q;
}

/* Forwarding (sched.h, Schedule.forward). A source store S writes in
 * the load's read cycle, which a read-first RAM answers with the old word;
 * registers take, in every cycle, the load's address and S's write enable
 * (the state, slot, valid bit and predicate of its port term, no write in
 * reset), address and data, so in the cycle the load's data arrives they
 * hold what S did in the read cycle. The youngest matching source wins:
 * the least iteration distance (0: a store of the load's own iteration,
 * before it), then the latest in program order (two stores that may write
 * one word never share a cycle, so this only orders ones that cannot both
 * match). The registers stall with the
 * design (`en`) like the RAM, and in a draining loop hold with the load's
 * read data (sched/forward.c, forward_stores, for why that is enough). */
static const char *fwd_reg(Arch *A, Sbuf *o, const char *ind,
                           const char *name, unsigned w, const char *expr) {
  SigId s = rtl_sig(A->d, name, w, SIG_REG, NULL);
  rtl_sigp(A->d, s)->datapath = true;
  const char *n = A->d->sigs.data[s].name;
  sb_printf(o, "%s%s <= %s;\n", ind, n, expr);
  return n;
}

const char *arch_load_data(Arch *A, ValId v) {
  const char *q = A->d->sigs.data[arch_load_q(A, v)].name;
  if (!A->s->forward[v]) return q;
  const Val *x = ir_cval(A->f, v);
  const RtlMem *m = &A->d->mems.data[x->imm];
  const Block *bl = &A->f->blocks.data[x->block];
  uint32_t ii = A->s->loops[A->s->loop_of[x->block]].ii, maxd = 0;
  for (size_t i = 0; i < bl->ops.len; i++)
    if (sched_forward_source(A->f, A->s, v, bl->ops.data[i])) {
      ValId sv = bl->ops.data[i];
      uint32_t d = (uint32_t)(A->s->cycle[sv] - A->s->cycle[v]) / ii;
      if (d > maxd) maxd = d;
    }
  /* a draining loop's load keeps its data while its stage holds, and so
   * do these registers: they stay those of its read cycle */
  const char *hold = arch_pipe_load_hold(A, v), *ind = hold ? "  " : "";
  Sbuf o = {0};
  const char *tl = rtl_printf(A->d, "fw%u", v);
  const char *la = fwd_reg(
      A, &o, ind, rtl_printf(A->d, "%s_addr", tl), m->addr_width,
      arch_resize(A, arch_operand(A, x->block, (uint32_t)A->s->cycle[v],
                                  x->args[0]), m->addr_width));
  const char *e = q;
  for (uint32_t d = maxd + 1; d-- > 0;) /* distance 0: this iteration */
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId sv = bl->ops.data[i];
      if (!sched_forward_source(A->f, A->s, v, sv) ||
          (uint32_t)(A->s->cycle[sv] - A->s->cycle[v]) / ii != d)
        continue;
      const Val *y = ir_cval(A->f, sv);
      uint32_t t = (uint32_t)A->s->cycle[sv];
      const char *pre = rtl_printf(A->d, "%s_%u", tl, sv);
      const char *we = rtl_printf(A->d, "!rst & %s & %s",
                                  arch_in_state(A, A->state0[x->block]),
                                  arch_pipe_port_cond(A, sv, true));
      if (y->nargs == 3)
        we = rtl_printf(A->d, "%s & %s", we,
                        arch_operand(A, y->block, t, y->args[2]).text);
      const char *rwe =
          fwd_reg(A, &o, ind, rtl_printf(A->d, "%s_we", pre), 1, we);
      const char *ra = fwd_reg(
          A, &o, ind, rtl_printf(A->d, "%s_addr", pre), m->addr_width,
          arch_resize(A, arch_operand(A, y->block, t, y->args[0]),
                      m->addr_width));
      const char *rd = fwd_reg(A, &o, ind, rtl_printf(A->d, "%s_data", pre),
                               m->width,
                               arch_operand(A, y->block, t, y->args[1]).text);
      e = rtl_printf(A->d, "(%s && %s == %s) ? %s : %s", rwe, ra, la, rd, e);
    }
  const char *body = hold ? rtl_printf(A->d, "if (!(%s)) begin\n%send\n",
                                       hold, sb_str(&o))
                          : sb_str(&o);
  rtl_proc(A->d, rtl_printf(A->d, "forwarding to the load of %s (line %u): "
                            "the stores of its read cycle", m->name,
                            x->loc.line),
           body);
  sb_free(&o);
  return e;
}

static const char *use_cond(Arch *A, const PortUse *u) {
  const char *st = arch_in_state(A, u->state);
  return u->cond ? rtl_printf(A->d, "(%s & %s)", st, u->cond) : st;
}

typedef VEC(const char *) TextVec;

/* t[0] | t[1] | ... as a balanced tree of ORs: a port of a thousand
 * accesses gives an expression ten levels deep, not a thousand (tools
 * parse expressions recursively). */
static void put_or(Sbuf *o, const char *const *t, size_t n) {
  if (n == 1) {
    sb_puts(o, t[0]);
    return;
  }
  sb_putc(o, '(');
  put_or(o, t, n / 2);
  sb_puts(o, " | ");
  put_or(o, t + n / 2, n - n / 2);
  sb_putc(o, ')');
}

static const char *or_text(Arch *A, const TextVec *t) {
  Sbuf o = {0};
  put_or(&o, t->data, t->len);
  const char *r = rtl_printf(A->d, "%s", sb_str(&o));
  sb_free(&o);
  return r;
}

/* assign sig = (c_a ? e_a : 0) | (c_b ? e_b : 0) | ...: the accesses of
 * one port are in different states, or in different slots of a pipelined
 * loop, so their conditions exclude each other and an AND-OR multiplexer
 * (a tree of ORs, log depth) does what a chain of ?: (one level per
 * access) would. Accesses with the same expression share a term. When no
 * access is active the value is 0 (no access uses it then). */
static uint64_t text_hash(const char *t) {
  uint64_t h = 1469598103934665603ull; /* FNV-1a */
  for (; *t; t++) h = (h ^ (unsigned char)*t) * 1099511628211ull;
  return h;
}

static void put_mux(Arch *A, SigId sig, const PortUse *u, size_t n,
                    const char **e) {
  unsigned w = A->d->sigs.data[sig].width;
  const char *zero = arch_literal(A, w, 0);
  /* the term of access i, by its expression (a hash table of the first
   * access of each expression, so that grouping is linear) */
  size_t cap = 16, nterms = 0;
  while (cap < 2 * n) cap *= 2;
  size_t *slot = xmalloc(cap * sizeof *slot);
  for (size_t h = 0; h < cap; h++) slot[h] = SIZE_MAX;
  size_t *first = xmalloc((n ? n : 1) * sizeof *first);
  TextVec *cond = xcalloc(n ? n : 1, sizeof *cond);
  for (size_t i = 0; i < n; i++) {
    if (!e[i]) continue;
    size_t h = (size_t)text_hash(e[i]) & (cap - 1);
    while (slot[h] != SIZE_MAX && strcmp(e[first[slot[h]]], e[i]))
      h = (h + 1) & (cap - 1);
    if (slot[h] == SIZE_MAX) {
      slot[h] = nterms;
      first[nterms++] = i;
    }
    vec_push(&cond[slot[h]], use_cond(A, &u[i]));
  }
  TextVec terms = {0};
  for (size_t k = 0; k < nterms; k++)
    vec_push(&terms, rtl_printf(A->d, "((%s) ? %s : %s)",
                                or_text(A, &cond[k]), e[first[k]], zero));
  /* one expression for every access: no multiplexer */
  rtl_assign(A->d, sig, nterms == 1 ? e[first[0]] : or_text(A, &terms));
  for (size_t k = 0; k < nterms; k++) vec_free(&cond[k]);
  vec_free(&terms);
  free(cond);
  free(first);
  free(slot);
}

static void port_muxes(Arch *A, RtlMem *m, uint32_t mi, int p) {
  RtlMemPort *pt = &m->port[p];
  const PortUse *u = A->ports[mi * 2 + (uint32_t)p].data;
  size_t n = A->ports[mi * 2 + (uint32_t)p].len;
  if (m->external && !p && !n) /* never accessed: ce only */
    rtl_assign(A->d, pt->re, A->d->enable ? A->d->enable : "1'b1");
  if (m->external && !p) { /* unused sides of an external port */
    bool rd = false, wr = false;
    for (size_t i = 0; i < n; i++) {
      if (ir_cval(A->f, u[i].v)->op == OP_STORE) wr = true;
      else rd = true;
    }
    if (!n) rtl_assign(A->d, pt->addr, arch_literal(A, m->addr_width, 0));
    if (!wr) {
      rtl_assign(A->d, pt->we, "1'b0");
      rtl_assign(A->d, pt->wdata, arch_literal(A, m->width, 0));
    }
    if (!rd) rtl_sigp(A->d, pt->q)->partial = true;
    pt->write = wr;
    if (!n) return;
  }
  if (!n) return;
  const char **addr = xcalloc(n, sizeof *addr);
  const char **data = xcalloc(n, sizeof *data);
  TextVec we = {0};
  for (size_t i = 0; i < n; i++) {
    const Val *x = ir_cval(A->f, u[i].v);
    uint32_t step = (uint32_t)A->s->cycle[u[i].v];
    addr[i] = arch_resize(A, arch_operand(A, x->block, step, x->args[0]),
                          m->addr_width);
    if (x->op != OP_STORE) continue;
    data[i] = arch_operand(A, x->block, step, x->args[1]).text;
    if (x->nargs == 3) /* predicated store */
      vec_push(&we, rtl_printf(A->d, "(%s & %s)", use_cond(A, &u[i]),
                               arch_operand(A, x->block, step, x->args[2])
                                   .text));
    else
      vec_push(&we, use_cond(A, &u[i]));
  }
  /* a draining pipeline's load keeps its data while its stage holds */
  TextVec hold = {0};
  for (size_t i = 0; i < n; i++) {
    const Val *x = ir_cval(A->f, u[i].v);
    const char *h = x->op == OP_LOAD && arch_pipelined(A, x->block)
                        ? arch_pipe_load_hold(A, u[i].v) : NULL;
    if (h) vec_push(&hold, rtl_printf(A->d, "(%s)", h));
  }
  if (m->external) /* the RAM keeps rdata while ce is low */
    rtl_assign(A->d, pt->re,
               hold.len ? rtl_printf(A->d, "%s & ~(%s)",
                                     A->d->enable ? A->d->enable : "1'b1",
                                     or_text(A, &hold))
                        : (A->d->enable ? A->d->enable : "1'b1"));
  else if (hold.len && pt->read) {
    pt->re = rtl_sig(A->d, rtl_printf(A->d, "%s_re%d", m->name, p), 1,
                     SIG_WIRE, NULL);
    pt->has_re = true;
    rtl_assign(A->d, pt->re, rtl_printf(A->d, "~(%s)", or_text(A, &hold)));
  }
  vec_free(&hold);
  put_mux(A, pt->addr, u, n, addr);
  if (pt->write) {
    put_mux(A, pt->wdata, u, n, data);
    /* The state register holds anything before the first reset edge: no
     * write may reach the memory while rst is high. */
    rtl_assign(A->d, pt->we,
               rtl_printf(A->d, "!rst%s%s & (%s)", m->external && A->d->enable
                                                       ? " & " : "",
                          m->external && A->d->enable ? A->d->enable : "",
                          or_text(A, &we)));
  }
  vec_free(&we);
  free(addr);
  free(data);
}

void arch_mem_ports(Arch *A) {
  for (size_t i = 0; i < A->d->mems.len; i++)
    for (int p = 0; p < 2; p++)
      port_muxes(A, &A->d->mems.data[i], (uint32_t)i, p);
}
