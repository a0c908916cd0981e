/* hlsc_libm_more.c - the inverse trigonometric and hyperbolic functions,
 * hypot, fmod, round, expm1, log1p, cbrt, rint, nearbyint, remainder,
 * fdim and logb of hlsc's libm, included by
 * hlsc_libm.c (one translation unit: they use its constants and its
 * double-double helpers; hlsc_libm.c's header says how each is computed
 * and how accurate it is). Not compiled on its own. */

/* ---- atan, atan2, asin, acos ---- */

static const double hl_pi = 0x1.921fb54442d18p+1;
static const double hl_pi_lo = 0x1.1a62633145c07p-53;

/* atan(k/8) for k = 0..8, as double-doubles. */
static const double hl_atan_tab[9][2] = {
    {0.0, 0.0},
    {0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59},
    {0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57},
    {0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56},
    {0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56},
    {0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58},
    {0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56},
    {0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56},
    {0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55}};

/* atan(a) as a double-double, 0 <= a.hi <= 1, |a.lo| <= 2^-52 a.hi:
 * atan a = atan c + atan t with c = k/8 nearest to a and t = (a - c) /
 * (1 + a c), |t| <= 1/16, whose series to t^17 is good to 2^-72 |t|. */
static hl_dd hl_atan_01(hl_dd a) {
  int k = (int)(a.hi * 8.0 + 0.5);
  double c = (double)k * 0.125;
  hl_dd n = hl_two_sum(a.hi - c, a.lo); /* a.hi - c is exact */
  hl_dd p = hl_two_prod(a.hi, c);
  hl_dd d = hl_fast_two_sum(1.0, p.hi);
  d.lo += p.lo + a.lo * c;
  d = hl_fast_two_sum(d.hi, d.lo);
  double th = n.hi / d.hi;
  hl_dd q = hl_two_prod(th, d.hi);
  double tl = (((n.hi - q.hi) - q.lo) + (n.lo - th * d.lo)) / d.hi;
  double z = th * th;
  double s = 0x1.e1e1e1e1e1e1ep-5; /* 1/17 */
  s = -0x1.1111111111111p-4 + z * s;
  s = 0x1.3b13b13b13b14p-4 + z * s;
  s = -0x1.745d1745d1746p-4 + z * s;
  s = 0x1.c71c71c71c71cp-4 + z * s;
  s = -0x1.2492492492492p-3 + z * s;
  s = 0x1.999999999999ap-3 + z * s;
  s = -0x1.5555555555555p-2 + z * s; /* -1/3 */
  hl_dd r = hl_two_sum(hl_atan_tab[k][0], th);
  r.lo += hl_atan_tab[k][1] + ((th * z) * s + tl);
  return hl_fast_two_sum(r.hi, r.lo);
}

/* atan(a) as a double-double, 0 <= a.hi < 2^64: above 1, pi/2 - atan(1/a). */
static hl_dd hl_atan_pos(hl_dd a) {
  if (a.hi <= 1.0) return hl_atan_01(a);
  double ih = 1.0 / a.hi;
  hl_dd p = hl_two_prod(ih, a.hi);
  hl_dd inv = {ih, (((1.0 - p.hi) - p.lo) - ih * a.lo) / a.hi};
  hl_dd v = hl_atan_01(inv);
  hl_dd r = hl_two_sum(hl_pio2, -v.hi);
  r.lo += hl_pio2_lo - v.lo;
  return hl_fast_two_sum(r.hi, r.lo);
}

/* pi - v rounded to a double. */
static double hl_pi_minus(hl_dd v) {
  hl_dd r = hl_two_sum(hl_pi, -v.hi);
  return r.hi + (r.lo + (hl_pi_lo - v.lo));
}

/* n / d for positive doubles whose quotient is within 2^+-64, as a
 * double-double. */
static hl_dd hl_div_dd(double n, hl_dd d) {
  double qh = n / d.hi;
  hl_dd p = hl_two_prod(qh, d.hi);
  hl_dd q = {qh, (((n - p.hi) - p.lo) - qh * d.lo) / d.hi};
  return q;
}

double __hlsc_libm_atan(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax > HL_INF) return x + x;
  double r = hl_pio2; /* above 2^60, pi/2 - 1/x rounds to pi/2 */
  if (ax < 0x43b0000000000000ull) {
    hl_dd a = {hl_dbl(ax), 0.0};
    r = hl_atan_pos(a).hi;
  }
  return u >> 63 ? -r : r;
}

double __hlsc_libm_atan2(double y, double x) {
  hl_u64 uy = hl_bits(y), ux = hl_bits(x);
  hl_u64 ay = uy & HL_ABS, ax = ux & HL_ABS;
  if (ax > HL_INF || ay > HL_INF) return x + y;
  int xneg = (int)(ux >> 63);
  int ex = (int)(ax >> 52), ey = (int)(ay >> 52);
  double r; /* atan2(|y|, x) */
  if (ay == 0 || (ax == HL_INF && ay < HL_INF)) {
    r = xneg ? hl_pi : 0.0;
  } else if (ax == 0 || ay == HL_INF) {
    r = ax != HL_INF ? hl_pio2 : xneg ? 0x1.2d97c7f3321d2p+1 /* 3pi/4 */
                                      : 0x1.921fb54442d18p-1; /* pi/4 */
  } else if (ey - ex > 60) { /* |y/x| > 2^60: pi/2 -+ |x/y| rounds to pi/2 */
    r = hl_pio2;
  } else if (ex - ey > 60) { /* |y/x| < 2^-60 */
    r = xneg ? hl_pi : hl_dbl(ay) / hl_dbl(ax);
  } else {
    /* both scaled by a power of 2 into a range where the quotient and its
     * remainder are exact and normal */
    double s = ex > 1500 ? 0x1p-600 : ex < 600 ? 0x1p600 : 1.0;
    hl_dd d = {hl_dbl(ax) * s, 0.0};
    hl_dd v = hl_atan_pos(hl_div_dd(hl_dbl(ay) * s, d));
    r = xneg ? hl_pi_minus(v) : v.hi;
  }
  return uy >> 63 ? -r : r;
}

/* sqrt(1 - a^2) as a double-double, 0 <= a < 1. */
static hl_dd hl_sqrt_1m2(double a) {
  hl_dd p = hl_two_prod(a, a);
  hl_dd w = hl_two_sum(1.0, -p.hi);
  w = hl_fast_two_sum(w.hi, w.lo - p.lo);
  double r = __builtin_sqrt(w.hi);
  hl_dd rr = hl_two_prod(r, r);
  hl_dd v = {r, (((w.hi - rr.hi) - rr.lo) + w.lo) / (2.0 * r)};
  return v;
}

/* asin x = atan(x / sqrt(1 - x^2)), the quotient in double-double. */
double __hlsc_libm_asin(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax > HL_ONE) return ax > HL_INF ? x + x : hl_dbl(0xfff8000000000000ull);
  double r = hl_pio2;
  if (ax < HL_ONE) {
    double a = hl_dbl(ax);
    r = hl_atan_pos(hl_div_dd(a, hl_sqrt_1m2(a))).hi;
  }
  return u >> 63 ? -r : r;
}

/* acos |x| = atan(sqrt(1 - x^2) / |x|); acos x = pi - acos |x| for x < 0. */
double __hlsc_libm_acos(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax > HL_ONE) return ax > HL_INF ? x + x : hl_dbl(0xfff8000000000000ull);
  if (ax < 0x3c30000000000000ull) return hl_pio2; /* |x| < 2^-60 */
  hl_dd v = {0.0, 0.0};
  if (ax < HL_ONE) {
    double a = hl_dbl(ax);
    hl_dd s = hl_sqrt_1m2(a);
    hl_dd q = hl_div_dd(s.hi, (hl_dd){a, 0.0});
    q.lo += s.lo / a;
    v = hl_atan_pos(q);
  }
  return u >> 63 ? hl_pi_minus(v) : v.hi;
}

/* ---- hypot ---- */

/* sqrt(a^2 + b^2) with the sum in double-double and one Newton
 * correction of its square root, a and b scaled by a power of 2 first. */
double __hlsc_libm_hypot(double x, double y) {
  hl_u64 ax = hl_bits(x) & HL_ABS, ay = hl_bits(y) & HL_ABS;
  if (ax == HL_INF || ay == HL_INF) return hl_dbl(HL_INF);
  if (ax > HL_INF || ay > HL_INF) return x + y;
  if (ax < ay) {
    hl_u64 t = ax;
    ax = ay;
    ay = t;
  }
  int e = (int)(ax >> 52);
  /* b < 2^-60 a: a (1 + b^2/2a^2) rounds to a */
  if (ay == 0 || e - (int)(ay >> 52) > 60) return hl_dbl(ax);
  double s = e > 1500 ? 0x1p-600 : e < 600 ? 0x1p600 : 1.0;
  double a = hl_dbl(ax) * s, b = hl_dbl(ay) * s;
  hl_dd p = hl_two_prod(a, a), q = hl_two_prod(b, b);
  hl_dd t = hl_two_sum(p.hi, q.hi);
  t = hl_fast_two_sum(t.hi, t.lo + (p.lo + q.lo));
  double r = __builtin_sqrt(t.hi);
  hl_dd rr = hl_two_prod(r, r);
  double c = (((t.hi - rr.hi) - rr.lo) + t.lo) / (2.0 * r);
  return (r + c) * (e > 1500 ? 0x1p600 : e < 600 ? 0x1p-600 : 1.0);
}

/* ---- fmod, round: exact ---- */

/* x - n y with n = trunc(x / y), exact: the significands' remainder by
 * shift and subtract, one bit of the exponent difference at a time (up to
 * 2097 for doubles, 276 for floats); the only loop of the library whose
 * trip count depends on the arguments (four bits per iteration). */
double __hlsc_libm_fmod(double x, double y) {
  hl_u64 ux = hl_bits(x), ax = ux & HL_ABS, ay = hl_bits(y) & HL_ABS;
  hl_u64 sign = ux & ~HL_ABS;
  if (ax >= HL_INF || ay == 0 || ay > HL_INF)
    return hl_dbl(0x7ff8000000000000ull); /* NaN in, x infinite, y zero */
  if (ax <= ay) return ax == ay ? hl_dbl(sign) : x;
  /* |x| = mx 2^(ex - 1075), |y| = my 2^(ey - 1075), 2^52 <= mx, my < 2^53 */
  int ex = (int)(ax >> 52), ey = (int)(ay >> 52), lz;
  hl_u64 mx = (ax & HL_MANT) | (1ull << 52), my = (ay & HL_MANT) | (1ull << 52);
  if (!ex) {
    mx = hl_norm(ax, &lz) >> 11;
    ex = 12 - lz;
  }
  if (!ey) {
    my = hl_norm(ay, &lz) >> 11;
    ey = 12 - lz;
  }
  hl_u64 r = mx >= my ? mx - my : mx; /* r < my from here on */
  int d = ex - ey;
  HL_UNROLL
  for (int k = 0; k < 3; k++)
    if (k < (d & 3)) {
      r <<= 1;
      r = r >= my ? r - my : r;
    }
  for (int n = d >> 2; n > 0; n--) {
    HL_UNROLL
    for (int k = 0; k < 4; k++) {
      r <<= 1;
      r = r >= my ? r - my : r;
    }
  }
  if (r == 0) return hl_dbl(sign);
  /* r 2^(ey - 1075) is a double (the remainder is exact), so both
   * products are exact */
  int e = ey - 1075;
  double v = (double)r;
  v = e < -1000 ? (v * hl_pow2(e + 1000)) * 0x1p-1000 : v * hl_pow2(e);
  return sign ? -v : v;
}

/* The nearest integer, halfway cases away from zero: add half a unit of
 * the integer bit to the bits, then clear the fraction's. */
double __hlsc_libm_round(double x) {
  hl_u64 u = hl_bits(x);
  int e = (int)((u >> 52) & 0x7ff) - 1023;
  if (e >= 52) return x; /* an integer, infinite or NaN */
  if (e < 0) return hl_dbl((u & ~HL_ABS) | (e == -1 ? HL_ONE : 0));
  return hl_dbl((u + ((1ull << 51) >> e)) & ~(HL_MANT >> e));
}

/* ---- expm1, log1p, sinh, cosh, tanh ---- */

/* n / d for double-doubles, as a double-double. */
static hl_dd hl_dd_div_dd(hl_dd n, hl_dd d) {
  double t = n.hi / d.hi;
  hl_dd p = hl_two_prod(t, d.hi);
  double l = (((n.hi - p.hi) - p.lo) + (n.lo - t * d.lo)) / d.hi;
  return hl_fast_two_sum(t, l);
}

/* e^x - 1 as a double-double, for -40 <= x <= 1000 (k <= 1443): x = k ln2
 * + r as in exp, e^r - 1 = r + r^2/2 + r^3 q' with r^2 exact, then
 * 2^k (e^r - 1) + (2^k - 1) with exact sums. */
static hl_dd hl_expm1_dd(double x) {
  int k;
  /* (lo -0.0: -0.0 - k ln2_lo is -(k ln2_lo), signed zero included) */
  hl_dd rr = hl_ln2_reduce(x, -0.0, &k);
  double r = rr.hi;
  double q = hl_exp_q(r);
  hl_dd z = hl_two_prod(r, r);
  hl_dd p = hl_two_sum(r, 0.5 * z.hi);
  p.lo += 0.5 * z.lo + ((z.hi * r) * q + (rr.lo + rr.lo * r));
  p = hl_fast_two_sum(p.hi, p.lo);
  if (k == 0) return p;
  double s = hl_pow2(k); /* 2^k p exact: -58 <= k <= 1023 */
  hl_dd u = hl_two_sum(p.hi * s, s);
  hl_dd v = hl_two_sum(u.hi, -1.0);
  return hl_fast_two_sum(v.hi, v.lo + (u.lo + p.lo * s));
}

double __hlsc_libm_expm1(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax > HL_INF) return x + x;
  if (ax < 0x3c90000000000000ull) return x; /* |x| < 2^-54 */
  if (x < -40.0) return -1.0;          /* e^x < 2^-57 */
  if (x > 700.0) return __hlsc_libm_exp(x); /* e^x - 1 rounds to e^x */
  return hl_expm1_dd(x).hi;
}

/* log(1 + x): 1 + x = u + ul exactly, log(u + ul) = log u + ul/u. */
double __hlsc_libm_log1p(double x) {
  hl_u64 ux = hl_bits(x), ax = ux & HL_ABS;
  if (ax > HL_INF) return x + x;
  if (ax < 0x3c90000000000000ull) return x; /* |x| < 2^-54 */
  if (x == -1.0) return -hl_dbl(HL_INF);
  if (x < -1.0) return hl_dbl(0xfff8000000000000ull); /* invalid */
  if (ux == HL_INF) return x;
  hl_dd v = hl_two_sum(1.0, x);
  hl_dd l = hl_log_dd(v.hi);
  return l.hi + (l.lo + v.lo / v.hi);
}

/* sinh and cosh of |x| above 22: e^|x| / 2 = e^(|x| - ln 2) (|x| - the
 * high part of ln 2 is exact), overflowing where the result does. */
static double hl_exp_half(double a) {
  return hl_exp_dd(a - hl_ln2_hi, -hl_ln2_lo);
}

/* sinh x = (m + m / (1 + m)) / 2 with m = e^|x| - 1 (no cancellation),
 * in double-double. */
double __hlsc_libm_sinh(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax >= HL_INF) return x + x;
  if (ax < 0x3e50000000000000ull) return x; /* |x| < 2^-26 */
  double a = hl_dbl(ax), r;
  if (a > 22.0) {
    r = hl_exp_half(a);
  } else {
    hl_dd m = hl_expm1_dd(a);
    hl_dd d = hl_two_sum(1.0, m.hi);
    d = hl_fast_two_sum(d.hi, d.lo + m.lo);
    hl_dd q = hl_dd_div_dd(m, d);
    hl_dd s = hl_two_sum(m.hi, q.hi);
    r = 0.5 * (s.hi + (s.lo + (m.lo + q.lo)));
  }
  return u >> 63 ? -r : r;
}

/* cosh x = (e + 1/e) / 2 with e = e^|x| = 1 + m in double-double. */
double __hlsc_libm_cosh(double x) {
  hl_u64 ax = hl_bits(x) & HL_ABS;
  if (ax > HL_INF) return x + x;
  if (ax < 0x3e50000000000000ull) return 1.0; /* |x| < 2^-26 */
  double a = hl_dbl(ax);
  if (a > 22.0) return hl_exp_half(a);
  hl_dd m = hl_expm1_dd(a);
  hl_dd e = hl_two_sum(1.0, m.hi);
  e = hl_fast_two_sum(e.hi, e.lo + m.lo);
  hl_dd one = {1.0, 0.0};
  hl_dd i = hl_dd_div_dd(one, e);
  hl_dd s = hl_two_sum(e.hi, i.hi);
  return 0.5 * (s.hi + (s.lo + (e.lo + i.lo)));
}

/* tanh x = m / (m + 2) with m = e^(2|x|) - 1, in double-double. */
double __hlsc_libm_tanh(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax > HL_INF) return x + x;
  if (ax < 0x3e30000000000000ull) return x; /* |x| < 2^-28 */
  double a = hl_dbl(ax), r = 1.0;          /* 1 - tanh 22 < 2^-63 */
  if (a <= 22.0) {
    hl_dd m = hl_expm1_dd(2.0 * a);
    hl_dd d = hl_two_sum(2.0, m.hi);
    d = hl_fast_two_sum(d.hi, d.lo + m.lo);
    r = hl_dd_div(m, d);
  }
  return u >> 63 ? -r : r;
}

/* ---- cbrt ---- */

/* |x| = y 2^(3q) with 1 <= y < 8; cbrt y from a quadratic (4% off),
 * three Halley steps (cubic convergence) and one Newton correction with
 * the residual y - g^3 in double-double; then 2^q exactly. */
double __hlsc_libm_cbrt(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax >= HL_INF || ax == 0) return x + x;
  int bias = 0;
  if (ax < (1ull << 52)) { /* subnormal: times 2^54, cbrt divided by 2^18 */
    ax = hl_bits(hl_dbl(ax) * 0x1p54);
    bias = -18;
  }
  int e = (int)(ax >> 52) - 1023;
  int q = (e + 1200) / 3 - 400; /* floor(e / 3) */
  double y = hl_dbl((ax & HL_MANT) | ((hl_u64)(e - 3 * q + 1023) << 52));
  double g = 0x1.a0a9b48a52797p-1 + y * (0x1.e3d807b586086p-3 +
                                         y * -0x1.6da65a34fa503p-7);
  HL_UNROLL
  for (int k = 0; k < 3; k++) {
    double g3 = g * g * g;
    g = g * ((g3 + 2.0 * y) / (2.0 * g3 + y));
  }
  hl_dd g2 = hl_two_prod(g, g);
  hl_dd g3 = hl_two_prod(g2.hi, g);
  double res = ((y - g3.hi) - g3.lo) - g2.lo * g;
  double r = (g + res / (3.0 * g2.hi)) * hl_pow2(q + bias);
  return u >> 63 ? -r : r;
}

/* ---- asinh, acosh, atanh ---- */

/* log(v.hi + v.lo) as a double-double: log v.hi + v.lo / v.hi (log1p's
 * correction), for v.hi > 0 finite and |v.lo| <= 2^-52 v.hi. */
static hl_dd hl_log_of_dd(hl_dd v) {
  hl_dd l = hl_log_dd(v.hi);
  return hl_fast_two_sum(l.hi, l.lo + v.lo / v.hi);
}

/* sqrt(q) as a double-double for q = q.hi + q.lo > 0: the double root,
 * corrected once by the exact residual q - s^2 (Newton). */
static hl_dd hl_sqrt_dd(hl_dd q) {
  double s = __builtin_sqrt(q.hi);
  hl_dd e = hl_two_prod(s, s);
  return hl_fast_two_sum(s, (((q.hi - e.hi) - e.lo) + q.lo) / (s + s));
}

/* log(a) + ln 2, for a above 2^28 (asinh a and acosh a round to it). */
static double hl_log_twice(double a) {
  hl_dd l = hl_log_dd(a);
  hl_dd s = hl_two_sum(l.hi, hl_ln2_hi);
  return s.hi + (s.lo + (l.lo + hl_ln2_lo));
}

/* asinh x = log(|x| + sqrt(x^2 + 1)), the sum and the root in
 * double-double; x itself below 2^-27 (x^3/6 is below half an ulp). */
double __hlsc_libm_asinh(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax >= HL_INF) return x + x;
  if (ax < 0x3e40000000000000ull) return x;
  double a = hl_dbl(ax), r;
  if (ax > 0x41b0000000000000ull) {
    r = hl_log_twice(a);
  } else {
    hl_dd p = hl_two_prod(a, a);
    hl_dd q = hl_two_sum(1.0, p.hi);
    q = hl_fast_two_sum(q.hi, q.lo + p.lo);
    hl_dd s = hl_sqrt_dd(q);
    hl_dd v = hl_two_sum(a, s.hi);
    v = hl_fast_two_sum(v.hi, v.lo + s.lo);
    hl_dd l = hl_log_of_dd(v);
    r = l.hi + l.lo;
  }
  return u >> 63 ? -r : r;
}

/* acosh x = log(x + sqrt(x^2 - 1)) for x >= 1, x^2 - 1 exact as a
 * double-double (so no cancellation near 1). */
double __hlsc_libm_acosh(double x) {
  hl_u64 u = hl_bits(x);
  if ((u & HL_ABS) > HL_INF) return x + x;
  if (x < 1.0) return hl_dbl(0x7ff8000000000000ull); /* invalid */
  if (u == HL_ONE) return 0.0;
  if (u == HL_INF) return x;
  if (u > 0x41b0000000000000ull) return hl_log_twice(x);
  hl_dd p = hl_two_prod(x, x);
  hl_dd q = hl_two_sum(p.hi, -1.0);
  q = hl_fast_two_sum(q.hi, q.lo + p.lo);
  hl_dd s = hl_sqrt_dd(q);
  hl_dd v = hl_two_sum(x, s.hi);
  v = hl_fast_two_sum(v.hi, v.lo + s.lo);
  hl_dd l = hl_log_of_dd(v);
  return l.hi + l.lo;
}

/* atanh x = log((1 + |x|) / (1 - |x|)) / 2, the quotient in
 * double-double; x itself below 2^-28. */
double __hlsc_libm_atanh(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax > HL_INF) return x + x;
  if (ax > HL_ONE) return hl_dbl(0x7ff8000000000000ull); /* invalid */
  if (ax == HL_ONE) return hl_dbl((u & ~HL_ABS) | HL_INF); /* pole */
  if (ax < 0x3e30000000000000ull) return x;
  double a = hl_dbl(ax);
  hl_dd n = hl_two_sum(1.0, a), d = hl_two_sum(1.0, -a);
  hl_dd l = hl_log_of_dd(hl_dd_div_dd(n, d));
  double r = 0.5 * (l.hi + l.lo);
  return u >> 63 ? -r : r;
}

/* ---- rint, nearbyint, remainder (exact) ---- */

/* The nearest integer, halfway cases to even (the rounding of every
 * operation here): |x| + 2^52 rounds away the fraction, - 2^52 is exact;
 * the sign is x's (rint(-0.25) is -0). */
double __hlsc_libm_rint(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax >= 0x4330000000000000ull) return x; /* 2^52 and up, inf, NaN */
  double t = (hl_dbl(ax) + 0x1p52) - 0x1p52;
  return hl_dbl(hl_bits(t) | (u & ~HL_ABS));
}

/* rint without the inexact flag, which hlsc's hardware does not raise */
double __hlsc_libm_nearbyint(double x) { return __hlsc_libm_rint(x); }

/* x - n y with n the integer nearest x / y (halfway cases to even), exact:
 * |x| reduced modulo 2|y| by fmod, then |y| taken away once or twice
 * (exact: the operands are within a factor 2 of each other); the result
 * has x's sign when it is zero. */
double __hlsc_libm_remainder(double x, double y) {
  hl_u64 ux = hl_bits(x), ax = ux & HL_ABS, ay = hl_bits(y) & HL_ABS;
  if (ax >= HL_INF || ay == 0 || ay > HL_INF)
    return hl_dbl(0x7ff8000000000000ull); /* NaN in, x infinite, y zero */
  double a = hl_dbl(ax), b = hl_dbl(ay);
  if (ay < 0x7fe0000000000000ull) a = __hlsc_libm_fmod(a, b + b); /* a < 2b */
  if (ay < 0x0020000000000000ull) { /* b/2 may not be exact: compare 2a */
    if (a + a > b) {
      a -= b;
      if (a + a >= b) a -= b;
    }
  } else {
    double h = 0.5 * b;
    if (a > h) {
      a -= b;
      if (a >= h) a -= b;
    }
  }
  return hl_dbl(hl_bits(a) ^ (ux & ~HL_ABS));
}

/* ---- fdim, logb ---- */

/* x - y when x > y, +0 when x <= y, and x - y (a NaN) when either is one:
 * glibc's definition, so NaNs come out as from its subtraction. The float
 * form made from it is exact as well: a difference of floats rounded in
 * double, then to float, is the correctly rounded float difference (53 >=
 * 2 * 24 + 2 bits). */
double __hlsc_libm_fdim(double x, double y) { return x <= y ? 0.0 : x - y; }

/* The exponent of x, floor(log2 |x|), as a double: subnormals as if
 * normalised, -inf for a zero, x * x (+inf, or the NaN quieted) for an
 * infinity or a NaN, as glibc's. Exact; the float form made from it too
 * (a float's exponent is the same in double). */
double __hlsc_libm_logb(double x) {
  hl_u64 ax = hl_bits(x) & HL_ABS;
  if (ax >= HL_INF) return x * x;
  if (ax == 0) return hl_dbl(0xfff0000000000000ull);
  int e = (int)(ax >> 52);
  /* a subnormal's leading bit p: x in [2^(p - 1074), 2^(p - 1073)) */
  if (e == 0) return (double)(-1011 - __builtin_clzll(ax));
  return (double)(e - 1023);
}
