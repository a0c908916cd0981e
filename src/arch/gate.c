/* gate.c - output gates: a small FIFO between a unit's writes to an output
 * stream port and the AXI4-Stream port itself (issue 22, item 1 for writes).
 *
 * Without a gate, a write fires only with the port's tready, and the unit
 * advances only when every active stream operation has fired (stream.c):
 * a stall on one output holds back the others and the whole datapath.
 * With a gate of depth D (--gate-depth, Port.gate) on every written output
 * port, stream.c sees the gate's side instead of the port:
 *   g_P_wdata / g_P_wvalid  what the unit offers (stream.c drives them as it
 *                           drove tdata/tvalid),
 *   g_P_wready              "may write": the gate is not full, derived from
 *                           its count register only, so tready never reaches
 *                           the unit's enable or freeze logic.
 * The gate is a fall-through FIFO running free of the unit's enable: when it
 * is empty and tready is high, the written word goes straight to the port in
 * the same cycle (no added latency: without stalls it stays empty and every
 * cycle count is the same as without gates); otherwise the word is stored
 * and the port is fed, oldest first, from the store. A word is stored only
 * when the port does not take it in that cycle, so each word goes out
 * exactly once and in write order. SFULL of a gated port is "the gate is
 * full" (count == D).
 *
 * done means every word is out: a return whose gates are not drained in the
 * cycle it runs goes to the state S_DRAIN, which raises done in the cycle
 * the last gate empties (arch_gates_drained: every gate's next count is 0).
 */
#include <stdlib.h>

#include "arch_int.h"

struct GateArch {
  uint32_t *depth;  /* [port] 0: no gate */
  SigId *port[3];   /* [port] the module's tdata, tvalid, tready */
  SigId *side[3];   /* [port] the unit's side: wdata, wvalid, wready */
  bool any;         /* some port has a gate */
  SigId drained;    /* every gate's next count is 0 (RTL_NOSIG: no return) */
};

void arch_plan_gates(Func *f, uint32_t depth) {
  for (size_t p = 0; p < f->ports.len; p++) f->ports.data[p].gate = 0;
  if (!depth) return;
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = &f->vals.data[v];
    if (x->op == OP_SWRITE && x->imm < f->ports.len &&
        f->ports.data[x->imm].kind == PORT_STREAM_OUT)
      f->ports.data[x->imm].gate = depth;
  }
}

bool arch_has_gates(const Func *f) {
  for (size_t p = 0; p < f->ports.len; p++)
    if (f->ports.data[p].gate) return true;
  return false;
}

/* Takes over the port signals of each gated port: port_sig[k][p] becomes
 * the unit's side of the gate. */
void arch_gates_ports(Arch *A, SigId *port_sig[3]) {
  const Func *f = A->f;
  RtlDesign *d = A->d;
  GateArch *G = xcalloc(1, sizeof *G);
  A->gate = G;
  size_t np = f->ports.len + 1;
  G->depth = xcalloc(np, sizeof *G->depth);
  for (int k = 0; k < 3; k++) {
    G->port[k] = xmalloc(np * sizeof(SigId));
    G->side[k] = xmalloc(np * sizeof(SigId));
  }
  G->drained = RTL_NOSIG;
  static const char *const side[] = {"wdata", "wvalid", "wready"};
  for (uint32_t p = 0; p < f->ports.len; p++) {
    G->depth[p] = f->ports.data[p].gate;
    if (!G->depth[p]) continue;
    const Port *pt = &f->ports.data[p];
    for (int k = 0; k < 3; k++) {
      G->port[k][p] = port_sig[k][p];
      G->side[k][p] = rtl_sig(d, rtl_printf(d, "g_%s_%s", pt->hw, side[k]),
                              k ? 1 : pt->width, SIG_WIRE,
                              k ? NULL : rtl_printf(d, "word written to %s",
                                                    pt->name));
      port_sig[k][p] = G->side[k][p];
    }
    G->any = true;
  }
  /* only a unit that returns waits for its gates (S_DRAIN) */
  if (G->any && A->drain_state)
    G->drained = rtl_sig(d, "gates_drained", 1, SIG_WIRE,
                         "every output gate is empty next cycle");
}

const char *arch_gates_drained(Arch *A) {
  GateArch *G = A->gate;
  if (!G || G->drained == RTL_NOSIG) return NULL;
  return A->d->sigs.data[G->drained].name;
}

static const char *name(Arch *A, SigId s) { return A->d->sigs.data[s].name; }

/* "x == k" with k sized to x's width. */
static const char *eq(Arch *A, const char *x, unsigned w, uint64_t k) {
  return rtl_printf(A->d, "(%s == %s)", x, arch_literal(A, w, k));
}

/* The next value of a pointer: the following slot, wrapping after D-1. */
static const char *advance(Arch *A, const char *x, unsigned w, uint32_t D) {
  if ((D & (D - 1)) == 0) return rtl_printf(A->d, "%s + %s", x,
                                            arch_literal(A, w, 1));
  return rtl_printf(A->d, "%s ? %s : %s + %s", eq(A, x, w, D - 1),
                    arch_literal(A, w, 0), x, arch_literal(A, w, 1));
}

/* The FIFO of gated port p; returns its "next count is 0" term. */
static const char *one_gate(Arch *A, uint32_t p) {
  GateArch *G = A->gate;
  RtlDesign *d = A->d;
  const Port *pt = &A->f->ports.data[p];
  uint32_t D = G->depth[p];
  unsigned cw = ceil_log2((uint64_t)D + 1), pw = ceil_log2(D);
  const char *h = pt->hw;
  const char *cnt = name(A, rtl_sig(d, rtl_printf(d, "g_%s_count", h), cw,
                                    SIG_REG, "words in the gate"));
  const char *rd = NULL, *wr = NULL;
  if (pw) {
    rd = name(A, rtl_sig(d, rtl_printf(d, "g_%s_rd", h), pw, SIG_REG,
                         "oldest word"));
    wr = name(A, rtl_sig(d, rtl_printf(d, "g_%s_wr", h), pw, SIG_REG,
                         "next free slot"));
  }
  const char **q = xcalloc(D, sizeof *q);
  for (uint32_t k = 0; k < D; k++) {
    SigId s = rtl_sig(d, rtl_printf(d, "g_%s_q%u", h, k), pt->width, SIG_REG,
                      NULL);
    rtl_sigp(d, s)->datapath = true;
    q[k] = name(A, s);
  }
  const char *wdata = name(A, G->side[0][p]), *wvalid = name(A, G->side[1][p]);
  const char *tready = name(A, G->port[2][p]);
  const char *held = rtl_printf(d, "~%s", eq(A, cnt, cw, 0));
  /* the oldest stored word */
  Sbuf head = {0};
  for (uint32_t k = 0; k + 1 < D; k++)
    sb_printf(&head, "%s ? %s : ", eq(A, rd, pw, k), q[k]);
  sb_puts(&head, q[D - 1]);
  rtl_assign(d, G->side[2][p], rtl_printf(d, "~%s", eq(A, cnt, cw, D)));
  rtl_assign(d, G->port[1][p], rtl_printf(d, "%s | %s", held, wvalid));
  rtl_assign(d, G->port[0][p], rtl_printf(d, "%s ? %s : %s", held,
                                          sb_str(&head), wdata));
  sb_free(&head);
  SigId push = rtl_sig(d, rtl_printf(d, "g_%s_push", h), 1, SIG_WIRE,
                       "a written word the port does not take now");
  SigId pop = rtl_sig(d, rtl_printf(d, "g_%s_pop", h), 1, SIG_WIRE,
                      "the oldest stored word goes out");
  SigId next = rtl_sig(d, rtl_printf(d, "g_%s_count_n", h), cw, SIG_WIRE,
                       NULL);
  const char *pu = name(A, push), *po = name(A, pop), *nx = name(A, next);
  rtl_assign(d, push, rtl_printf(d, "%s & %s & (%s | ~%s)", wvalid,
                                 name(A, G->side[2][p]), held, tready));
  rtl_assign(d, pop, rtl_printf(d, "%s & %s", held, tready));
  const char *one = arch_literal(A, cw, 1);
  rtl_assign(d, next, rtl_printf(d, "%s == %s ? %s : %s ? %s + %s : %s - %s",
                                 pu, po, cnt, pu, cnt, one, cnt, one));
  Sbuf o = {0};
  sb_printf(&o, "if (rst) begin\n  %s <= %s;\n", cnt, arch_literal(A, cw, 0));
  if (pw)
    sb_printf(&o, "  %s <= %s;\n  %s <= %s;\n", rd, arch_literal(A, pw, 0), wr,
              arch_literal(A, pw, 0));
  sb_printf(&o, "end else begin\n  %s <= %s;\n", cnt, nx);
  if (pw)
    sb_printf(&o, "  if (%s) %s <= %s;\n  if (%s) %s <= %s;\n", pu, wr,
              advance(A, wr, pw, D), po, rd, advance(A, rd, pw, D));
  sb_puts(&o, "end\n");
  /* the free slot takes the offered word every cycle, pushed or not (a
   * push then only moves wr): its enable comes from registers only, not
   * from the unit's handshake logic and tready */
  const char *wready = name(A, G->side[2][p]);
  for (uint32_t k = 0; k < D; k++)
    sb_printf(&o, "if (%s%s%s) %s <= %s;\n", wready, pw ? " & " : "",
              pw ? eq(A, wr, pw, k) : "", q[k], wdata);
  rtl_proc_free(d, rtl_printf(d, "output gate of %s (%u words)", pt->name, D),
                sb_str(&o));
  sb_free(&o);
  free(q);
  return eq(A, nx, cw, 0);
}

/* After stream.c drove every gate's unit side: the FIFOs and drained. */
void arch_gates_logic(Arch *A) {
  GateArch *G = A->gate;
  if (!G || !G->any) return;
  Sbuf all = {0};
  for (uint32_t p = 0; p < A->f->ports.len; p++)
    if (G->depth[p])
      sb_printf(&all, "%s%s", all.len ? " & " : "", one_gate(A, p));
  if (G->drained != RTL_NOSIG) rtl_assign(A->d, G->drained, sb_str(&all));
  sb_free(&all);
}

void arch_gates_free(Arch *A) {
  GateArch *G = A->gate;
  if (!G) return;
  free(G->depth);
  for (int k = 0; k < 3; k++) {
    free(G->port[k]);
    free(G->side[k]);
  }
  free(G);
  A->gate = NULL;
}
