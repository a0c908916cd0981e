/* divider.c - the pipelined restoring divider the schedule's timing
 * assumes (see delay_div_bits_per_stage in sched.h).
 *
 * Per quotient bit i (MSB first): t = {rem, num[i]} (W+1 bits),
 * s = t - {0, den}; the borrow s[W] says t < den, so the bit is ~s[W] and
 * the new remainder is t or s. Stage 0 runs in the op's start state behind
 * the operands (signed: their magnitudes); every stage registers what later
 * stages need (remainder, the dividend bits not yet used, divisor, quotient
 * bits so far, sign flags); the last stage applies the C sign rules
 * (quotient truncates toward zero, remainder takes the dividend's sign) and
 * its register is the result. When a fix-up and one quotient bit do not
 * fit one period together (delay_div_fixup_stages), the first stage only
 * takes the magnitudes and the last only applies the signs. The registers
 * run freely, so a division may start in every cycle. In FSM states the
 * stages are folded onto one iterating register set (the sequential
 * divider below).
 * With a constant divisor k the partial remainder stays below |k|, so it
 * has only the bits of |k| (rw, delay_div_rem_width): each quotient step
 * is a subtraction that narrow, the divisor a literal, not a register.
 * A divider pair (ir.h: a quotient and a remainder of the same operands)
 * is one unit with both results: the quotient bits and the last partial
 * remainder, each with its sign rule, in two result registers. */
#include <stdio.h>
#include <string.h>

#include "arch_int.h"

/* What flows from one stage to the next: Verilog names (or literals). */
typedef struct Flow {
  const char *rem;   /* W bits */
  const char *num;   /* the dividend bits not used yet: [nleft-1:0] */
  unsigned nleft;
  const char *den;   /* W bits */
  const char *quo;   /* quotient bits found so far, W - nleft bits, or NULL */
  const char *nq, *nr; /* sign flags (signed) or NULL */
} Flow;

typedef struct Div {
  PipeUnit P;
  unsigned w, rw; /* width; the partial remainder's (rw < w: k constant) */
  bool sgn, want_quo, want_rem;
  /* delay_div_table: the step as tables indexed by {rem, dividend bit}:
   * [j < rw] bit j of the new remainder, [rw] the quotient bit */
  const char *tbl[8];
  bool table;
} Div;

static const char *wire(Div *D, const char *suffix, unsigned width,
                        const char *expr) {
  return pipe_wire(&D->P, suffix, width, expr);
}

static const char *reg(Div *D, const char *suffix, unsigned width,
                       const char *expr) {
  return pipe_reg(&D->P, suffix, width, expr);
}

static const char *bit_of(Div *D, const char *name, unsigned width,
                          unsigned i) {
  return width == 1 ? name : rtl_printf(D->P.A->d, "%s[%u]", name, i);
}

/* One compare-subtract step for dividend bit i; returns the new remainder
 * (NULL when nobody needs it) and appends the quotient bit to *qbits. */
static const char *bit_step(Div *D, Flow *f, unsigned i, bool need_rem,
                            Sbuf *qbits) {
  RtlDesign *d = D->P.A->d;
  unsigned w = D->rw;
  const char *t = wire(D, rtl_printf(d, "t%u", i), w + 1,
                       rtl_printf(d, "{%s, %s}", f->rem,
                                  bit_of(D, f->num, f->nleft, i)));
  if (D->table) {
    if (D->tbl[w]) /* (the quotient's table: only for a quotient) */
      sb_printf(qbits, "%s%s[%s]", qbits->len ? ", " : "", D->tbl[w], t);
    if (!need_rem) return NULL;
    Sbuf e = {0};
    sb_putc(&e, '{');
    for (unsigned j = w; j-- > 0;)
      sb_printf(&e, "%s[%s]%s", D->tbl[j], t, j ? ", " : "}");
    const char *r = wire(D, rtl_printf(d, "r%u", i), w, sb_str(&e));
    sb_free(&e);
    return r;
  }
  SigId ss = rtl_sig(d, rtl_printf(d, "%s_s%u", D->P.pre, i), w + 1, SIG_WIRE,
                     NULL);
  const char *s = d->sigs.data[ss].name;
  rtl_assign(d, ss, rtl_printf(d, "%s - {1'b0, %s}", t, f->den));
  sb_printf(qbits, "%s~%s[%u]", qbits->len ? ", " : "", s, w);
  if (!need_rem) {
    rtl_sigp(d, ss)->partial = true;
    return NULL;
  }
  const char *lo = w == 1 ? rtl_printf(d, "%s[0]", t)
                          : rtl_printf(d, "%s[%u:0]", t, w - 1);
  const char *slo = w == 1 ? rtl_printf(d, "%s[0]", s)
                           : rtl_printf(d, "%s[%u:0]", s, w - 1);
  return wire(D, rtl_printf(d, "r%u", i), w,
              rtl_printf(d, "%s[%u] ? %s : %s", s, w, lo, slo));
}

/* The combinational part of stage k over dividend bits hi..lo; updates f
 * to the stage's outputs (before its registers). */
static void stage_logic(Div *D, Flow *f, unsigned k, int hi, int lo) {
  RtlDesign *d = D->P.A->d;
  Sbuf qbits = {0};
  for (int i = hi; i >= lo; i--) {
    bool need_rem = i > 0 || D->want_rem;
    const char *r = bit_step(D, f, (unsigned)i, need_rem, &qbits);
    f->rem = r;
  }
  if (D->want_quo) {
    const char *q = f->quo ? rtl_printf(d, "{%s, %s}", f->quo, sb_str(&qbits))
                           : rtl_printf(d, "{%s}", sb_str(&qbits));
    f->quo = wire(D, rtl_printf(d, "q%u", k), D->w - (unsigned)lo, q);
  }
  sb_free(&qbits);
  /* the dividend bits below lo go on to the next stage */
  if (lo > 0) f->num = rtl_printf(d, "%s[%d:0]", f->num, lo - 1);
  f->nleft = (unsigned)lo;
}

/* Registers only what a later stage reads: once every dividend bit is
 * used, just the result and its sign flag travel on. */
static void stage_regs(Div *D, Flow *f, unsigned k) {
  RtlDesign *d = D->P.A->d;
  if (f->rem && (f->nleft || D->want_rem))
    f->rem = reg(D, rtl_printf(d, "rem%u", k), D->rw, f->rem);
  if (f->nleft) {
    f->num = reg(D, rtl_printf(d, "num%u", k), f->nleft, f->num);
    if (D->rw == D->w)
      f->den = reg(D, rtl_printf(d, "den%u", k), D->w, f->den);
  }
  if (f->quo)
    f->quo = reg(D, rtl_printf(d, "quo%u", k), D->w - f->nleft, f->quo);
  if (f->nq) f->nq = reg(D, rtl_printf(d, "nq%u", k), 1, f->nq);
  if (f->nr) f->nr = reg(D, rtl_printf(d, "nr%u", k), 1, f->nr);
}

/* The step's tables for the constant divisor k (|k|, rw bits): for each
 * t = {rem, dividend bit} (rw + 1 bits), t >= k gives quotient bit 1 and
 * remainder t - k, else 0 and t. */
static void make_tables(Div *D, uint64_t k) {
  RtlDesign *d = D->P.A->d;
  unsigned n = 1u << (D->rw + 1);
  for (unsigned j = 0; j <= D->rw - (D->want_quo ? 0 : 1); j++) {
    uint64_t bits = 0;
    for (uint64_t t = 0; t < n; t++) {
      uint64_t r = t >= k ? t - k : t;
      unsigned b = j == D->rw ? t >= k : (unsigned)(r >> j & 1);
      bits |= (uint64_t)b << t;
    }
    D->tbl[j] = wire(D, j == D->rw ? "tbq" : rtl_printf(d, "tb%u", j), n,
                     rtl_printf(d, "%u'h%llx", n, (unsigned long long)bits));
  }
}

static void inputs(Div *D, ValId v, Flow *f) {
  Arch *A = D->P.A;
  RtlDesign *d = A->d;
  const Val *x = ir_cval(A->f, v);
  unsigned w = D->w;
  const char *a = wire(D, "a", w, arch_fu_operand(A, v, 0, D->P.pre));
  memset(f, 0, sizeof *f);
  f->rem = arch_literal(A, D->rw, 0);
  f->num = a, f->nleft = w;
  if (D->rw < w) { /* a constant divisor: |k| in rw bits */
    uint64_t k = ir_cval(A->f, x->args[1])->imm & mask_bits(w);
    bool kneg = D->sgn && (k >> (w - 1) & 1);
    if (kneg) k = (0 - k) & mask_bits(w);
    f->den = arch_literal(A, D->rw, k);
    D->table = delay_div_table(w, D->rw, A->opt);
    if (D->table) make_tables(D, k);
    if (!D->sgn) return;
    f->num = wire(D, "abs_a", w, rtl_printf(d, "%s ? -%s : %s",
                                            bit_of(D, a, w, w - 1), a, a));
    const char *sa = bit_of(D, a, w, w - 1);
    if (D->want_rem) f->nr = sa;
    if (D->want_quo) f->nq = kneg ? rtl_printf(d, "~%s", sa) : sa;
    return;
  }
  const char *b = wire(D, "b", w, arch_fu_operand(A, v, 1, D->P.pre));
  f->den = b;
  if (!D->sgn) return;
  const char *sa = bit_of(D, a, w, w - 1), *sb = bit_of(D, b, w, w - 1);
  f->num = wire(D, "abs_a", w, rtl_printf(d, "%s ? -%s : %s", sa, a, a));
  f->den = wire(D, "abs_b", w, rtl_printf(d, "%s ? -%s : %s", sb, b, b));
  if (D->want_rem) f->nr = sa;
  if (D->want_quo) f->nq = rtl_printf(d, "%s ^ %s", sa, sb);
}

/* The remainder widened to the operation's width, before its sign. */
static const char *rem_result(Div *D, const char *rem) {
  if (D->rw == D->w) return rem;
  return wire(D, "remw", D->w,
              rtl_printf(D->P.A->d, "{%u'd0, %s}", D->w - D->rw, rem));
}

/* neg ? -r : r (no flag: r). */
static const char *signed_result(Div *D, const char *neg, const char *r) {
  return neg ? rtl_printf(D->P.A->d, "%s ? -%s : %s", neg, r, r) : r;
}

/* The name of the unit's operation(s) for its comment. */
static const char *ops_text(Div *D, const Val *x) {
  if (!D->want_quo || !D->want_rem) return ir_info(x->op)->text;
  return D->sgn ? "sdiv and srem" : "udiv and urem";
}

/* ---- the sequential divider (an operation in FSM states) ----
 *
 * An FSM block runs an operation once per pass, and the schedule has the
 * result ready by the block's last state, so a division of one block never
 * overlaps the next one of the same operation. There the stages are folded
 * onto one register set that iterates: the same latency and the same logic
 * per cycle as the pipeline, with the area of two stages (a load stage on
 * the operands and one iterating stage) instead of S.
 *
 * The dividend is padded with zeros at the top to G * B bits (G quotient-bit
 * stages of B bits), which changes neither quotient nor remainder, so that
 * every iteration takes the same B bits from the top of a shift register.
 * In the op's start state the load stage registers what pipeline stage 0
 * would (the operands' magnitudes and, unless the fix-ups have stages of
 * their own, the first B bits) and the count S - 1; each later cycle with
 * a nonzero count steps; the cycle with count 1 writes the result register,
 * which then holds until the next division. The multiplexer in front of
 * the registers (load or step) is the one the register overhead of the
 * delay model allows for. Like the pipeline's, the registers freeze while
 * the design is stalled. */

/* B compare-subtract steps on group bits g (B bits, MSB first) from
 * remainder rem; returns the new remainder, *q (unless NULL) gets the B
 * quotient bits. */
static const char *seq_steps(Div *D, const char *rem, const char *g,
                             unsigned bps, const char *den, const char **q) {
  RtlDesign *d = D->P.A->d;
  Flow f = {rem, wire(D, "g", bps, g), bps, den, NULL, NULL, NULL};
  Sbuf qbits = {0};
  for (int i = (int)bps - 1; i >= 0; i--)
    f.rem = bit_step(D, &f, (unsigned)i, true, &qbits);
  if (q) *q = wire(D, "q", bps, rtl_printf(d, "{%s}", sb_str(&qbits)));
  sb_free(&qbits);
  return f.rem;
}

/* Bits [hi:lo] of name, or name itself when that is all of it. */
static const char *bits(RtlDesign *d, const char *name, unsigned width,
                        unsigned hi, unsigned lo) {
  if (lo == 0 && hi + 1 == width) return name;
  return hi == lo ? rtl_printf(d, "%s[%u]", name, hi)
                  : rtl_printf(d, "%s[%u:%u]", name, hi, lo);
}

/* name shifted left by n bits (width bits), or taking g in the low bits. */
static const char *shift_in(RtlDesign *d, const char *name, unsigned width,
                            unsigned n, const char *g) {
  if (n >= width) return g;
  return rtl_printf(d, "{%s, %s}", bits(d, name, width, width - n - 1, 0), g);
}

/* The sequential divider's registers (NULL: not built) with what the start
 * loads into them (ld_*) and what a step gives (it_*), the results r and
 * rr (the remainder's, when there are two) and the count. */
typedef struct SeqRegs {
  const char *rem, *num, *den, *quo, *cnt, *neg, *negr, *res, *resr;
  const char *ld_rem, *ld_num, *ld_den, *ld_quo, *ld_neg, *ld_negr;
  const char *it_rem, *it_num, *it_quo, *r, *rr;
  unsigned cw, count;
} SeqRegs;

/* What starts unit v: stream.c's start wire for a variable-latency unit
 * (its stage holds an iteration whose guard is true), else the
 * operation's state. */
static const char *seq_start(Div *D, ValId v, const SeqRegs *R) {
  Arch *A = D->P.A;
  RtlDesign *d = A->d;
  if (!arch_is_varlat(A, v)) return pipe_unit_start(A, v);
  A->vl_start[v] = rtl_sig(d, rtl_printf(d, "%s_start", D->P.pre), 1,
                           SIG_WIRE,
                           "its stage holds an iteration that takes the "
                           "branch");
  A->vl_idle[v] = rtl_printf(d, "(%s == %u'd0)", R->cnt, R->cw);
  return d->sigs.data[A->vl_start[v]].name;
}

/* The clocked process: load on start, then step while the count runs,
 * writing the result(s) with the last step (own: the fix-ups' cycle). */
static void seq_process(Div *D, const SeqRegs *R, const char *start,
                        bool own, Sbuf *b) {
  Arch *A = D->P.A;
  const char *one = arch_literal(A, R->cw, 1);
  sb_printf(b, "if (rst) %s <= %u'd0;\n", R->cnt, R->cw);
  sb_printf(b, "else if (%s) begin\n", start);
  sb_printf(b, "  %s <= %s;\n  %s <= %s;\n", R->rem, R->ld_rem, R->num,
            R->ld_num);
  if (R->den) sb_printf(b, "  %s <= %s;\n", R->den, R->ld_den);
  if (R->quo) sb_printf(b, "  %s <= %s;\n", R->quo, R->ld_quo);
  if (R->neg) sb_printf(b, "  %s <= %s;\n", R->neg, R->ld_neg);
  if (R->negr) sb_printf(b, "  %s <= %s;\n", R->negr, R->ld_negr);
  sb_printf(b, "  %s <= %s;\nend else if (%s != %u'd0) begin\n", R->cnt,
            arch_literal(A, R->cw, R->count), R->cnt, R->cw);
  sb_printf(b, "  %s <= %s - %s;\n", R->cnt, R->cnt, one);
  if (R->resr)
    sb_printf(b, "  if (%s == %s) begin\n    %s <= %s;\n    %s <= %s;\n"
              "  end\n", R->cnt, one, R->res, R->r, R->resr, R->rr);
  else
    sb_printf(b, "  if (%s == %s) %s <= %s;\n", R->cnt, one, R->res, R->r);
  const char *ind = own ? "    " : "  ";
  if (own) sb_printf(b, "  else begin\n");
  sb_printf(b, "%s%s <= %s;\n%s%s <= %s;\n", ind, R->rem, R->it_rem, ind,
            R->num, R->it_num);
  if (R->quo) sb_printf(b, "%s%s <= %s;\n", ind, R->quo, R->it_quo);
  if (own) sb_printf(b, "  end\n");
  sb_printf(b, "end\n");
}

/* v's operands (inputs) and the dividend padded with zeros at the top to
 * pw bits, the width of the shift register that the sequential divider
 * takes B bits from per step (see above). */
static const char *padded_inputs(Div *D, ValId v, unsigned pw, Flow *in) {
  inputs(D, v, in);
  if (pw <= D->w) return in->num;
  return wire(D, "pnum", pw, rtl_printf(D->P.A->d, "{%u'd0, %s}", pw - D->w,
                                        in->num));
}

/* Fills res_sig: the quotient's result register (or the only one), the
 * remainder's when the unit yields both (else RTL_NOSIG). */
static void seq_divider(Div *D, ValId v, unsigned stages, bool own,
                        unsigned bps, SigId res_sig[2]) {
  Arch *A = D->P.A;
  RtlDesign *d = A->d;
  const Val *x = ir_cval(A->f, v);
  unsigned w = D->w, groups = own ? stages - 2 : stages, pw = groups * bps;
  const char *pre = D->P.pre;
  Flow in;
  const char *num0 = padded_inputs(D, v, pw, &in);
  const char *zero_b = arch_literal(A, bps, 0);
  /* the load stage: pipeline stage 0 (a variable-latency unit that only
   * loads its operands, VARLAT_LOAD: nothing, and one more count) */
  const char *ld_rem = arch_literal(A, D->rw, 0), *ld_num = num0;
  const char *ld_quo = arch_literal(A, w, 0);
  bool load_only = (arch_is_varlat(A, v) && A->s->varlat[v] == VARLAT_LOAD) ||
                   arch_fu_load_only(A, v);
  if (load_only && own) ICE("divider %%%u: a signed unit that only loads", v);
  unsigned count = load_only ? stages : stages - 1;
  if (!own && !load_only) {
    const char *q = NULL;
    D->P.pre = rtl_printf(d, "%s_ld", pre);
    ld_rem = seq_steps(D, ld_rem, bits(d, num0, pw, pw - 1, pw - bps), bps,
                       in.den, D->want_quo ? &q : NULL);
    ld_num = shift_in(d, num0, pw, bps, zero_b);
    if (q) ld_quo = w > bps ? rtl_printf(d, "{%u'd0, %s}", w - bps, q) : q;
  }
  D->P.pre = pre;
  /* the registers */
  SeqRegs R = {0};
  R.count = count, R.cw = ceil_log2(count + 1);
  R.ld_rem = ld_rem, R.ld_num = ld_num, R.ld_quo = ld_quo;
  PipeUnit *P = &D->P;
  R.rem = pipe_seq_reg(P, "rem", D->rw, NULL);
  R.num = pipe_seq_reg(P, "num", pw, NULL);
  if (D->rw == w) R.den = pipe_seq_reg(P, "den", w, NULL), R.ld_den = in.den;
  const char *den = R.den ? R.den : in.den;
  if (D->want_quo) {
    R.quo = pipe_seq_reg(P, "quo", w, NULL);
    rtl_sigp(d, P->last)->partial = true; /* its top bits shift out unread */
  }
  R.cnt = pipe_seq_reg(P, "cnt", R.cw, "cycles left");
  /* the quotient's sign flag and result (if wanted), then the
   * remainder's ("negr", "resr" when both) */
  bool both = D->want_quo && D->want_rem;
  R.ld_neg = in.nq ? in.nq : in.nr, R.ld_negr = in.nr;
  if (R.ld_neg) R.neg = pipe_seq_reg(P, "neg", 1, NULL);
  if (both && in.nr) R.negr = pipe_seq_reg(P, "negr", 1, NULL);
  R.res = pipe_seq_reg(P, "res", w, NULL);
  res_sig[0] = P->last;
  if (both) R.resr = pipe_seq_reg(P, "resr", w, NULL);
  res_sig[1] = both ? P->last : RTL_NOSIG;
  /* the iterating stage */
  const char *q = NULL;
  D->P.pre = rtl_printf(d, "%s_it", pre);
  R.it_rem = seq_steps(D, R.rem, bits(d, R.num, pw, pw - 1, pw - bps), bps,
                       den, R.quo ? &q : NULL);
  D->P.pre = pre;
  R.it_num = shift_in(d, R.num, pw, bps, zero_b);
  R.it_quo = R.quo ? shift_in(d, R.quo, w, bps, q) : NULL;
  /* the result: from this step's outputs, or (fix-ups in a stage of their
   * own) from the registers */
  const char *rq = own ? R.quo : R.it_quo;
  R.rr = D->want_rem ? rem_result(D, own ? R.rem : R.it_rem) : NULL;
  R.r = signed_result(D, R.neg, D->want_quo ? rq : R.rr);
  if (both) R.rr = signed_result(D, R.negr, R.rr);
  Sbuf b = {0};
  seq_process(D, &R, seq_start(D, v, &R), own, &b);
  const char *cm = arch_val_comment(A, v);
  A->d->ndividers++;
  rtl_proc(d, rtl_printf(d, "divider %s (%s%s%s): sequential, %u cycles, %u "
                         "bit%s per cycle%s", pre, ops_text(D, x),
                         cm ? rtl_printf(d, ", %s", cm) : "",
                         arch_fu_comment(A, v), stages, bps,
                         bps == 1 ? "" : "s",
                         own ? ", sign fix-ups in cycles of their own" : ""),
           sb_str(&b));
  sb_free(&b);
}

/* The pipelined divider (a loop's, or a stage or two in FSM states):
 * fills res_sig as seq_divider does. */
static void pipe_divider(Div *D, ValId v, unsigned stages, bool own,
                         unsigned bps, SigId res_sig[2]) {
  Arch *A = D->P.A;
  const Val *x = ir_cval(A->f, v);
  unsigned first = own ? 1 : 0, nbit = own ? stages - 2 : stages;
  Flow f;
  inputs(D, v, &f);
  for (unsigned k = 0; k < stages; k++) {
    D->P.stage = k;
    if (own && k == 0) {
      const char *zero = f.rem; /* nothing to register yet */
      f.rem = NULL;
      stage_regs(D, &f, k);
      f.rem = zero;
      continue;
    }
    unsigned j = k - first;
    int hi = (int)D->w - 1 - (int)(j * bps);
    int lo = (int)D->w - (int)((j + 1) * bps);
    if (lo < 0) lo = 0;
    if (j < nbit && hi >= 0) stage_logic(D, &f, k, hi, lo);
    if (k + 1 < stages) {
      stage_regs(D, &f, k);
      continue;
    }
    res_sig[1] = RTL_NOSIG;
    if (D->want_quo) {
      reg(D, "res", D->w, signed_result(D, f.nq, f.quo));
      res_sig[0] = D->P.last;
    }
    if (D->want_rem) {
      const char *r = signed_result(D, f.nr, rem_result(D, f.rem));
      reg(D, D->want_quo ? "resr" : "res", D->w, r);
      res_sig[D->want_quo ? 1 : 0] = D->P.last;
    }
  }
  const char *cm = arch_val_comment(A, v);
  A->d->ndividers++;
  pipe_finish(&D->P,
              rtl_printf(A->d, "divider %s (%s%s%s): %u stages, %u bit%s per "
                         "stage%s", D->P.pre, ops_text(D, x),
                         cm ? rtl_printf(A->d, ", %s", cm) : "",
                         arch_fu_comment(A, v), stages, bps,
                         bps == 1 ? "" : "s",
                         own ? ", sign fix-ups in stages of their own" : ""));
}

/* Value v's divider; a divider pair's unit is built once, named after its
 * quotient, and yields both results. */
SigId arch_divider(Arch *A, ValId v) {
  if (A->divrem_sig[v] != RTL_NOSIG) return A->divrem_sig[v]; /* (pair) */
  SigId built = arch_fu_built(A, v); /* (a shared unit: built once) */
  if (built != RTL_NOSIG) return built;
  ValId p = A->divrem[v];
  ValId u = p != IR_NOVAL && ir_is_rem(ir_cval(A->f, v)->op) ? p : v;
  const Val *x = ir_cval(A->f, u);
  bool rem = ir_is_rem(x->op);
  Div D = {{A, rtl_printf(A->d, "div%u", u), {0}, RTL_NOSIG, u, 0}, x->width,
           delay_div_rem_width(A->f, u), x->op == OP_SDIV || x->op == OP_SREM,
           !rem || p != IR_NOVAL, rem || p != IR_NOVAL, {0}, false};
  unsigned stages = arch_is_varlat(A, u) ? A->s->varlat_lat[u] : A->s->lat[u];
  if (arch_fu_load_only(A, u)) stages--; /* (its first cycle only loads) */
  /* with fix-up stages of their own, stage 0 only takes the absolute
   * values and the last stage only negates */
  bool own = delay_div_fixup_stages(D.w, D.rw, D.sgn, A->opt);
  unsigned nbit = own ? stages - 2 : stages;
  unsigned bps = (D.w + nbit - 1) / nbit;
  SigId res[2];
  if (pipe_unit_sequential(A, u, stages))
    seq_divider(&D, u, stages, own, bps, res);
  else
    pipe_divider(&D, u, stages, own, bps, res);
  arch_fu_note(A, u, res[0]);
  if (p == IR_NOVAL) return res[0];
  A->divrem_sig[u] = res[0];
  A->divrem_sig[u == v ? p : v] = res[1]; /* the remainder's */
  return A->divrem_sig[v];
}
