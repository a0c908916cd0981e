/* delay.c - the delay model: how long each operation takes, per target and
 * bit width.
 *
 * All numbers below are ESTIMATES, not characterized against synthesis and
 * place-and-route (that is issue 6). They come from the typical figures of
 * FPGA fabric: the delay of one look-up-table level including its local
 * routing, the per-bit delay of the dedicated carry chain, block-RAM
 * clock-to-out and setup times, and multiplier (DSP) delays, taken from
 * vendor data sheets' switching characteristics and typical timing reports.
 * They are meant to be right within a factor of about 1.5, which is enough
 * to decide how much logic to chain in one clock period.
 *
 *   parameter           generic  ice40   xilinx7  unit / meaning
 *   lut                 0.60     1.20    0.60     ns, one LUT level + routing
 *   lut_inputs          4        4       6        inputs per LUT
 *   carry_base          0.60     1.30    0.80     ns, into and out of a chain
 *   carry_bit           0.040    0.120   0.030    ns per bit of carry chain
 *   mul_base            1.00     2.00    2.50     ns
 *   mul_bit             0.250    0.600   0.120    ns per bit of width
 *   mem_setup           0.50     0.50    0.60     ns, RAM address/data setup
 *   mem_clk2out         2.00     2.50    2.50     ns, RAM clock to data out
 *   reg_overhead        1.00     1.90    1.10     ns per state, see below
 *
 * Sources of the estimates:
 *  - generic: a mid-range 4-input-LUT view of any FPGA, a little slower than
 *    xilinx7, so that designs scheduled for it close timing on most parts.
 *    The multiplier figure (1.0 + 0.25 ns per bit, for up to 64 bits) is an
 *    array multiplier mapped to fabric and DSPs alike: 32 bits take 9 ns.
 *  - ice40 (Lattice iCE40 HX/LP, 4-input LUTs, no DSPs on HX/LP): LUT4
 *    propagation about 0.5 ns, but routing dominates (about 0.7 ns per hop),
 *    SB_CARRY about 0.12 ns per bit; LUT-based multipliers; EBR clock-to-out
 *    about 2.5 ns. iCE40 designs usually run at 40-80 MHz: use
 *    --clock-period 15 or more.
 *  - xilinx7 (Artix-7 speed grade -1, 6-input LUTs): LUT6 about 0.12 ns plus
 *    0.4-0.5 ns net delay, CARRY4 about 0.11 ns per 4 bits plus about 0.8 ns
 *    to enter and leave the chain, DSP48E1 unregistered multiply about
 *    4 ns for 25x18 bits (wider products cascade DSPs and adders: 2.5 +
 *    0.12 ns per bit), block-RAM clock-to-out without output register about
 *    2.5 ns, address setup about 0.6 ns.
 *  - reg_overhead: the part of every clock period that no operator can use:
 *    the source register's clock-to-out, the destination register's setup,
 *    and one level of multiplexing in front of registers that several
 *    states write (FSM datapaths share registers). The budget for chained
 *    logic is clock_period - reg_overhead, but never below half the period.
 *
 * Operators (W = width of the operands, delays in ns):
 *  - ADD, SUB, compares: carry chain, carry_base + carry_bit * W.
 *  - AND, OR, XOR: one LUT level. SELECT: one LUT level (a 2:1 mux).
 *  - Shifts by a constant amount, ZEXT, SEXT, TRUNC: 0 (wiring).
 *  - Shifts by a variable amount: a barrel shifter of ceil(log2 W) levels of
 *    2:1 muxes; a 6-input LUT holds a 4:1 mux, so xilinx7 needs half the
 *    levels. At least one level.
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
 *    the start state, the data leaves the RAM mem_clk2out after it.
 *  - STORE: lat 0, address and data settle mem_setup before the edge.
 *  - PRINT, PHI, PARAM: 0 (simulation only, or registers).
 *  - SREAD: lat 1 (the word is registered when the handshake fires), lut
 *    before the edge for the handshake; SWRITE, SEMPTY, SFULL: one lut (the
 *    port multiplexer / status bit).
 *  - UDIV, SDIV, UREM, SREM: pipelined restoring divider (see sched.h).
 *    One quotient bit is one (W+1)-bit compare-subtract of the partial
 *    remainder plus the restoring mux: step = carry(W+1) + lut. Signed
 *    operands take their absolute value before stage 0 and the result is
 *    negated in the last stage: fixup = carry(W) + lut, one per stage (two
 *    when there is a single stage); unsigned dividers have no fixup. B bits per stage fit when
 *    fixup + B * step <= budget; stages S = ceil(W / B), and the bits are
 *    then spread evenly: ceil(W / S) per stage. lat = S, delay_in = the
 *    slowest stage's delay, delay_out = 0 (straight from a register).
 */
#include <math.h>

#include "sched.h"

typedef struct TargetParams {
  double lut;
  unsigned lut_inputs;
  double carry_base, carry_bit;
  double mul_base, mul_bit;
  double mem_setup, mem_clk2out;
  double reg_overhead;
} TargetParams;

static const TargetParams k_generic = {0.60, 4, 0.60, 0.040, 1.00,
                                       0.250, 0.50, 2.00, 1.00};
static const TargetParams k_ice40 = {1.20, 4, 1.30, 0.120, 2.00,
                                     0.600, 0.50, 2.50, 1.90};
static const TargetParams k_xilinx7 = {0.60, 6, 0.80, 0.030, 2.50,
                                       0.120, 0.60, 2.50, 1.10};

static const TargetParams *params(const SchedOptions *opt) {
  switch (opt->target) {
  case TARGET_ICE40: return &k_ice40;
  case TARGET_XILINX7: return &k_xilinx7;
  default: return &k_generic;
  }
}

double delay_budget(const SchedOptions *opt) {
  double b = opt->clock_period_ns - params(opt)->reg_overhead;
  double half = opt->clock_period_ns * 0.5;
  return b > half ? b : half;
}

static double carry(const TargetParams *p, unsigned w) {
  return p->carry_base + p->carry_bit * w;
}

static double var_shift(const TargetParams *p, unsigned w) {
  unsigned levels = ceil_log2(w);
  if (p->lut_inputs >= 6) levels = (levels + 1) / 2;
  if (levels < 1) levels = 1;
  return p->lut * levels;
}

static double div_step(const TargetParams *p, unsigned w) {
  return carry(p, w + 1) + p->lut;
}

static double div_fixup(const TargetParams *p, unsigned w) {
  return carry(p, w) + p->lut;
}

uint32_t delay_div_stages(unsigned width, bool sgn, const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  if (width < 1) width = 1;
  double budget = delay_budget(opt), step = div_step(p, width);
  double fix = sgn ? div_fixup(p, width) : 0.0;
  if (2 * fix + width * step <= budget) return 1;
  double room = (budget - fix) / step;
  uint32_t bits = room >= 1.0 ? (uint32_t)floor(room) : 1;
  if (bits >= width) return 2; /* both fix-ups do not fit in one stage */
  return (width + bits - 1) / bits;
}

uint32_t delay_div_bits_per_stage(unsigned width, bool sgn,
                                  const SchedOptions *opt) {
  if (width < 1) width = 1;
  uint32_t s = delay_div_stages(width, sgn, opt);
  return (width + s - 1) / s;
}

static double mul_comb(const TargetParams *p, unsigned w) {
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
 * (signed only). */
static double div_stage_delay(const TargetParams *p, unsigned w, bool sgn,
                              const SchedOptions *opt) {
  uint32_t s = delay_div_stages(w, sgn, opt);
  uint32_t b = delay_div_bits_per_stage(w, sgn, opt);
  double fix = sgn ? div_fixup(p, w) * (s == 1 ? 2 : 1) : 0.0;
  return fix + b * div_step(p, w);
}

static bool is_const(const Func *f, ValId v) {
  return ir_cval(f, v)->op == OP_CONST;
}

static OpTiming comb(double d) { return (OpTiming){0, d, 0}; }

OpTiming delay_model(const Func *f, ValId v, const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  const Val *val = ir_cval(f, v);
  unsigned w = val->width;
  switch (val->op) {
  case OP_ADD:
  case OP_SUB: return comb(carry(p, w));
  case OP_EQ: case OP_NE: case OP_ULT: case OP_ULE: case OP_UGT:
  case OP_UGE: case OP_SLT: case OP_SLE: case OP_SGT: case OP_SGE:
    return comb(carry(p, ir_cval(f, val->args[0])->width));
  case OP_AND:
  case OP_OR:
  case OP_XOR:
  case OP_SELECT: return comb(p->lut);
  case OP_SHL:
  case OP_LSHR:
  case OP_ASHR:
    return comb(is_const(f, val->args[1]) ? 0.0 : var_shift(p, w));
  case OP_MUL: {
    int k = is_const(f, val->args[0]) ? 0 : is_const(f, val->args[1]) ? 1 : -1;
    if (k >= 0) {
      double d = const_mul(p, ir_cval(f, val->args[k])->imm, w);
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
    return (OpTiming){delay_div_stages(w, sgn, opt),
                      div_stage_delay(p, w, sgn, opt), 0.0};
  }
  case OP_LOAD: return (OpTiming){1, p->mem_setup, p->mem_clk2out};
  case OP_STORE: return comb(p->mem_setup);
  /* a read's word is registered when its handshake fires; writes and
   * status bits pass the port's multiplexer and handshake logic */
  case OP_SREAD: return (OpTiming){1, p->lut, 0.0};
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

double delay_term(const Func *f, uint32_t b, const SchedOptions *opt) {
  const TargetParams *p = params(opt);
  const Term *t = &f->blocks.data[b].term;
  switch (t->kind) {
  case TERM_CBR: return p->lut; /* next-state multiplexer */
  case TERM_SWITCH:
    /* compare against every case, then the next-state multiplexer */
    return carry(p, ir_cval(f, t->arg)->width) + p->lut;
  default: return 0.0;
  }
}
