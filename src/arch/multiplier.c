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
 * product may start in every cycle (in FSM states the stages are folded
 * onto one iterating register set: the sequential multiplier below).
 * Signedness does not matter: the low W bits of a product are the same for
 * signed and unsigned operands. */
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

/* ---- the sequential multiplier (an operation in FSM states) ----
 *
 * As for dividers (divider.c): an FSM block's operation never starts again
 * before its block's last state, so the S stages fold onto one register
 * set. The load stage (in the op's start state) is pipeline stage 0:
 * acc = a * b[C-1:0]; it also registers a << C and b >> C. Each later
 * cycle with a nonzero count adds a * b[C-1:0] (the registers, at W bits)
 * and shifts a and b by C. After S - 1 steps acc is the product, and it
 * holds until the next multiplication. Per cycle that is the logic of
 * stage 0 (a W x C multiply and a W-bit add), behind the register input
 * multiplexer that the delay model's register overhead allows for. */

/* name shifted left (up) or right (down) by n bits, at width bits. */
static const char *shifted(RtlDesign *d, const char *name, unsigned width,
                           unsigned n, bool up) {
  if (n >= width) return rtl_printf(d, "%u'd0", width);
  return up ? rtl_printf(d, "{%s, %u'd0}", low_bits(d, name, width, width - n), n)
            : rtl_printf(d, "{%u'd0, %s}", n, high_bits(d, name, width, n));
}

/* a * b[c-1:0] at w bits as the sum of a's shifts selected by b's bits,
 * not a `*`: Yosys's resource sharing merges two multiplications of the
 * same shape that never run in the same cycle, the load's and the step's,
 * into one behind a multiplexer on their operands, which put the state
 * decoding in front of the step's partial product and its W-bit sum
 * (loop7_accum_varlat_break: 11.8 ns at a 10 ns target on iCE40). */
static const char *chunk_product(RtlDesign *d, const char *a, const char *b,
                                 unsigned w, unsigned c) {
  Sbuf e = {0};
  for (unsigned j = 0; j < c && j < w; j++) {
    const char *bj = w == 1 ? b : rtl_printf(d, "%s[%u]", b, j);
    const char *aj = j == 0 ? a
                            : rtl_printf(d, "{%s, %u'd0}",
                                         low_bits(d, a, w, w - j), j);
    sb_printf(&e, "%s({%u{%s}} & %s)", j ? " + " : "", w, bj, aj);
  }
  const char *r = rtl_printf(d, "%s", sb_str(&e));
  sb_free(&e);
  return r;
}

static SigId seq_multiplier(PipeUnit *P, unsigned w, unsigned stages,
                            unsigned c, const char *a, const char *b) {
  Arch *A = P->A;
  RtlDesign *d = A->d;
  /* a W x C product of b's chunk */
  /* a variable-latency unit may only load the operands (VARLAT_LOAD):
   * then the first chunk is a step too, one more count */
  bool load_only = (arch_is_varlat(A, P->v) &&
                    A->s->varlat[P->v] == VARLAT_LOAD) ||
                   arch_fu_load_only(A, P->v);
  unsigned count = load_only ? stages : stages - 1;
  const char *ld_pp = load_only ? arch_literal(A, w, 0)
                                : pipe_wire(P, "ld_pp", w,
                                            chunk_product(d, a, b, w, c));
  unsigned cw = ceil_log2(count + 1);
  const char *ra = pipe_seq_reg(P, "ra", w, NULL);
  const char *rb = pipe_seq_reg(P, "rb", w, NULL);
  const char *cnt = pipe_seq_reg(P, "cnt", cw, "cycles left");
  const char *acc = pipe_seq_reg(P, "acc", w, NULL);
  SigId res = P->last;
  const char *it_pp = pipe_wire(P, "it_pp", w, chunk_product(d, ra, rb, w, c));
  /* a variable-latency unit starts when stream.c says (divider.c) */
  const char *start;
  if (arch_is_varlat(A, P->v)) {
    A->vl_start[P->v] = rtl_sig(d, rtl_printf(d, "%s_start", P->pre), 1,
                                SIG_WIRE, "its stage holds an iteration that "
                                "takes the branch");
    A->vl_idle[P->v] = rtl_printf(d, "(%s == %u'd0)", cnt, cw);
    start = d->sigs.data[A->vl_start[P->v]].name;
  } else {
    start = pipe_unit_start(A, P->v);
  }
  Sbuf o = {0};
  sb_printf(&o, "if (rst) %s <= %u'd0;\n", cnt, cw);
  sb_printf(&o, "else if (%s) begin\n", start);
  sb_printf(&o, "  %s <= %s;\n  %s <= %s;\n  %s <= %s;\n  %s <= %s;\n", acc,
            ld_pp, ra, load_only ? a : shifted(d, a, w, c, true), rb,
            load_only ? b : shifted(d, b, w, c, false), cnt,
            arch_literal(A, cw, count));
  sb_printf(&o, "end else if (%s != %u'd0) begin\n", cnt, cw);
  sb_printf(&o, "  %s <= %s - %s;\n", cnt, cnt, arch_literal(A, cw, 1));
  sb_printf(&o, "  %s <= %s + %s;\n  %s <= %s;\n  %s <= %s;\nend\n", acc, acc,
            it_pp, ra, shifted(d, ra, w, c, true), rb, shifted(d, rb, w, c, false));
  const char *cm = arch_val_comment(A, P->v);
  rtl_proc(d, rtl_printf(d, "multiplier %s (mul%s%s): sequential, %u cycles, "
                         "%u bit%s of the multiplier per cycle", P->pre,
                         cm ? rtl_printf(d, ", %s", cm) : "",
                         arch_fu_comment(A, P->v), stages, c,
                         c == 1 ? "" : "s"),
           sb_str(&o));
  sb_free(&o);
  return res;
}

/* The stages of multiplication v's unit under s (see arch.h). */
static unsigned unit_stages(const Func *f, const Schedule *s, ValId v,
                            const SchedOptions *opt) {
  bool vl = s->varlat && s->varlat[v];
  unsigned stages = vl ? s->varlat_lat[v] : s->lat[v];
  /* (its first cycle only loads) */
  return fu_unit_load_only(f, s, v, opt) ? stages - 1 : stages;
}

static bool splits(unsigned stages, unsigned w) {
  return stages >= 2 && (stages - 1) * ((w + stages - 1) / stages) < w;
}

bool arch_multiplier_buildable(const Func *f, const Schedule *s, ValId v,
                               const SchedOptions *opt) {
  bool vl = s->varlat && s->varlat[v];
  if (!s->lat[v] && !vl) return true; /* combinational */
  return splits(unit_stages(f, s, v, opt), ir_cval(f, v)->width);
}

SigId arch_multiplier(Arch *A, ValId v) {
  const Val *x = ir_cval(A->f, v);
  unsigned w = x->width;
  unsigned stages = unit_stages(A->f, A->s, v, A->opt);
  unsigned bps = (w + stages - 1) / stages;
  if (!splits(stages, w))
    ICE("multiplier %%%u: %u stages cannot split %u bits", v, stages, w);
  SigId built = arch_fu_built(A, v); /* (a shared unit: built once) */
  if (built != RTL_NOSIG) return built;
  PipeUnit P = {A, rtl_printf(A->d, "mul%u", v), {0}, RTL_NOSIG, v, 0};
  Flow f = {NULL, w, NULL, w, NULL, 0};
  f.a = pipe_wire(&P, "a", w, arch_fu_operand(A, v, 0, P.pre));
  f.b = pipe_wire(&P, "b", w, arch_fu_operand(A, v, 1, P.pre));
  if (pipe_unit_sequential(A, v, stages)) {
    SigId r = seq_multiplier(&P, w, stages, bps, f.a, f.b);
    arch_fu_note(A, v, r);
    return r;
  }
  for (unsigned k = 0; k < stages; k++) {
    unsigned c = f.nb < bps ? f.nb : bps;
    P.stage = k;
    stage_logic(&P, &f, w, k, c);
    if (k + 1 < stages) stage_regs(&P, &f, w, k, c);
    else pipe_reg(&P, "res", w, f.acc);
  }
  const char *cm = arch_val_comment(A, v);
  SigId r = pipe_finish(
      &P, rtl_printf(A->d, "multiplier %s (mul%s%s): %u stages, %u bit%s of "
                           "the multiplier per stage",
                     P.pre, cm ? rtl_printf(A->d, ", %s", cm) : "",
                     arch_fu_comment(A, v), stages, bps, bps == 1 ? "" : "s"));
  arch_fu_note(A, v, r);
  return r;
}
