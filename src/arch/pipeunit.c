/* pipeunit.c - signals of the pipelined operator units (divider.c,
 * multiplier.c): wires named after the unit, and free-running registers
 * collected into the unit's clocked process; and when a unit is sequential
 * instead, and when it starts. */
#include "arch_int.h"

const char *pipe_wire(PipeUnit *P, const char *suffix, unsigned width,
                      const char *expr) {
  RtlDesign *d = P->A->d;
  SigId s = rtl_sig(d, rtl_printf(d, "%s_%s", P->pre, suffix), width,
                    SIG_WIRE, NULL);
  rtl_assign(d, s, expr);
  return d->sigs.data[s].name;
}

const char *pipe_seq_reg(PipeUnit *P, const char *suffix, unsigned width,
                         const char *comment) {
  RtlDesign *d = P->A->d;
  SigId s = rtl_sig(d, rtl_printf(d, "%s_%s", P->pre, suffix), width,
                    SIG_REG, comment);
  rtl_sigp(d, s)->datapath = true;
  P->last = s;
  return d->sigs.data[s].name;
}

const char *pipe_reg(PipeUnit *P, const char *suffix, unsigned width,
                     const char *expr) {
  const char *name = pipe_seq_reg(P, suffix, width, NULL);
  const Val *x = ir_cval(P->A->f, P->v);
  const char *g = arch_pipelined(P->A, x->block)
                      ? arch_pipe_stage_moves(P->A, P->v, P->stage)
                      : NULL;
  if (g) sb_printf(&P->regs, "if (%s) %s <= %s;\n", g, name, expr);
  else sb_printf(&P->regs, "%s <= %s;\n", name, expr);
  return name;
}

SigId pipe_finish(PipeUnit *P, const char *comment) {
  rtl_proc(P->A->d, comment, sb_str(&P->regs));
  sb_free(&P->regs);
  return P->last;
}

bool pipe_unit_sequential(Arch *A, ValId v, unsigned stages) {
  uint32_t b = ir_cval(A->f, v)->block;
  if (stages < 3) return false;
  if (!arch_pipelined(A, b) || arch_is_varlat(A, v)) return true;
  return A->s->loops[A->s->loop_of[b]].ii >= stages;
}

const char *pipe_unit_start(Arch *A, ValId v) {
  uint32_t b = ir_cval(A->f, v)->block;
  if (!arch_pipelined(A, b) || arch_fu_shared(A, v))
    return arch_fu_start(A, v);
  return arch_pipe_at(A, b, (uint32_t)A->s->cycle[v]);
}
