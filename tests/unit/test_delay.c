/* test_delay.c - the measured iCE40 delay table as the scheduler reads it:
 * values at measured widths, linear interpolation in between, extrapolation
 * past the widest, the floor of one LUT level, the calibrated net (once
 * per carry-chain operator, per LUT level of a multiplier or shifter),
 * equalities as LUT trees, shift amounts with known-zero low bits, and a
 * model that never gets faster when operands get wider. The expected values
 * are computed from src/sched/delay_ice40.h itself. */
#include <math.h>

#include "sched/delay_ice40.h"
#include "sched/sched.h"
#include "test.h"

#define EPS 1e-9

static SrcLoc nowhere(void) { return (SrcLoc){NULL, 0, 0}; }

/* The delay the model gives a two-operand op of width w on ice40. */
static double op_delay(Op op, unsigned w) {
  Func *f = ir_func_new("t");
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
  ValId y = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
  unsigned rw = (op == OP_ULT) ? 1 : w;
  ValId v = ir_add(f, b, op, rw, 2, (ValId[]){x, y}, nowhere());
  SchedOptions o = {20.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};
  OpTiming t = delay_model(f, v, &o);
  ir_func_free(f);
  return t.delay_in;
}

TEST(delay_ice40_measured_widths) {
  unsigned n = sizeof k_ice40_add_w / sizeof k_ice40_add_w[0];
  for (unsigned i = 0; i < n; i++) {
    unsigned w = k_ice40_add_w[i];
    double want = fmax(k_ice40_add_ns[i], k_ice40_lut_ns) + k_ice40_net_ns;
    CHECK(fabs(op_delay(OP_ADD, w) - want) < EPS);
    double cmp = fmax(k_ice40_cmp_ns[i], k_ice40_lut_ns) + k_ice40_net_ns;
    CHECK(fabs(op_delay(OP_ULT, w) - cmp) < EPS);
  }
}

TEST(delay_ice40_interpolates_and_extrapolates) {
  /* 20 bits: halfway between the 16- and 24-bit measurements */
  unsigned i16 = 5, i24 = 6;
  CHECK_EQ_INT(k_ice40_add_w[i16], 16);
  CHECK_EQ_INT(k_ice40_add_w[i24], 24);
  double mid = (k_ice40_add_ns[i16] + k_ice40_add_ns[i24]) / 2;
  CHECK(fabs(op_delay(OP_ADD, 20) - (mid + k_ice40_net_ns)) < EPS);
  /* 64-bit products: past the widest measured multiplier (32), on the line
   * through the last two points */
  unsigned n = sizeof k_ice40_mul_w / sizeof k_ice40_mul_w[0];
  double x0 = k_ice40_mul_w[n - 2], x1 = k_ice40_mul_w[n - 1];
  double y0 = k_ice40_mul_ns[n - 2], y1 = k_ice40_mul_ns[n - 1];
  double at40 = y1 + (y1 - y0) * (40 - x1) / (x1 - x0);
  double fabric = (k_ice40_lut_ns + k_ice40_net_ns) / k_ice40_lut_ns;
  SchedOptions slow = {1000.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};
  Func *f = ir_func_new("t");
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, 40, 0, NULL, nowhere());
  ValId y = ir_add(f, b, OP_PARAM, 40, 0, NULL, nowhere());
  ValId m = ir_add(f, b, OP_MUL, 40, 2, (ValId[]){x, y}, nowhere());
  OpTiming t = delay_model(f, m, &slow);
  CHECK_EQ_INT(t.lat, 0);
  CHECK(fabs(t.delay_in - at40 * fabric) < EPS);
  ir_func_free(f);
}

TEST(delay_ice40_fabric_operators_scale) {
  /* a multiplier or barrel shifter is LUT levels, each paying a design's
   * net: scaled by (lut + net) / lut; an adder pays the net once */
  double fabric = (k_ice40_lut_ns + k_ice40_net_ns) / k_ice40_lut_ns;
  unsigned n = sizeof k_ice40_shift_w / sizeof k_ice40_shift_w[0];
  for (unsigned i = 0; i < n; i++) {
    unsigned w = k_ice40_shift_w[i];
    double want = fmax(k_ice40_shift_ns[i], k_ice40_lut_ns) * fabric;
    CHECK(fabs(op_delay(OP_SHL, w) - want) < EPS);
  }
  SchedOptions slow = {1000.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};
  n = sizeof k_ice40_mul_w / sizeof k_ice40_mul_w[0];
  for (unsigned i = 0; i < n; i++) {
    unsigned w = k_ice40_mul_w[i];
    if (w < 4) continue;
    Func *f = ir_func_new("t");
    uint32_t b = ir_block_new(f, "entry");
    ValId x = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
    ValId y = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
    ValId m = ir_add(f, b, OP_MUL, w, 2, (ValId[]){x, y}, nowhere());
    OpTiming t = delay_model(f, m, &slow);
    double want = fmax(k_ice40_mul_ns[i], k_ice40_lut_ns) * fabric;
    CHECK(fabs(t.delay_in - want) < EPS);
    ir_func_free(f);
  }
}

TEST(delay_ice40_never_faster_when_wider) {
  static const Op ops[] = {OP_ADD, OP_SUB, OP_ULT, OP_SHL, OP_XOR};
  for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
    double prev = 0;
    for (unsigned w = 1; w <= 64; w++) {
      double d = op_delay(ops[k], w);
      CHECK(d + EPS >= prev);
      CHECK(d + EPS >= k_ice40_lut_ns + k_ice40_net_ns);
      prev = d;
    }
  }
}

TEST(delay_ice40_budget) {
  SchedOptions o = {20.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};
  double overhead = k_ice40_reg_overhead_ns + k_ice40_reg_route_ns;
  CHECK(fabs(delay_reg_overhead(&o) - overhead) < EPS);
  CHECK(fabs(delay_budget(&o) - (20.0 - overhead)) < EPS);
  SchedOptions tight = {4.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};
  CHECK(fabs(delay_budget(&tight) - 2.0) < EPS); /* never below half */
}

/* A divider stage never exceeds the budget when one quotient step fits in
 * it: 64-bit signed division on ice40 at 20 ns gives its sign fix-ups
 * stages of their own (fix-up plus one step is more than the budget). */
TEST(delay_divider_stages_fit_budget) {
  static const Op ops[] = {OP_UDIV, OP_SDIV, OP_UREM, OP_SREM};
  static const Target targets[] = {TARGET_ICE40, TARGET_GENERIC};
  static const double periods[] = {20.0, 5.0};
  for (int t = 0; t < 2; t++) {
    SchedOptions o = {periods[t], targets[t], false, false, false, 0, 0, 0.0, NULL, false};
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
      for (unsigned w = 1; w <= 64; w++) {
        Func *f = ir_func_new("t");
        uint32_t b = ir_block_new(f, "entry");
        ValId x = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
        ValId y = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
        ValId d = ir_add(f, b, ops[k], w, 2, (ValId[]){x, y}, nowhere());
        OpTiming tm = delay_model(f, d, &o);
        CHECK(tm.delay_in <= delay_budget(&o) + EPS);
        bool sgn = ops[k] == OP_SDIV || ops[k] == OP_SREM;
        uint32_t s = delay_div_stages(w, w, sgn, &o);
        uint32_t bps = delay_div_bits_per_stage(w, w, sgn, &o);
        CHECK_EQ_INT(tm.lat, s);
        uint32_t bit_stages = s - (delay_div_fixup_stages(w, w, sgn, &o) ? 2 : 0);
        CHECK(bit_stages >= 1 && bps * bit_stages >= w);
        CHECK(bps * (bit_stages - 1) < w);
        ir_func_free(f);
      }
  }
  SchedOptions ice = {20.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};
  CHECK(delay_div_fixup_stages(64, 64, true, &ice));
  CHECK(!delay_div_fixup_stages(64, 64, false, &ice));
  CHECK(!delay_div_fixup_stages(16, 16, true, &ice));
}

/* A constant divisor keeps the remainder below |k|: a 32-bit division by 7
 * on ice40 at 10 ns steps through a table (3 bits per stage, 11 stages)
 * instead of a 33-bit subtraction per quotient bit (1 bit per stage, 32
 * stages, 14.4 ns after place and route); signed 8-bit by 3 gives its
 * fix-ups stages of their own (5 stages) rather than 1 bit beside them. */
TEST(delay_divider_constant_divisor) {
  SchedOptions o = {10.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};
  Func *f = ir_func_new("t");
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, 32, 0, NULL, nowhere());
  ValId y = ir_add(f, b, OP_PARAM, 32, 0, NULL, nowhere());
  ValId k7 = ir_add(f, b, OP_CONST, 32, 0, NULL, nowhere());
  ir_val(f, k7)->imm = 7;
  ValId km3 = ir_add(f, b, OP_CONST, 32, 0, NULL, nowhere());
  ir_val(f, km3)->imm = 0xfffffffdu; /* -3 */
  ValId q = ir_add(f, b, OP_UDIV, 32, 2, (ValId[]){x, k7}, nowhere());
  ValId qv = ir_add(f, b, OP_UDIV, 32, 2, (ValId[]){x, y}, nowhere());
  ValId r = ir_add(f, b, OP_SREM, 32, 2, (ValId[]){x, km3}, nowhere());
  ValId x8 = ir_add(f, b, OP_PARAM, 8, 0, NULL, nowhere());
  ValId k3 = ir_add(f, b, OP_CONST, 8, 0, NULL, nowhere());
  ir_val(f, k3)->imm = 3;
  ValId q8 = ir_add(f, b, OP_SDIV, 8, 2, (ValId[]){x8, k3}, nowhere());
  CHECK_EQ_INT(delay_div_rem_width(f, q), 3);
  CHECK_EQ_INT(delay_div_rem_width(f, qv), 32);
  CHECK_EQ_INT(delay_div_rem_width(f, r), 2);
  CHECK(delay_div_table(32, 3, &o));
  CHECK(!delay_div_table(32, 32, &o));
  OpTiming tq = delay_model(f, q, &o), tv = delay_model(f, qv, &o);
  CHECK_EQ_INT(tq.lat, 11);
  CHECK_EQ_INT(tv.lat, 32);
  CHECK(tq.delay_in <= delay_budget(&o) + EPS);
  CHECK_EQ_INT(delay_div_bits_per_stage(32, 3, false, &o), 3);
  CHECK_EQ_INT(delay_model(f, q8, &o).lat, 5);
  CHECK(delay_div_fixup_stages(8, 2, true, &o));
  ir_func_free(f);
}

/* The stall control of a draining loop (docs/delay-model.md, "Stall
 * control"): 0.96 LUT level per doubling of the stages on iCE40, so that
 * the estimate of deep_pipe (41 stages) and df_chain (18) is within 15% of
 * what place and route gives them (12.07 and 9.46 ns), and never less
 * than a handshake's path (loop0_copy, 2 stages: 7.00 ns). The formula
 * targets keep 0.8. */
TEST(delay_ice40_stall_control) {
  SchedOptions o = {10.0, TARGET_ICE40, false, false, false, 0, 0, 0.0, NULL, false};
  double lut = k_ice40_lut_ns + k_ice40_net_ns;
  CHECK(fabs(delay_stall_control(1, &o) - (2 * lut + k_ice40_net_ns)) < EPS);
  CHECK(fabs(delay_stall_control(32, &o) - 5 * k_ice40_stall_level * lut) <
        EPS);
  double deep = delay_stall_control(41, &o) + delay_reg_overhead(&o);
  double chain = delay_stall_control(18, &o) + delay_reg_overhead(&o);
  double copy = delay_stall_control(2, &o) + delay_reg_overhead(&o);
  CHECK(fabs(deep - 12.07) < 0.15 * 12.07);
  CHECK(fabs(chain - 9.46) < 0.15 * 9.46);
  CHECK(fabs(copy - 7.00) < 0.15 * 7.00); /* loop0_copy: the handshake */
  for (uint32_t s = 2; s < 64; s++)
    CHECK(delay_stall_control(s + 1, &o) >= delay_stall_control(s, &o));
  CHECK(delay_stall_control(64, &o) > delay_stall_control(16, &o));
  SchedOptions g = {10.0, TARGET_GENERIC, false, false, false, 0, 0, 0.0, NULL, false};
  CHECK(fabs(delay_stall_control(64, &g) - 0.8 * 0.60 * 6) < EPS);
}

/* An equality on iCE40 is a tree of LUT4s, not the carry chain the
 * measured compare curve (`<`) is: ceil(log4(inputs)) levels, inputs the
 * significant bits of both operands, or of one against a constant. A
 * 64-bit x == n was 11.37 ns as a 64-bit `<` (df_lcs, flat_reverse:
 * estimated 14.27 ns, 11.17 after place and route). Generic keeps its
 * carry chain for both. */
static double cmp_delay(Target t, Op op, unsigned w, bool with_const) {
  Func *f = ir_func_new("t");
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, w, 0, NULL, nowhere());
  ValId y = ir_add(f, b, with_const ? OP_CONST : OP_PARAM, w, 0, NULL,
                   nowhere());
  if (with_const) ir_val(f, y)->imm = mask_bits(w) >> 1; /* all bits */
  ValId v = ir_add(f, b, op, 1, 2, (ValId[]){x, y}, nowhere());
  SchedOptions o = {10.0, t, false, false, false, 0, 0, 0.0, NULL, false};
  double d = delay_model(f, v, &o).delay_in;
  ir_func_free(f);
  return d;
}

TEST(delay_ice40_equality_is_a_lut_tree) {
  double lut = op_delay(OP_XOR, 1); /* a LUT level in a design */
  CHECK(fabs(cmp_delay(TARGET_ICE40, OP_EQ, 32, false) - 3 * lut) < EPS);
  CHECK(fabs(cmp_delay(TARGET_ICE40, OP_NE, 64, false) - 4 * lut) < EPS);
  CHECK(fabs(cmp_delay(TARGET_ICE40, OP_EQ, 64, true) - 3 * lut) < EPS);
  CHECK(fabs(cmp_delay(TARGET_ICE40, OP_EQ, 8, true) - 2 * lut) < EPS);
  CHECK(fabs(cmp_delay(TARGET_ICE40, OP_EQ, 2, false) - lut) < EPS);
  /* an ordering compare keeps the measured carry chain, slower */
  CHECK(cmp_delay(TARGET_ICE40, OP_ULT, 32, false) >
        cmp_delay(TARGET_ICE40, OP_EQ, 32, false));
  for (unsigned w = 2; w <= 64; w++)
    CHECK(fabs(cmp_delay(TARGET_GENERIC, OP_EQ, w, false) -
               cmp_delay(TARGET_GENERIC, OP_ULT, w, false)) < EPS);
}

/* A shift whose amount is a value shifted left by a constant (`x << (8 *
 * i)`) selects among the positions of the value's significant bits only:
 * with a 2-bit i, a 4-position shifter (bytes_to_words), two stages. */
static double scaled_shift_delay(Target t) {
  Func *f = ir_func_new("t");
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, 32, 0, NULL, nowhere());
  ValId i = ir_add(f, b, OP_PARAM, 2, 0, NULL, nowhere());
  ValId iz = ir_add(f, b, OP_ZEXT, 32, 1, (ValId[]){i}, nowhere());
  ValId k3 = ir_add(f, b, OP_CONST, 32, 0, NULL, nowhere());
  ir_val(f, k3)->imm = 3;
  ValId amt = ir_add(f, b, OP_SHL, 32, 2, (ValId[]){iz, k3}, nowhere());
  ValId v = ir_add(f, b, OP_SHL, 32, 2, (ValId[]){x, amt}, nowhere());
  SchedOptions o = {10.0, t, false, false, false, 0, 0, 0.0, NULL, false};
  double d = delay_model(f, v, &o).delay_in;
  ir_func_free(f);
  return d;
}

TEST(delay_ice40_shift_amount_low_zero_bits) {
  /* as a 4-bit shifter by a 2-bit amount */
  CHECK(fabs(scaled_shift_delay(TARGET_ICE40) - op_delay(OP_SHL, 4)) < EPS);
  CHECK(scaled_shift_delay(TARGET_ICE40) < op_delay(OP_SHL, 32));
  CHECK(fabs(scaled_shift_delay(TARGET_GENERIC) - 2 * 0.60) < EPS);
}

/* A normalization stage as InstCombine leaves it, x << zext(z ? 16 : 0):
 * the amount has one bit that can be set, so the shift is one 2:1
 * multiplexer stage, and the select between two constants is wiring.
 * Before, the amount counted as 5 bits (a 32-position barrel shifter). */
TEST(delay_shift_by_selected_constant_is_one_stage) {
  for (int t = 0; t < 2; t++) {
    Target tg = t ? TARGET_ICE40 : TARGET_GENERIC;
    Func *f = ir_func_new("t");
    uint32_t b = ir_block_new(f, "entry");
    ValId x = ir_add(f, b, OP_PARAM, 32, 0, NULL, nowhere());
    ValId z = ir_add(f, b, OP_PARAM, 1, 0, NULL, nowhere());
    ValId sel = ir_add(f, b, OP_SELECT, 5, 3,
                       (ValId[]){z, ir_const(f, 5, 16), ir_const(f, 5, 0)},
                       nowhere());
    ValId amt = ir_add(f, b, OP_ZEXT, 32, 1, (ValId[]){sel}, nowhere());
    ValId v = ir_add(f, b, OP_SHL, 32, 2, (ValId[]){x, amt}, nowhere());
    ValId two = ir_add(f, b, OP_SELECT, 5, 3,
                       (ValId[]){z, ir_const(f, 5, 16), ir_const(f, 5, 8)},
                       nowhere());
    ValId amt2 = ir_add(f, b, OP_ZEXT, 32, 1, (ValId[]){two}, nowhere());
    ValId v2 = ir_add(f, b, OP_SHL, 32, 2, (ValId[]){x, amt2}, nowhere());
    SchedOptions o = {10.0, tg, false, false, false, 0, 0, 0.0, NULL, false};
    CHECK(delay_model(f, sel, &o).delay_in == 0.0);
    double one = delay_model(f, v, &o).delay_in;
    CHECK(one > 0.0);
    CHECK(delay_model(f, v2, &o).delay_in >= one); /* 16 | 8: two stages */
    if (tg == TARGET_GENERIC) {
      CHECK(fabs(one - 0.60) < EPS);
      CHECK(fabs(delay_model(f, v2, &o).delay_in - 2 * 0.60) < EPS);
    }
    ir_func_free(f);
  }
}

/* x | y with no bit set in both (a significand's hidden bit beside its
 * fraction) is wiring; x | y of two parameters is a LUT. */
TEST(delay_or_of_disjoint_fields_is_wiring) {
  Func *f = ir_func_new("t");
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, 24, 0, NULL, nowhere());
  ValId z = ir_add(f, b, OP_PARAM, 1, 0, NULL, nowhere());
  ValId hid = ir_add(f, b, OP_SELECT, 24, 3,
                     (ValId[]){z, ir_const(f, 24, 0), ir_const(f, 24, 1u << 23)},
                     nowhere());
  ValId frac = ir_add(f, b, OP_AND, 24, 2,
                      (ValId[]){x, ir_const(f, 24, (1u << 23) - 1)},
                      nowhere());
  ValId sig = ir_add(f, b, OP_OR, 24, 2, (ValId[]){hid, frac}, nowhere());
  ValId both = ir_add(f, b, OP_OR, 24, 2, (ValId[]){x, hid}, nowhere());
  SchedOptions o = {10.0, TARGET_GENERIC, false, false, false, 0, 0, 0.0,
                    NULL, false};
  CHECK(delay_model(f, sig, &o).delay_in == 0.0);
  CHECK(delay_model(f, both, &o).delay_in > 0.0);
  ir_func_free(f);
}

/* Signed compares with 0: x < 0 is the sign bit (wiring); x > 0 also
 * needs x != 0, an equality against a constant, shorter than a 32-bit
 * carry chain; x < 5 is a compare. */
TEST(delay_sign_tests) {
  Func *f = ir_func_new("t");
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, 32, 0, NULL, nowhere());
  ValId neg = ir_add(f, b, OP_SLT, 1, 2, (ValId[]){x, ir_const(f, 32, 0)},
                     nowhere());
  ValId gtm1 = ir_add(f, b, OP_SGT, 1, 2,
                      (ValId[]){x, ir_const(f, 32, 0xffffffffu)}, nowhere());
  ValId pos = ir_add(f, b, OP_SGT, 1, 2, (ValId[]){x, ir_const(f, 32, 0)},
                     nowhere());
  ValId lt5 = ir_add(f, b, OP_SLT, 1, 2, (ValId[]){x, ir_const(f, 32, 5)},
                     nowhere());
  for (int t = 0; t < 2; t++) {
    SchedOptions o = {10.0, t ? TARGET_ICE40 : TARGET_GENERIC, false, false,
                      false, 0, 0, 0.0, NULL, false};
    CHECK(delay_model(f, neg, &o).delay_in == 0.0);
    CHECK(delay_model(f, gtm1, &o).delay_in == 0.0);
    CHECK(delay_model(f, pos, &o).delay_in > 0.0);
    if (t) CHECK(delay_model(f, pos, &o).delay_in <
                 delay_model(f, lt5, &o).delay_in);
  }
  ir_func_free(f);
}
