/* test_libm.c - include/hlsc_libm.c against the C library: the error of
 * each function in ulps of the double (or float) result, measured against
 * glibc's long double function (64-bit significand: its own error is a
 * few thousandths of a double ulp), on random arguments over the whole
 * range and on arguments where the functions are hardest (near multiples
 * of pi/2, near 1 for log, y log x near the overflow threshold for pow,
 * near +-1 for asin and acos, quotients near 1 for atan2, near 0 for
 * expm1 and log1p); fmod and round, which are exact, bit for bit against
 * glibc's on random arguments; and
 * the special values of C's Annex F (NaN, infinities, signed zeros,
 * overflow, underflow, exact cases) against glibc's double functions.
 * The bounds are the ones hlsc_libm.c's header states. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "../../include/hlsc_libm.c"
#include "test.h"

enum { RANDOM_ARGS = 100000 };

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng * 0x2545f4914f6cdd1dull;
}

/* uniform in [lo, hi) */
static double uni(double lo, double hi) {
  return lo + (hi - lo) * ((double)(rnd() >> 11) * 0x1p-53);
}

/* a finite double with random bits (every exponent equally likely) */
static double any_finite(void) {
  for (;;) {
    double d = hl_dbl(rnd());
    if (isfinite(d)) return d;
  }
}

/* |got - want| in ulps of the double nearest to want */
static double ulps(double got, long double want) {
  if (isnan(got) || isnan((double)want)) return isnan(got) == isnan((double)want) ? 0 : 1e9;
  double w = (double)want;
  if (isinf(w) || isinf(got)) return got == w ? 0 : 1e9;
  int e;
  frexp(w == 0 ? 0x1p-1074 : w, &e);
  long double ulp = e - 53 < -1074 ? 0x1p-1074L : ldexpl(1.0L, e - 53);
  return (double)(fabsl((long double)got - want) / ulp);
}

static double ulps_f(float got, long double want) {
  if (isnan(got) || isnan((double)want)) return isnan(got) == isnan((double)want) ? 0 : 1e9;
  float w = (float)want;
  if (isinf(w) || isinf(got)) return got == w ? 0 : 1e9;
  int e;
  frexpf(w == 0 ? 0x1p-149f : w, &e);
  long double ulp = e - 24 < -149 ? 0x1p-149L : ldexpl(1.0L, e - 24);
  return (double)(fabsl((long double)got - want) / ulp);
}

typedef double (*Fn1)(double);
typedef long double (*Ref1)(long double);

static double worst1(Fn1 f, Ref1 ref, double (*arg)(void), int n,
                     double *at) {
  double w = 0;
  for (int i = 0; i < n; i++) {
    double x = arg();
    double u = ulps(f(x), ref((long double)x));
    if (u > w) w = u, *at = x;
  }
  return w;
}

static double a_trig_small(void) { return uni(-10.0, 10.0); }
static double a_trig_mid(void) { return uni(-1e6, 1e6); }
/* near k pi/2 for k up to 2^20: the reduction's hard cases */
static double a_trig_near(void) {
  double k = (double)(rnd() % (1u << 20));
  return nextafter(k * 1.5707963267948966, (rnd() & 1) ? 0.0 : 1e300);
}
static double a_exp(void) { return uni(-745.0, 709.7); }
static double a_exp2(void) { return uni(-1074.0, 1023.9); }
static double a_log(void) { return fabs(any_finite()); }
static double a_log_near1(void) { return 1.0 + uni(-0.3, 0.3); }

static void check_bound(int *test_failed_, const char *name, double w,
                        double at, double bound) {
  fprintf(stderr, "  %-6s max %.3f ulp (at %a)\n", name, w, at);
  if (!(w <= bound)) {
    fprintf(stderr, "%s: %.3f ulp > %.1f\n", name, w, bound);
    *test_failed_ = 1;
  }
}

#define WORST(NAME, F, REF, ARG, BOUND)                                        \
  do {                                                                         \
    double at_ = 0, w_ = worst1(F, REF, ARG, RANDOM_ARGS, &at_);               \
    check_bound(test_failed_, NAME, w_, at_, BOUND);                           \
  } while (0)

TEST(libm_trig_ulps) {
  WORST("sin", __hlsc_libm_sin, sinl, a_trig_small, 1.0);
  WORST("sin", __hlsc_libm_sin, sinl, a_trig_mid, 1.0);
  WORST("sin", __hlsc_libm_sin, sinl, a_trig_near, 1.0);
  WORST("sin", __hlsc_libm_sin, sinl, any_finite, 1.0);
  WORST("cos", __hlsc_libm_cos, cosl, a_trig_small, 1.0);
  WORST("cos", __hlsc_libm_cos, cosl, a_trig_near, 1.0);
  WORST("cos", __hlsc_libm_cos, cosl, any_finite, 1.0);
  WORST("tan", __hlsc_libm_tan, tanl, a_trig_small, 2.0);
  WORST("tan", __hlsc_libm_tan, tanl, a_trig_near, 2.0);
  WORST("tan", __hlsc_libm_tan, tanl, any_finite, 2.0);
}

TEST(libm_exp_log_ulps) {
  WORST("exp", __hlsc_libm_exp, expl, a_exp, 1.0);
  WORST("exp2", __hlsc_libm_exp2, exp2l, a_exp2, 1.0);
  WORST("log", __hlsc_libm_log, logl, a_log, 1.0);
  WORST("log", __hlsc_libm_log, logl, a_log_near1, 1.0);
  WORST("log2", __hlsc_libm_log2, log2l, a_log, 1.0);
  WORST("log2", __hlsc_libm_log2, log2l, a_log_near1, 1.0);
  WORST("log10", __hlsc_libm_log10, log10l, a_log, 1.0);
  WORST("log10", __hlsc_libm_log10, log10l, a_log_near1, 1.0);
}

TEST(libm_pow_ulps) {
  double w = 0, at = 0;
  for (int i = 0; i < RANDOM_ARGS; i++) {
    /* x over the whole range, y so that |y log x| reaches the overflow
     * and underflow thresholds, where pow's precision is hardest */
    double x = fabs(any_finite());
    if (x == 0 || x == 1) continue;
    double lim = 740.0 / fabs(log(x));
    double y = (i & 1) ? uni(-lim, lim) : uni(-4.0, 4.0);
    double u = ulps(__hlsc_libm_pow(x, y), powl((long double)x, (long double)y));
    if (u > w) w = u, at = x;
  }
  check_bound(test_failed_, "pow", w, at, 1.0);
  w = 0;
  for (int i = 0; i < RANDOM_ARGS; i++) { /* negative x, integer y */
    double x = -uni(0.5, 2.0), y = (double)((int)(rnd() % 2001) - 1000);
    double u = ulps(__hlsc_libm_pow(x, y), powl((long double)x, (long double)y));
    if (u > w) w = u, at = x;
  }
  check_bound(test_failed_, "pow-int", w, at, 1.0);
}

/* Same bits, or both NaN. */
static int same(double a, double b) {
  if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
  return hl_bits(a) == hl_bits(b);
}

static double a_unit(void) { return uni(-1.0, 1.0); }
/* within 2^-20 of +-1, where asin and acos are steepest */
static double a_near_one(void) {
  double d = uni(0.0, 0x1p-20);
  return (rnd() & 1) ? 1.0 - d : d - 1.0;
}
static double a_atan(void) { return uni(-4.0, 4.0); }

TEST(libm_atan_ulps) {
  WORST("atan", __hlsc_libm_atan, atanl, a_atan, 1.0);
  WORST("atan", __hlsc_libm_atan, atanl, any_finite, 1.0);
  WORST("asin", __hlsc_libm_asin, asinl, a_unit, 1.0);
  WORST("asin", __hlsc_libm_asin, asinl, a_near_one, 1.0);
  WORST("acos", __hlsc_libm_acos, acosl, a_unit, 1.0);
  WORST("acos", __hlsc_libm_acos, acosl, a_near_one, 1.0);
  double w = 0, at = 0;
  for (int i = 0; i < RANDOM_ARGS; i++) {
    /* y and x of any magnitude, or of close ones (a quotient near 1) */
    double y = any_finite(), x = any_finite();
    if (i & 1) x = ldexp(uni(-2.0, 2.0), ilogb(y));
    double u = ulps(__hlsc_libm_atan2(y, x), atan2l(y, x));
    if (u > w) w = u, at = y;
  }
  check_bound(test_failed_, "atan2", w, at, 1.0);
}

TEST(libm_hypot_ulps) {
  double w = 0, at = 0;
  for (int i = 0; i < RANDOM_ARGS; i++) {
    double x = any_finite(), y = any_finite();
    if (i & 1) y = ldexp(uni(-2.0, 2.0), ilogb(x) - (int)(rnd() % 40));
    double u = ulps(__hlsc_libm_hypot(x, y), hypotl(x, y));
    if (u > w) w = u, at = x;
  }
  check_bound(test_failed_, "hypot", w, at, 1.0);
  w = 0;
  for (int i = 0; i < RANDOM_ARGS; i++) { /* subnormal results: rounded twice */
    double x = uni(0.0, 0x1p-1023), y = uni(0.0, 0x1p-1023);
    double u = ulps(__hlsc_libm_hypot(x, y), hypotl(x, y));
    if (u > w) w = u, at = x;
  }
  check_bound(test_failed_, "hypot", w, at, 1.0);
}

/* fmod and round are exact: the same bits as glibc's. */
TEST(libm_exact) {
  for (int i = 0; i < RANDOM_ARGS; i++) {
    double x = any_finite(), y = any_finite();
    if (i & 1) y = ldexp(uni(-2.0, 2.0), ilogb(x) - (int)(rnd() % 64));
    if (!same(__hlsc_libm_fmod(x, y), fmod(x, y))) {
      fprintf(stderr, "fmod(%a, %a) = %a, libm: %a\n", x, y,
              __hlsc_libm_fmod(x, y), fmod(x, y));
      *test_failed_ = 1;
      break;
    }
    float xf = (float)uni(-1e6, 1e6), yf = (float)uni(-100.0, 100.0);
    if (i & 1) xf = (float)x, yf = (float)y;
    if (!same(__hlsc_libm_fmodf(xf, yf), fmodf(xf, yf))) {
      fprintf(stderr, "fmodf(%a, %a) = %a, libm: %a\n", xf, yf,
              __hlsc_libm_fmodf(xf, yf), fmodf(xf, yf));
      *test_failed_ = 1;
      break;
    }
    /* any double, or a multiple of 1/4 (halfway cases among them) */
    double r = (i & 1) ? x : (double)((long long)(rnd() % 4001) - 2000) / 4;
    if (!same(__hlsc_libm_round(r), round(r)) ||
        !same(__hlsc_libm_roundf((float)r), roundf((float)r))) {
      fprintf(stderr, "round(%a) = %a, libm: %a\n", r, __hlsc_libm_round(r),
              round(r));
      *test_failed_ = 1;
      break;
    }
    if (!same(__hlsc_libm_rint(r), rint(r)) ||
        !same(__hlsc_libm_rintf((float)r), rintf((float)r)) ||
        !same(__hlsc_libm_nearbyint(r), nearbyint(r))) {
      fprintf(stderr, "rint(%a) = %a, libm: %a\n", r, __hlsc_libm_rint(r),
              rint(r));
      *test_failed_ = 1;
      break;
    }
    /* y any double, near x, or x over a small integer plus a half (the
     * halfway cases, where the quotient's parity decides) */
    if (i % 3 == 2) y = x / ((double)(rnd() % 64) + 0.5);
    if (!same(__hlsc_libm_remainder(x, y), remainder(x, y)) ||
        !same(__hlsc_libm_remainderf(xf, yf), remainderf(xf, yf))) {
      fprintf(stderr, "remainder(%a, %a) = %a, libm: %a\n", x, y,
              __hlsc_libm_remainder(x, y), remainder(x, y));
      *test_failed_ = 1;
      break;
    }
  }
}

static double a_small(void) { return uni(-1.0, 1.0); }
static double a_tiny(void) { return uni(-1e-5, 1e-5); }
static double a_hyp(void) { return uni(-711.0, 711.0); }
static double a_expm1(void) { return uni(-45.0, 709.7); }
static double a_log1p(void) { return uni(-1.0, 1.0) + (rnd() & 1 ? 0.0 : 0.5); }

/* just above 1, where acosh x is about sqrt(2 (x - 1)) */
static double a_near_one_up(void) { return 1.0 + fabs(a_tiny()) * (rnd() & 1 ? 1.0 : 1e5); }

TEST(libm_hyperbolic_ulps) {
  WORST("expm1", __hlsc_libm_expm1, expm1l, a_small, 1.0);
  WORST("expm1", __hlsc_libm_expm1, expm1l, a_tiny, 1.0);
  WORST("expm1", __hlsc_libm_expm1, expm1l, a_expm1, 1.0);
  WORST("log1p", __hlsc_libm_log1p, log1pl, a_log1p, 1.0);
  WORST("log1p", __hlsc_libm_log1p, log1pl, a_tiny, 1.0);
  WORST("log1p", __hlsc_libm_log1p, log1pl, a_log, 1.0);
  WORST("sinh", __hlsc_libm_sinh, sinhl, a_small, 1.0);
  WORST("sinh", __hlsc_libm_sinh, sinhl, a_hyp, 1.0);
  WORST("cosh", __hlsc_libm_cosh, coshl, a_small, 1.0);
  WORST("cosh", __hlsc_libm_cosh, coshl, a_hyp, 1.0);
  WORST("tanh", __hlsc_libm_tanh, tanhl, a_small, 1.0);
  WORST("tanh", __hlsc_libm_tanh, tanhl, a_atan, 1.0);
  WORST("tanh", __hlsc_libm_tanh, tanhl, a_hyp, 1.0);
  WORST("cbrt", __hlsc_libm_cbrt, cbrtl, a_atan, 1.0);
  WORST("cbrt", __hlsc_libm_cbrt, cbrtl, any_finite, 1.0);
  WORST("asinh", __hlsc_libm_asinh, asinhl, a_small, 1.0);
  WORST("asinh", __hlsc_libm_asinh, asinhl, a_tiny, 1.0);
  WORST("asinh", __hlsc_libm_asinh, asinhl, a_hyp, 1.0);
  WORST("asinh", __hlsc_libm_asinh, asinhl, any_finite, 1.0);
  WORST("acosh", __hlsc_libm_acosh, acoshl, a_near_one_up, 1.0);
  WORST("acosh", __hlsc_libm_acosh, acoshl, a_log, 1.0);
  WORST("atanh", __hlsc_libm_atanh, atanhl, a_small, 1.0);
  WORST("atanh", __hlsc_libm_atanh, atanhl, a_tiny, 1.0);
  WORST("atanh", __hlsc_libm_atanh, atanhl, a_near_one, 1.0);
}

TEST(libm_float_ulps) {
  static const struct {
    const char *name;
    float (*f)(float);
    long double (*ref)(long double);
    float lo, hi;
  } fs[] = {
      {"sinf", __hlsc_libm_sinf, sinl, -1e4f, 1e4f},
      {"cosf", __hlsc_libm_cosf, cosl, -1e4f, 1e4f},
      {"tanf", __hlsc_libm_tanf, tanl, -10.0f, 10.0f},
      {"expf", __hlsc_libm_expf, expl, -103.0f, 88.7f},
      {"exp2f", __hlsc_libm_exp2f, exp2l, -149.0f, 127.9f},
      {"logf", __hlsc_libm_logf, logl, 1e-40f, 3e38f},
      {"log2f", __hlsc_libm_log2f, log2l, 1e-40f, 3e38f},
      {"log10f", __hlsc_libm_log10f, log10l, 1e-40f, 3e38f},
      {"atanf", __hlsc_libm_atanf, atanl, -100.0f, 100.0f},
      {"asinf", __hlsc_libm_asinf, asinl, -1.0f, 1.0f},
      {"acosf", __hlsc_libm_acosf, acosl, -1.0f, 1.0f},
      {"expm1f", __hlsc_libm_expm1f, expm1l, -20.0f, 88.7f},
      {"log1pf", __hlsc_libm_log1pf, log1pl, -0.99f, 1e6f},
      {"sinhf", __hlsc_libm_sinhf, sinhl, -89.0f, 89.0f},
      {"coshf", __hlsc_libm_coshf, coshl, -89.0f, 89.0f},
      {"tanhf", __hlsc_libm_tanhf, tanhl, -10.0f, 10.0f},
      {"cbrtf", __hlsc_libm_cbrtf, cbrtl, -1e30f, 1e30f},
      {"asinhf", __hlsc_libm_asinhf, asinhl, -1e30f, 1e30f},
      {"acoshf", __hlsc_libm_acoshf, acoshl, 1.0f, 1e30f},
      {"atanhf", __hlsc_libm_atanhf, atanhl, -1.0f, 1.0f},
  };
  for (size_t k = 0; k < sizeof fs / sizeof fs[0]; k++) {
    double w = 0, at = 0;
    for (int i = 0; i < RANDOM_ARGS; i++) {
      float x = (float)uni(fs[k].lo, fs[k].hi);
      double u = ulps_f(fs[k].f(x), fs[k].ref((long double)x));
      if (u > w) w = u, at = x;
    }
    check_bound(test_failed_, fs[k].name, w, at, 1.0);
  }
  double w = 0, at = 0;
  for (int i = 0; i < RANDOM_ARGS; i++) {
    float x = (float)uni(0.0, 100.0), y = (float)uni(-20.0, 20.0);
    double u = ulps_f(__hlsc_libm_powf(x, y), powl(x, y));
    if (u > w) w = u, at = x;
  }
  check_bound(test_failed_, "powf", w, at, 1.0);
  static const struct {
    const char *name;
    float (*f)(float, float);
    long double (*ref)(long double, long double);
  } f2[] = {{"atan2f", __hlsc_libm_atan2f, atan2l},
            {"hypotf", __hlsc_libm_hypotf, hypotl}};
  for (size_t k = 0; k < sizeof f2 / sizeof f2[0]; k++) {
    w = 0;
    for (int i = 0; i < RANDOM_ARGS; i++) {
      float y = (float)uni(-1e4, 1e4), x = (float)uni(-1e4, 1e4);
      double u = ulps_f(f2[k].f(y, x), f2[k].ref(y, x));
      if (u > w) w = u, at = y;
    }
    check_bound(test_failed_, f2[k].name, w, at, 1.0);
  }
}

/* F(X) against libm's REF: the same bits where the result is special
 * (NaN, infinite, zero) or the argument is, else within 1 ulp of REFL's. */
#define SAME1(F, REF, REFL, X)                                                 \
  do {                                                                         \
    double x_ = (X), g_ = F(x_), r_ = REF(x_);                                 \
    int exact_ = !isfinite(r_) || r_ == 0 || !isfinite(x_) || x_ == 0;         \
    if (exact_ ? !same(g_, r_) : ulps(g_, REFL((long double)x_)) > 1.0) {      \
      fprintf(stderr, "%s(%a) = %a, libm: %a\n", #REF, x_, g_, r_);            \
      *test_failed_ = 1;                                                       \
    }                                                                          \
  } while (0)

TEST(libm_special_values) {
  const double inf = INFINITY, nan = NAN;
  const double xs[] = {0.0, -0.0, inf, -inf, nan, 1.0, -1.0, 0x1p-1074,
                       -0x1p-1074, 0x1p-1022, 1e-300, 709.8, -746.0, 1e300,
                       -1e300, 2.0, 0.5, 10.0, 1000.0, 0x1.fffffffffffffp1023};
  for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
    double x = xs[i];
    SAME1(__hlsc_libm_exp, exp, expl, x);
    SAME1(__hlsc_libm_exp2, exp2, exp2l, x);
    SAME1(__hlsc_libm_log, log, logl, x);
    SAME1(__hlsc_libm_log2, log2, log2l, x);
    SAME1(__hlsc_libm_log10, log10, log10l, x);
    SAME1(__hlsc_libm_sin, sin, sinl, x);
    SAME1(__hlsc_libm_cos, cos, cosl, x);
    SAME1(__hlsc_libm_tan, tan, tanl, x);
    SAME1(__hlsc_libm_atan, atan, atanl, x);
    SAME1(__hlsc_libm_asin, asin, asinl, x);
    SAME1(__hlsc_libm_acos, acos, acosl, x);
    SAME1(__hlsc_libm_round, round, roundl, x);
    SAME1(__hlsc_libm_expm1, expm1, expm1l, x);
    SAME1(__hlsc_libm_log1p, log1p, log1pl, x);
    SAME1(__hlsc_libm_sinh, sinh, sinhl, x);
    SAME1(__hlsc_libm_cosh, cosh, coshl, x);
    SAME1(__hlsc_libm_tanh, tanh, tanhl, x);
    SAME1(__hlsc_libm_cbrt, cbrt, cbrtl, x);
    SAME1(__hlsc_libm_asinh, asinh, asinhl, x);
    SAME1(__hlsc_libm_acosh, acosh, acoshl, x);
    SAME1(__hlsc_libm_atanh, atanh, atanhl, x);
    SAME1(__hlsc_libm_rint, rint, rintl, x);
  }
  CHECK(same(__hlsc_libm_rint(-0.5), -0.0)); /* halfway: to even */
  CHECK(__hlsc_libm_rint(2.5) == 2.0 && __hlsc_libm_rint(3.5) == 4.0);
  CHECK(__hlsc_libm_remainder(5.0, 2.0) == 1.0);  /* 5/2 = 2.5: n = 2 */
  CHECK(__hlsc_libm_remainder(7.0, 2.0) == -1.0); /* 7/2 = 3.5: n = 4 */
  CHECK(same(__hlsc_libm_remainder(-4.0, 2.0), -0.0));
  CHECK(__hlsc_libm_cbrt(-27.0) == -3.0);
  CHECK(__hlsc_libm_expm1(-1000.0) == -1.0);
  CHECK(__hlsc_libm_tanh(-30.0) == -1.0);
  CHECK(same(__hlsc_libm_round(-0.4), -0.0));
  CHECK(__hlsc_libm_round(-0.5) == -1.0); /* halfway: away from zero */
  CHECK(same(__hlsc_libm_round(0.49999999999999994), 0.0));
  CHECK(__hlsc_libm_round(2.5) == 3.0);
  /* atan2, hypot, fmod (Annex F.10.1.4, F.10.4.3, F.10.7.1) against glibc:
   * zeros, infinities and NaN of either sign in either place */
  const double as[] = {0.0, -0.0, 1.0, -1.0, 3.0, -3.0, 0x1p-1074,
                       -0x1p-1074, 1e300, -1e300, inf, -inf, nan};
  for (size_t i = 0; i < sizeof as / sizeof as[0]; i++)
    for (size_t j = 0; j < sizeof as / sizeof as[0]; j++) {
      double y = as[i], x = as[j];
      double g[4] = {__hlsc_libm_atan2(y, x), __hlsc_libm_hypot(y, x),
                     __hlsc_libm_fmod(y, x), __hlsc_libm_remainder(y, x)};
      double r[4] = {atan2(y, x), hypot(y, x), fmod(y, x), remainder(y, x)};
      long double rl[4] = {atan2l(y, x), hypotl(y, x), fmodl(y, x),
                           remainderl(y, x)};
      static const char *const nm[4] = {"atan2", "hypot", "fmod", "remainder"};
      for (int k = 0; k < 4; k++) {
        int exact = k >= 2 || !isfinite(r[k]) || r[k] == 0 || !isfinite(x) ||
                    !isfinite(y) || x == 0 || y == 0;
        if (exact ? !same(g[k], r[k]) : ulps(g[k], rl[k]) > 1.0) {
          fprintf(stderr, "%s(%a, %a) = %a, libm: %a\n", nm[k], y, x, g[k],
                  r[k]);
          *test_failed_ = 1;
        }
      }
    }
  /* exact results */
  CHECK(__hlsc_libm_log2(8.0) == 3.0);
  CHECK(__hlsc_libm_log10(1000.0) == 3.0);
  CHECK(__hlsc_libm_exp2(-1074.0) == 0x1p-1074);
  CHECK(__hlsc_libm_exp2(1023.0) == 0x1p1023);
  CHECK(__hlsc_libm_pow(2.0, 10.0) == 1024.0);
  CHECK(__hlsc_libm_pow(-3.0, 3.0) == -27.0);
  CHECK(__hlsc_libm_pow(10.0, -2.0) == 0.01);
  /* pow's special cases (Annex F.10.4.4) against glibc */
  const double ps[] = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0,
                       -3.0, inf, -inf, nan, 1e300, 0x1p64, -0x1p64};
  for (size_t i = 0; i < sizeof ps / sizeof ps[0]; i++)
    for (size_t j = 0; j < sizeof ps / sizeof ps[0]; j++) {
      double x = ps[i], y = ps[j], g = __hlsc_libm_pow(x, y), r = pow(x, y);
      int exact = !isfinite(r) || r == 0 || !isfinite(x) || !isfinite(y) ||
                  x == 0 || y == 0;
      if (exact ? !same(g, r) : ulps(g, powl(x, y)) > 1.0) {
        fprintf(stderr, "pow(%a, %a) = %a, libm: %a\n", x, y, g, r);
        *test_failed_ = 1;
      }
    }
}

/* fdim and logb are exact: the same bits as glibc's (NaN for NaN), in
 * double and float, on random bits (every exponent, subnormals among
 * them), on equal and near-equal pairs, and on the special values. */
TEST(libm_fdim_logb) {
  const double sp[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0,
                       0x1p-1074, -0x1p-1074, 0x1p-1022, 0x0.fffffffffffffp-1022,
                       0x1.fffffffffffffp1023, -0x1.fffffffffffffp1023};
  enum { NSP = sizeof sp / sizeof sp[0] };
  int bad = 0;
  for (int i = 0; i < RANDOM_ARGS + NSP * NSP && !bad; i++) {
    double x, y;
    if (i < NSP * NSP) x = sp[i / NSP], y = sp[i % NSP];
    else {
      x = any_finite(), y = i & 1 ? any_finite() : x;
      if (i % 3 == 0) y = nextafter(x, (rnd() & 1) ? INFINITY : -INFINITY);
    }
    float xf = (float)x, yf = (float)y;
    if (i >= NSP * NSP && (i & 2)) { /* floats from random bits */
      uint32_t b = (uint32_t)rnd(), c = (uint32_t)rnd();
      memcpy(&xf, &b, 4), memcpy(&yf, &c, 4);
    }
    bad = !same(__hlsc_libm_fdim(x, y), fdim(x, y)) ||
          !same(__hlsc_libm_logb(x), logb(x)) ||
          !same(__hlsc_libm_fdimf(xf, yf), fdimf(xf, yf)) ||
          !same(__hlsc_libm_logbf(xf), logbf(xf));
    if (bad)
      fprintf(stderr, "fdim/logb(%a, %a) or their float forms (%a, %a) "
              "differ from libm's\n", x, y, (double)xf, (double)yf);
  }
  CHECK(!bad);
  CHECK(same(__hlsc_libm_fdim(-0.0, 0.0), 0.0));
  CHECK(same(__hlsc_libm_logb(-0.0), -INFINITY));
  CHECK(__hlsc_libm_logb(0x1p-1074) == -1074.0);
  CHECK(__hlsc_libm_logbf(0x1p-149f) == -149.0f);
}

/* erf and erfc (include/hlsc_libm_erf.c) against glibc's erfl and erfcl:
 * dense sweeps (every 10^-5 over [-6, 6] for erf, every 2 10^-5 over
 * [-6, 28] for erfc: the table's intervals, the continued fraction's
 * start at 3, erfc's subnormal results from 26.55), random arguments
 * there, near 0 and over all doubles; the float forms on sweeps and on
 * random bits; the special values bit for bit against glibc's. Measured:
 * erf 0.66 ulp, erfc 0.75 (where its result is subnormal; 0.63 above),
 * erff and erfcf 0.50 (of a float). */
static double a_erf(void) { return uni(-6.0, 6.0); }
static double a_erfc(void) { return uni(-6.0, 28.0); }

static void erf_sweep(int *test_failed_, const char *name, Fn1 f, Ref1 ref,
                      double lo, double hi, int n, double bound) {
  double w = 0, at = 0;
  for (int i = 0; i <= n; i++) {
    double x = lo + (hi - lo) * i / n;
    double u = ulps(f(x), ref((long double)x));
    if (u > w) w = u, at = x;
  }
  check_bound(test_failed_, name, w, at, bound);
}

static void erf_sweep_f(int *test_failed_, const char *name,
                        float (*f)(float), Ref1 ref, double lo, double hi,
                        int n) {
  double w = 0, at = 0;
  for (int i = 0; i <= n + RANDOM_ARGS; i++) {
    float x = (float)(lo + (hi - lo) * i / n);
    if (i > n) { /* random bits */
      uint32_t b = (uint32_t)rnd();
      memcpy(&x, &b, 4);
    }
    double u = ulps_f(f(x), ref((long double)x));
    if (u > w) w = u, at = x;
  }
  check_bound(test_failed_, name, w, at, 0.51);
}

TEST(libm_erf_ulps) {
  erf_sweep(test_failed_, "erf", __hlsc_libm_erf, erfl, -6.0, 6.0, 1200000,
            0.8);
  erf_sweep(test_failed_, "erfc", __hlsc_libm_erfc, erfcl, -6.0, 28.0,
            1700000, 0.8);
  WORST("erf", __hlsc_libm_erf, erfl, a_erf, 0.8);
  WORST("erf", __hlsc_libm_erf, erfl, a_tiny, 0.8);
  WORST("erf", __hlsc_libm_erf, erfl, any_finite, 0.8);
  WORST("erfc", __hlsc_libm_erfc, erfcl, a_erfc, 0.8);
  WORST("erfc", __hlsc_libm_erfc, erfcl, a_tiny, 0.8);
  WORST("erfc", __hlsc_libm_erfc, erfcl, any_finite, 0.8);
  erf_sweep_f(test_failed_, "erff", __hlsc_libm_erff, erfl, -6.0, 6.0,
              200000);
  erf_sweep_f(test_failed_, "erfcf", __hlsc_libm_erfcf, erfcl, -6.0, 28.0,
              200000);
  const double xs[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN, 0x1p-1074,
                       -0x1p-1074, 0x1p-1022, 1e-300, 0x1p-61, 0x1p-57,
                       0.5, -0.5, 3.0, -3.0, 5.9, 6.0, -6.0, 26.5, 27.3,
                       27.4, 28.0, -28.0, 1e300, -1e300};
  for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
    SAME1(__hlsc_libm_erf, erf, erfl, xs[i]);
    SAME1(__hlsc_libm_erfc, erfc, erfcl, xs[i]);
    float xf = (float)xs[i];
    CHECK(same(__hlsc_libm_erff(xf), erff(xf)) ||
          ulps_f(__hlsc_libm_erff(xf), erfl(xf)) <= 0.51);
    CHECK(same(__hlsc_libm_erfcf(xf), erfcf(xf)) ||
          ulps_f(__hlsc_libm_erfcf(xf), erfcl(xf)) <= 0.51);
  }
  CHECK(same(__hlsc_libm_erf(-0.0), -0.0) && __hlsc_libm_erfc(-INFINITY) == 2.0);
  CHECK(__hlsc_libm_erf(-INFINITY) == -1.0 && same(__hlsc_libm_erfc(INFINITY), 0.0));
  CHECK(same(__hlsc_libm_erfcf(30.0f), 0.0f) && __hlsc_libm_erff(7.0f) == 1.0f);
}

/* tgamma and lgamma (include/hlsc_libm_gamma.c) against glibc's tgammal
 * and lgammal on random arguments: tgamma over its whole finite range
 * (0.62 ulp measured above 0, 0.83 below, to its subnormal results), the
 * factorials exact to 22!; lgamma near 1 and 2 (its zeros: the Taylor
 * series), over the positive range, and below 0 away from its zeros there
 * (1.21 ulp measured where |lgamma x| >= 1/4), where near them its
 * absolute error stays below 2^-54 (1.34 2^-55 measured); the float forms
 * within half an ulp of a float and a little more. */
static double a_tgamma_pos(void) { return uni(0.0, 171.6); }
static double a_tgamma_neg(void) { return uni(-184.0, 0.0); }
static double a_gamma_zeros(void) { return uni(0.7, 2.3); }
static double a_lgamma_pos(void) { return fabs(any_finite()); }

TEST(libm_gamma_ulps) {
  WORST("tgamma", __hlsc_libm_tgamma, tgammal, a_tgamma_pos, 0.7);
  WORST("tgamma", __hlsc_libm_tgamma, tgammal, a_gamma_zeros, 0.7);
  WORST("tgamma", __hlsc_libm_tgamma, tgammal, a_tgamma_neg, 0.9);
  WORST("tgamma", __hlsc_libm_tgamma, tgammal, a_small, 0.9);
  WORST("tgamma", __hlsc_libm_tgamma, tgammal, a_tiny, 0.9);
  WORST("lgamma", __hlsc_libm_lgamma, lgammal, a_gamma_zeros, 0.75);
  WORST("lgamma", __hlsc_libm_lgamma, lgammal, a_tgamma_pos, 0.75);
  WORST("lgamma", __hlsc_libm_lgamma, lgammal, a_lgamma_pos, 0.75);
  WORST("lgamma", __hlsc_libm_lgamma, lgammal, a_tiny, 0.75);
  double w = 0, at = 0, wa = 0, ata = 0;
  for (int i = 0; i < RANDOM_ARGS; i++) {
    double x = uni(-60.0, 0.0);
    long double r = lgammal((long double)x);
    double g = __hlsc_libm_lgamma(x);
    if (fabsl(r) >= 0.25L) {
      double u = ulps(g, r);
      if (u > w) w = u, at = x;
    } else if (fabsl((long double)g - r) > wa) {
      wa = (double)fabsl((long double)g - r), ata = x;
    }
  }
  check_bound(test_failed_, "lgamma-", w, at, 1.25);
  fprintf(stderr, "  lgamma- near its zeros: max %a absolute (at %a)\n", wa,
          ata);
  CHECK(wa <= 0x1p-54);
  long double fact = 1.0L;
  for (int n = 1; n <= 23; n++) { /* (n - 1)! is a double up to 22! */
    CHECK(__hlsc_libm_tgamma((double)n) == (double)fact);
    fact *= n;
  }
  float wf = 0, atf = 0;
  for (int i = 0; i < RANDOM_ARGS; i++) {
    float x = (float)uni(-40.0, 35.0);
    double u = ulps_f(__hlsc_libm_tgammaf(x), tgammal((long double)x));
    if (u > wf) wf = (float)u, atf = x;
    long double r = lgammal((long double)x);
    if (fabsl(r) >= 0.25L) {
      u = ulps_f(__hlsc_libm_lgammaf(x), r);
      if (u > wf) wf = (float)u, atf = x;
    }
  }
  check_bound(test_failed_, "gammaf", wf, atf, 0.51);
  const double xs[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, 2.0, -1.0,
                       -2.0, -0x1p52, -1e300, 0.5, -0.5, 0x1p-1074, -0x1p-1074,
                       0x1p-60, 171.62, 171.63, 172.0, -170.5, -184.5, -1e10 - 0.5,
                       0x1p58, 1e300, 1e306, 3.0, 10.0};
  for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
    SAME1(__hlsc_libm_tgamma, tgamma, tgammal, xs[i]);
    SAME1(__hlsc_libm_lgamma, lgamma, lgammal, xs[i]);
  }
  CHECK(same(__hlsc_libm_tgamma(-0.0), -INFINITY) &&
        isnan(__hlsc_libm_tgamma(-3.0)) && isnan(__hlsc_libm_tgamma(-INFINITY)));
  CHECK(same(__hlsc_libm_lgamma(1.0), 0.0) && same(__hlsc_libm_lgamma(2.0), 0.0) &&
        __hlsc_libm_lgamma(-3.0) == INFINITY && __hlsc_libm_lgamma(-0.0) == INFINITY);
}

/* ldexp, scalbn, frexp, modf, ilogb, lround, llround, lrint, llrint,
 * nextafter and fma (include/hlsc_libm_bits.c) are exact: the same bits
 * as glibc's (NaN for NaN), in double and float, on random bits (every
 * exponent, subnormals among them), exponents n over the whole range and
 * near the subnormal and overflow thresholds, values near integers and
 * halfway points, fma's products cancelled by z to a few bits, and the
 * special values. */
static double a_bits_special(int i) {
  static const double sp[] = {0.0,        -0.0,       INFINITY, -INFINITY,
                              NAN,        1.0,        -1.0,     0.5,
                              -0.5,       2.5,        -2.5,     0x1p-1074,
                              -0x1p-1074, 0x1p-1022,  0x0.fffffffffffffp-1022,
                              0x1p63,     -0x1p63,    0x1.fffffffffffffp62,
                              0x1.fffffffffffffp1023, -0x1.fffffffffffffp1023};
  return sp[i % (int)(sizeof sp / sizeof sp[0])];
}

/* a float from random bits, or one near an integer or a halfway point */
static float a_float(void) {
  if (rnd() & 1) {
    uint32_t b = (uint32_t)rnd();
    float f;
    memcpy(&f, &b, 4);
    return f;
  }
  return (float)(floor(uni(-1e6, 1e6)) + 0.5 * (double)(rnd() % 3));
}

static int bits_one(double x, double y, double z, int n) {
  int e1 = 7, e2 = 7;
  double i1 = 1, i2 = 2;
  int bad = !same(__hlsc_libm_ldexp(x, n), ldexp(x, n)) ||
            !same(__hlsc_libm_scalbn(x, n), scalbn(x, n)) ||
            !same(__hlsc_libm_frexp(x, &e1), frexp(x, &e2)) || e1 != e2 ||
            !same(__hlsc_libm_modf(x, &i1), modf(x, &i2)) ||
            !same(i1, i2) || __hlsc_libm_ilogb(x) != ilogb(x) ||
            __hlsc_libm_lround(x) != lround(x) ||
            __hlsc_libm_llround(x) != llround(x) ||
            __hlsc_libm_lrint(x) != lrint(x) ||
            __hlsc_libm_llrint(x) != llrint(x) ||
            !same(__hlsc_libm_nextafter(x, y), nextafter(x, y)) ||
            !same(__hlsc_libm_remquo(x, y, &e1), remquo(x, y, &e2)) ||
            (!isnan(remquo(x, y, &e2)) && e1 != e2) ||
            !same(__hlsc_libm_fma(x, y, z), fma(x, y, z));
  if (bad)
    fprintf(stderr, "ldexp ... fma of (%a, %a, %a, %d) differ from libm's\n",
            x, y, z, n);
  return bad;
}

static int bits_one_f(float x, float y, float z, int n) {
  int e1 = 7, e2 = 7;
  float i1 = 1, i2 = 2;
  int bad = !same(__hlsc_libm_ldexpf(x, n), ldexpf(x, n)) ||
            !same(__hlsc_libm_scalbnf(x, n), scalbnf(x, n)) ||
            !same(__hlsc_libm_frexpf(x, &e1), frexpf(x, &e2)) || e1 != e2 ||
            !same(__hlsc_libm_modff(x, &i1), modff(x, &i2)) ||
            !same(i1, i2) || __hlsc_libm_ilogbf(x) != ilogbf(x) ||
            __hlsc_libm_lroundf(x) != lroundf(x) ||
            __hlsc_libm_llroundf(x) != llroundf(x) ||
            __hlsc_libm_lrintf(x) != lrintf(x) ||
            __hlsc_libm_llrintf(x) != llrintf(x) ||
            !same(__hlsc_libm_nextafterf(x, y), nextafterf(x, y)) ||
            !same(__hlsc_libm_remquof(x, y, &e1), remquof(x, y, &e2)) ||
            (!isnan(remquof(x, y, &e2)) && e1 != e2) ||
            !same(__hlsc_libm_fmaf(x, y, z), fmaf(x, y, z));
  if (bad)
    fprintf(stderr, "ldexpf ... fmaf of (%a, %a, %a, %d) differ from "
            "libm's\n", (double)x, (double)y, (double)z, n);
  return bad;
}

TEST(libm_bits) {
  int bad = 0;
  for (int i = 0; i < 4 * RANDOM_ARGS && !bad; i++) {
    double x = i < 8000 ? a_bits_special(i) : any_finite();
    double y = i < 8000 ? a_bits_special(i / 20) : any_finite();
    double z = i < 8000 ? a_bits_special(i / 400) : any_finite();
    if (i % 5 == 1) x = floor(uni(-1e6, 1e6)) + 0.5 * (double)(rnd() % 3);
    if (i % 5 == 2) y = x * uni(0.5, 2.0), z = nextafter(y, -x);
    /* quotients x / y of 0 to 24, for remquo's bits */
    if (i % 11 == 6) y = x / uni(0.5, 24.0);
    /* z cancels x y to a few bits, or leaves it near a halfway point */
    if (i % 7 == 3 && isfinite(x * y))
      z = -(x * y) * (1.0 + (double)(int)(rnd() % 9 - 4) * 0x1p-52);
    if (i % 7 == 4 && isfinite(x * y) && x * y != 0)
      z = ldexp(uni(-1.0, 1.0), ilogb(x * y) - 54);
    /* x y exactly halfway (an odd significand times 1.5), z far below:
     * only z's sign and being there decide the rounding */
    if (i % 7 == 5 && isfinite(x) && x != 0) {
      x = hl_dbl(hl_bits(x) | 1), y = ldexp(1.5, (int)(rnd() % 20) - 10);
      z = ldexp(uni(-1.0, 1.0), ilogb(x) - 60 - (int)(rnd() % 300));
    }
    int n = (int)(rnd() % 4400) - 2200;
    if (i & 8) n = (int)(rnd() % 120) - 60 + (rnd() & 1 ? 1074 : -1074);
    bad = bits_one(x, y, z, n);
    float xf = (float)x, yf = (float)y, zf = (float)z;
    if (i & 2) xf = a_float(), yf = a_float(), zf = a_float();
    if (i % 7 == 3) zf = (float)-((double)xf * yf);
    if (i & 16) n = (int)(rnd() % 80) - 40 + (rnd() & 1 ? 149 : -149);
    bad = bad || bits_one_f(xf, yf, zf, n);
  }
  CHECK(!bad);
  /* what C leaves to the implementation: x86-64 glibc's (at run time:
   * the compiler folds these calls its own way) */
  volatile double zero = 0.0, big = 1e300, qnan = NAN;
  CHECK(__hlsc_libm_ilogb(zero) == ilogb(zero));
  CHECK(__hlsc_libm_ilogb(qnan) == ilogb(qnan));
  CHECK(__hlsc_libm_lrint(big) == lrint(big));
  CHECK(__hlsc_libm_lround(-qnan) == lround(-qnan));
  /* fma's one rounding: x y + z differs, rounded twice */
  CHECK(__hlsc_libm_fma(1.0 + 0x1p-52, 1.0 - 0x1p-53, -1.0) ==
        0x1p-52 - 0x1p-53 - 0x1p-105);
  CHECK(same(__hlsc_libm_fma(0x1p-600, -0x1p-600, 0.0), -0.0));
  CHECK(same(__hlsc_libm_fma(2.0, 3.0, -6.0), 0.0));
  CHECK(__hlsc_libm_fma(0x1p1000, 0x1p1000, -INFINITY) == -INFINITY);
  CHECK(__hlsc_libm_ldexp(0x1.8p-1060, -14) == 0x1p-1073);
  /* remquo, frexp and modf give glibc's NaNs (the native run of hlsc
   * cosim calls glibc's: ASan intercepts them); remquo leaves *quo */
  volatile double one = 1.0, inf = INFINITY;
  int q1 = 5, q2 = 5;
  double n1 = __hlsc_libm_remquo(one, zero, &q1), n2 = remquo(one, zero, &q2);
  CHECK(hl_bits(n1) == hl_bits(n2) && q1 == 5 && q2 == 5);
  n1 = __hlsc_libm_remquo(-inf, one, &q1), n2 = remquo(-inf, one, &q2);
  CHECK(hl_bits(n1) == hl_bits(n2) && q1 == 5);
  n1 = __hlsc_libm_remquo(one, -qnan, &q1), n2 = remquo(one, -qnan, &q2);
  CHECK(hl_bits(n1) == hl_bits(n2));
  CHECK(hl_bits(__hlsc_libm_frexp(-qnan, &q1)) == hl_bits(frexp(-qnan, &q2)));
  CHECK(hl_bits(__hlsc_libm_modf(-qnan, &n1)) == hl_bits(modf(-qnan, &n2)) &&
        hl_bits(n1) == hl_bits(n2));
}
