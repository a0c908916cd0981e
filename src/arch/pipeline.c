/* pipeline.c - the hardware of a pipelined loop (Schedule.loop_of; the
 * timing rules are in modulo.c and sched.h).
 *
 * The loop block is one controller state. While the unit is in it:
 *  - pl<b>_slot counts 0 .. II-1 (absent when II is 1); an iteration starts
 *    whenever it is 0, and stage s runs the iteration started s * II
 *    cycles ago;
 *  - pl<b>_valid[s] says stage s holds an iteration that is to run. At the
 *    end of slot II-1 the bits shift up and bit 0 takes "start another"
 *    (no exit seen yet);
 *  - the exit: in the cycle where the iteration in stage sc decides to
 *    leave (pl<b>_kill), the younger iterations in stages 0 .. sc-1 are
 *    squashed (their valid bits cleared) and no more start; the unit leaves
 *    the state at the end of the cycle in which the last valid iteration
 *    finishes (slot II-1, no valid bit left);
 *  - an operation at time t runs when pl<b>_slot == t mod II; its side
 *    effects (stores) also need pl<b>_valid[t / II];
 *  - value v (ready at a = cycle + lat) goes through a chain of registers
 *    r_<v>_s0, s1, ...: s0 takes v at the end of cycle a of a valid
 *    iteration, and s<i+1> takes s<i> at the same edges, so a reader at
 *    time t > a finds v in s<ceil((t - a) / II) - 1>;
 *  - a PHI p with back-edge value v is read from v's chain (the previous
 *    iteration's v, distance II + t - a); entering the loop preloads v's
 *    whole chain with p's initial value, which iteration 0 thus reads;
 *  - a value read after the loop has its own register r_<v>_out, written
 *    by each valid iteration once the value is readable and the iteration
 *    before it has decided whether to leave (so a squashed iteration never
 *    writes it): the exiting iteration writes it last. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"
#include "pipe_int.h"

enum { OUT_LATER = 1, OUT_EDGE = 2 };

struct PipeArch {
  PipeCtl *ctl;      /* [loop index] */
  uint32_t *nchain;  /* [val] registers in v's chain */
  SigId **chain;     /* [val] the chain */
  SigId *out;        /* [val] PHI: its register for readers after the loop */
  uint8_t *want_out; /* [val] read after the loop: OUT_* bits */
};

static const LoopSched *loop(const Arch *A, uint32_t b) {
  return &A->s->loops[A->s->loop_of[b]];
}

bool arch_pipelined(const Arch *A, uint32_t b) {
  return A->s->loop_of && A->s->loop_of[b] >= 0;
}

static bool in_loop(const Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  return x->op != OP_CONST && arch_pipelined(A, x->block);
}

static ValId back_arg(const Arch *A, ValId p) {
  ValId v = loop_back_arg(A->f, p);
  if (v == IR_NOVAL) ICE("phi %%%u of a pipelined loop has no back edge", p);
  return v;
}

/* Which register of a's chain a reader at time t uses; -1: a's wire. */
static int32_t chain_index(const Arch *A, ValId a, uint32_t t, ValId *owner) {
  const Val *x = ir_cval(A->f, a);
  uint32_t ii = loop(A, x->block)->ii;
  *owner = a;
  uint32_t r = arch_ready(A, a);
  if (t == r) return -1;
  if (t < r) ICE("value %%%u read at %u before it is ready", a, t);
  return (int32_t)((t - r + ii - 1) / ii - 1);
}

static void need(Arch *A, ValId a, uint32_t t) {
  if (!in_loop(A, a)) return;
  ValId v;
  int32_t i = chain_index(A, a, t, &v);
  if (i >= 0 && (uint32_t)i + 1 > A->pipe->nchain[v])
    A->pipe->nchain[v] = (uint32_t)i + 1;
}

/* When value a of a loop is copied into its register for readers after
 * the loop: once a is readable in its iteration and that iteration can no
 * longer be squashed (the iteration started II before has decided). */
static uint32_t out_time(const Arch *A, ValId a) {
  const Val *x = ir_cval(A->f, a);
  const LoopSched *L = loop(A, x->block);
  int64_t t = (int64_t)L->exit_time + 1 - L->ii;
  if (arch_ready(A, a) > t) t = arch_ready(A, a);
  return t > 0 ? (uint32_t)t : 0;
}

/* Chain lengths from every read in the loops and after them. */
static void count_reads(Arch *A) {
  const Func *f = A->f;
  PipeArch *P = A->pipe;
  for (size_t u = 0; u < f->vals.len; u++) {
    const Val *x = ir_cval(f, (ValId)u);
    if (!A->live[u] || x->op == OP_NOP || x->op == OP_CONST) continue;
    bool here = arch_pipelined(A, x->block);
    if (arch_is_varlat(A, (ValId)u)) /* its guard starts the unit */
      need(A, ir_guard(f, (ValId)u), (uint32_t)A->s->cycle[u]);
    for (uint32_t i = 0; i < x->nargs; i++) {
      ValId a = x->args[i];
      if (!in_loop(A, a)) continue;
      const Val *ax = ir_cval(f, a);
      bool same = here && x->op != OP_PHI && ax->block == x->block;
      if (same) {
        need(A, a, (uint32_t)A->s->cycle[u]);
      } else if (x->op == OP_PHI && x->block == ax->block) {
        /* the back edge: the previous iteration's value, II later in its
         * own time */
        need(A, a, (uint32_t)A->s->cycle[u] + loop(A, x->block)->ii);
      } else if (x->op == OP_PHI && x->phi_blocks[i] == ax->block) {
        P->want_out[a] |= OUT_EDGE; /* copied on the edge leaving the loop */
      } else {
        P->want_out[a] |= OUT_LATER;
      }
    }
  }
  for (size_t b = 0; b < f->blocks.len; b++) {
    const Term *t = &f->blocks.data[b].term;
    if (t->kind == TERM_BR || t->arg == IR_NOVAL || !in_loop(A, t->arg))
      continue;
    if (arch_pipelined(A, (uint32_t)b))
      need(A, t->arg, loop(A, (uint32_t)b)->exit_time);
    else
      P->want_out[t->arg] |= OUT_LATER;
  }
  for (size_t v = 0; v < f->vals.len; v++) {
    if (!P->want_out[v]) continue;
    const LoopSched *L = loop(A, ir_cval(f, (ValId)v)->block);
    uint32_t t = out_time(A, (ValId)v);
    need(A, (ValId)v, t);
    /* an edge copy in the last cycle reads the value where the loop does
     * (arch_pipe_out): then only later readers need the register */
    if (t == L->stages * L->ii - 1) P->want_out[v] &= (uint8_t)~OUT_EDGE;
  }
}

static void make_chains(Arch *A) {
  const Func *f = A->f;
  PipeArch *P = A->pipe;
  for (size_t v = 0; v < f->vals.len; v++) {
    const Val *x = ir_cval(f, (ValId)v);
    if (!A->live[v] || !in_loop(A, (ValId)v)) continue;
    const char *base = rtl_ident_part(A->d, ir_val_name(f, (ValId)v)
                                                ? ir_val_name(f, (ValId)v)
                                                : ir_info(x->op)->text);
    const char *cm = arch_val_comment(A, (ValId)v);
    P->out[v] = RTL_NOSIG;
    if (P->want_out[v]) {
      P->out[v] = rtl_sig(A->d, rtl_printf(A->d, "r_%s_%zu_out", base, v),
                          x->width, SIG_REG,
                          rtl_printf(A->d, "%s%safter the loop",
                                     cm ? cm : "", cm ? "; " : ""));
      rtl_sigp(A->d, P->out[v])->datapath = true;
    }
    if (!P->nchain[v]) continue;
    P->chain[v] = xmalloc(P->nchain[v] * sizeof(SigId));
    for (uint32_t i = 0; i < P->nchain[v]; i++) {
      P->chain[v][i] = rtl_sig(
          A->d, rtl_printf(A->d, "r_%s_%zu_s%u", base, v, i), x->width,
          SIG_REG,
          rtl_printf(A->d, "%s%siteration value, %u stage%s old", cm ? cm : "",
                     cm ? "; " : "", i, i == 1 ? "" : "s"));
      rtl_sigp(A->d, P->chain[v][i])->datapath = true;
    }
  }
}

/* ---- control signals ---- */

/* Some iteration at stage s or older is valid. */
static const char *any_valid_from(Arch *A, const PipeCtl *c, uint32_t s) {
  uint32_t S = c->L->stages;
  if (s + 1 >= S) return valid_bit(A, c, s);
  return rtl_printf(A->d, "|%s[%u:%u]", sig_name(A, c->valid), S - 1, s);
}

/* Stage s holds a valid iteration that leaves it at the end of the cycle
 * (a draining loop's stage may hold instead). */
static const char *stage_moves(Arch *A, const PipeCtl *c, uint32_t s) {
  if (!c->L->drain) return valid_bit(A, c, s);
  return rtl_printf(A->d, "%s & ~%s", valid_bit(A, c, s),
                    sig_name(A, c->frz[s]));
}

static const char *at_slot(Arch *A, const PipeCtl *c, uint32_t t) {
  if (c->L->ii == 1) return NULL;
  return rtl_printf(A->d, "(%s == %s)", sig_name(A, c->slot),
                    arch_literal(A, A->d->sigs.data[c->slot].width, t % c->L->ii));
}

static void make_control(Arch *A, uint32_t li) {
  const LoopSched *L = &A->s->loops[li];
  PipeCtl *c = &A->pipe->ctl[li];
  RtlDesign *d = A->d;
  uint32_t b = L->block, S = L->stages;
  c->L = L;
  const char *pre = rtl_printf(d, "pl%u", b);
  if (L->ii > 1)
    c->slot = rtl_sig(d, rtl_printf(d, "%s_slot", pre),
                      ceil_log2(L->ii) ? ceil_log2(L->ii) : 1, SIG_REG,
                      rtl_printf(d, "loop line %u: cycle within the II",
                                 L->loc.line));
  c->valid = rtl_sig(d, rtl_printf(d, "%s_valid", pre), S, SIG_REG,
                     rtl_printf(d, "loop line %u: stage holds an iteration",
                                L->loc.line));
  c->exitseen = rtl_sig(d, rtl_printf(d, "%s_exit", pre), 1, SIG_REG,
                        rtl_printf(d, "loop line %u: an iteration has left",
                                   L->loc.line));
  c->kill = rtl_sig(d, rtl_printf(d, "%s_kill", pre), 1, SIG_WIRE, NULL);
  c->keep = rtl_sig(d, rtl_printf(d, "%s_keep", pre), S, SIG_WIRE, NULL);
  c->next = rtl_sig(d, rtl_printf(d, "%s_next", pre), S, SIG_WIRE, NULL);
  if (L->drain) pipe_stall_signals(A, c, pre);
}

static void control_logic(Arch *A, uint32_t li) {
  PipeCtl *c = &A->pipe->ctl[li];
  const LoopSched *L = c->L;
  RtlDesign *d = A->d;
  uint32_t b = L->block, S = L->stages, sc = L->exit_time / L->ii;
  const Term *t = &A->f->blocks.data[b].term;
  if (t->kind == TERM_BR) { /* a loop without exit: runs for ever */
    rtl_assign(d, c->kill, "1'b0");
    rtl_sigp(d, c->exitseen)->partial = true; /* never read */
    rtl_assign(d, c->keep, sig_name(A, c->valid));
    if (L->drain) {
      pipe_drain_logic(A, c, "1'b1", NULL, 0);
    } else if (S == 1) {
      rtl_assign(d, c->next, "1'b1");
    } else {
      rtl_sigp(d, c->keep)->partial = true;
      rtl_assign(d, c->next, rtl_printf(d, "{%s[%u:0], 1'b1}",
                                        sig_name(A, c->keep), S - 2));
    }
    return;
  }
  const char *cond = arch_operand(A, b, L->exit_time, t->arg).text;
  const char *leave = t->succs[0] == b ? rtl_printf(d, "!%s", cond) : cond;
  const char *slot = at_slot(A, c, L->exit_time);
  const char *leaves = rtl_printf(d, "%s%s%s & %s & %s", arch_in_state(A, A->state0[b]),
                                slot ? " & " : "", slot ? slot : "",
                                valid_bit(A, c, sc), leave);
  rtl_assign(d, c->kill, rtl_printf(d, "%s%s%s", leaves, L->drain ? " & ~" : "",
                                    L->drain ? sig_name(A, c->frz[sc]) : ""));
  if (sc == 0)
    rtl_assign(d, c->keep, sig_name(A, c->valid));
  else
    rtl_assign(d, c->keep,
               rtl_printf(d, "%s & ~(%s ? %u'h%llx : %u'h0)", sig_name(A, c->valid),
                          sig_name(A, c->kill), S,
                          (unsigned long long)mask_bits(sc), S));
  const char *more = rtl_printf(d, "~(%s | %s)", sig_name(A, c->exitseen),
                                sig_name(A, c->kill));
  if (L->drain) {
    if (S > 1) rtl_sigp(d, c->keep)->partial = true;
    pipe_drain_logic(A, c, more, leaves, sc);
  } else if (S == 1) {
    rtl_assign(d, c->next, more);
  } else {
    rtl_sigp(d, c->keep)->partial = true;
    rtl_assign(d, c->next, rtl_printf(d, "{%s[%u:0], %s}", sig_name(A, c->keep),
                                      S - 2, more));
  }
}

/* A PHI of a pipelined loop is a wire in its cycle: the back-edge value
 * of the iteration before, from its registers. */
static void phi_wires(Arch *A) {
  const Func *f = A->f;
  for (size_t p = 0; p < f->vals.len; p++) {
    const Val *x = ir_cval(f, (ValId)p);
    if (x->op != OP_PHI || !A->live[p] || !in_loop(A, (ValId)p)) continue;
    const char *base = rtl_ident_part(
        A->d, ir_val_name(f, (ValId)p) ? ir_val_name(f, (ValId)p) : "phi");
    A->wire[p] = rtl_sig(A->d, rtl_printf(A->d, "w_%s_%zu", base, p),
                         x->width, SIG_WIRE, NULL);
  }
}

void arch_pipe_plan(Arch *A) {
  const Schedule *s = A->s;
  size_t nv = A->f->vals.len + 1;
  A->pipe = xcalloc(1, sizeof *A->pipe);
  PipeArch *P = A->pipe;
  P->ctl = xcalloc(s->nloops + 1, sizeof *P->ctl);
  P->nchain = xcalloc(nv, sizeof *P->nchain);
  P->chain = xcalloc(nv, sizeof *P->chain);
  P->out = xcalloc(nv, sizeof *P->out);
  P->want_out = xcalloc(nv, sizeof *P->want_out);
  for (uint32_t li = 0; li < s->nloops; li++)
    if (s->loops[li].pipelined) make_control(A, li);
  count_reads(A);
  make_chains(A);
  phi_wires(A);
}

void arch_pipe_control(Arch *A) {
  for (uint32_t li = 0; li < A->s->nloops; li++)
    if (A->s->loops[li].pipelined) control_logic(A, li);
  for (size_t p = 0; p < A->f->vals.len; p++) {
    const Val *x = ir_cval(A->f, (ValId)p);
    if (x->op == OP_PHI && A->live[p] && in_loop(A, (ValId)p))
      rtl_assign(A->d, A->wire[p],
                 arch_pipe_operand(A, x->block,
                                   (uint32_t)A->s->cycle[p] +
                                       loop(A, x->block)->ii,
                                   back_arg(A, (ValId)p)).text);
  }
}

void arch_pipe_free(Arch *A) {
  if (!A->pipe) return;
  for (size_t v = 0; v < A->f->vals.len; v++) free(A->pipe->chain[v]);
  free(A->pipe->chain);
  free(A->pipe->nchain);
  free(A->pipe->out);
  free(A->pipe->want_out);
  for (uint32_t li = 0; li < A->s->nloops; li++) {
    free(A->pipe->ctl[li].frz);
    free(A->pipe->ctl[li].blk);
    free(A->pipe->ctl[li].run);
    free(A->pipe->ctl[li].nrun);
  }
  free(A->pipe->ctl);
  free(A->pipe);
  A->pipe = NULL;
}

/* ---- reads ---- */

static Opnd sig_opnd(const Arch *A, SigId s, unsigned width) {
  Opnd o = {A->d->sigs.data[s].name, s, false, 0, width};
  return o;
}

Opnd arch_pipe_operand(Arch *A, uint32_t b, uint32_t t, ValId a) {
  const Val *x = ir_cval(A->f, a);
  if (x->block != b) return arch_pipe_out(A, a, false);
  ValId v;
  int32_t i = chain_index(A, a, t, &v);
  if (i < 0) return sig_opnd(A, A->wire[a], x->width);
  if ((uint32_t)i >= A->pipe->nchain[v])
    ICE("value %%%u: chain register %d of %u", v, i, A->pipe->nchain[v]);
  return sig_opnd(A, A->pipe->chain[v][i], x->width);
}

Opnd arch_pipe_out(Arch *A, ValId a, bool leaving) {
  const Val *x = ir_cval(A->f, a);
  const LoopSched *L = loop(A, x->block);
  uint32_t t = out_time(A, a);
  /* on the way out of the cycle that writes the register, the value is
   * still where the loop reads it */
  if (leaving && t == L->stages * L->ii - 1)
    return arch_pipe_operand(A, x->block, t, a);
  if (A->pipe->out[a] == RTL_NOSIG)
    ICE("value %%%u read after the loop has no register", a);
  return sig_opnd(A, A->pipe->out[a], x->width);
}

/* ---- statements ---- */

const char *arch_pipe_port_cond(Arch *A, ValId v, bool effect) {
  const Val *x = ir_cval(A->f, v);
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[x->block]];
  uint32_t t = (uint32_t)A->s->cycle[v];
  const char *slot = at_slot(A, c, t);
  const char *valid = effect ? stage_moves(A, c, t / c->L->ii) : NULL;
  if (slot && valid) return rtl_printf(A->d, "%s & %s", slot, valid);
  return slot ? slot : valid;
}

const char *arch_pipe_at(Arch *A, uint32_t b, uint32_t t) {
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[b]];
  const char *st = arch_in_state(A, A->state0[b]);
  const char *slot = at_slot(A, c, t);
  return slot ? rtl_printf(A->d, "%s & %s", st, slot) : st;
}

const char *arch_pipe_active(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[x->block]];
  uint32_t t = (uint32_t)A->s->cycle[v];
  const char *slot = at_slot(A, c, t);
  const char *valid = valid_bit(A, c, t / c->L->ii);
  return slot ? rtl_printf(A->d, "%s & %s", slot, valid) : valid;
}

const char *arch_pipe_stage_moves(Arch *A, ValId v, unsigned k) {
  const Val *x = ir_cval(A->f, v);
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[x->block]];
  if (!c->L->drain) return NULL;
  return stage_moves(A, c, ((uint32_t)A->s->cycle[v] + k) / c->L->ii);
}

const char *arch_pipe_load_hold(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[x->block]];
  if (!c->L->drain) return NULL;
  return rtl_printf(A->d, "%s & ~(%s)", arch_in_state(A, A->state0[x->block]),
                    stage_moves(A, c, (uint32_t)A->s->cycle[v]));
}

const char *arch_pipe_frz(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  if (!arch_pipelined(A, x->block)) return NULL;
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[x->block]];
  if (!c->L->drain) return NULL;
  return sig_name(A, c->frz[(uint32_t)A->s->cycle[v] / c->L->ii]);
}

SigId arch_pipe_blk(Arch *A, uint32_t li, uint32_t stage) {
  const PipeCtl *c = &A->pipe->ctl[li];
  return c->blk && stage < c->L->stages ? c->blk[stage] : RTL_NOSIG;
}

const char *arch_pipe_squash_cond(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[x->block]];
  uint32_t t = (uint32_t)A->s->cycle[v];
  if (t / c->L->ii >= c->L->exit_time / c->L->ii) return NULL;
  return rtl_printf(A->d, "~%s", sig_name(A, c->kill));
}

void arch_pipe_entry(Arch *A, Sbuf *o, const char *ind, uint32_t from,
                     uint32_t to) {
  const Func *f = A->f;
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[to]];
  const Block *t = &f->blocks.data[to];
  uint32_t S = c->L->stages;
  if (c->L->ii > 1)
    sb_printf(o, "%s%s <= %s;\n", ind, sig_name(A, c->slot),
              arch_literal(A, A->d->sigs.data[c->slot].width, 0));
  sb_printf(o, "%s%s <= %s;\n", ind, sig_name(A, c->valid),
            arch_literal(A, S, 1));
  sb_printf(o, "%s%s <= 1'b0;\n", ind, sig_name(A, c->exitseen));
  pipe_run_updates(A, c, o, ind, true);
  /* iteration 0 takes each PHI from its back-edge value's registers */
  for (size_t i = 0; i < t->ops.len; i++) {
    ValId p = t->ops.data[i];
    const Val *x = ir_cval(f, p);
    if (x->op != OP_PHI) break;
    if (!A->live[p]) continue;
    Opnd init = arch_phi_incoming(A, p, from);
    ValId v = back_arg(A, p);
    for (uint32_t j = 0; j < A->pipe->nchain[v]; j++)
      sb_printf(o, "%s%s <= %s;\n", ind, sig_name(A, A->pipe->chain[v][j]),
                init.text);
  }
}

/* The register updates of the values that become ready at time t. */
static void value_updates(Arch *A, const PipeCtl *c, uint32_t t, Sbuf *o,
                          const char *ind) {
  const Func *f = A->f;
  const Block *bl = &f->blocks.data[c->L->block];
  PipeArch *P = A->pipe;
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    if (!A->live[v] || !P->nchain[v] || arch_ready(A, v) != t)
      continue;
    uint32_t sw = t / c->L->ii;
    sb_printf(o, "%sif (%s) %s <= %s;\n", ind, stage_moves(A, c, sw),
              sig_name(A, P->chain[v][0]), sig_name(A, A->wire[v]));
    if (P->nchain[v] < 2) continue;
    if (c->L->drain) { /* pipeline registers: each moves with its stage */
      for (uint32_t j = 1; j < P->nchain[v]; j++)
        sb_printf(o, "%sif (%s) %s <= %s;\n", ind, stage_moves(A, c, sw + j),
                  sig_name(A, P->chain[v][j]), sig_name(A, P->chain[v][j - 1]));
      continue;
    }
    /* the older registers shift for every iteration after iteration 0,
     * squashed ones too (readers count them), never before it */
    sb_printf(o, "%sif (%s) begin\n", ind, any_valid_from(A, c, sw));
    for (uint32_t j = 1; j < P->nchain[v]; j++)
      sb_printf(o, "%s  %s <= %s;\n", ind, sig_name(A, P->chain[v][j]),
                sig_name(A, P->chain[v][j - 1]));
    sb_printf(o, "%send\n", ind);
  }
  for (size_t i = 0; i < bl->ops.len; i++) {
    ValId v = bl->ops.data[i];
    if (!A->live[v] || P->out[v] == RTL_NOSIG || out_time(A, v) != t)
      continue;
    sb_printf(o, "%sif (%s) %s <= %s;\n", ind, stage_moves(A, c, t / c->L->ii),
              sig_name(A, P->out[v]),
              arch_pipe_operand(A, c->L->block, t, v).text);
  }
}

void arch_pipe_body(Arch *A, uint32_t b, Sbuf *o, ArchEdgeFn edge) {
  const PipeCtl *c = &A->pipe->ctl[A->s->loop_of[b]];
  const LoopSched *L = c->L;
  RtlDesign *d = A->d;
  uint32_t ii = L->ii;
  sb_printf(o, "// pipelined loop%s%s (line %u): II %u, %u stage%s\n",
            L->label ? " " : "", L->label ? L->label : "", L->loc.line, ii,
            L->stages, L->stages == 1 ? "" : "s");
  const char *last_slot = ii > 1 ? at_slot(A, c, ii - 1) : NULL;
  if (ii > 1)
    sb_printf(o, "%s <= %s ? %s : %s + %s;\n", sig_name(A, c->slot), last_slot,
              arch_literal(A, d->sigs.data[c->slot].width, 0),
              sig_name(A, c->slot),
              arch_literal(A, d->sigs.data[c->slot].width, 1));
  sb_printf(o, "if (%s) %s <= 1'b1;\n", sig_name(A, c->kill),
            sig_name(A, c->exitseen));
  if (ii > 1)
    sb_printf(o, "%s <= %s ? %s : %s;\n", sig_name(A, c->valid), last_slot,
              sig_name(A, c->next), sig_name(A, c->keep));
  else
    sb_printf(o, "%s <= %s;\n", sig_name(A, c->valid), sig_name(A, c->next));
  pipe_run_updates(A, c, o, "", false);
  for (uint32_t t = 0; t < L->stages * ii; t++) {
    Sbuf u = {0};
    value_updates(A, c, t, &u, ii > 1 ? "  " : "");
    if (u.len && ii > 1)
      sb_printf(o, "if (%s) begin  // cycle %u\n%send\n", at_slot(A, c, t), t,
                sb_str(&u));
    else if (u.len)
      sb_printf(o, "// cycle %u\n%s", t, sb_str(&u));
    sb_free(&u);
  }
  const Term *t = &A->f->blocks.data[b].term;
  if (t->kind == TERM_BR) return; /* never leaves */
  uint32_t out = t->succs[0] == b ? t->succs[1] : t->succs[0];
  sb_printf(o, "if (%s%s%s == %s) begin\n", last_slot ? last_slot : "",
            last_slot ? " && " : "", sig_name(A, c->next),
            arch_literal(A, L->stages, 0));
  edge(A, o, "  ", b, out);
  sb_puts(o, "end\n");
}
