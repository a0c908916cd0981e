/* hlsc_libm_bits.c - the functions of hlsc's libm of other signatures
 * than double(double) and double(double, double): ldexp, scalbn, frexp,
 * modf, ilogb, lround, llround, lrint, llrint, remquo, nextafter and fma, in
 * double and (f-suffixed) float, included by hlsc_libm.c (one translation
 * unit: they use its bit helpers). Not compiled on its own.
 *
 * All of them are exact: the result is the one IEEE 754 and C's Annex F
 * define (fma rounded once, ldexp's subnormal results rounded once), the
 * same bits as glibc's on x86-64 (tests/unit/test_libm.c), computed on
 * the bits with integer operations, so that in hardware they are integer
 * logic rather than soft-float units (nextafter compares its operands;
 * the float forms convert to double, exactly). Where C leaves a result to the
 * implementation, it is x86-64 glibc's: ilogb(0) and ilogb(NaN) are
 * INT_MIN (FP_ILOGB0, FP_ILOGBNAN), ilogb(+-inf) INT_MAX, and lround,
 * lrint and their ll forms give LONG_MIN for a NaN or a value out of
 * range. lrint rounds to nearest, ties to even (hlsc has no other
 * rounding mode). */

#define HL_QUIET 0x0008000000000000ull
#define HL_LONG_MIN ((long)(-0x7fffffffffffffffll - 1))

/* x with a NaN quieted, as x + x or x * 1 give it. */
static inline double hl_quiet(double x) {
  hl_u64 u = hl_bits(x);
  return (u & HL_ABS) > HL_INF ? hl_dbl(u | HL_QUIET) : x;
}

/* A finite nonzero |x| as m 2^(e - 1075), 2^52 <= m < 2^53. */
static inline hl_u64 hl_unpack(hl_u64 ax, int *e) {
  int be = (int)(ax >> 52);
  hl_u64 m = ax & HL_MANT;
  if (be == 0) {
    int s = __builtin_clzll(m) - 11;
    *e = 1 - s;
    return m << s;
  }
  *e = be;
  return m | (1ull << 52);
}

/* q rounded: q >> s to nearest, ties to even (0 < s < 64). */
static inline hl_u64 hl_round_shift(hl_u64 q, int s) {
  hl_u64 r = q & ((1ull << s) - 1), half = 1ull << (s - 1), t = q >> s;
  return t + (r > half || (r == half && (t & 1)));
}

/* ---- ldexp, scalbn, frexp, ilogb: the exponent ---- */

/* x 2^n rounded once (a subnormal result to nearest, ties to even;
 * overflow to infinity); zeros, infinities and NaNs (quieted) as they
 * are. scalbn is the same function (FLT_RADIX is 2). The float forms
 * made from it are exact too: a float times 2^n is exact in double down
 * to 2^-1022, far below half the least float, so the one rounding is the
 * conversion to float. */
double __hlsc_libm_ldexp(double x, int n) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS, sign = u & ~HL_ABS;
  if (ax == 0 || ax >= HL_INF) return hl_quiet(x);
  int e;
  hl_u64 m = hl_unpack(ax, &e);
  /* beyond +-4000 every result is the same: infinite or zero */
  int k = e + (n > 4000 ? 4000 : n < -4000 ? -4000 : n);
  if (k >= 2047) return hl_dbl(sign | HL_INF);
  if (k >= 1) return hl_dbl(sign | ((hl_u64)k << 52) | (m & HL_MANT));
  /* subnormal: m 2^(k - 1075) in units of 2^-1074 is m >> (1 - k); a
   * carry into 2^52 is the least normal's encoding */
  int s = 1 - k;
  if (s > 54) return hl_dbl(sign); /* below a quarter of the least */
  return hl_dbl(sign | hl_round_shift(m, s));
}

double __hlsc_libm_scalbn(double x, int n) { return __hlsc_libm_ldexp(x, n); }

/* x = f 2^*e with 1/2 <= |f| < 1; zeros, infinities and NaNs (quieted)
 * with *e = 0. Exact; the float form too (a float is normal in double). */
double __hlsc_libm_frexp(double x, int *e) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  *e = 0;
  if (ax == 0 || ax >= HL_INF) return hl_quiet(x);
  int k;
  hl_u64 m = hl_unpack(ax, &k);
  *e = k - 1022;
  return hl_dbl((u & ~HL_ABS) | (1022ull << 52) | (m & HL_MANT));
}

/* floor(log2 |x|) as an int; x86-64 glibc's values for 0, inf and NaN. */
int __hlsc_libm_ilogb(double x) {
  hl_u64 ax = hl_bits(x) & HL_ABS;
  if (ax == 0 || ax > HL_INF) return -0x7fffffff - 1;
  if (ax == HL_INF) return 0x7fffffff;
  int e;
  hl_unpack(ax, &e);
  return e - 1023;
}

/* ---- modf ---- */

/* The integral part of x into *ip and the fraction returned, both with
 * x's sign; an infinity is all integral part (+-0 fraction); a NaN is
 * both (quieted). Exact: the fraction is x's bits below the point,
 * normalised. */
double __hlsc_libm_modf(double x, double *ip) {
  hl_u64 u = hl_bits(x), sign = u & ~HL_ABS;
  int e = (int)((u >> 52) & 0x7ff) - 1023;
  if (e < 0) {
    *ip = hl_dbl(sign);
    return x;
  }
  if (e >= 52) {
    *ip = hl_quiet(x);
    return (u & HL_ABS) > HL_INF ? hl_quiet(x) : hl_dbl(sign);
  }
  hl_u64 frac = HL_MANT >> e, f = u & frac;
  if (!f) {
    *ip = x;
    return hl_dbl(sign);
  }
  *ip = hl_dbl(u & ~frac);
  /* the fraction f 2^(be - 1075), normalised (be - s >= 971: normal) */
  int s = __builtin_clzll(f) - 11;
  hl_u64 be = (u >> 52) & 0x7ff;
  return hl_dbl(sign | ((be - (hl_u64)s) << 52) | ((f << s) & HL_MANT));
}

/* The float form: the same on the double (exact both ways). */
float __hlsc_libm_modff(float x, float *ip) {
  double i;
  double f = __hlsc_libm_modf((double)x, &i);
  *ip = (float)i;
  return (float)f;
}

/* ---- lround, lrint and their ll forms ---- */

/* x rounded to an integer, halfway cases away from zero (away) or to
 * even, as a long; LONG_MIN when that is out of range or x is a NaN. */
static long hl_to_long(double x, int away) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  int e = (int)(ax >> 52) - 1023;
  if (e >= 63) return HL_LONG_MIN; /* out of range, or -2^63 itself */
  if (e < -1) return 0;            /* |x| < 1/2 */
  hl_u64 m = (ax & HL_MANT) | (1ull << 52), q;
  if (e >= 52) q = m << (e - 52);
  else if (away) q = (m + (1ull << (51 - e))) >> (52 - e);
  else q = hl_round_shift(m, 52 - e);
  return (u >> 63) ? -(long)q : (long)q;
}

long __hlsc_libm_lround(double x) { return hl_to_long(x, 1); }
long long __hlsc_libm_llround(double x) { return hl_to_long(x, 1); }
long __hlsc_libm_lrint(double x) { return hl_to_long(x, 0); }
long long __hlsc_libm_llrint(double x) { return hl_to_long(x, 0); }

/* ---- remquo ---- */

/* remainder(x, y), and in *quo the sign of x / y with the low three bits
 * of the integer n nearest to it: glibc's steps, exact, on |x| reduced
 * modulo 8|y| by fmod, then 4|y|, 2|y| and |y| taken away where they fit
 * (so *quo is 8 where glibc's is, 0 modulo 8). A NaN result is glibc's
 * (x y) / (x y): x's NaN, else y's, quieted, else the default NaN (x
 * infinite or y zero), and *quo is left as it was, as glibc leaves it:
 * hlsc cosim's native run calls glibc's remquo, frexp and modf whatever
 * it links (ASan intercepts them), so these three must give glibc's bits
 * in every case. The float form made from it is exact too: the same steps
 * decide the same bits on the exact values. */
double __hlsc_libm_remquo(double x, double y, int *quo) {
  hl_u64 ux = hl_bits(x), uy = hl_bits(y), ax = ux & HL_ABS, ay = uy & HL_ABS;
  int qs = (int)((ux ^ uy) >> 63), c = 0;
  if (ax > HL_INF) return hl_dbl(ux | HL_QUIET);
  if (ay > HL_INF) return hl_dbl(uy | HL_QUIET);
  if (ax == HL_INF || ay == 0) return hl_dbl(0xfff8ull << 48);
  if (ax == ay) {
    *quo = qs ? -1 : 1;
    return hl_dbl(ux & ~HL_ABS);
  }
  double a = hl_dbl(ax), b = hl_dbl(ay);
  if (ay < 0x7fc0000000000000ull) a = __hlsc_libm_fmod(a, 8.0 * b);
  if (ay < 0x7fd0000000000000ull && a >= 4.0 * b) a -= 4.0 * b, c += 4;
  if (ay < 0x7fe0000000000000ull && a >= 2.0 * b) a -= 2.0 * b, c += 2;
  if (ay < 0x0020000000000000ull) { /* b/2 may not be exact: compare 2a */
    if (a + a > b) {
      a -= b, c++;
      if (a + a >= b) a -= b, c++;
    }
  } else {
    double h = 0.5 * b;
    if (a > h) {
      a -= b, c++;
      if (a >= h) a -= b, c++;
    }
  }
  *quo = qs ? -c : c;
  return hl_dbl(hl_bits(a) ^ (ux & ~HL_ABS));
}

float __hlsc_libm_remquof(float x, float y, int *quo) {
  return (float)__hlsc_libm_remquo((double)x, (double)y, quo);
}

/* ---- nextafter ---- */

/* The next double after x toward y: y when they are equal, the least
 * subnormal of y's sign after a zero; a NaN (quieted, x's first) when
 * either is one. */
double __hlsc_libm_nextafter(double x, double y) {
  hl_u64 ux = hl_bits(x), uy = hl_bits(y), ax = ux & HL_ABS;
  if (ax > HL_INF) return hl_quiet(x);
  if ((uy & HL_ABS) > HL_INF) return hl_quiet(y);
  if (x == y) return y;
  if (ax == 0) return hl_dbl((uy & ~HL_ABS) | 1);
  /* away from zero when y is beyond x on x's side */
  return hl_dbl((x < y) == !(ux >> 63) ? ux + 1 : ux - 1);
}

/* The float form on the float's own bits (not made from the double's). */
float __hlsc_libm_nextafterf(float x, float y) {
  union {
    float f;
    unsigned u;
  } a = {x}, b = {y};
  unsigned ax = a.u & 0x7fffffffu;
  if (ax > 0x7f800000u) return a.u |= 0x400000u, a.f;
  if ((b.u & 0x7fffffffu) > 0x7f800000u) return b.u |= 0x400000u, b.f;
  if (x == y) return y;
  if (ax == 0) a.u = (b.u & 0x80000000u) | 1;
  else a.u = (x < y) == !(a.u >> 31) ? a.u + 1 : a.u - 1;
  return a.f;
}

/* ---- fma ---- */

typedef unsigned __int128 hl_u128;

static inline int hl_clz128(hl_u128 r) {
  hl_u64 hi = (hl_u64)(r >> 64);
  return hi ? __builtin_clzll(hi) : 64 + __builtin_clzll((hl_u64)r);
}

/* a b for a, b < 2^53, from 64-bit products of their 32-bit halves (so
 * that hlsc builds 32-bit multipliers, not one of 128 bits) */
static inline hl_u128 hl_mul53(hl_u64 a, hl_u64 b) {
  hl_u64 a0 = a & 0xffffffffull, a1 = a >> 32;
  hl_u64 b0 = b & 0xffffffffull, b1 = b >> 32;
  hl_u128 mid = (hl_u128)(a0 * b1) + a1 * b0;
  return ((hl_u128)(a1 * b1) << 64) + (mid << 32) + a0 * b0;
}

/* r 2^e (r != 0) rounded once to a significand of mant bits (53: double,
 * 24: float), to nearest, ties to even, subnormal results at 2^-lsub,
 * overflow to infinity: the result's bits without the sign. */
static hl_u64 hl_round128(hl_u128 r, int e, int mant, int lsub) {
  int top = 127 - hl_clz128(r);
  /* above the format's largest exponent, lsub + 2 - mant: infinite */
  int emax = lsub + 2 - mant;
  if (top + e > emax) return (2ull * (hl_u64)emax + 1) << (mant - 1);
  /* the shift that leaves mant bits, or the bits down to 2^-lsub */
  int s = top - (mant - 1);
  if (s < -lsub - e) s = -lsub - e;
  hl_u64 q;
  if (s <= 0) {
    q = (hl_u64)(r << -s);
  } else if (s > top + 1) {
    return 0; /* below half the least subnormal */
  } else {
    /* r >> s to nearest, ties to even, in 128 bits (s <= 128) */
    hl_u128 half = (hl_u128)1 << (s - 1);
    hl_u128 rem = r & ((half << 1) - 1);
    q = s == 128 ? 0 : (hl_u64)(r >> s);
    q += rem > half || (rem == half && (q & 1));
    if (q >> mant) q >>= 1, s++; /* a carry past mant bits: the bit is 0 */
  }
  /* the biased exponent - 1 (0 for a subnormal) above the significand's
   * bits, its leading one adding the 1; a carry to the largest exponent
   * + 1 is the infinity's encoding */
  return ((hl_u64)(s + e + lsub) << (mant - 1)) + q;
}

/* x y + z where that is not the rounding of a nonzero finite sum, as the
 * ordinary operations give it (the x86-64 NaNs: x's, y's, the default
 * one for an infinity times zero, z's, the default one for inf - inf);
 * false for the rest. A zero z is not special: the product rounded once,
 * its sign kept when it underflows. */
static int hl_fma_special(hl_u64 ux, hl_u64 uy, hl_u64 uz, hl_u64 *out) {
  hl_u64 ax = ux & HL_ABS, ay = uy & HL_ABS, az = uz & HL_ABS;
  hl_u64 ps = (ux ^ uy) & ~HL_ABS, zs = uz & ~HL_ABS, dnan = 0xfff8ull << 48;
  int pinf = ax == HL_INF || ay == HL_INF, pzero = ax == 0 || ay == 0;
  if (ax > HL_INF) *out = ux | HL_QUIET;
  else if (ay > HL_INF) *out = uy | HL_QUIET;
  else if (pinf && pzero) *out = dnan;
  else if (az > HL_INF) *out = uz | HL_QUIET;
  else if (pinf) *out = az == HL_INF && zs != ps ? dnan : ps | HL_INF;
  else if (az == HL_INF) *out = uz;
  else if (pzero) *out = az ? uz : ps & zs; /* +0 unless both are -0 */
  else return 0;
  return 1;
}

/* x y + z for finite nonzero x and y, finite z (bits of doubles), rounded
 * once to mant bits (hl_round128's mant and lsub), sign included at bit
 * sign. Exact integer arithmetic: the 106-bit product and z aligned in 128
 * bits, the bits shifted out of the smaller folded into a sticky bit far
 * below the rounding point. */
static hl_u64 hl_fma_bits(hl_u64 ux, hl_u64 uy, hl_u64 uz, int mant, int lsub,
                          int sign) {
  int ex, ey, ez = 0;
  hl_u64 mx = hl_unpack(ux & HL_ABS, &ex), my = hl_unpack(uy & HL_ABS, &ey);
  hl_u64 mz = uz & HL_ABS ? hl_unpack(uz & HL_ABS, &ez) : 0;
  /* p 2^ep = |x y| with p < 2^127, zl 2^el = |z| with zl < 2^126 */
  hl_u128 p = hl_mul53(mx, my) << 21, zl = (hl_u128)mz << 73;
  int ep = ex + ey - 2150 - 21, el = ez - 1075 - 73;
  int pneg = (int)((ux ^ uy) >> 63), zneg = (int)(uz >> 63);
  /* align the smaller to the larger exponent, with a sticky bit */
  int d = ep - el;
  if (!mz) d = 128; /* a zero z: the product alone */
  if (d < 0) {
    hl_u128 t = p;
    p = zl, zl = t, d = -d, ep = el;
    int n = pneg;
    pneg = zneg, zneg = n;
  }
  if (d >= 128) zl = zl != 0;
  else if (d > 0) zl = (zl >> d) | ((zl & (((hl_u128)1 << d) - 1)) != 0);
  hl_u128 r;
  int neg = pneg;
  if (pneg == zneg) {
    r = p + zl;
  } else if (p >= zl) {
    r = p - zl;
  } else {
    r = zl - p;
    neg = zneg;
  }
  if (r == 0) return 0; /* an exact zero sum is +0 */
  return ((hl_u64)neg << sign) | hl_round128(r, ep, mant, lsub);
}

/* x y + z rounded once. */
double __hlsc_libm_fma(double x, double y, double z) {
  hl_u64 ux = hl_bits(x), uy = hl_bits(y), uz = hl_bits(z), r;
  if (!hl_fma_special(ux, uy, uz, &r)) r = hl_fma_bits(ux, uy, uz, 53, 1074, 63);
  return hl_dbl(r);
}

/* The float form: the floats are exact in double (a NaN's payload kept,
 * quieted), and the sum is rounded once to float. */
float __hlsc_libm_fmaf(float x, float y, float z) {
  hl_u64 ux = hl_bits((double)x), uy = hl_bits((double)y);
  hl_u64 uz = hl_bits((double)z), r;
  if (hl_fma_special(ux, uy, uz, &r)) return (float)hl_dbl(r);
  union {
    unsigned u;
    float f;
  } v = {(unsigned)hl_fma_bits(ux, uy, uz, 24, 149, 31)};
  return v.f;
}

/* ---- the float forms of the others: on the double, exact ---- */

float __hlsc_libm_ldexpf(float x, int n) {
  return (float)__hlsc_libm_ldexp((double)x, n);
}
float __hlsc_libm_scalbnf(float x, int n) {
  return (float)__hlsc_libm_ldexp((double)x, n);
}
float __hlsc_libm_frexpf(float x, int *e) {
  return (float)__hlsc_libm_frexp((double)x, e);
}
int __hlsc_libm_ilogbf(float x) { return __hlsc_libm_ilogb((double)x); }
long __hlsc_libm_lroundf(float x) { return hl_to_long((double)x, 1); }
long long __hlsc_libm_llroundf(float x) { return hl_to_long((double)x, 1); }
long __hlsc_libm_lrintf(float x) { return hl_to_long((double)x, 0); }
long long __hlsc_libm_llrintf(float x) { return hl_to_long((double)x, 0); }
