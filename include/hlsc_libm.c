/* hlsc_libm.c - the functions of libm that soft-float has no operation
 * for, in plain C, for hlsc: sin, cos, tan, exp, exp2, log, log2, log10,
 * pow, atan, atan2, asin, acos, hypot, expm1, log1p, sinh, cosh, tanh,
 * cbrt, asinh, acosh, atanh, erf, erfc, tgamma and lgamma (no exact
 * IEEE 754 result; erf and erfc in hlsc_libm_erf.c, tgamma and lgamma in
 * hlsc_libm_gamma.c), fmod, round,
 * rint, nearbyint, remainder, fdim and logb (exact), in double and
 * (f-suffixed) float; and (hlsc_libm_bits.c) ldexp, scalbn, frexp, modf,
 * ilogb, lround, llround, lrint, llrint, remquo, nextafter and fma,
 * exact.
 *
 * How hlsc uses it: when a design calls one of these functions, the C
 * frontend (src/llvm/float.c) compiles this file with clang, links it
 * into the design and calls __hlsc_libm_NAME instead; its floating-point
 * operations then become soft-float datapaths like the design's own
 * (include/hlsc_softfloat.c). hlsc cosim builds the native reference run
 * with this file too (compiled with HLSC_LIBM_STD_NAMES, which defines
 * the standard names as weak symbols, so a program's own definition
 * still wins) and with clang's built-in knowledge of these names turned
 * off, so both sides compute the same bits and the comparison stays
 * exact. The list of functions is hlsc_libm_names.h's; the float forms
 * and the standard names are made from it at the end of this file.
 *
 * Accuracy (tests/unit/test_libm.c measures it against the C library's
 * long double functions on special values and random arguments over the
 * whole range): sin, cos, exp, exp2, log, log2, log10 and pow are within
 * 1 ulp of the exact result (tan too), and so are atan, atan2, asin,
 * acos, cbrt, hypot (0.51 ulp measured; hypot 0.75 where its result is
 * subnormal, rounded twice), expm1, log1p, sinh, cosh and tanh (0.62),
 * asinh, acosh and atanh (0.50), erf (0.66) and erfc (0.75, 0.63 where
 * its result is normal), tgamma (0.76) and lgamma above 0 (0.69): below 0,
 * the one exception, lgamma is within 1.21 ulp where |lgamma x| >= 1/4 and
 * near its zeros has an absolute error below 2^-54; fmod, round, rint, nearbyint,
 * remainder, fdim and logb are exact; the float functions compute in double and round
 * once more, so they are within 1 ulp too (the exact ones exact).
 * Special values follow C's Annex F (NaN, infinities, signed zeros,
 * overflow to infinity, underflow to zero or a subnormal).
 *
 * Methods (all arithmetic is double; a pair hi + lo is a double-double):
 * - exp: x = k ln2 + r, |r| <= ln2/2 (ln2 in two parts, the first exact
 *   when multiplied by k), e^r by its Taylor series to r^13, times 2^k;
 * - log: x = 2^e m, sqrt(1/2) < m <= sqrt(2), log m = 2 atanh(s) with
 *   s = (m - 1)/(m + 1), the first two terms of the series and s itself
 *   in double-double, so log is good to about 2^-66 and pow keeps its
 *   precision through y log x (pow = exp of a double-double);
 * - sin, cos, tan: x = (4j + q) pi/2 + r, |r| <= pi/4, by an exact
 *   integer product of x's significand with a 224-bit window of the bits
 *   of 2/pi (any exponent: the window starts where the bits start to
 *   matter), then the Taylor series of sin and cos on r;
 * - atan: 1/x above 1 (atan x = pi/2 - atan(1/x)), then atan(k/8) from a
 *   table plus the series of atan t, t = (x - k/8)/(1 + x k/8), |t| <=
 *   1/16, in double-double; atan2 scales y and x by a power of 2 and takes
 *   atan of their double-double quotient; asin x = atan(x / sqrt(1 -
 *   x^2)), acos x = atan(sqrt(1 - x^2) / x), 1 - x^2 in double-double;
 * - hypot: a^2 + b^2 in double-double after scaling, its square root
 *   corrected once (Newton);
 * - expm1: exp's reduction, e^r - 1 with r^2 exact, 2^k (e^r - 1) + (2^k
 *   - 1) in double-double; sinh, cosh and tanh from it in double-double
 *   ((m + m/(m + 1))/2, (e + 1/e)/2, m/(m + 2)), e^|x|/2 above 22; log1p:
 *   1 + x = u + ul exactly, log u (double-double) + ul/u;
 * - cbrt: a quadratic on [1, 8), three Halley steps, one Newton
 *   correction with the residual in double-double;
 * - fmod: shift and subtract on the significands (the one loop whose trip
 *   count depends on the arguments); round: integer operations on the
 *   bits; rint: |x| + 2^52 - 2^52; remainder: fmod by 2|y|, then |y|
 *   taken away once or twice (exact subtractions); fdim: x - y or +0;
 *   logb: the exponent field, a subnormal's leading bit by clz;
 * - asinh, acosh: log(|x| + sqrt(x^2 +- 1)) with x^2 +- 1, its root and
 *   the sum in double-double, log(x) + ln 2 above 2^28; atanh: half the
 *   log of (1 + |x|)/(1 - |x|), the quotient in double-double;
 * - erf, erfc: a polynomial in x^2 below 1/2, else e^(-x^2) (double-double)
 *   times e^(x^2) erfc(x) from a table of polynomials below 3 and a
 *   continued fraction from 3 (hlsc_libm_erf.c says more).
 * Constants: Taylor coefficients 1/n! and 1/(2n + 1), ln 2, pi/2, 2/pi,
 * 1/ln 2, 1/ln 10, 2/3, pi, 3pi/4 and atan(k/8), each rounded from a
 * 400-bit value (mpmath). */

#include "hlsc_libm_names.h"

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#define HL_UNROLL _Pragma("clang loop unroll(full)")
#else
#define HL_UNROLL
#endif

typedef unsigned long long hl_u64;
typedef struct {
  double hi, lo;
} hl_dd;

#define HL_ABS 0x7fffffffffffffffull
#define HL_INF 0x7ff0000000000000ull
#define HL_ONE 0x3ff0000000000000ull
#define HL_MANT 0x000fffffffffffffull
#define HL_PIO4 0x3fe921fb54442d18ull  /* pi/4, rounded down */
#define HL_SQRT2 0x3ff6a09e667f3bcdull /* sqrt(2) */

static const double hl_ln2_hi = 0x1.62e42fefa3800p-1; /* 42 bits */
static const double hl_ln2_lo = 0x1.ef35793c76730p-45;
static const double hl_inv_ln2 = 0x1.71547652b82fep+0;
static const double hl_inv_ln2_lo = 0x1.777d0ffda0d24p-56;
static const double hl_inv_ln10 = 0x1.bcb7b1526e50ep-2;
static const double hl_inv_ln10_lo = 0x1.95355baaafad3p-57;
static const double hl_two_thirds = 0x1.5555555555555p-1;
static const double hl_two_thirds_lo = 0x1.5555555555555p-55;
static const double hl_pio2 = 0x1.921fb54442d18p+0;
static const double hl_pio2_lo = 0x1.1a62633145c07p-54;

/* The bits of 2/pi after the point, 32 per word, first word first. */
static const unsigned hl_two_over_pi[40] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041,
    0xfe5163ab, 0xdebbc561, 0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c,
    0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484, 0xe99c7026, 0xb45f7e41,
    0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d,
    0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08,
    0x56033046, 0xfc7b6bab, 0xf0cfbc20, 0x9af4361d};

static inline hl_u64 hl_bits(double x) {
  union {
    double f;
    hl_u64 u;
  } v;
  v.f = x;
  return v.u;
}

static inline double hl_dbl(hl_u64 u) {
  union {
    hl_u64 u;
    double f;
  } v;
  v.u = u;
  return v.f;
}

/* 2^n for -1022 <= n <= 1023. */
static inline double hl_pow2(int n) {
  return hl_dbl((hl_u64)(n + 1023) << 52);
}

/* ---- double-double arithmetic (exact sums and products) ---- */

static inline hl_dd hl_two_sum(double a, double b) {
  double s = a + b, bb = s - a;
  hl_dd r = {s, (a - (s - bb)) + (b - bb)};
  return r;
}

/* |a| >= |b| (or a == 0) */
static inline hl_dd hl_fast_two_sum(double a, double b) {
  double s = a + b;
  hl_dd r = {s, b - (s - a)};
  return r;
}

/* Dekker: a = hi + lo with 26 significant bits in each (|a| < 2^995). */
static inline void hl_split(double a, double *hi, double *lo) {
  double c = 134217729.0 * a;
  *hi = c - (c - a);
  *lo = a - *hi;
}

static inline hl_dd hl_two_prod(double a, double b) {
  double ah, al, bh, bl, p = a * b;
  hl_split(a, &ah, &al);
  hl_split(b, &bh, &bl);
  hl_dd r = {p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
  return r;
}

/* (a.hi + a.lo) * (c + cl) rounded to a double. */
static inline double hl_dd_mul_round(hl_dd a, double c, double cl) {
  hl_dd p = hl_two_prod(a.hi, c);
  return p.hi + (p.lo + (a.lo * c + a.hi * cl));
}

/* ---- exp ---- */

/* exp's reduction: k = round(hi / ln 2) and r = hi + lo - k ln2 as a
 * double-double; hi - k hl_ln2_hi is exact (k has at most 11 bits,
 * hl_ln2_hi 42). */
static hl_dd hl_ln2_reduce(double hi, double lo, int *k) {
  double t = hi * hl_inv_ln2;
  *k = (int)(t < 0.0 ? t - 0.5 : t + 0.5);
  double kd = (double)*k;
  return hl_two_sum(hi - kd * hl_ln2_hi, lo - kd * hl_ln2_lo);
}

/* 1/3! + r/4! + ... + r^10/13!: e^r's series after its r^2/2 term, for
 * |r| <= ln2/2 (exp and expm1). */
static double hl_exp_q(double r) {
  double q = 0x1.6124613a86d09p-33; /* 1/13! */
  q = 0x1.1eed8eff8d898p-29 + r * q;
  q = 0x1.ae64567f544e4p-26 + r * q;
  q = 0x1.27e4fb7789f5cp-22 + r * q;
  q = 0x1.71de3a556c734p-19 + r * q;
  q = 0x1.a01a01a01a01ap-16 + r * q;
  q = 0x1.a01a01a01a01ap-13 + r * q;
  q = 0x1.6c16c16c16c17p-10 + r * q;
  q = 0x1.1111111111111p-7 + r * q;
  q = 0x1.5555555555555p-5 + r * q;
  return 0x1.5555555555555p-3 + r * q; /* 1/3! */
}

/* e^(hi + lo), |lo| small beside |hi| (or hi NaN). */
static double hl_exp_dd(double hi, double lo) {
  if (hi != hi) return hi + hi;
  if (hi > 710.0) return hl_dbl(HL_INF);
  if (hi < -746.0) return 0.0;
  int k;
  hl_dd rr = hl_ln2_reduce(hi, lo, &k);
  double r = rr.hi;
  double q = 0.5 + r * hl_exp_q(r); /* 1/2! */
  /* e^(r + Rl) = 1 + r + r^2 q + Rl (1 + r), with 1 + r exact */
  hl_dd one = hl_two_sum(1.0, r);
  double y = one.hi + (one.lo + ((r * r) * q + (rr.lo + rr.lo * r)));
  if (k > 1020) return (y * 0x1p1000) * hl_pow2(k - 1000);
  if (k < -1020) return (y * 0x1p-1000) * hl_pow2(k + 1000);
  return y * hl_pow2(k);
}

double __hlsc_libm_exp(double x) { return hl_exp_dd(x, 0.0); }

double __hlsc_libm_exp2(double x) {
  if (x != x) return x + x;
  if (x > 1100.0) return hl_dbl(HL_INF);
  if (x < -1100.0) return 0.0;
  /* x ln 2 as a double-double: ln 2 = hl_ln2_hi + hl_ln2_lo exactly enough */
  hl_dd p = hl_two_prod(x, hl_ln2_hi);
  return hl_exp_dd(p.hi, p.lo + x * hl_ln2_lo);
}

/* ---- log ---- */

/* log x as a double-double, for finite x > 0. */
static hl_dd hl_log_dd(double x) {
  hl_u64 u = hl_bits(x);
  int e = 0;
  if (u < (1ull << 52)) { /* subnormal */
    u = hl_bits(x * 0x1p54);
    e = -54;
  }
  e += (int)(u >> 52) - 1023;
  hl_u64 mb = (u & HL_MANT) | HL_ONE;
  if (mb > HL_SQRT2) {
    mb -= 1ull << 52;
    e += 1;
  }
  double f = hl_dbl(mb) - 1.0; /* exact */
  hl_dd t = hl_fast_two_sum(2.0, f);
  double s = f / t.hi;
  hl_dd p = hl_two_prod(s, t.hi);
  double sl = (((f - p.hi) - p.lo) - s * t.lo) / t.hi; /* s + sl = f/(2+f) */
  hl_dd z = hl_two_prod(s, s);
  z.lo += 2.0 * s * sl;
  hl_dd c = hl_two_prod(s, z.hi); /* s^3 */
  c.lo += s * z.lo + sl * z.hi;
  hl_dd v = hl_two_prod(c.hi, hl_two_thirds); /* 2 s^3 / 3 */
  v.lo += c.lo * hl_two_thirds + c.hi * hl_two_thirds_lo;
  double w = z.hi;
  double q = 0x1.2f684bda12f68p-5; /* 1/27 */
  q = 0x1.47ae147ae147bp-5 + w * q;
  q = 0x1.642c8590b2164p-5 + w * q;
  q = 0x1.8618618618618p-5 + w * q;
  q = 0x1.af286bca1af28p-5 + w * q;
  q = 0x1.e1e1e1e1e1e1ep-5 + w * q;
  q = 0x1.1111111111111p-4 + w * q;
  q = 0x1.3b13b13b13b14p-4 + w * q;
  q = 0x1.745d1745d1746p-4 + w * q;
  q = 0x1.c71c71c71c71cp-4 + w * q;
  q = 0x1.2492492492492p-3 + w * q;
  q = 0x1.999999999999ap-3 + w * q; /* 1/5 */
  double rest = ((2.0 * s) * (w * w)) * q;
  hl_dd a = hl_two_sum(2.0 * s, v.hi);
  a.lo += (2.0 * sl + v.lo) + rest;
  a = hl_fast_two_sum(a.hi, a.lo);
  double ed = (double)e;
  hl_dd b = hl_two_sum(ed * hl_ln2_hi, a.hi); /* ed * hl_ln2_hi is exact */
  b.lo += a.lo + ed * hl_ln2_lo;
  return hl_fast_two_sum(b.hi, b.lo);
}

/* NaN, negative, zero, +inf: the result for those, else 0 and *ok. */
static double hl_log_special(double x, int *ok) {
  hl_u64 u = hl_bits(x);
  *ok = 0;
  if ((u & HL_ABS) > HL_INF) return x + x;
  if ((u & HL_ABS) == 0) return -hl_dbl(HL_INF);
  if (u >> 63) return hl_dbl(0xfff8000000000000ull); /* invalid */
  if (u == HL_INF) return x;
  *ok = 1;
  return 0.0;
}

double __hlsc_libm_log(double x) {
  int ok;
  double s = hl_log_special(x, &ok);
  return ok ? hl_log_dd(x).hi : s;
}

double __hlsc_libm_log2(double x) {
  int ok;
  double s = hl_log_special(x, &ok);
  return ok ? hl_dd_mul_round(hl_log_dd(x), hl_inv_ln2, hl_inv_ln2_lo) : s;
}

double __hlsc_libm_log10(double x) {
  int ok;
  double s = hl_log_special(x, &ok);
  return ok ? hl_dd_mul_round(hl_log_dd(x), hl_inv_ln10, hl_inv_ln10_lo) : s;
}

/* ---- pow ---- */

/* 0: |y| (bits ay, finite, nonzero) is not an integer, 1: an odd one,
 * 2: an even one. */
static int hl_int_kind(hl_u64 ay) {
  int e = (int)(ay >> 52) - 1023;
  if (e < 0) return 0;
  if (e > 52) return 2;
  if (ay & ((1ull << (52 - e)) - 1)) return 0;
  return ((ay >> (52 - e)) & 1) ? 1 : 2;
}

double __hlsc_libm_pow(double x, double y) {
  hl_u64 ux = hl_bits(x), uy = hl_bits(y);
  hl_u64 ax = ux & HL_ABS, ay = uy & HL_ABS;
  double inf = hl_dbl(HL_INF);
  if (ay == 0 || ux == HL_ONE) return 1.0;
  if (ax > HL_INF || ay > HL_INF) return x + y;
  int ypos = !(uy >> 63);
  if (ay == HL_INF) {
    if (ax == HL_ONE) return 1.0; /* (-1)^(+-inf) */
    return (ax > HL_ONE) == ypos ? inf : 0.0;
  }
  int odd = (ux >> 63) && hl_int_kind(ay) == 1; /* the result is negative */
  if (ax == 0 || ax == HL_INF) {
    double r = (ax == 0) != ypos ? inf : 0.0;
    return odd ? -r : r;
  }
  if ((ux >> 63) && hl_int_kind(ay) == 0)
    return hl_dbl(0xfff8000000000000ull); /* invalid */
  if (ax == HL_ONE) return odd ? -1.0 : 1.0;
  /* |y| >= 2^64: |y log|x|| >= 2^11, so the result overflows or
   * underflows (|y| is an even integer there) */
  if (ay >= 0x43f0000000000000ull) return (ax > HL_ONE) == ypos ? inf : 0.0;
  hl_dd l = hl_log_dd(hl_dbl(ax));
  hl_dd t = hl_two_prod(y, l.hi);
  double r = hl_exp_dd(t.hi, t.lo + y * l.lo);
  return odd ? -r : r;
}

/* ---- sin, cos, tan ---- */

/* Bits [b, b + 64) of the little-endian 32-bit limbs p. */
static hl_u64 hl_bits_at(const unsigned *p, int b) {
  int w = b / 32, s = b % 32;
  hl_u64 lo = p[w] | ((hl_u64)p[w + 1] << 32);
  hl_u64 hi = p[w + 2];
  return s ? (lo >> s) | (hi << (64 - s)) : lo;
}

/* x shifted left until bit 63 is set (x != 0), and the shift. */
static hl_u64 hl_norm(hl_u64 x, int *lz) {
  int n = 0;
  HL_UNROLL
  for (int k = 32; k >= 1; k /= 2) {
    int z = (x >> (64 - k)) == 0;
    x = z ? x << k : x;
    n += z ? k : 0;
  }
  *lz = n;
  return x;
}

/* |x| = (4j + q) pi/2 + r for finite |x| > pi/4: returns q, and r
 * (|r| <= pi/4) as a double-double with x's sign applied (so x =
 * (4j' + q') pi/2 + r' with q' = -q mod 4 when x < 0). */
static unsigned hl_rem_pio2(double x, hl_dd *r) {
  hl_u64 u = hl_bits(x);
  hl_u64 m = (u & HL_MANT) | (1ull << 52);
  int e = (int)((u >> 52) & 0x7ff) - 1075; /* |x| = m 2^e */
  /* bits j of 2/pi (weight 2^-j) with j <= e - 2 add multiples of 4 */
  int j0 = e - 1 > 1 ? e - 1 : 1;
  int i0 = (j0 - 1) / 32;
  int point = 32 * i0 + 224 - e; /* the binary point of m * window */
  unsigned w[7], p[12];
  HL_UNROLL
  for (int k = 0; k < 7; k++) w[k] = hl_two_over_pi[i0 + 6 - k];
  HL_UNROLL
  for (int k = 0; k < 12; k++) p[k] = 0;
  hl_u64 m0 = m & 0xffffffffu, m1 = m >> 32, c = 0;
  HL_UNROLL
  for (int k = 0; k < 7; k++) {
    hl_u64 t = m0 * w[k] + c;
    p[k] = (unsigned)t;
    c = t >> 32;
  }
  p[7] = (unsigned)c;
  c = 0;
  HL_UNROLL
  for (int k = 0; k < 7; k++) {
    hl_u64 t = m1 * w[k] + p[k + 1] + c;
    p[k + 1] = (unsigned)t;
    c = t >> 32;
  }
  p[8] = (unsigned)c;
  unsigned q = (unsigned)hl_bits_at(p, point) & 3;
  hl_u64 fh = hl_bits_at(p, point - 64), fl = hl_bits_at(p, point - 128);
  int neg = (int)(fh >> 63); /* fraction >= 1/2: the next quadrant, r < 0 */
  if (neg) {
    q = (q + 1) & 3;
    fl = ~fl + 1;
    fh = ~fh + (fl == 0);
  }
  int lz = 0, shift;
  if (fh == 0) {
    fh = fl;
    fl = 0;
    lz = 64;
  }
  if (fh == 0) { /* cannot happen for a double x; kept exact */
    r->hi = r->lo = 0.0;
  } else {
    fh = hl_norm(fh, &shift);
    if (shift) {
      fh |= fl >> (64 - shift);
      fl <<= shift;
    }
    lz += shift;
    double f = (double)(fh >> 11) * hl_pow2(-53 - lz);
    double g = (double)(((fh & 0x7ff) << 42) | (fl >> 22)) * hl_pow2(-106 - lz);
    hl_dd a = {f, g};
    hl_dd t = hl_two_prod(a.hi, hl_pio2);
    t.lo += a.lo * hl_pio2 + a.hi * hl_pio2_lo;
    *r = hl_fast_two_sum(t.hi, t.lo);
  }
  if (neg != (int)(u >> 63)) {
    r->hi = -r->hi;
    r->lo = -r->lo;
  }
  return u >> 63 ? (4 - q) & 3 : q;
}

/* sin(x + y) as a double-double, |x| <= pi/4, |y| <= 2^-52 |x|. */
static hl_dd hl_sin_k(double x, double y) {
  double z = x * x;
  double s = 0x1.952c77030ad4ap-49; /* 1/17! */
  s = -0x1.ae7f3e733b81fp-41 + z * s;
  s = 0x1.6124613a86d09p-33 + z * s;
  s = -0x1.ae64567f544e4p-26 + z * s;
  s = 0x1.71de3a556c734p-19 + z * s;
  s = -0x1.a01a01a01a01ap-13 + z * s;
  s = 0x1.1111111111111p-7 + z * s;
  s = -0x1.5555555555555p-3 + z * s; /* -1/3! */
  return hl_fast_two_sum(x, (x * z) * s + (y - (0.5 * z) * y));
}

/* cos(x + y) as a double-double, |x| <= pi/4, |y| <= 2^-52 |x|. */
static hl_dd hl_cos_k(double x, double y) {
  double z = x * x;
  double c = 0x1.ae7f3e733b81fp-45; /* 1/16! */
  c = -0x1.93974a8c07c9dp-37 + z * c;
  c = 0x1.1eed8eff8d898p-29 + z * c;
  c = -0x1.27e4fb7789f5cp-22 + z * c;
  c = 0x1.a01a01a01a01ap-16 + z * c;
  c = -0x1.6c16c16c16c17p-10 + z * c;
  c = 0x1.5555555555555p-5 + z * c; /* 1/4! */
  double hz = 0.5 * z, w = 1.0 - hz; /* 1 - w is exact (w >= 1/2) */
  return hl_fast_two_sum(w, ((1.0 - w) - hz) + ((z * z) * c - x * y));
}

/* x reduced: the quadrant and r; NaN and infinities give NaN in *nan. */
static unsigned hl_reduce(double x, hl_dd *r, int *special) {
  hl_u64 ax = hl_bits(x) & HL_ABS;
  *special = ax >= HL_INF;
  r->hi = x;
  r->lo = 0.0;
  if (*special || ax <= HL_PIO4) return 0;
  return hl_rem_pio2(x, r);
}

/* Below 2^-26, sin x and tan x round to x (and keep a zero's sign). */
#define HL_TINY 0x3e50000000000000ull

double __hlsc_libm_sin(double x) {
  hl_dd r;
  int special;
  unsigned q = hl_reduce(x, &r, &special);
  if (special) return x - x;
  if ((hl_bits(x) & HL_ABS) < HL_TINY) return x;
  hl_dd v = q & 1 ? hl_cos_k(r.hi, r.lo) : hl_sin_k(r.hi, r.lo);
  return q & 2 ? -v.hi : v.hi;
}

double __hlsc_libm_cos(double x) {
  hl_dd r;
  int special;
  unsigned q = hl_reduce(x, &r, &special);
  if (special) return x - x;
  hl_dd v = q & 1 ? hl_sin_k(r.hi, r.lo) : hl_cos_k(r.hi, r.lo);
  return (q + 1) & 2 ? -v.hi : v.hi;
}

/* n / d for double-doubles, rounded to a double. */
static double hl_dd_div(hl_dd n, hl_dd d) {
  double t = n.hi / d.hi;
  hl_dd p = hl_two_prod(t, d.hi);
  return t + (((n.hi - p.hi) - p.lo) + (n.lo - t * d.lo)) / d.hi;
}

double __hlsc_libm_tan(double x) {
  hl_dd r;
  int special;
  unsigned q = hl_reduce(x, &r, &special);
  if (special) return x - x;
  if ((hl_bits(x) & HL_ABS) < HL_TINY) return x;
  hl_dd s = hl_sin_k(r.hi, r.lo), c = hl_cos_k(r.hi, r.lo);
  if (!(q & 1)) return hl_dd_div(s, c);
  c.hi = -c.hi;
  c.lo = -c.lo;
  return hl_dd_div(c, s);
}

/* atan ... cbrt: a file of their own (hlsc_libm.c and it are one unit) */
#include "hlsc_libm_more.c"
/* erf and erfc (their tables and helpers) */
#include "hlsc_libm_erf.c"
/* tgamma and lgamma */
#include "hlsc_libm_gamma.c"
/* ldexp ... fma, of other signatures (and their float forms) */
#include "hlsc_libm_bits.c"

/* ---- float: computed in double, rounded once more ---- */

#define HL_FLOAT1(NAME)                                                        \
  float __hlsc_libm_##NAME##f(float x) {                                       \
    return (float)__hlsc_libm_##NAME((double)x);                               \
  }
#define HL_FLOAT2(NAME)                                                        \
  float __hlsc_libm_##NAME##f(float x, float y) {                              \
    return (float)__hlsc_libm_##NAME((double)x, (double)y);                    \
  }
HLSC_LIBM_FUNCS(HL_FLOAT1, HL_FLOAT2)
#undef HL_FLOAT1
#undef HL_FLOAT2

/* ---- the standard names, for hlsc cosim's native reference run ---- */

#ifdef HLSC_LIBM_STD_NAMES
#define HL_STD1(NAME)                                                          \
  __attribute__((weak)) double NAME(double x) {                                \
    return __hlsc_libm_##NAME(x);                                              \
  }                                                                            \
  __attribute__((weak)) float NAME##f(float x) {                               \
    return __hlsc_libm_##NAME##f(x);                                           \
  }
#define HL_STD2(NAME)                                                          \
  __attribute__((weak)) double NAME(double x, double y) {                      \
    return __hlsc_libm_##NAME(x, y);                                           \
  }                                                                            \
  __attribute__((weak)) float NAME##f(float x, float y) {                      \
    return __hlsc_libm_##NAME##f(x, y);                                        \
  }
#define HL_STDO(NAME, RET, FRET, PARAMS, FPARAMS, ARGS)                      \
  __attribute__((weak)) RET NAME PARAMS { return __hlsc_libm_##NAME ARGS; }   \
  __attribute__((weak)) FRET NAME##f FPARAMS {                                 \
    return __hlsc_libm_##NAME##f ARGS;                                         \
  }
HLSC_LIBM_FUNCS(HL_STD1, HL_STD2)
HLSC_LIBM_OTHERS(HL_STDO)
/* AddressSanitizer intercepts lgamma and lgammaf (they set signgam) and
 * its interceptor calls glibc's, whatever the weak names above say: hlsc
 * cosim links the native run with --wrap=lgamma,--wrap=lgammaf, which
 * sends the program's calls here (src/sim/native.c). */
double __wrap_lgamma(double x) { return __hlsc_libm_lgamma(x); }
float __wrap_lgammaf(float x) { return __hlsc_libm_lgammaf(x); }
#undef HL_STD1
#undef HL_STD2
#undef HL_STDO
#endif
