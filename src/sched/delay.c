/* delay.c - the delay model: how long each operation takes, per target and
 * bit width.
 *
 * ice40 is MEASURED: src/sched/delay_ice40.h is written by
 * scripts/characterize.py, which places and routes one operator of each
 * kind and width between registers on an iCE40 HX8K with Yosys and
 * nextpnr-ice40 and subtracts the period of the same design without the
 * operator. Adders, comparisons, variable shifts and multipliers are
 * curves over the width (interpolated linearly, extrapolated from the last
 * two widths); a LUT level, block-RAM clock-to-out and address setup, and
 * the register overhead are single figures. Two figures are calibrated on
 * whole designs instead (scripts/characterize.py, CALIBRATED): a net added
 * to every chained operator, and a route added to the register overhead,
 * for the longer nets of a placed design. bench/qor.sh checks the
 * result on whole designs (achieved period after place and route against
 * the period the schedule needs; see bench/results.md).
 *
 * generic and xilinx7 are formulas with the constants below:
 *
 *   parameter           generic  xilinx7  unit / meaning
 *   lut                 0.60     0.60     ns, one LUT level + routing
 *   lut_inputs          4        6        inputs per LUT
 *   carry_base          0.60     0.80     ns, into and out of a chain
 *   carry_bit           0.040    0.030    ns per bit of carry chain
 *   mul_base            1.00     2.50     ns
 *   mul_bit             0.250    0.120    ns per bit of width
 *   mem_setup           0.50     0.60     ns, RAM address/data setup
 *   mem_clk2out         2.00     2.50     ns, RAM clock to data out
 *   reg_overhead        1.00     1.10     ns per state, see below
 *
 * Sources:
 *  - generic: a nominal 4-input-LUT device, not a part: a little slower
 *    than xilinx7, so that designs scheduled for it close timing on most
 *    FPGAs. The multiplier figure (1.0 + 0.25 ns per bit) is an array
 *    multiplier mapped to fabric and DSPs alike: 32 bits take 9 ns.
 *  - xilinx7 (Artix-7 speed grade -1, 6-input LUTs), from the published
 *    switching characteristics of the family (Xilinx DS181, "Artix-7 FPGAs
 *    Data Sheet: DC and AC Switching Characteristics": LUT propagation
 *    T_ILO about 0.1 ns, CARRY4 T_BYP about 0.1 ns per 4 bits, block RAM
 *    clock-to-out T_RCKO_DO about 2.1 ns without the output register, DSP48E1
 *    combinational multiply about 4 ns) plus typical net delays of 0.4-0.5
 *    ns per hop, since the open tools cannot place and route 7-series parts:
 *    LUT6 about 0.12 ns plus the net, CARRY4 about 0.11 ns per 4 bits plus
 *    about 0.8 ns to enter and leave the chain, 25x18-bit DSP multiply about
 *    4 ns (wider products cascade DSPs and adders: 2.5 + 0.12 ns per bit),
 *    block RAM clock-to-out about 2.5 ns with its net, address setup about
 *    0.6 ns.
 *  - reg_overhead: the part of every clock period that no operator can use:
 *    the source register's clock-to-out, the destination register's setup,
 *    and one level of multiplexing in front of registers that several
 *    states write (FSM datapaths share registers). The budget for chained
 *    logic is clock_period - reg_overhead, but never below half the period.
 *    On ice40 it is the measured register-to-register period (the LUT in
 *    front of a flip-flop shares its logic cell, so the multiplexer level
 *    comes with it).
 *
 * Operators (W = width of the operands, delays in ns; on ice40 the measured
 * curves replace carry(W), compares, variable shifts and the combinational
 * multiplier, each at least one LUT level; the LUT-built ones, shifts and
 * multipliers, are scaled for a full design's nets (MEASURED_FABRIC); a
 * pipelined multiplier stage is the measured C-bit multiplier plus a W-bit
 * adder):
 *  - ADD, SUB, compares: carry chain, carry_base + carry_bit * W; an
 *    equality or unsigned compare over the bits that can be set in either
 *    operand (sig_bits: an AND with a constant mask, a ZEXT, a constant).
 *  - AND, OR, XOR: one LUT level. SELECT: one LUT level (a 2:1 mux), 0
 *    between two constants (each bit is the condition, its negation or a
 *    constant: the next LUT's input).
 *  - Shifts by a constant amount, ZEXT, SEXT, TRUNC: 0 (wiring).
 *  - Shifts by a variable amount: a barrel shifter of ceil(log2 W) levels of
 *    2:1 muxes; a 6-input LUT holds a 4:1 mux, so xilinx7 needs half the
 *    levels. At least one level. An amount with k bits that can be set
 *    (maybe_ones: constants, masks, ZEXT, constant shifts, and the union
 *    over OR, XOR and SELECT) has k multiplexer stages: a shifter of 2^k
 *    bits; a constant shifted by k <= LUT-input bits is one LUT level.
 *  - MUL by a constant k: shift-and-add, the adder tree over the set bits
 *    of k (or of -k plus one subtraction, if fewer): ceil(log2 n) carry
 *    chains for n terms, 0 for one (a shift), when that is faster than the
 *    general multiplier (synthesis tools reduce constant products so).
 *  - MUL: mul_base + mul_bit * W, combinational (lat 0) when that fits the
 *    budget. Otherwise a pipelined multiplier (see sched.h): the multiplier
 *    operand is cut into chunks of C bits. One stage sums C partial-product
 *    rows (mul_base + mul_bit * C: the per-bit figure above is per row of
 *    the array) and adds the result to the running sum with one W-bit carry
 *    chain: mul_base + mul_bit * C + carry(W). C is the largest that fits
 *    the budget, stages S = ceil(W / C), the chunks then spread evenly.
 *    lat = S, delay_in = the slowest stage, delay_out = 0.
 *  - LOAD: lat 1: the address must settle mem_setup before the edge ending
 *    the start state, the data leaves the RAM mem_clk2out after it. A LOAD
 *    of a ROM in logic (sched_rom_in_logic) is lat 0: one lut for up to 16
 *    words (a LUT4 per bit), and a 2:1 mux level per further address bit.
 *  - STORE: lat 0, address and data settle mem_setup before the edge.
 *  - PRINT, PHI, PARAM: 0 (simulation only, or registers).
 *  - SREAD: one lut, lat 0: the word is used in the cycle its handshake
 *    fires, straight from tdata or from the word taken while the design was
 *    stalled; SWRITE, SEMPTY, SFULL: one lut (the port multiplexer /
 *    status bit).
 *  - UDIV, SDIV, UREM, SREM: pipelined restoring divider (see sched.h).
 *    One quotient bit is one (W+1)-bit compare-subtract of the partial
 *    remainder plus the restoring mux: step = carry(W+1) + lut. Signed
 *    operands take their absolute value before stage 0 and the result is
 *    negated in the last stage: fixup = carry(W) + lut, one per stage (two
 *    when there is a single stage); unsigned dividers have no fixup. B bits
 *    per stage fit when fixup + B * step <= budget; stages S = ceil(W / B),
 *    and the bits are then spread evenly: ceil(W / S) per stage. When not
 *    even one step fits behind a fix-up (fixup + step > budget: 64-bit
 *    signed division on ice40 at 20 ns), each fix-up gets a stage of its
 *    own: S = ceil(W / B) + 2 with B = floor(budget / step).
 *    lat = S, delay_in = the slowest stage's delay, delay_out = 0 (straight
 *    from a register).
 */
#include <math.h>

#include "sched.h"

/* A measured delay curve: ns at increasing widths w[0..n-1]; linear in
 * between, extrapolated from the last two points beyond w[n-1], and w[0]'s
 * value below it. */
typedef struct Curve {
  const unsigned *w;
  const double *ns;
  unsigned n;
} Curve;

#include "delay_ice40.h"

#define CURVE(name)                                                            \
  {k_ice40_##name##_w, k_ice40_##name##_ns,                                   \
   (unsigned)(sizeof k_ice40_##name##_w / sizeof k_ice40_##name##_w[0])}
static const Curve k_ice40_add = CURVE(add), k_ice40_cmp = CURVE(cmp),
                   k_ice40_shift = CURVE(shift), k_ice40_mul = CURVE(mul);

static double curve_at(const Curve *c, unsigned w) {
  if (w <= c->w[0]) return c->ns[0];
  unsigned i = 1;
  while (i + 1 < c->n && c->w[i] < w) i++;
  double x0 = c->w[i - 1], x1 = c->w[i], y0 = c->ns[i - 1], y1 = c->ns[i];
  double y = y0 + (y1 - y0) * ((double)w - x0) / (x1 - x0);
  return y > 0 ? y : 0;
}

/* A measured operator alone can look free: a single LUT level shares the
 * logic cell of the flip-flop behind it. Chained behind another operator it
 * is not, so a measured operator costs at least one LUT level. */
#define MEASURED(p, curve, w)                                                  \
  (fmax(curve_at((p)->curve, (w)), (p)->lut - (p)->net) + (p)->net)

/* An operator built of general LUTs (a multiplier's partial-product array,
 * a barrel shifter's multiplexer levels) is a chain of LUT levels, each of
 * which pays the longer net of a full design, not only its first: its
 * measurement scales by the ratio of a LUT level in a design (lut, with the
 * net) to one measured alone (lut - net). Adders and comparisons are carry
 * chains, whose dedicated routing a full design does not lengthen. */
#define MEASURED_FABRIC(p, curve, w)                                           \
  (fmax(curve_at((p)->curve, (w)), (p)->lut - (p)->net) * (p)->lut /          \
   ((p)->lut - (p)->net))

typedef struct TargetParams {
  double lut;
  unsigned lut_inputs;
  double carry_base, carry_bit;
  double mul_base, mul_bit;
  double mem_setup, mem_clk2out;
  double reg_overhead;
  double net; /* added to every measured operator (ice40), else 0 */
  double stall_level; /* stall control: LUT levels per doubling of stages */
  /* measured curves (ice40); NULL: the formulas above */
  const Curve *add, *cmp, *shift, *mul;
} TargetParams;

static const TargetParams k_generic = {
    0.60, 4, 0.60, 0.040, 1.00, 0.250, 0.50, 2.00, 1.00, 0.0, 0.8,
    NULL, NULL, NULL, NULL};
/* ice40: every operator, LUT level and RAM output pays the calibrated
 * net of a full design on top of its measurement, and the register
 * overhead the calibrated route at both ends of a path. */
static const TargetParams k_ice40 = {
    k_ice40_lut_ns + k_ice40_net_ns,
    4,
    0.0,
    0.0,
    0.0,
    0.0,
    k_ice40_mem_setup_ns,
    k_ice40_mem_clk2out_ns + k_ice40_net_ns,
    k_ice40_reg_overhead_ns + k_ice40_reg_route_ns,
    k_ice40_net_ns,
    k_ice40_stall_level,
    &k_ice40_add,
    &k_ice40_cmp,
    &k_ice40_shift,
    &k_ice40_mul};
static const TargetParams k_xilinx7 = {
    0.60, 6, 0.80, 0.030, 2.50, 0.120, 0.60, 2.50, 1.10, 0.0, 0.8,
    NULL, NULL, NULL, NULL};

static const TargetParams *params(const SchedOptions *opt) {
  switch (opt->target) {
  case TARGET_ICE40: return &k_ice40;
  case TARGET_XILINX7: return &k_xilinx7;
  default: return &k_generic;
  }
}

double delay_reg_overhead(const SchedOptions *opt) {
  return params(opt)->reg_overhead;
}

bool sched_one_store_port(const SchedOptions *opt) {
  return opt->target == TARGET_ICE40;
}

double delay_budget(const SchedOptions *opt) {
  double b = opt->clock_period_ns - params(opt)->reg_overhead;
  double half = opt->clock_period_ns * 0.5;
  return (b > half ? b : half) - opt->mux_ns;
}

/* An adder or subtractor of w bits. */
static double carry(const TargetParams *p, unsigned w) {
  if (p->add) return MEASURED(p, add, w);
  return p->carry_base + p->carry_bit * w;
}

double delay_add(unsigned width, const SchedOptions *opt) {
  return carry(params(opt), width);
}

static uint64_t maybe_ones(const Func *f, ValId a, int depth);

/* x | y where no bit can be set in both operands (a field put beside
 * another: the hidden bit of a significand), or, wider than 64 bits, one
 * operand is a value shifted left by k and the other a zero extension of
 * at most k bits (splitcarry.c's chunks and carries): the two side by
 * side, wiring. */
static bool or_is_concat(const Func *f, const Val *val) {
  if (!ir_width_wide(val->width) &&
      !(maybe_ones(f, val->args[0], 4) & maybe_ones(f, val->args[1], 4)))
    return true;
  for (int i = 0; i < 2; i++) {
    const Val *s = ir_cval(f, val->args[i]), *z = ir_cval(f, val->args[1 - i]);
    uint64_t k;
    if (s->op == OP_SHL && ir_const_u64(f, s->args[1], &k) &&
        z->op == OP_ZEXT && ir_cval(f, z->args[0])->width <= k)
      return true;
  }
  return false;
}

/* A comparison of two w-bit operands. */
static double compare(const TargetParams *p, unsigned w) {
  if (p->cmp) return MEASURED(p, cmp, w);
  return carry(p, w);
}

/* An equality of `inputs` bits (both operands' significant bits, or one
 * operand's against a constant). Yosys does not build it on the carry
 * chain (the measured compare curve is `<`'s) but as a tree of LUTs, each
 * reducing lut_inputs bits: ceil(log_k(inputs)) LUT levels (a 32-bit
 * x == y is 3 levels, 6.6 ns as a 33-bit carry chain before). The
 * formula targets keep their carry chain. */
static double equality(const TargetParams *p, unsigned w, bool with_const) {
  if (!p->cmp) return carry(p, w);
  unsigned n = with_const ? w : 2 * w, levels = 0;
  while (n > 1) {
    n = (n + p->lut_inputs - 1) / p->lut_inputs;
    levels++;
  }
  return p->lut * (levels ? levels : 1);
}

/* A signed comparison of x with 0, 1 or -1 (the constant on the right,
 * as LLVM puts it), or -1.0 when it is not one: x < 0, x >= 0, x > -1 and
 * x <= -1 are x's sign bit, wiring; x > 0, x <= 0, x < 1 and x >= 1 need
 * x != 0 beside it, an equality against a constant. */
static double sign_test(const Func *f, const TargetParams *p,
                        const Val *val) {
  unsigned w = ir_cval(f, val->args[0])->width;
  uint64_t k;
  if (ir_width_wide(w) || !ir_const_u64(f, val->args[1], &k)) return -1.0;
  uint64_t ones = w >= 64 ? ~0ull : (1ull << w) - 1;
  bool minus1 = k == ones || k == ~0ull;
  switch (val->op) {
  case OP_SLT:
  case OP_SGE:
    if (k == 0) return 0.0;
    return k == 1 ? equality(p, w, true) : -1.0;
  case OP_SGT:
  case OP_SLE:
    if (minus1) return 0.0;
    return k == 0 ? equality(p, w, true) : -1.0;
  default:
    return -1.0;
  }
}

static double var_shift(const TargetParams *p, unsigned w) {
  if (p->shift) return MEASURED_FABRIC(p, shift, w);
  unsigned levels = ceil_log2(w);
  if (p->lut_inputs >= 6) levels = (levels + 1) / 2;
  if (levels < 1) levels = 1;
  return p->lut * levels;
}

static bool is_const(const Func *f, ValId v) {
  return ir_cval(f, v)->op == OP_CONST;
}

/* Low bits a value can have set (the others are known zero): an AND with
 * a constant mask, a ZEXT or a constant bounds them. */
static unsigned sig_bits(const Func *f, ValId a) {
  const Val *x = ir_cval(f, a);
  unsigned w = x->width;
  uint64_t m;
  if (ir_const_u64(f, a, &m)) w = ceil_log2(m + 1);
  if (x->op == OP_ZEXT) w = ir_cval(f, x->args[0])->width;
  if (x->op == OP_AND)
    for (int k = 0; k < 2; k++)
      if (ir_const_u64(f, x->args[k], &m) && ceil_log2(m + 1) < w)
        w = ceil_log2(m + 1);
  return w ? w : 1;
}

/* The bits value a can have set (a mask of its low 64 bits; the others
 * are known zero): constants, an AND with a constant, ZEXT, TRUNC, shifts
 * by a constant, and the union over OR, XOR and SELECT's two values,
 * followed at most `depth` operations deep; a value wider than 64 bits is
 * not followed (all its low 64 bits may be set). */
static uint64_t maybe_ones(const Func *f, ValId a, int depth) {
  const Val *x = ir_cval(f, a);
  if (ir_width_wide(x->width)) return ~0ull; /* not followed */
  uint64_t all = x->width >= 64 ? ~0ull : (1ull << x->width) - 1, m, k;
  if (ir_const_u64(f, a, &m)) return m & all;
  if (depth <= 0) return all;
  switch (x->op) {
  case OP_ZEXT:
  case OP_TRUNC:
    return maybe_ones(f, x->args[0], depth - 1) & all;
  case OP_AND:
    return maybe_ones(f, x->args[0], depth - 1) &
           maybe_ones(f, x->args[1], depth - 1);
  case OP_OR:
  case OP_XOR:
    return maybe_ones(f, x->args[0], depth - 1) |
           maybe_ones(f, x->args[1], depth - 1);
  case OP_SELECT:
    return maybe_ones(f, x->args[1], depth - 1) |
           maybe_ones(f, x->args[2], depth - 1);
  case OP_SHL:
    if (ir_const_u64(f, x->args[1], &k) && k < x->width)
      return (maybe_ones(f, x->args[0], depth - 1) << k) & all;
    return all;
  case OP_LSHR:
    if (ir_const_u64(f, x->args[1], &k) && k < x->width)
      return maybe_ones(f, x->args[0], depth - 1) >> k;
    return all;
  default:
    return all;
  }
}

/* Bits of a shift amount that can vary: each is one stage of the barrel
 * shifter, a 2:1 multiplexer (a stage whose amount bit is known zero is
 * wiring, and Yosys removes it). An amount that is a value shifted left
 * by a constant (`8 * i`) has known-zero low bits (bytes_to_words: `w <<
 * (8 * i)` with a 2-bit i is a 4:1 multiplexer, not a 32-bit barrel
 * shifter); the normalization of a floating-point significand shifts by
 * `z ? 16 : 0`, one stage. */
static unsigned amount_bits(const Func *f, ValId a) {
  const Val *x = ir_cval(f, a);
  if (ir_width_wide(x->width)) return sig_bits(f, a);
  unsigned k = (unsigned)__builtin_popcountll(maybe_ones(f, a, 4));
  unsigned s = sig_bits(f, a);
  return k < s ? k : s;
}

/* A shift by a variable amount of k bits: a barrel shifter of 2^k
 * positions; of a constant, each result bit is a function of the k bits,
 * one LUT when they fit one. */
static double shift_by(const Func *f, const TargetParams *p, const Val *x,
                       unsigned w) {
  unsigned k = amount_bits(f, x->args[1]);
  if (ir_cval(f, x->args[0])->op == OP_CONST && k <= p->lut_inputs)
    return p->lut;
  if (k < 16 && (1u << k) < w) w = 1u << k;
  return var_shift(p, w < 2 ? 2 : w);
}

/* One quotient bit: the (rw + 1)-bit subtraction of the divisor from the
 * partial remainder and the restoring mux (rw: the remainder's width), or,
 * for a constant divisor whose step has no more inputs than a LUT, a table
 * (delay_div_table). */
static double div_step(const TargetParams *p, unsigned w, unsigned rw) {
  if (rw < w && rw + 1 <= p->lut_inputs) return p->lut; /* a table */
  return carry(p, rw + 1) + p->lut;
}

bool delay_div_table(unsigned width, unsigned rw, const SchedOptions *opt) {
  return rw < width && rw + 1 <= params(opt)->lut_inputs;
}

static double div_fixup(const TargetParams *p, unsigned w) {
  return carry(p, w) + p->lut;
}

double delay_div_magnitudes(unsigned width, const SchedOptions *opt) {
  return div_fixup(params(opt), width);
}

unsigned delay_div_rem_width(const Func *f, ValId v) {
  const Val *x = ir_cval(f, v);
  unsigned w = x->width;
  const Val *b = ir_cval(f, x->args[1]);
  if (b->op != OP_CONST || w < 2 || w > 64) return w;
  uint64_t k = b->imm & mask_bits(w);
  bool sgn = x->op == OP_SDIV || x->op == OP_SREM;
  if (sgn && (k >> (w - 1) & 1)) k = (0 - k) & mask_bits(w); /* |k| */
  if (k == 0) return w;
  unsigned r = 64u - (unsigned)__builtin_clzll(k);
  return r < w ? r : w;
}

static unsigned clamp_rw(unsigned width, unsigned rw) {
  return rw < 1 || rw > width ? width : rw;
}

/* Quotient-bit stages when the fix-ups have stages of their own. */
static uint32_t own_bit_stages(const TargetParams *p, unsigned width,
                               unsigned rw, const SchedOptions *opt) {
  double room = delay_budget(opt) / div_step(p, width, rw);
  uint32_t bits = room >= 1.0 ? (uint32_t)floor(room) : 1;
  return bits >= width ? 1 : (width + bits - 1) / bits;
}

/* Stages when the first and last also do the fix-ups (signed). */
static uint32_t shared_stages(const TargetParams *p, unsigned width,
                              unsigned rw, bool sgn, const SchedOptions *opt) {
  double budget = delay_budget(opt), step = div_step(p, width, rw);
  double fix = sgn ? div_fixup(p, width) : 0.0;
  if (2 * fix + width * step <= budget) return 1;
  double room = (budget - fix) / step;
  uint32_t bits = room >= 1.0 ? (uint32_t)floor(room) : 1;
  if (bits >= width) return 2; /* both fix-ups do not fit in one stage */
  return (width + bits - 1) / bits;
}

/* Signed: the fix-ups get stages of their own when a fix-up and a step do
 * not fit together, or when that takes fewer stages (a fix-up leaves room
 * for fewer steps than a whole stage: 8-bit by a constant, 1 bit per stage
 * beside the fix-ups, 3 without them). */
bool delay_div_fixup_stages(unsigned width, unsigned rw, bool sgn,
                            const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  if (!sgn) return false;
  if (width < 1) width = 1;
  rw = clamp_rw(width, rw);
  if (div_fixup(p, width) + div_step(p, width, rw) > delay_budget(opt))
    return true;
  return own_bit_stages(p, width, rw, opt) + 2 <
         shared_stages(p, width, rw, sgn, opt);
}

/* Stages that compute quotient bits (all of them unless the fix-ups have
 * their own). */
static uint32_t div_bit_stages(const TargetParams *p, unsigned width,
                               unsigned rw, bool sgn, const SchedOptions *opt) {
  if (delay_div_fixup_stages(width, rw, sgn, opt))
    return own_bit_stages(p, width, rw, opt);
  return shared_stages(p, width, rw, sgn, opt);
}

uint32_t delay_div_stages(unsigned width, unsigned rw, bool sgn,
                          const SchedOptions *opt) {
  if (width < 1) width = 1;
  rw = clamp_rw(width, rw);
  uint32_t s = div_bit_stages(params(opt), width, rw, sgn, opt);
  return delay_div_fixup_stages(width, rw, sgn, opt) ? s + 2 : s;
}

uint32_t delay_div_bits_per_stage(unsigned width, unsigned rw, bool sgn,
                                  const SchedOptions *opt) {
  if (width < 1) width = 1;
  rw = clamp_rw(width, rw);
  uint32_t s = div_bit_stages(params(opt), width, rw, sgn, opt);
  return (width + s - 1) / s;
}

static double mul_comb(const TargetParams *p, unsigned w) {
  if (p->mul) return MEASURED_FABRIC(p, mul, w);
  return p->mul_base + p->mul_bit * w;
}

/* Multiplying by the constant k as shift-and-add: the adder tree over k's
 * set bits, or over -k's and one subtraction, whichever has fewer terms;
 * a single term is a shift (wiring). */
static double const_mul(const TargetParams *p, uint64_t k, unsigned w) {
  uint64_t m = mask_bits(w);
  unsigned a = (unsigned)__builtin_popcountll(k & m);
  unsigned b = (unsigned)__builtin_popcountll((0 - k) & m) + 1;
  unsigned n = a < b ? a : b;
  return n <= 1 ? 0.0 : ceil_log2(n) * carry(p, w);
}

static double mul_stage(const TargetParams *p, unsigned w, unsigned c) {
  if (p->mul) return MEASURED_FABRIC(p, mul, c) + carry(p, w);
  return p->mul_base + p->mul_bit * c + carry(p, w);
}

uint32_t delay_mul_stages(unsigned width, const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  if (width < 2) return 0;
  double budget = delay_budget(opt);
  if (mul_comb(p, width) <= budget) return 0;
  unsigned c = width - 1;
  while (c > 1 && mul_stage(p, width, c) > budget) c--;
  return (width + c - 1) / c;
}

uint32_t delay_mul_bits_per_stage(unsigned width, const SchedOptions *opt) {
  uint32_t s = delay_mul_stages(width, opt);
  if (s == 0) return width;
  return (width + s - 1) / s;
}

/* Slowest stage of the divider: bits_per_stage steps plus its fix-ups
 * (signed only), or the larger of a fix-up and the steps when the fix-ups
 * have their own stages. */
static double div_stage_delay(const TargetParams *p, unsigned w, unsigned rw,
                              bool sgn, const SchedOptions *opt) {
  uint32_t b = delay_div_bits_per_stage(w, rw, sgn, opt);
  if (delay_div_fixup_stages(w, rw, sgn, opt))
    return fmax(div_fixup(p, w), b * div_step(p, w, rw));
  uint32_t s = delay_div_stages(w, rw, sgn, opt);
  double fix = sgn ? div_fixup(p, w) * (s == 1 ? 2 : 1) : 0.0;
  return fix + b * div_step(p, w, rw);
}

static OpTiming comb(double d) { return (OpTiming){0, d, 0}; }

double delay_operand_mux(uint32_t inputs, const SchedOptions *opt) {
  return inputs < 2 ? 0.0 : params(opt)->lut * ceil_log2(inputs);
}

OpTiming delay_model(const Func *f, ValId v, const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  const Val *val = ir_cval(f, v);
  unsigned w = val->width;
  switch (val->op) {
  case OP_ADD:
  case OP_SUB: return comb(carry(p, w));
  case OP_EQ: case OP_NE: case OP_ULT: case OP_ULE: case OP_UGT:
  case OP_UGE: { /* bits known zero in both operands compare equal */
    unsigned a = sig_bits(f, val->args[0]), b = sig_bits(f, val->args[1]);
    if (val->op == OP_EQ || val->op == OP_NE)
      return comb(equality(p, a > b ? a : b,
                           is_const(f, val->args[0]) ||
                               is_const(f, val->args[1])));
    return comb(compare(p, a > b ? a : b));
  }
  case OP_SLT: case OP_SLE: case OP_SGT: case OP_SGE: {
    double d = sign_test(f, p, val);
    return comb(d >= 0.0 ? d
                         : compare(p, ir_cval(f, val->args[0])->width));
  }
  case OP_OR:
    if (or_is_concat(f, val)) return comb(0.0);
    return comb(p->lut);
  case OP_SELECT: /* of two constants: each bit the condition, its
                    * negation or a constant, which the next LUT takes */
    if (is_const(f, val->args[1]) && is_const(f, val->args[2]))
      return comb(0.0);
    return comb(p->lut);
  case OP_AND:
  case OP_XOR: return comb(p->lut);
  case OP_SHL:
  case OP_LSHR:
  case OP_ASHR:
    if (is_const(f, val->args[1])) return comb(0.0);
    return comb(shift_by(f, p, val, w));
  case OP_MUL: {
    uint64_t m = 0;
    int k = ir_const_u64(f, val->args[0], &m)   ? 0
            : ir_const_u64(f, val->args[1], &m) ? 1
                                                : -1;
    if (k >= 0) {
      double d = const_mul(p, m, w);
      if (d < mul_comb(p, w) && d <= delay_budget(opt)) return comb(d);
    }
    uint32_t s = delay_mul_stages(w, opt);
    if (s == 0) return comb(mul_comb(p, w));
    return (OpTiming){s, mul_stage(p, w, delay_mul_bits_per_stage(w, opt)),
                      0.0};
  }
  case OP_UDIV:
  case OP_SDIV:
  case OP_UREM:
  case OP_SREM: {
    bool sgn = val->op == OP_SDIV || val->op == OP_SREM;
    unsigned rw = delay_div_rem_width(f, v);
    return (OpTiming){delay_div_stages(w, rw, sgn, opt),
                      div_stage_delay(p, w, rw, sgn, opt), 0.0};
  }
  case OP_LOAD:
    if (sched_rom_in_logic(f, (uint32_t)val->imm)) {
      unsigned bits = ceil_log2(f->mems.data[val->imm].depth);
      return comb(p->lut * (bits <= 4 ? 1 : 1 + (bits - 4)));
    }
    return (OpTiming){1, p->mem_setup, p->mem_clk2out};
  case OP_STORE: return comb(p->mem_setup);
  /* a read's word comes from the port (or from the word taken while the
   * design was stalled) through one multiplexer; writes and status bits
   * pass the port's multiplexer and handshake logic */
  case OP_SREAD:
  case OP_SWRITE:
  case OP_SEMPTY:
  case OP_SFULL: return comb(p->lut);
  case OP_ZEXT:
  case OP_SEXT:
  case OP_TRUNC:
  case OP_PRINT:
  case OP_PHI:
  case OP_PARAM:
  case OP_CONST:
  case OP_NOP: return comb(0.0);
  case OP_COUNT: break;
  }
  ICE("delay_model: unknown operation %d", (int)val->op);
}

/* stall_level LUT levels per doubling of the stages, on 4-input LUTs: the
 * suffix AND of the next valid bits starts at registers (a copy per set of
 * waiting handshakes, src/arch/pipeline.c) and a handshake is a mux in
 * front of run<h>; what place and route gives grows with the stages by the
 * AND's levels and the routing of its wider fan-out. Calibrated on iCE40:
 * 0.96, deep_pipe (41 stages: 12.07 ns, its output gate's count reaching
 * run<h> through 9 LUT levels); within 8% of the draining loops of 13-21
 * stages (cond_write, loop1_varlat, df_chain, scalar_gain, fir4,
 * xp_checksum_out: 9.3-10.3 ns). The formula targets keep 0.8 (not
 * calibrated), and wider LUTs take log2(lut_inputs) / 2 doublings per
 * level. */
double delay_stall_control(uint32_t stages, const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  /* at least a handshake's path: a port's ready through two LUT levels to
   * the enable of the hold registers, with the word's fan-out (loop0_copy:
   * 7.00 ns, 2 stages) */
  double floor_ns = 2.0 * p->lut + p->net;
  if (stages < 2) return floor_ns;
  return fmax(floor_ns, p->stall_level * p->lut * log2((double)stages) *
                            2.0 / log2((double)p->lut_inputs));
}

double delay_term(const Func *f, uint32_t b, const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  const Term *t = &f->blocks.data[b].term;
  switch (t->kind) {
  case TERM_CBR: return p->lut; /* next-state multiplexer */
  case TERM_SWITCH:
    /* compare against every case, then the next-state multiplexer */
    return equality(p, ir_cval(f, t->arg)->width, true) + p->lut;
  default: return 0.0;
  }
}

double delay_forward_load(const Func *f, ValId v, uint32_t nstores,
                          const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  const Mem *m = &f->mems.data[ir_cval(f, v)->imm];
  unsigned aw = ceil_log2(m->depth) ? ceil_log2(m->depth) : 1;
  /* the address compare and its AND with the store's enable start at
   * registers, beside the RAM's own clock-to-out */
  double sel = equality(p, aw, false) + p->lut;
  double in = sel > p->mem_clk2out ? sel : p->mem_clk2out;
  return in + p->lut * (nstores ? nstores : 1);
}

bool sched_rom_in_logic(const Func *f, uint32_t mem) {
  const Mem *m = &f->mems.data[mem];
  return m->rom && m->init && !m->external && m->depth <= ROM_LOGIC_DEPTH;
}

bool sched_port_access(const Func *f, ValId v) {
  const Val *x = ir_cval(f, v);
  if (x->op == OP_STORE) return true;
  return x->op == OP_LOAD && !sched_rom_in_logic(f, (uint32_t)x->imm);
}
