/* multiplier.c - the pipelined multiplier the schedule's timing assumes
 * (see delay_mul_stages in sched.h).
 *
 * The product's low W bits are a * b = sum over chunks b_k of b (C bits
 * each, from the LSB) of (a * b_k) << kC. Only the low W - kC bits of
 * a * b_k reach the product, so stage k multiplies the low W - kC bits of
 * a by b_k at that width, and adds the result, shifted, to the running
 * sum. Stage 0 runs in the op's start state behind the operands; every
 * stage registers the sum and the bits of a and b that later stages read;
 * the last stage's register is the product. The registers run freely, so a
 * product may start in every cycle. Signedness does not matter: the low W
 * bits of a product are the same for signed and unsigned operands. */
#include "arch_int.h"

typedef struct Flow {
  const char *a;   /* the low na bits of the multiplicand */
  unsigned na;
  const char *b;   /* the multiplier's chunks not used yet, nb bits */
  unsigned nb;
  const char *acc; /* the running sum (W bits), NULL before stage 0 */
  unsigned shift;  /* bits of b used so far */
} Flow;

static const char *low_bits(RtlDesign *d, const char *name, unsigned width,
                            unsigned n) {
  if (n == width) return name;
  if (n == 1) return rtl_printf(d, "%s[0]", name);
  return rtl_printf(d, "%s[%u:0]", name, n - 1);
}

static const char *high_bits(RtlDesign *d, const char *name, unsigned width,
                             unsigned from) {
  if (width - from == 1) return rtl_printf(d, "%s[%u]", name, from);
  return rtl_printf(d, "%s[%u:%u]", name, width - 1, from);
}

/* The combinational part of stage k: c bits of b; updates f->acc. */
static void stage_logic(PipeUnit *P, Flow *f, unsigned w, unsigned k,
                        unsigned c) {
  RtlDesign *d = P->A->d;
  const char *bk = low_bits(d, f->b, f->nb, c);
  if (c < f->na) bk = rtl_printf(d, "{%u'd0, %s}", f->na - c, bk);
  const char *pp = pipe_wire(P, rtl_printf(d, "pp%u", k), f->na,
                             rtl_printf(d, "%s * %s", f->a, bk));
  if (!f->acc) {
    f->acc = pp;
    return;
  }
  const char *shifted = rtl_printf(d, "{%s, %u'd0}", pp, f->shift);
  f->acc = pipe_wire(P, rtl_printf(d, "sum%u", k), w,
                     rtl_printf(d, "%s + %s", f->acc, shifted));
}

/* Registers what the next stage reads: the sum, the low bits of a that
 * still matter, and the chunks of b not used yet. */
static void stage_regs(PipeUnit *P, Flow *f, unsigned w, unsigned k,
                       unsigned c) {
  RtlDesign *d = P->A->d;
  f->acc = pipe_reg(P, rtl_printf(d, "acc%u", k), w, f->acc);
  f->a = pipe_reg(P, rtl_printf(d, "a%u", k), f->na - c,
                  low_bits(d, f->a, f->na, f->na - c));
  f->b = pipe_reg(P, rtl_printf(d, "b%u", k), f->nb - c,
                  high_bits(d, f->b, f->nb, c));
  f->na -= c;
  f->nb -= c;
  f->shift += c;
}

SigId arch_multiplier(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  unsigned w = x->width;
  unsigned stages = A->s->lat[v];
  unsigned bps = (w + stages - 1) / stages;
  if (stages < 2 || (stages - 1) * bps >= w)
    ICE("multiplier %%%u: %u stages cannot split %u bits", v, stages, w);
  PipeUnit P = {A, rtl_printf(A->d, "mul%u", v), {0}, RTL_NOSIG, v, 0};
  uint32_t cyc = (uint32_t)A->s->cycle[v];
  Flow f = {NULL, w, NULL, w, NULL, 0};
  f.a = pipe_wire(&P, "a", w, arch_operand(A, x->block, cyc, x->args[0]).text);
  f.b = pipe_wire(&P, "b", w, arch_operand(A, x->block, cyc, x->args[1]).text);
  for (unsigned k = 0; k < stages; k++) {
    unsigned c = f.nb < bps ? f.nb : bps;
    P.stage = k;
    stage_logic(&P, &f, w, k, c);
    if (k + 1 < stages) stage_regs(&P, &f, w, k, c);
    else pipe_reg(&P, "res", w, f.acc);
  }
  const char *cm = arch_val_comment(A, v);
  return pipe_finish(
      &P, rtl_printf(A->d, "multiplier %s (mul%s): %u stages, %u bit%s of "
                           "the multiplier per stage",
                     P.pre, cm ? rtl_printf(A->d, ", %s", cm) : "", stages,
                     bps, bps == 1 ? "" : "s"));
}
