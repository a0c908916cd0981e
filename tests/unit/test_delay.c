/* test_delay.c - the measured iCE40 delay table as the scheduler reads it:
 * values at measured widths, linear interpolation in between, extrapolation
 * past the widest, the floor of one LUT level, the calibrated net, and a
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
  SchedOptions o = {20.0, TARGET_ICE40, false};
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
  SchedOptions slow = {1000.0, TARGET_ICE40, false};
  Func *f = ir_func_new("t");
  uint32_t b = ir_block_new(f, "entry");
  ValId x = ir_add(f, b, OP_PARAM, 40, 0, NULL, nowhere());
  ValId y = ir_add(f, b, OP_PARAM, 40, 0, NULL, nowhere());
  ValId m = ir_add(f, b, OP_MUL, 40, 2, (ValId[]){x, y}, nowhere());
  OpTiming t = delay_model(f, m, &slow);
  CHECK_EQ_INT(t.lat, 0);
  CHECK(fabs(t.delay_in - (at40 + k_ice40_net_ns)) < EPS);
  ir_func_free(f);
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
  SchedOptions o = {20.0, TARGET_ICE40, false};
  double overhead = k_ice40_reg_overhead_ns + k_ice40_reg_route_ns;
  CHECK(fabs(delay_reg_overhead(&o) - overhead) < EPS);
  CHECK(fabs(delay_budget(&o) - (20.0 - overhead)) < EPS);
  SchedOptions tight = {4.0, TARGET_ICE40, false};
  CHECK(fabs(delay_budget(&tight) - 2.0) < EPS); /* never below half */
}
