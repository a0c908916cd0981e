/* fushare.c - shared functional units (sched.h: fu_kind, fu_bind): the
 * operand multiplexers in front of a unit that several operations of FSM
 * states and pipelined loops use, its start condition, and the unit's
 * result, built once.
 *
 * A unit's operations run in different states (or, for a sequential unit,
 * in states that never overlap its busy cycles: the schedule's resource
 * constraint), so each operand is an AND-OR multiplexer by state over the
 * operations' own operands, "((state == S_a) ? x_a : 0) | ((state == S_b
 * || state == S_c) ? x_b : 0)" (one term per distinct operand; a tree of
 * log depth, as delay_operand_mux assumes, like the memory ports'). A sequential unit
 * starts in any of its operations' start states; its result register holds
 * the result until the next operation's last step, and every operation's
 * value wire is that result (its own register copies it at the end of the
 * ready state when it is needed later: arch.c).
 * An operation of a pipelined loop at time t is "in its state" when the
 * unit is in the loop's state and pl<b>_slot == t mod II (arch_pipe_at):
 * the multiplexer selects its operands (read at its own time) then, and a
 * sequential unit starts then, valid iteration or not, as an unshared one
 * in a loop does (the schedule keeps the unit's busy slots apart, whatever
 * the valid bits); the loop's value registers take the result at the
 * operation's ready time (pipeline.c). A stall freezes the unit with the
 * rest of the design. */
#include <stdlib.h>
#include <string.h>

#include "arch_int.h"

/* The live operations of v's unit, in value order. */
static uint32_t members(Arch *A, ValId v, ValId **out) {
  uint32_t u = A->s->fu[v] - 1;
  uint32_t n = fu_members(A->s, u, NULL, 0);
  ValId *m = xmalloc((n ? n : 1) * sizeof *m);
  fu_members(A->s, u, m, n);
  uint32_t k = 0;
  for (uint32_t i = 0; i < n; i++)
    if (A->live[m[i]]) m[k++] = m[i];
  *out = m;
  return k;
}

/* Some of the n operations m runs in a pipelined loop. */
static bool loop_member(const Arch *A, const ValId *m, uint32_t n) {
  for (uint32_t k = 0; k < n; k++)
    if (arch_pipelined(A, ir_cval(A->f, m[k])->block)) return true;
  return false;
}

static const char *start_state(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  if (arch_pipelined(A, x->block))
    return rtl_printf(A->d, "(%s)",
                      arch_pipe_at(A, x->block, (uint32_t)A->s->cycle[v]));
  return arch_in_state(A, A->state0[x->block] + (uint32_t)A->s->cycle[v]);
}

bool arch_fu_shared(const Arch *A, ValId v) {
  return A->s->fu && A->s->fu[v];
}

bool arch_fu_load_only(const Arch *A, ValId v) {
  return fu_unit_load_only(A->f, A->s, v, A->opt);
}

const char *arch_fu_operand(Arch *A, ValId v, unsigned i, const char *pre) {
  const Val *x = ir_cval(A->f, v);
  if (!arch_fu_shared(A, v))
    return arch_operand(A, x->block, (uint32_t)A->s->cycle[v], x->args[i])
        .text;
  ValId *m;
  uint32_t n = members(A, v, &m);
  /* ((in the states of operand t) ? t : 0) | ...: one term per distinct
   * operand text (operations with the same operand share it) */
  const char **text = xmalloc((n ? n : 1) * sizeof *text);
  Sbuf *cond = xcalloc(n ? n : 1, sizeof *cond);
  uint32_t nt = 0;
  for (uint32_t k = 0; k < n; k++) {
    const Val *y = ir_cval(A->f, m[k]);
    const char *t =
        arch_operand(A, y->block, (uint32_t)A->s->cycle[m[k]], y->args[i]).text;
    uint32_t j = 0;
    while (j < nt && strcmp(text[j], t)) j++;
    if (j == nt) text[nt++] = t;
    sb_printf(&cond[j], "%s%s", cond[j].len ? " || " : "", start_state(A, m[k]));
  }
  Sbuf e = {0};
  const char *zero = arch_literal(A, x->width, 0);
  for (uint32_t j = 0; j < nt; j++) {
    if (nt == 1) sb_puts(&e, text[0]);
    else sb_printf(&e, "%s((%s) ? %s : %s)", j ? " | " : "", sb_str(&cond[j]),
                   text[j], zero);
    sb_free(&cond[j]);
  }
  free(cond);
  free(text);
  RtlDesign *d = A->d;
  SigId s = rtl_sig(d, rtl_printf(d, "%s_op%u", pre, i), x->width, SIG_WIRE,
                    rtl_printf(d, "operand %u of %u operations, by state%s",
                               i, n, loop_member(A, m, n) ? " and slot" : ""));
  rtl_assign(d, s, sb_str(&e));
  sb_free(&e);
  free(m);
  return d->sigs.data[s].name;
}

const char *arch_fu_start(Arch *A, ValId v) {
  if (!arch_fu_shared(A, v)) return start_state(A, v);
  ValId *m;
  uint32_t n = members(A, v, &m);
  Sbuf e = {0};
  for (uint32_t k = 0; k < n; k++)
    sb_printf(&e, "%s%s", k ? " || " : "", start_state(A, m[k]));
  const char *r = n > 1 ? rtl_printf(A->d, "(%s)", sb_str(&e))
                        : rtl_printf(A->d, "%s", sb_str(&e));
  sb_free(&e);
  free(m);
  return r;
}

SigId arch_fu_built(const Arch *A, ValId v) {
  return arch_fu_shared(A, v) ? A->fu_sig[A->s->fu[v] - 1] : RTL_NOSIG;
}

void arch_fu_note(Arch *A, ValId v, SigId res) {
  if (arch_fu_shared(A, v)) A->fu_sig[A->s->fu[v] - 1] = res;
}

const char *arch_fu_comment(Arch *A, ValId v) {
  if (!arch_fu_shared(A, v)) return "";
  ValId *m;
  uint32_t n = members(A, v, &m);
  free(m);
  return rtl_printf(A->d, ", shared by %u operations", n);
}

/* A combinational multiplier shared by operations of different states. */
SigId arch_fu_comb_mul(Arch *A, ValId v) {
  SigId r = arch_fu_built(A, v);
  if (r != RTL_NOSIG) return r;
  RtlDesign *d = A->d;
  const char *pre = rtl_printf(d, "mul%u", v);
  const char *a = arch_fu_operand(A, v, 0, pre);
  const char *b = arch_fu_operand(A, v, 1, pre);
  r = rtl_sig(d, rtl_printf(d, "%s_p", pre), ir_cval(A->f, v)->width,
              SIG_WIRE, rtl_printf(d, "multiplier %s (mul)%s", pre,
                                   arch_fu_comment(A, v)));
  rtl_assign(d, r, rtl_printf(d, "%s * %s", a, b));
  arch_fu_note(A, v, r);
  return r;
}
