/* stream.c - the top's ports: scalar inputs, AXI4-Stream ports and their
 * handshakes, and the stall that keeps every stream operation exactly-once.
 *
 * Scalars: input NAME, copied into p_NAME when `start` is seen in IDLE (the
 * PARAM's register), so the caller may change it during the run.
 *
 * Streams: NAME_tdata, NAME_tvalid, NAME_tready. A stream operation v
 * (SREAD/SWRITE) is *active* in the cycles its state (or pipeline slot and
 * stage) runs and its predicate holds. Each has a flag io_done_v, set when
 * its handshake fires while the design is stalled. The design advances
 * (`en`, netlist.h) in a cycle where every active operation is done or
 * fires now; otherwise everything but these flags holds still, so no
 * operation fires twice and nothing else sees the wait.
 * Operations that are active in the same cycle fire in program order: one
 * is offered (tready/tvalid) only when those before it are done or firing
 * now. In a pipeline, older iterations (later stages) come first. So a call
 * that stops at a blocking read has done exactly what the program had done
 * (with the scheduler's ordering rules, ir.h ir_visible_effect).
 * A read's word is used in the cycle the operation completes: tdata when
 * its handshake fires then, or io_pend_v, the word taken while the design
 * waited for another operation (the value's own registers keep it for
 * later states, as for any value).
 * SEMPTY is !tvalid and SFULL is !tready, sampled where they are scheduled.
 * An output port with a gate (gate.c) is seen through it: its writes fire
 * into the gate (tready is the gate's "not full", tvalid and tdata go to
 * the gate) and its SFULL is "the gate is full".
 */
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

struct StreamArch {
  SigId *port_sig[3]; /* [port] tdata, tvalid, tready */
  SigId *hold;        /* [val] SREAD whose word is used (a marker) */
  const char **act;   /* [val] active condition */
  const char **ok;    /* [val] done or firing (true when inactive) */
  const char **go;    /* [val] offered: active, not done, earlier ok */
  SigId *done;
  SigId *pend;
  SigId *started;     /* [val] variable-latency unit: started for the
                         iteration its stage holds */
  SigId *param;       /* [port] scalar register */
  Sbuf *blk;          /* [signal] draining stages' wait conditions */
};

static bool is_handshake(Op op) { return op == OP_SREAD || op == OP_SWRITE; }

/* read[p]: some live value reads scalar parameter p (one pass). */
static bool *params_read(const Arch *A) {
  bool *read = xcalloc(A->f->ports.len + 1, sizeof *read);
  for (size_t v = 0; v < A->f->vals.len; v++) {
    const Val *x = ir_cval(A->f, (ValId)v);
    if (x->op == OP_PARAM && A->live[v]) read[x->imm] = true;
  }
  return read;
}

bool arch_has_streams(const Func *f) {
  for (size_t v = 0; v < f->vals.len; v++)
    if (is_handshake(f->vals.data[v].op)) return true;
  return false;
}

static SigId port_sig(Arch *A, const char *name, unsigned w, RtlPortDir dir) {
  return rtl_port(A->d, name, w, dir);
}

/* Module ports for streams and scalars (external memories: memory.c). */
void arch_ports(Arch *A) {
  const Func *f = A->f;
  RtlDesign *d = A->d;
  StreamArch *S = xcalloc(1, sizeof *S);
  A->stream = S;
  size_t np = f->ports.len + 1, nv = f->vals.len + 1;
  for (int k = 0; k < 3; k++) S->port_sig[k] = xmalloc(np * sizeof(SigId));
  S->param = xmalloc(np * sizeof(SigId));
  S->hold = xmalloc(nv * sizeof(SigId));
  S->done = xmalloc(nv * sizeof(SigId));
  S->pend = xmalloc(nv * sizeof(SigId));
  S->started = xmalloc(nv * sizeof(SigId));
  S->act = xcalloc(nv, sizeof *S->act);
  S->ok = xcalloc(nv, sizeof *S->ok);
  S->go = xcalloc(nv, sizeof *S->go);
  for (size_t v = 0; v < nv; v++)
    S->hold[v] = S->done[v] = S->pend[v] = S->started[v] = RTL_NOSIG;
  bool *read = params_read(A);
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    const char *n = pt->hw;
    for (int k = 0; k < 3; k++) S->port_sig[k][p] = RTL_NOSIG;
    S->param[p] = RTL_NOSIG;
    if (pt->kind == PORT_SCALAR) {
      SigId in = port_sig(A, n, pt->width, PORT_INPUT);
      if (!read[p]) { /* an argument the function ignores */
        rtl_sigp(d, in)->partial = true;
        continue;
      }
      S->param[p] = rtl_sig(d, rtl_printf(d, "p_%s", n), pt->width, SIG_REG,
                            rtl_printf(d, "parameter %s, sampled at start",
                                       pt->name));
      rtl_sigp(d, S->param[p])->datapath = true;
    } else if (ir_port_is_stream(pt)) {
      bool in = pt->kind == PORT_STREAM_IN;
      S->port_sig[0][p] = port_sig(A, rtl_printf(d, "%s_tdata", n), pt->width,
                                   in ? PORT_INPUT : PORT_OUTPUT);
      S->port_sig[1][p] = port_sig(A, rtl_printf(d, "%s_tvalid", n), 1,
                                   in ? PORT_INPUT : PORT_OUTPUT);
      S->port_sig[2][p] = port_sig(A, rtl_printf(d, "%s_tready", n), 1,
                                   in ? PORT_OUTPUT : PORT_INPUT);
    }
  }
  free(read);
  arch_gates_ports(A, S->port_sig);
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, (ValId)v);
    if (x->op == OP_PARAM && A->live[v])
      A->wire[v] = A->reg[v] = S->param[x->imm];
    if (A->live[v] && arch_is_varlat_unit(A, (ValId)v)) {
      S->done[v] = rtl_sig(d, rtl_printf(d, "vl_done_%zu", v), 1, SIG_REG,
                           NULL);
      S->started[v] = rtl_sig(d, rtl_printf(d, "vl_started_%zu", v), 1,
                              SIG_REG, "its unit runs for this iteration");
    }
    if (!A->live[v] || !is_handshake(x->op)) continue;
    const char *base = rtl_ident_part(d, f->ports.data[x->imm].name);
    S->done[v] = rtl_sig(d, rtl_printf(d, "io_done_%s_%zu", base, v), 1,
                         SIG_REG, NULL);
    if (x->op != OP_SREAD || !A->used[v]) continue;
    S->pend[v] = rtl_sig(d, rtl_printf(d, "io_pend_%s_%zu", base, v),
                         x->width, SIG_REG, "taken while stalled");
    rtl_sigp(d, S->pend[v])->datapath = true;
    S->hold[v] = S->pend[v];
  }
  /* An input whose every word is dropped ((void)s_read(in)) has its data
   * unread on purpose. */
  for (size_t p = 0; p < f->ports.len; p++)
    if (f->ports.data[p].kind == PORT_STREAM_IN &&
        S->port_sig[0][p] != RTL_NOSIG)
      rtl_sigp(d, S->port_sig[0][p])->partial = true;
  for (size_t v = 0; v < f->vals.len; v++)
    if (S->hold[v] != RTL_NOSIG)
      rtl_sigp(d, S->port_sig[0][ir_cval(f, (ValId)v)->imm])->partial = false;
  if (arch_has_streams(f)) {
    SigId en = rtl_sig(d, "en", 1, SIG_WIRE,
                       "every active stream operation done or firing");
    d->enable = d->sigs.data[en].name;
  }
}

/* What SREAD v read, in the cycle it completes. */
const char *arch_stream_value(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  StreamArch *S = A->stream;
  if (x->op == OP_SREAD)
    return rtl_printf(A->d, "%s ? %s : %s",
                      A->d->sigs.data[S->done[v]].name,
                      A->d->sigs.data[S->pend[v]].name,
                      A->d->sigs.data[S->port_sig[0][x->imm]].name);
  SigId s = S->port_sig[x->op == OP_SEMPTY ? 1 : 2][x->imm];
  return rtl_printf(A->d, "~%s", A->d->sigs.data[s].name);
}

/* IDLE: sample the scalar inputs with start. */
void arch_ports_idle(Arch *A, Sbuf *o) {
  const Func *f = A->f;
  for (size_t p = 0; p < f->ports.len; p++) {
    SigId r = A->stream->param[p];
    if (r == RTL_NOSIG) continue;
    sb_printf(o, "if (start) %s <= %s;\n", A->d->sigs.data[r].name,
              f->ports.data[p].hw);
  }
}

/* Position of v among the operations active together with it: stage
 * (older first), then program order. */
typedef struct IoOp {
  ValId v;
  uint32_t group; /* unit state, and slot in a pipeline */
  int64_t key;
} IoOp;

static int cmp_io(const void *pa, const void *pb) {
  const IoOp *a = pa, *b = pb;
  if (a->group != b->group) return a->group < b->group ? -1 : 1;
  if (a->key != b->key) return a->key < b->key ? -1 : 1;
  return 0;
}

static const char *pred_of(Arch *A, ValId v, const Val *x) {
  if (arch_is_varlat(A, v))
    return arch_operand(A, x->block, (uint32_t)A->s->cycle[v],
                        ir_guard(A->f, v)).text;
  uint32_t n = x->op == OP_SWRITE ? 2 : 1;
  if (x->nargs < n) return NULL;
  return arch_operand(A, x->block, (uint32_t)A->s->cycle[v], x->args[n - 1])
      .text;
}

static void active_conds(Arch *A, IoOp *ops, size_t n) {
  StreamArch *S = A->stream;
  RtlDesign *d = A->d;
  for (size_t i = 0; i < n; i++) {
    ValId v = ops[i].v;
    const Val *x = ir_cval(A->f, v);
    uint32_t b = x->block, t = (uint32_t)A->s->cycle[v];
    bool pl = arch_pipelined(A, b);
    const char *st = arch_in_state(A, A->state0[b] + (pl ? 0 : t));
    const char *c = pl ? arch_pipe_active(A, v) : NULL;
    const char *k = pl ? arch_pipe_squash_cond(A, v) : NULL;
    const char *p = pred_of(A, v, x);
    Sbuf o = {0};
    sb_printf(&o, "%s", st);
    if (c) sb_printf(&o, " & %s", c);
    if (k) sb_printf(&o, " & %s", k);
    if (p) sb_printf(&o, " & %s", p);
    SigId a = rtl_sig(d, rtl_printf(d, "io_act_%zu", (size_t)v), 1, SIG_WIRE,
                      NULL);
    rtl_assign(d, a, sb_str(&o));
    sb_free(&o);
    S->act[v] = d->sigs.data[a].name;
  }
}

/* The handshake of stream operation v, or a variable-latency unit's
 * "finished": started for this iteration and idle again. */
static const char *handshake(Arch *A, ValId v, const Val *x) {
  StreamArch *S = A->stream;
  if (arch_is_varlat(A, v))
    return rtl_printf(A->d, "(%s & %s)", A->d->sigs.data[S->started[v]].name,
                      A->vl_idle[v]);
  SigId s = S->port_sig[x->op == OP_SREAD ? 1 : 2][x->imm];
  return A->d->sigs.data[s].name;
}

/* Draining pipelines: the wait condition of each stage, OR of ~ok of its
 * handshakes (collected here, assigned by finish_blocked). */
static void add_blocked(Arch *A, ValId v, const char *ok) {
  StreamArch *S = A->stream;
  const Val *x = ir_cval(A->f, v);
  uint32_t li = (uint32_t)A->s->loop_of[x->block];
  uint32_t st = (uint32_t)A->s->cycle[v] / A->s->loops[li].ii;
  SigId b = arch_pipe_blk(A, li, st);
  Sbuf *o = &S->blk[b];
  sb_printf(o, "%s~%s", o->len ? " | " : "", ok);
}

static void finish_blocked(Arch *A) {
  StreamArch *S = A->stream;
  for (uint32_t li = 0; li < A->s->nloops; li++) {
    if (!A->s->loops[li].pipelined || !A->s->loops[li].drain) continue;
    for (uint32_t st = 0; st < A->s->loops[li].stages; st++) {
      SigId b = arch_pipe_blk(A, li, st);
      if (b == RTL_NOSIG) continue; /* no handshake in the stage */
      rtl_assign(A->d, b, S->blk[b].len ? sb_str(&S->blk[b]) : "1'b0");
    }
  }
}

/* go, ok, fire, the flags and the word taken while stalled of each
 * operation. */
static void op_logic(Arch *A, IoOp *ops, size_t n, Sbuf *en, Sbuf *free_body) {
  StreamArch *S = A->stream;
  RtlDesign *d = A->d;
  for (size_t i = 0; i < n; i++) {
    ValId v = ops[i].v;
    const Val *x = ir_cval(A->f, v);
    const char *done = d->sigs.data[S->done[v]].name;
    /* the operations before it in the cycle are done or fire now */
    Sbuf prior = {0};
    /* (variable-latency units run side by side: one waits for the stream
     * operations before it, whose words it may use, not for another) */
    for (size_t j = i; j-- > 0 && ops[j].group == ops[i].group;)
      if (!arch_is_varlat(A, v) || !arch_is_varlat(A, ops[j].v))
        sb_printf(&prior, " & %s", S->ok[ops[j].v]);
    SigId go = rtl_sig(d, rtl_printf(d, "io_go_%zu", (size_t)v), 1, SIG_WIRE,
                       NULL);
    rtl_assign(d, go, rtl_printf(d, "%s & ~%s%s", S->act[v], done,
                                 sb_str(&prior)));
    S->go[v] = d->sigs.data[go].name;
    SigId ok = rtl_sig(d, rtl_printf(d, "io_ok_%zu", (size_t)v), 1, SIG_WIRE,
                       NULL);
    rtl_assign(d, ok, rtl_printf(d, "~%s | %s | (%s%s)", S->act[v], done,
                                 handshake(A, v, x), sb_str(&prior)));
    sb_free(&prior);
    S->ok[v] = d->sigs.data[ok].name;
    /* the operation completes when the design (or, in a draining
     * pipeline, its stage) moves on */
    const char *frz = arch_pipe_frz(A, v);
    const char *moves = frz ? rtl_printf(d, "~%s", frz) : "en";
    if (frz) add_blocked(A, v, S->ok[v]);
    else sb_printf(en, "%s%s", en->len ? " & " : "", S->ok[v]);
    const char *fire = rtl_printf(d, "%s & %s", S->go[v], handshake(A, v, x));
    sb_printf(free_body, "if (rst | %s) %s <= 1'b0;\nelse if (%s) %s <= 1'b1;\n",
              moves, done, fire, done);
    if (arch_is_varlat(A, v)) { /* the unit starts once per iteration */
      const char *st = d->sigs.data[S->started[v]].name;
      rtl_assign(d, A->vl_start[v], rtl_printf(d, "%s & ~%s & %s", S->go[v],
                                               st, A->vl_idle[v]));
      sb_printf(free_body, "if (rst | %s) %s <= 1'b0;\nelse if (%s) %s <= "
                "1'b1;\n", moves, st, d->sigs.data[A->vl_start[v]].name, st);
    }
    if (x->op != OP_SREAD || S->hold[v] == RTL_NOSIG) continue;
    const char *tdata = d->sigs.data[S->port_sig[0][x->imm]].name;
    sb_printf(free_body, "if (~(%s) & %s) %s <= %s;\n", moves, fire,
              d->sigs.data[S->pend[v]].name, tdata);
  }
}

/* tready of an input, tvalid and tdata of an output. */
static void port_logic(Arch *A, IoOp *ops, size_t n) {
  const Func *f = A->f;
  StreamArch *S = A->stream;
  RtlDesign *d = A->d;
  for (size_t p = 0; p < f->ports.len; p++) {
    const Port *pt = &f->ports.data[p];
    if (!ir_port_is_stream(pt)) continue;
    bool in = pt->kind == PORT_STREAM_IN;
    Sbuf offer = {0}, data = {0};
    const char *last = NULL, *last_act = NULL;
    for (size_t i = 0; i < n; i++) {
      const Val *x = ir_cval(f, ops[i].v);
      if (x->imm != p || arch_is_varlat(A, ops[i].v)) continue;
      sb_printf(&offer, "%s%s", offer.len ? " | " : "", S->go[ops[i].v]);
      if (in) continue;
      const char *val = arch_operand(A, x->block,
                                     (uint32_t)A->s->cycle[ops[i].v],
                                     x->args[0]).text;
      if (last) sb_printf(&data, "%s ? %s : ", last_act, last);
      last = val;
      last_act = S->act[ops[i].v];
    }
    SigId hs = S->port_sig[in ? 2 : 1][p];
    rtl_assign(d, hs, offer.len ? sb_str(&offer) : "1'b0");
    if (!in) {
      if (last) sb_puts(&data, last);
      rtl_assign(d, S->port_sig[0][p],
                 data.len ? sb_str(&data) : arch_literal(A, pt->width, 0));
    }
    sb_free(&offer);
    sb_free(&data);
  }
}

/* After every value wire exists: the handshake logic. */
void arch_stream_logic(Arch *A) {
  const Func *f = A->f;
  VEC(IoOp) ops = {0};
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Block *bl = &f->blocks.data[b];
    bool pl = arch_pipelined(A, (uint32_t)b);
    uint32_t ii = pl ? A->s->loops[A->s->loop_of[b]].ii : 0;
    for (size_t i = 0; i < bl->ops.len; i++) {
      ValId v = bl->ops.data[i];
      const Val *x = ir_cval(f, v);
      if (!A->live[v] || !(is_handshake(x->op) || arch_is_varlat_unit(A, v)))
        continue;
      uint32_t t = (uint32_t)A->s->cycle[v];
      IoOp o = {v, A->state0[b] + (pl ? 0 : t), (int64_t)i};
      if (pl) {
        o.group = A->state0[b] * 4096u + t % ii;
        o.key = -(int64_t)(t / ii) * 1000000 + (int64_t)i;
      }
      vec_push(&ops, o);
    }
  }
  if (!ops.len) {
    vec_free(&ops);
    port_logic(A, NULL, 0);
    return;
  }
  qsort(ops.data, ops.len, sizeof *ops.data, cmp_io);
  active_conds(A, ops.data, ops.len);
  Sbuf en = {0}, fb = {0};
  A->stream->blk = xcalloc(A->d->sigs.len + 1, sizeof(Sbuf));
  size_t nblk = A->d->sigs.len + 1;
  op_logic(A, ops.data, ops.len, &en, &fb);
  finish_blocked(A);
  for (size_t i = 0; i < nblk; i++) sb_free(&A->stream->blk[i]);
  free(A->stream->blk);
  A->stream->blk = NULL;
  port_logic(A, ops.data, ops.len);
  RtlDesign *d = A->d;
  for (size_t i = 0; i < d->sigs.len; i++)
    if (d->enable && !strcmp(d->sigs.data[i].name, d->enable))
      rtl_assign(d, (SigId)i, en.len ? sb_str(&en) : "1'b1");
  rtl_proc_free(d, "stream handshakes: done flags, words taken while stalled",
                sb_str(&fb));
  sb_free(&en);
  sb_free(&fb);
  vec_free(&ops);
}

void arch_stream_free(Arch *A) {
  StreamArch *S = A->stream;
  if (!S) return;
  for (int k = 0; k < 3; k++) free(S->port_sig[k]);
  free(S->param);
  free(S->hold);
  free(S->done);
  free(S->pend);
  free(S->started);
  free(S->act);
  free(S->ok);
  free(S->go);
  free(S);
  A->stream = NULL;
}
