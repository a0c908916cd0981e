/* hlsc_libm_gamma.c - tgamma and lgamma of hlsc's libm, included by
 * hlsc_libm.c after hlsc_libm_erf.c (one translation unit: they use its
 * log and exp in double-double, sin and cos on a reduced argument, pi
 * (hlsc_libm_more.c) and the double-double helpers; hlsc_libm.c's header says how accurate they
 * are). Not compiled on its own.
 *
 * Both come from L(x) = log |Gamma(x)| as a double-double:
 * - x within 1/5 of 1 or 2 (lgamma's zeros): the Taylor series of
 *   log Gamma(1 + z), -gamma z + sum (-1)^k zeta(k)/k z^k (25 terms), or
 *   of log Gamma(2 + z), (1 - gamma) z + sum (-1)^k (zeta(k) - 1)/k z^k
 *   (18 terms), the last step in double-double;
 * - other x > 0: y = x + n >= 12 (n steps up, n <= 12) and the product
 *   P = x (x + 1) ... (x + n - 1) in double-double, then Stirling's series
 *   (y - 1/2) log y - y + log sqrt(2 pi) + sum B2k / (2k (2k - 1) y^(2k-1))
 *   (8 terms, good to 2^-63 from 12) minus log P;
 * - x < 0 (not an integer): the reflection log pi - log |sin(pi x)| -
 *   L(1 - x), 1 - x in double-double, sin(pi x) from x's distance to its
 *   nearest integer (sin or cos of at most pi/4, in double-double); the
 *   sign of Gamma(x) is that of sin(pi x).
 * The logs of y, P and |sin(pi x)| are one loop over log in double-double
 * and the three series one Horner loop over a table, so each is one piece
 * of hardware.
 * tgamma x = e^L(x) with that sign (1/x below 2^-54 in magnitude: Gamma x
 * = 1/x - gamma + O(x) rounds as 1/x there); lgamma x = L(x) rounded
 * (-log |x| below 2^-54, x (log x - 1) from 2^58). lgamma does not set
 * signgam. Poles: tgamma(+-0) is +-inf, tgamma of a negative integer and
 * of -inf NaN; lgamma of 0 and of a negative integer +inf.
 * The coefficients are mpmath's (400 bits), rounded to double. */

/* a loop of 2 or 3 iterations around log's whole datapath: pipelined, its
 * stages' registers would be most of the hardware */
#ifdef __clang__
#define HL_NO_UNROLL _Pragma("clang loop unroll(disable)")
#define HL_NO_PIPELINE                                                         \
  _Pragma("clang loop unroll(disable)") _Pragma("clang loop pipeline(disable)")
#else
#define HL_NO_UNROLL
#define HL_NO_PIPELINE
#endif

static const double hl_lsq2pi_hi = 0x1.d67f1c864beb5p-1; /* log sqrt(2pi) */
static const double hl_lsq2pi_lo = -0x1.65b5a1b7ff5dfp-55;
static const double hl_lnpi_hi = 0x1.250d048e7a1bdp+0; /* log pi */
static const double hl_lnpi_lo = 0x1.7abf2ad8d5088p-57;

/* The three series, highest coefficient first, each ending at index 24:
 * row 0 zeta(k)/k (-1)^k for k = 26 .. 2 (log Gamma(1 + z)); row 1
 * (zeta(k) - 1)/k (-1)^k for k = 19 .. 2 (log Gamma(2 + z)); row 2
 * B2k / (2k (2k - 1)) for k = 8 .. 1 (Stirling's, in 1/y^2). */
static const int hl_lg_first[3] = {0, 7, 17};
static const double hl_lg_tab[3][25] = {
    {0x1.3b13b189d925ep-5,  -0x1.47ae151eb9fb7p-5, 0x1.555556aaafdcdp-5,
     -0x1.642c88591b66dp-5, 0x1.745d1d1778df9p-5,  -0x1.86186db77bfbfp-5,
     0x1.9999b3352d5bap-5,  -0x1.af28a1b5688a0p-5, 0x1.c71ce3a20b419p-5,
     -0x1.e1e2d311e8abdp-5, 0x1.00010064cdeb2p-4,  -0x1.11133476e7fe0p-4,
     0x1.2496df8320c5fp-4,  -0x1.3b1d971fc5985p-4, 0x1.556ad63243bc4p-4,
     -0x1.748c33114c6d6p-4, 0x1.9a01e385d5f8fp-4,  -0x1.c806706d57db4p-4,
     0x1.010b36af86397p-3,  -0x1.2703a1dcea3aep-3, 0x1.5b40cb100c306p-3,
     -0x1.a8b9c17aa6149p-3, 0x1.151322ac7d848p-2,  -0x1.9a4d55beab2d7p-2,
     0x1.a51a6625307d3p-1},
    {0, 0, 0, 0, 0, 0, 0, -0x1.af5a6cbbf8a97p-24, 0x1.c76bbb3f07a4dp-23,
     -0x1.e2600d93cfd2fp-22, 0x1.0064cdeb22f0fp-20, -0x1.11b2eb7679541p-19,
     0x1.2597a39f34aacp-18, -0x1.3cbc963ce2243p-17, 0x1.580dcee66eb02p-16,
     -0x1.78de5bd7c81efp-15, 0x1.a127b0f17d65ap-14, -0x1.d3fd4c76d2fc8p-13,
     0x1.0b36af86396e9p-11, -0x1.38ac5c2bf8e08p-10, 0x1.7add6eadb6c30p-9,
     -0x1.e404fc218f5f2p-8, 0x1.51322ac7d8483p-6, -0x1.13e001a557607p-4,
     0x1.4a34cc4a60fa6p-2},
    {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
     -0x1.e4286cb0f5398p-6, 0x1.a41a41a41a41ap-8, -0x1.f6ab0d9993c7dp-10,
     0x1.b951e2b18ff23p-11, -0x1.3813813813814p-11, 0x1.a01a01a01a01ap-11,
     -0x1.6c16c16c16c17p-9, 0x1.5555555555555p-4}};
/* The series' first coefficients, -gamma and 1 - gamma, in double-double. */
static const double hl_lg_c1[2][2] = {
    {-0x1.2788cfc6fb619p-1, 0x1.6cb90701fbfabp-58},
    {0x1.b0ee6072093cep-2, 0x1.6cb90701fbfabp-58}};

/* a + 1 for a double-double a >= 0. */
static hl_dd hl_dd_add1(hl_dd a) {
  hl_dd s = hl_two_sum(a.hi, 1.0);
  return hl_fast_two_sum(s.hi, s.lo + a.lo);
}

/* |sin(pi x)| as a double-double for x not an integer, |x| < 2^52; *neg
 * when sin(pi x) < 0. */
static hl_dd hl_sinpi_abs(double x, int *neg) {
  long long k = (long long)(x < 0.0 ? x - 0.5 : x + 0.5);
  double r = x - (double)k; /* exact: |r| <= 1/2 (just above, rounded) */
  *neg = (r < 0.0) ^ (int)(k & 1);
  double a = r < 0.0 ? -r : r;
  int lower = a <= 0.25;
  double t = lower ? a : 0.5 - a; /* exact */
  hl_dd v = hl_two_prod(t, hl_pi);
  v.lo += t * hl_pi_lo;
  return lower ? hl_sin_k(v.hi, v.lo) : hl_cos_k(v.hi, v.lo);
}

/* log |Gamma(x)| as a double-double for 2^-54 <= |x| < 2^58, x not a
 * negative integer; *neg when Gamma(x) < 0. */
static hl_dd hl_lgamma_dd(double x, int *neg) {
  int refl = x < 0.0;
  double z1 = x - 1.0, z2 = x - 2.0;
  double a1 = z1 < 0.0 ? -z1 : z1, a2 = z2 < 0.0 ? -z2 : z2;
  int row = refl ? 2 : a1 < 0.2 ? 0 : a2 < 0.2 ? 1 : 2;
  *neg = 0;
  hl_dd s = {1.0, 0.0};
  if (refl) s = hl_sinpi_abs(x, neg);
  hl_dd y = {x, 0.0};
  if (refl) y = hl_two_sum(1.0, -x);
  hl_dd p = {1.0, 0.0};
  if (row == 2) {
    HL_NO_UNROLL
    while (y.hi < 12.0) {
      p = hl_dd_mul(p, y);
      y = hl_dd_add1(y);
    }
  }
  double t = row == 0 ? z1 : row == 1 ? z2 : 1.0 / (y.hi * y.hi);
  const double *c = hl_lg_tab[row];
  double q = c[hl_lg_first[row]];
  HL_NO_UNROLL
  for (int k = hl_lg_first[row] + 1; k < 25; k++) q = c[k] + t * q;
  if (row < 2) {
    /* t (c1 + t q), c1 + t q in double-double */
    hl_dd u = hl_two_prod(t, q);
    hl_dd w = hl_two_sum(hl_lg_c1[row][0], u.hi);
    w.lo += u.lo + hl_lg_c1[row][1];
    hl_dd v = hl_two_prod(t, w.hi);
    return hl_fast_two_sum(v.hi, v.lo + t * w.lo);
  }
  /* log y, log P and log |sin(pi x)| (the last only for the reflection) */
  hl_dd arg[3] = {y, p, s}, lg[3];
  HL_NO_PIPELINE
  for (int i = 0; i < 2 + refl; i++) {
    hl_dd l = hl_log_dd(arg[i].hi);
    l.lo += arg[i].lo / arg[i].hi;
    lg[i] = l;
  }
  /* (y - 1/2) log y - y + log sqrt(2 pi) + q / y - log P */
  hl_dd h = hl_two_sum(y.hi, -0.5);
  h.lo += y.lo;
  hl_dd m = hl_two_prod(h.hi, lg[0].hi);
  m.lo += h.hi * lg[0].lo + h.lo * lg[0].hi;
  hl_dd e = hl_two_sum(m.hi, -y.hi);
  e.lo += m.lo - y.lo;
  hl_dd f = hl_two_sum(e.hi, hl_lsq2pi_hi);
  f.lo += e.lo + hl_lsq2pi_lo;
  hl_dd g = hl_two_sum(f.hi, -lg[1].hi);
  g.lo += (f.lo - lg[1].lo) + q / y.hi;
  g = hl_fast_two_sum(g.hi, g.lo);
  if (!refl) return g;
  /* log pi - log |sin(pi x)| - L(1 - x) */
  hl_dd r = hl_two_sum(hl_lnpi_hi, -lg[2].hi);
  r.lo += hl_lnpi_lo - lg[2].lo;
  hl_dd d = hl_two_sum(r.hi, -g.hi);
  return hl_fast_two_sum(d.hi, d.lo + (r.lo - g.lo));
}

/* x is a negative integer (or -inf): Gamma's poles on that side. */
static int hl_neg_integer(double x) {
  hl_u64 ax = hl_bits(x) & HL_ABS;
  if (!(x < 0.0)) return 0;
  if (ax >= 0x4330000000000000ull) return 1; /* |x| >= 2^52 */
  return (double)(long long)x == x;
}

double __hlsc_libm_tgamma(double x) {
  hl_u64 ax = hl_bits(x) & HL_ABS;
  if (ax > HL_INF) return x + x;
  if (ax < 0x3c90000000000000ull) return 1.0 / x; /* |x| < 2^-54, +-0 */
  if (hl_neg_integer(x)) return (x - x) / (x - x); /* and -inf: NaN */
  if (x > 171.7) return x * 0x1p1023; /* +inf */
  int neg;
  hl_dd l = hl_lgamma_dd(x, &neg);
  double r = hl_exp_dd(l.hi, l.lo);
  return neg ? -r : r;
}

double __hlsc_libm_lgamma(double x) {
  hl_u64 ax = hl_bits(x) & HL_ABS;
  if (ax >= HL_INF) return x * x; /* NaN, +inf */
  if (hl_neg_integer(x)) return hl_dbl(HL_INF);
  if (ax == 0) return hl_dbl(HL_INF);
  int tiny = ax < 0x3c90000000000000ull;   /* |x| < 2^-54 */
  if (tiny || ax >= 0x4390000000000000ull) { /* x >= 2^58 (below, integers) */
    double a = hl_dbl(ax);
    hl_dd l = hl_log_dd(a), t = hl_two_sum(l.hi, -1.0);
    if (tiny) return -l.hi;
    double xs = a * 0x1p-600; /* exact; a product Dekker can split */
    hl_dd p = hl_two_prod(xs, t.hi);
    return (p.hi + (p.lo + xs * (t.lo + l.lo))) * 0x1p600;
  }
  int neg;
  return hl_lgamma_dd(x, &neg).hi;
}
