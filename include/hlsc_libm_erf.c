/* hlsc_libm_erf.c - erf and erfc of hlsc's libm, included by hlsc_libm.c
 * (one translation unit: they use its constants, exp's reduction and its
 * double-double helpers; hlsc_libm.c's header says how accurate they are).
 * Not compiled on its own.
 *
 * - erf x for |x| < 1/2: x (c0 + z P(z)), z = x^2, P of degree 10 and c0
 *   from a Chebyshev interpolant of erf(sqrt z) / sqrt z on [0, 1/4]
 *   (degree 11), c0 in double-double; c0 x below 2^-60. It shares the
 *   Horner loop and the table with erfcx below.
 * - erfc a for 1/2 <= a < 28: e^(-a^2) erfcx(a), erfcx(a) = e^(a^2)
 *   erfc(a) (smooth, about 1 / (a sqrt pi)), the product in double-double:
 *   e^(-a^2) with a^2 exact, exp's reduction and e^r - 1 with r^2 exact
 *   (as expm1); erfcx below 3 by a polynomial of degree 12 in t = a - c on
 *   ten intervals of width 1/4 centred on c (Chebyshev interpolants, the
 *   constant term in double-double, one Horner loop over a table); from 3
 *   by Laplace's continued fraction in a^2 (even part),
 *     erfcx(a) = a / (sqrt(pi) (a^2 + 1/2 - (1 2/4) / (a^2 + 5/2 -
 *                (3 4/4) / (a^2 + 9/2 - ...)))),
 *   20 terms evaluated from the last (good to 2^-62 from 3 on; a loop, a
 *   division each, one more step giving 1 / q for the last quotient).
 *   erfc underflows to 0 past 27.39; from 28 it is 0.
 * - erf x = 1 - erfc |x| (x's sign) from 1/2 (1 from 6), erfc x = 1 -
 *   erf x below 1/2, erfc(-a) = 2 - erfc a (2 from 6), each difference in
 *   double-double and rounded once.
 * The coefficients are mpmath's (60 digits), hlsc's own fit. */

/* Rows 0-9: erfcx(c + t), c = 5/8 + i/4, |t| <= 1/8, degree 12; row 10:
 * erf(x) / x in z = x^2 <= 1/4, degree 11 (and a 0). Each row: the
 * constant term's high and low parts, then the others from t (or z). */
static const double hl_erf_tab[11][14] = {
    {0x1.1d16b5809eaf6p-1, 0x1.043e5f49b4044p-55, -0x1.babd0e4f1a24dp-2,
     0x1.2577420fcd07dp-2, -0x1.59c35c06f8049p-3, 0x1.72d46a9b3f12cp-4,
     -0x1.6fce5df094b21p-5, 0x1.552fe6ffede27p-6, -0x1.2a7f5037c7d74p-7,
     0x1.efd03cd65c86cp-9, -0x1.88edeea8df9ebp-10, 0x1.2a699677438d1p-11,
     -0x1.b690531586a93p-13, 0x1.34d5e93bfe9b8p-14},
    {0x1.db747ee409ac5p-2, -0x1.55a083acba9f3p-56, -0x1.4369f60195edcp-2,
     0x1.80ef8f454cf88p-3, -0x1.9d5868de0b5b2p-4, 0x1.9831c2c85005dp-5,
     -0x1.779dd2a3c1faap-6, 0x1.452648d61c374p-7, -0x1.0ab3837e6b6ebp-8,
     0x1.a0ef7f4e8c75ep-10, -0x1.37fd5ccdfe8c2p-11, 0x1.c0b22068051e4p-13,
     -0x1.38c37d777e9abp-14, 0x1.a2ffb9d8e1e9ep-16},
    {0x1.9531e09b149b5p-2, -0x1.aa513235e9c37p-58, -0x1.e78b356770fbbp-3,
     0x1.05e72521ca1b8p-3, -0x1.01343a2c92275p-4, 0x1.d4e711a2df991p-6,
     -0x1.910a5d7bfa019p-7, 0x1.446c5166c310dp-8, -0x1.f38c6d75c2dd7p-10,
     0x1.6fd9a5be90814p-11, -0x1.041d7d1596830p-12, 0x1.62735a11c3355p-14,
     -0x1.d50b4239215e4p-16, 0x1.2b01103f017c5p-17},
    {0x1.5f88f52f3c76bp-2, -0x1.b7eb97a02d0e7p-57, -0x1.797a639d8129dp-3,
     0x1.701342cbcea7bp-4, -0x1.4bcdb9d9083cep-5, 0x1.17eba60d31fd1p-6,
     -0x1.bdf24bcca0a44p-8, 0x1.51ab9ffce088cp-9, -0x1.e8ae690498eafp-11,
     0x1.535f582c3e0eep-12, -0x1.c5f95ee1f6016p-14, 0x1.254e37bf7aafep-15,
     -0x1.70b2d98674df3p-17, 0x1.bfa42b0d868e6p-19},
    {0x1.3583f6644327bp-2, -0x1.88eb8ebfdccaep-56, -0x1.2b11e6959934cp-3,
     0x1.0a15ac2adab35p-4, -0x1.ba018e642810cp-6, 0x1.5a142948a9b34p-7,
     -0x1.014eae282be7cp-8, 0x1.6d609f6aac688p-10, -0x1.f1b43d76dfa48p-12,
     0x1.465ecd36bc883p-13, -0x1.9d615fbb619ebp-15, 0x1.fafbb2e8d214fp-17,
     -0x1.2ef42ef784635p-18, 0x1.5e83abb87c1fbp-20},
    {0x1.13e5743b60480p-2, 0x1.ca1dfca5d5331p-56, -0x1.e36580c7f734ap-4,
     0x1.8a6efeed233adp-5, -0x1.2ef92f6f1079ap-6, 0x1.b99589d40f240p-8,
     -0x1.33237c3ee7628p-9, 0x1.99b60e42d9c0bp-11, -0x1.070e0ccd5ad89p-12,
     0x1.4631c4c960382p-14, -0x1.87a581d87c621p-16, 0x1.c858a38809c6bp-18,
     -0x1.03804e60b7ecap-19, 0x1.1e564724ba684p-21},
    {0x1.f0fd28fdc20abp-3, 0x1.46db6c427dad1p-57, -0x1.8d6f73d5aa121p-4,
     0x1.2adaf7aaf55e1p-5, -0x1.aa2443aac74b4p-7, 0x1.21decee0edf8ep-8,
     -0x1.7a181925b840bp-10, 0x1.dab55d6f60736p-12, -0x1.1fc8913d7ca7cp-13,
     0x1.51e08677d8868p-15, -0x1.81041565058cep-17, 0x1.aaac980771c77p-19,
     -0x1.ce3b3f6ce95b4p-21, 0x1.e6d2c540c8013p-23},
    {0x1.c3987d04d0b98p-3, -0x1.f0a1b80de2477p-57, -0x1.4baeac94dc8b2p-4,
     0x1.cdc880a056a24p-6, -0x1.32a8abc8db399p-7, 0x1.8680d28749380p-9,
     -0x1.deb45e9cfc0ebp-11, 0x1.1b649b9ad9f95p-12, -0x1.44f8e8d29fa7ep-14,
     0x1.69c345acf7adep-16, -0x1.87bbe7f670a13p-18, 0x1.9d57729de9868p-20,
     -0x1.aafaa3cefcfa2p-22, 0x1.ad9d3fff0ea93p-24},
    {0x1.9d7738e1f4db7p-3, 0x1.e59221b625876p-59, -0x1.18737afe106cep-4,
     0x1.6afd3ba3fa642p-6, -0x1.c28dd3c4d6776p-8, 0x1.0d40a2ab36977p-9,
     -0x1.36e9940d2e612p-11, 0x1.5bd1dd62fc474p-13, -0x1.79dac38f1dc5dp-15,
     0x1.8f6934664dc91p-17, -0x1.9b85c2984805ap-19, 0x1.9de9d926e2278p-21,
     -0x1.982217c54f1f9p-23, 0x1.88adb43717feep-25},
    {0x1.7d0a5e9dd5710p-3, 0x1.1e8a33dae4580p-57, -0x1.dfc0205709b2cp-5,
     0x1.21c23afa33c47p-6, -0x1.512f92fca6d78p-8, 0x1.7b404aa4decc6p-10,
     -0x1.9d6f22275d2efp-12, 0x1.b5d78b2dbaa98p-14, -0x1.c35c652a7687cp-16,
     0x1.c5b48a0cda225p-18, -0x1.bd5e5c75cc06ap-20, 0x1.ab813c4fff3d8p-22,
     -0x1.92ced69251bc6p-24, 0x1.72f24cab6ed9bp-26},
    {0x1.20dd750429b6dp+0, 0x1.1ae3a85ababb0p-56, -0x1.812746b0379e7p-2,
     0x1.ce2f21a042be2p-4, -0x1.b82ce31288b4ep-6, 0x1.565bcd0e6a387p-8,
     -0x1.c02db4002d265p-11, 0x1.f9a326f0e22dep-14, -0x1.f4d2599d0a165p-17,
     0x1.b9e644282c75dp-20, -0x1.5f629a47e1656p-23, 0x1.f9d3dea464774p-27,
     -0x1.2d3aacffc2004p-30, 0.0}};

static const double hl_rsqrtpi = 0x1.20dd750429b6dp-1; /* 1 / sqrt(pi) */
static const double hl_rsqrtpi_lo = 0x1.1ae3a914fed80p-57;

/* 1/3!, 1/4!, ..., 1/13!: hl_exp_q's coefficients, for a loop. */
static const double hl_erf_exp_q[11] = {
    0x1.5555555555555p-3,  0x1.5555555555555p-5,  0x1.1111111111111p-7,
    0x1.6c16c16c16c17p-10, 0x1.a01a01a01a01ap-13, 0x1.a01a01a01a01ap-16,
    0x1.71de3a556c734p-19, 0x1.27e4fb7789f5cp-22, 0x1.ae64567f544e4p-26,
    0x1.1eed8eff8d898p-29, 0x1.6124613a86d09p-33};

/* a b for double-doubles, as a double-double. */
static hl_dd hl_dd_mul(hl_dd a, hl_dd b) {
  hl_dd p = hl_two_prod(a.hi, b.hi);
  return hl_fast_two_sum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

/* e^(-a^2) = 2^k (v.hi + v.lo), 1/2 <= a < 28, 1/sqrt 2 < v < sqrt 2. */
static hl_dd hl_exp_negsq(double a, int *k) {
  hl_dd p = hl_two_prod(a, a);
  hl_dd rr = hl_ln2_reduce(-p.hi, -p.lo, k);
  double r = rr.hi;
  hl_dd z = hl_two_prod(r, r);
  hl_dd m = hl_two_sum(r, 0.5 * z.hi); /* e^r - 1 */
  /* hl_exp_q's series, the same operations in a loop (one multiplier and
   * one adder in hardware instead of eleven of each) */
  double q = hl_erf_exp_q[10];
  for (int j = 9; j >= 0; j--) q = hl_erf_exp_q[j] + r * q;
  m.lo += 0.5 * z.lo + ((z.hi * r) * q + (rr.lo + rr.lo * r));
  hl_dd e = hl_fast_two_sum(1.0, m.hi); /* |m| < 0.42 */
  return hl_fast_two_sum(e.hi, e.lo + m.lo);
}

/* The one body of erf and erfc (a call site builds it once), for
 * 2^-60 <= |x| < 28: erf x as a double-double (k = 0) when |x| < 1/2,
 * else erfc |x| = 2^k (v.hi + v.lo). */
static hl_dd hl_erf_core(double x, int *k) {
  double a = hl_dbl(hl_bits(x) & HL_ABS);
  hl_dd g;
  if (a < 3.0) { /* one Horner loop: erf's row in z, or erfcx's in t */
    int i = a < 0.5 ? 10 : (int)((a - 0.5) * 4.0); /* a - 0.5 is exact */
    i = i > 10 ? 10 : i;
    const double *c = hl_erf_tab[i];
    /* exact (Sterbenz) in the table's case */
    double t = i == 10 ? a * a : a - (0.625 + 0.25 * (double)i);
    double s = c[13];
    for (int j = 12; j >= 2; j--) s = c[j] + t * s;
    g = hl_fast_two_sum(c[0], t * s);
    g = hl_fast_two_sum(g.hi, g.lo + c[1]);
    if (i == 10) { /* erf x = x g */
      *k = 0;
      hl_dd e = hl_two_prod(x, g.hi);
      return hl_fast_two_sum(e.hi, e.lo + x * g.lo);
    }
  } else { /* erfcx by the continued fraction */
    hl_dd p = hl_two_prod(a, a);
    /* from the last term; the step n = 0 (numerator 1) gives w, about
     * 1 / q for the quotient a / q below, on the loop's one divider */
    double t = 0.0, t1 = 0.0;
    for (int n = 20; n >= 0; n--) {
      double d = (double)n;
      t1 = t;
      t = (n ? d * (d - 0.5) : 1.0) / ((p.hi + (2.0 * d + 0.5)) - t);
    }
    hl_dd q = hl_two_sum(p.hi, 0.5 - t1);
    q = hl_fast_two_sum(q.hi, q.lo + p.lo);
    /* a / q: a w, corrected once by the exact residual a - (a w) q */
    double qh = a * t;
    hl_dd e = hl_two_prod(qh, q.hi);
    double res = ((a - e.hi) - e.lo) - qh * q.lo;
    hl_dd rs = {hl_rsqrtpi, hl_rsqrtpi_lo};
    g = hl_dd_mul(hl_fast_two_sum(qh, res * t), rs);
  }
  return hl_dd_mul(hl_exp_negsq(a, k), g);
}

/* one - 2^k (c.hi + c.lo) rounded once, k >= -60 (the products exact). */
static double hl_erf_sub(double one, hl_dd c, int k) {
  double s = hl_pow2(k);
  hl_dd d = hl_two_sum(one, -(c.hi * s));
  return d.hi + (d.lo - c.lo * s);
}

double __hlsc_libm_erf(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax > HL_INF) return x + x;
  if (ax < 0x3c30000000000000ull) { /* |x| < 2^-60: c0 x */
    /* subnormal: c0 x rounded once (c0's low part adds below 1/16 ulp) */
    if (ax < 0x0010000000000000ull) return x * hl_erf_tab[10][0];
    double y = x * 0x1p64; /* scaled, the products normal, then exactly back */
    hl_dd d = hl_two_prod(y, hl_erf_tab[10][0]);
    return (d.hi + (d.lo + y * hl_erf_tab[10][1])) * 0x1p-64;
  }
  /* from 6, 1 - erfc |x| rounds to 1 (infinities too) */
  if (ax >= 0x4018000000000000ull) return u >> 63 ? -1.0 : 1.0;
  int k;
  hl_dd c = hl_erf_core(x, &k);
  if (ax < 0x3fe0000000000000ull) return c.hi;
  double r = hl_erf_sub(1.0, c, k);
  return u >> 63 ? -r : r;
}

double __hlsc_libm_erfc(double x) {
  hl_u64 u = hl_bits(x), ax = u & HL_ABS;
  if (ax > HL_INF) return x + x;
  if (ax < 0x3c70000000000000ull) return 1.0; /* |x| < 2^-56 */
  /* 2 - erfc 6 rounds to 2; from 28 erfc is 0 (infinities too) */
  if (ax >= (u >> 63 ? 0x4018000000000000ull : 0x403c000000000000ull))
    return u >> 63 ? 2.0 : 0.0;
  int k;
  hl_dd c = hl_erf_core(x, &k);
  if (ax < 0x3fe0000000000000ull) { /* 1 - erf x */
    hl_dd d = hl_two_sum(1.0, -c.hi);
    return d.hi + (d.lo - c.lo);
  }
  if (u >> 63) return hl_erf_sub(2.0, c, k); /* 2 - erfc |x| */
  /* k down to -1131: scaled in two steps, the first exact */
  if (k < -1000) return (c.hi * hl_pow2(k + 1000)) * 0x1p-1000;
  return c.hi * hl_pow2(k);
}
