/* hlsc_softfloat_ops.h - one IEEE 754 binary format's operations, included
 * twice by hlsc_softfloat.c: once for binary32 (SF_W 32), once for binary64
 * (SF_W 64). Before including, define SF_W, SF_E (exponent bits), SF_M
 * (fraction bits), SF_U (the unsigned type of SF_W bits), SF_UU (that of
 * 2 * SF_W bits) and SF_FN(name) (the function's name in this format).
 *
 * Values are their bits. Every operation rounds to nearest, ties to even,
 * keeps subnormals and signed zeros, and gives the NaN an x86-64 CPU gives
 * with SSE: an invalid operation returns the default NaN (sign set, quiet
 * bit set, zero payload); a NaN operand comes back quieted, the first one
 * when both are NaN.
 *
 * The code is straight-line on purpose: every case is computed and chosen
 * with a select, and the only loops (division, square root) have a fixed
 * trip count and are fully unrolled, so that after inlining hlsc schedules
 * each operation as one datapath that a loop can pipeline. */

#define SF_BIAS ((1 << (SF_E - 1)) - 1)
#define SF_EMAX ((1 << SF_E) - 1)
#define SF_SIGN ((SF_U)1 << (SF_W - 1))
#define SF_MMASK (((SF_U)1 << SF_M) - 1)
#define SF_HID ((SF_U)1 << SF_M)
#define SF_QUIET ((SF_U)1 << (SF_M - 1))
#define SF_INF ((SF_U)SF_EMAX << SF_M)
#define SF_DNAN (SF_SIGN | SF_INF | SF_QUIET)
/* bits below the fraction in a normalized significand (pack) */
#define SF_R (SF_W - 2 - SF_M)

static inline int SF_FN(isnan)(SF_U a) { return (a & ~SF_SIGN) > SF_INF; }

static inline int SF_FN(min_int)(int a, int b) { return a < b ? a : b; }
static inline int SF_FN(max_int)(int a, int b) { return a > b ? a : b; }

/* x >> n, with a 1 in bit 0 when a 1 was shifted out; n in [0, SF_W - 1].
 * The bits shifted out are tested with a mask made beside the shift (not
 * by shifting back), so the two shifters work side by side. */
static inline SF_U SF_FN(shr_sticky)(SF_U x, int n) {
  SF_U lost = x & ~(~(SF_U)0 << n);
  return (x >> n) | (lost != 0);
}

/* Shifts sig left until its leading one is bit W - 2 (sig != 0), taking
 * the shift off *e: a leading-zero count and the shift at once, in
 * log2(W) stages of "are the top k bits zero? shift by k" (a priority
 * chain of W selects would be W deep). */
static inline SF_U SF_FN(normalize)(SF_U sig, int *e) {
  int n = 0;
  SF_UNROLL
  for (int k = SF_W / 2; k >= 1; k /= 2) {
    /* bits W-2 .. W-1-k (bit W-1 is clear) */
    int z = (sig >> (SF_W - 1 - k)) == 0;
    sig = z ? sig << k : sig;
    n += z ? k : 0;
  }
  *e -= n;
  return sig;
}

/* The fraction field of sig rounded to nearest, ties to even, with the
 * hidden bit (or a carry into it): sig >> R, plus one when the first bit
 * below it is set and the bits below that are not all zero or it is odd.
 * sig's lowest bit may be a sticky bit as long as sig has at least M + 3
 * significant bits. */
static inline SF_U SF_FN(round_sig)(SF_U sig) {
  SF_U m = sig >> SF_R;
  int rb = (int)(sig >> (SF_R - 1)) & 1;
  int st = (sig & (((SF_U)1 << (SF_R - 1)) - 1)) != 0;
  return m + (SF_U)(rb & (st | (int)(m & 1)));
}

/* Rounds and packs sign | sig * 2^(e - BIAS - (W - 2)), sig normalized
 * (its leading one is bit W - 2) or 0; its lowest bit may be a sticky bit
 * as long as sig has at least M + 3 significant bits. */
static inline SF_U SF_FN(round_pack)(SF_U sign, int e, SF_U sig) {
  int overflow = e >= SF_EMAX;
  /* below the normal range: denormalize, the exponent field becomes 0 */
  int d = SF_FN(min_int)(SF_FN(max_int)(1 - e, 0), SF_W - 1);
  sig = SF_FN(shr_sticky)(sig, d);
  e = SF_FN(max_int)(e, 1);
  SF_U m = SF_FN(round_sig)(sig);
  /* the hidden bit (or a rounding carry into it) adds one to the exponent
   * field: a subnormal rounding up becomes the smallest normal, the
   * largest finite rounding up becomes infinity */
  SF_U r = sign | (((SF_U)(e - 1) << SF_M) + m);
  r = m == 0 ? sign : r;
  return overflow ? (sign | SF_INF) : r;
}

/* round_pack of any sig < 2^(W - 1) (any position of its leading one). */
static inline SF_U SF_FN(pack)(SF_U sign, int e, SF_U sig) {
  sig = SF_FN(normalize)(sig, &e);
  return SF_FN(round_pack)(sign, e, sig);
}

/* The significand with its hidden bit, normalized so that the leading one
 * is bit M, and the exponent that goes with it (below 1 for subnormals). */
static inline SF_U SF_FN(unpack)(SF_U a, int *e) {
  int ex = (int)((a >> SF_M) & SF_EMAX);
  SF_U f = (a & SF_MMASK) | (ex ? SF_HID : 0);
  /* to bit W - 2 and back: the bits below are zeros (0 stays 0) */
  *e = SF_FN(max_int)(ex, 1) + (SF_W - 2 - SF_M);
  return SF_FN(normalize)(f, e) >> (SF_W - 2 - SF_M);
}

/* The NaN result of a two-operand operation, or 0 when neither is NaN. */
static inline SF_U SF_FN(nan2)(SF_U a, SF_U b) {
  SF_U r = SF_FN(isnan)(b) ? (b | SF_QUIET) : 0;
  return SF_FN(isnan)(a) ? (a | SF_QUIET) : r;
}

#ifndef HLSC_SF_SMALL
/* sig << n, n = min(sig's leading zeros below bit W - 1, cap), cap in
 * [0, W - 1]: normalize's stages, each also asking whether its k still
 * fits the cap (the greedy binary digits of the minimum). */
static inline SF_U SF_FN(normalize_cap)(SF_U sig, int cap, int *n) {
  int rem = cap;
  SF_UNROLL
  for (int k = SF_W / 2; k >= 1; k /= 2) {
    int z = ((sig >> (SF_W - 1 - k)) == 0) & (rem >= k);
    sig = z ? sig << k : sig;
    rem -= z ? k : 0;
  }
  *n = cap - rem;
  return sig;
}
#endif

/* Two paths side by side, chosen before the rounding they share. The far
 * path (an addition, or a subtraction of operands two or more binades
 * apart) aligns y with a sticky bit and leaves a sum whose leading one is
 * within two bits of its place; the near path (a subtraction of operands
 * at most one binade apart) needs no sticky bit, is exact, and may cancel
 * any number of leading bits. Either normalizes at most down to exponent
 * 1, which leaves a result below the normal range in place (no
 * denormalizing shift after the normalization). The small units
 * (HLSC_SF_SMALL) have one path: align, add or subtract, normalize,
 * denormalize, round. */
SF_U SF_FN(add)(SF_U a, SF_U b) {
  SF_U ma = a & ~SF_SIGN, mb = b & ~SF_SIGN;
  int swap = mb > ma;
  SF_U x = swap ? b : a, y = swap ? a : b; /* |x| >= |y| */
  SF_U sx = x & SF_SIGN, sy = y & SF_SIGN;
  int ex = (int)((x >> SF_M) & SF_EMAX), ey = (int)((y >> SF_M) & SF_EMAX);
  SF_U fx = ((x & SF_MMASK) | (ex ? SF_HID : 0)) << 3;
  SF_U fy = ((y & SF_MMASK) | (ey ? SF_HID : 0)) << 3;
  ex = SF_FN(max_int)(ex, 1);
  ey = SF_FN(max_int)(ey, 1);
#ifndef HLSC_SF_SMALL
  int d = ex - ey, sub = sx != sy, near = sub & (d <= 1);
  /* s * 2^(ex - BIAS - M - 3) is the exact result (but for the far
   * path's sticky bit); sig = s << H has its leading one at bit W - 2 for
   * a sum of 2^(M + 4) or more, with e = ex + 1 */
  enum { H = SF_W - 6 - SF_M };
  int cap = SF_FN(min_int)(ex, SF_W - 1);
  SF_U t = SF_FN(shr_sticky)(fy, SF_FN(min_int)(d, SF_W - 1));
  SF_U sf = sub ? fx - t : fx + t;
  SF_U gf = sf << H;
  int nf = (gf >> (SF_W - 2)) ? 0 : (gf >> (SF_W - 3)) ? 1 : 2;
  nf = SF_FN(min_int)(nf, cap);
  SF_U sn = fx - (d ? fy >> 1 : fy);
  int nn;
  SF_U gn = SF_FN(normalize_cap)(sn << H, cap, &nn);
  SF_U s = near ? sn : sf;
  SF_U sig = near ? gn : gf << nf;
  int e = ex + 1 - (near ? nn : nf);
  /* round_pack's rounding and packing (e >= 1 already), the sign beside
   * the rounding's carry */
  SF_U r = (((SF_U)(e - 1) << SF_M) | sx) + SF_FN(round_sig)(sig);
  r = e >= SF_EMAX ? (sx | SF_INF) : r;
#else
  SF_U t = SF_FN(shr_sticky)(fy, SF_FN(min_int)(ex - ey, SF_W - 1));
  SF_U s = sx == sy ? fx + t : fx - t;
  SF_U r = SF_FN(pack)(sx, ex - SF_M - 3 + SF_W - 2, s);
#endif
  /* an exact zero is +0 unless both operands are negative */
  r = s == 0 ? (sx & sy) : r;
  int ia = ma == SF_INF, ib = mb == SF_INF;
  SF_U inf = (ia & ib & (a != b)) ? SF_DNAN : (ia ? a : b);
  r = (ia | ib) ? inf : r;
  SF_U n = SF_FN(nan2)(a, b);
  return n ? n : r;
}

SF_U SF_FN(sub)(SF_U a, SF_U b) {
  /* a NaN b comes back with its own sign */
  SF_U r = SF_FN(add)(a, b ^ SF_SIGN);
  SF_U n = SF_FN(nan2)(a, b);
  return n ? n : r;
}

/* The 2W-bit product of x and y: hi and lo words. */
static inline void SF_FN(mulw)(SF_U x, SF_U y, SF_U *hi, SF_U *lo) {
  if (SF_W == 32) {
    unsigned long long p = (unsigned long long)x * y;
    *hi = (SF_U)(p >> (SF_W / 2) >> (SF_W / 2));
    *lo = (SF_U)p;
    return;
  }
  unsigned long long x0 = x & 0xffffffffu, x1 = (unsigned long long)x >> 32;
  unsigned long long y0 = y & 0xffffffffu, y1 = (unsigned long long)y >> 32;
  unsigned long long p00 = x0 * y0, p01 = x0 * y1, p10 = x1 * y0,
                     p11 = x1 * y1;
  unsigned long long mid =
      (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
  *lo = (SF_U)((mid << 32) | (p00 & 0xffffffffu));
  *hi = (SF_U)(p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32));
}

#ifndef HLSC_SF_SMALL
/* Leading zeros of the W-bit word x (W - 1 for 0), in log2(W) stages
 * like normalize. */
static inline int SF_FN(clz)(SF_U x) {
  int n = 0;
  SF_UNROLL
  for (int k = SF_W / 2; k >= 1; k /= 2) {
    int z = (x >> (SF_W - k)) == 0;
    x = z ? x << k : x;
    n += z ? k : 0;
  }
  return n;
}

/* The top W - 1 bits of the 2W-bit q, with a sticky bit for the rest. */
static inline SF_U SF_FN(top_sticky)(SF_UU q) {
  SF_U h = (SF_U)(q >> SF_W), l = (SF_U)q;
  return (h >> 1) | ((h & 1) | (l != 0));
}

/* The significands are multiplied as they are (a subnormal's leading one
 * anywhere). Where the product's leading one lands is known from the
 * operands' leading zeros, counted beside the multiplier: the product is
 * shifted by that amount and then by at most one more bit, instead of
 * counting its own leading zeros after the multiplier. A result below the
 * normal range has its place fixed by the exponents alone, so it is
 * shifted (right, or left for subnormal operands) by an amount also known
 * before the product, and the two are chosen at the end: the multiplier
 * is followed by two shifters side by side and the rounding, not by a
 * leading-zero count, a shift and a denormalizing shift in a row. */
SF_U SF_FN(mul)(SF_U a, SF_U b) {
  SF_U s = (a ^ b) & SF_SIGN;
  SF_U ma = a & ~SF_SIGN, mb = b & ~SF_SIGN;
  int xa = (int)((a >> SF_M) & SF_EMAX), xb = (int)((b >> SF_M) & SF_EMAX);
  SF_U fa = (a & SF_MMASK) | (xa ? SF_HID : 0);
  SF_U fb = (b & SF_MMASK) | (xb ? SF_HID : 0);
  SF_U hi, lo;
  SF_FN(mulw)(fa, fb, &hi, &lo);
  SF_UU p = ((SF_UU)hi << SF_W) | lo;
  /* fa * fb has its leading one at bit 2M - L or 2M + 1 - L, L the
   * operands' leading zeros (as M + 1-bit words): shifted by t it is at
   * bit 2W - 2 or 2W - 1, and one more bit when it is at 2W - 2 (zero
   * operands are special cases: t is only kept in range) */
  int lz = SF_FN(clz)(fa << (SF_W - 1 - SF_M)) +
           SF_FN(clz)(fb << (SF_W - 1 - SF_M));
  int t = SF_FN(min_int)(2 * SF_W - 2 - 2 * SF_M + lz, 2 * SF_W - 1);
  SF_UU q = p << t;
  int c = (int)(q >> (2 * SF_W - 1)) == 0;
  q = c ? q << 1 : q;
  /* a = fa * 2^(max(xa, 1) - BIAS - M), b alike; sig * 2^(e - BIAS -
   * (W - 2)) is the product, sig = the top W - 1 bits of q */
  int e0 = SF_FN(max_int)(xa, 1) + SF_FN(max_int)(xb, 1) - SF_BIAS -
           2 * SF_M + 2 * SF_W - 1;
  int e = e0 - t - c;
  /* below the normal range (e < 1) the product shifted by e0 - 1, not
   * t + c, is sig once denormalized: right, with the bits shifted out
   * as a sticky bit, or left (never past the leading one: e0 - 1 < t + c) */
  int k = e0 - 1;
  int kl = SF_FN(min_int)(SF_FN(max_int)(k, 0), 2 * SF_W - 1);
  int kr = SF_FN(min_int)(SF_FN(max_int)(-k, 0), 2 * SF_W - 1);
  SF_UU lost = p & ~(~(SF_UU)0 << kr);
  SF_UU ql = p << kl, qr = (p >> kr) | (SF_UU)(lost != 0);
  SF_UU qs = k >= 0 ? ql : qr;
  SF_U sig = SF_FN(top_sticky)(e < 1 ? qs : q);
  /* the special cases from the operands alone, beside the datapath: a
   * NaN, then an infinity (times zero: invalid), then a zero */
  int za = ma == 0, zb = mb == 0, ia = ma == SF_INF, ib = mb == SF_INF;
  SF_U inf = ((ia & zb) | (ib & za)) ? SF_DNAN : (s | SF_INF);
  SF_U nn = SF_FN(nan2)(a, b);
  SF_U special = (ia | ib) ? inf : s;
  special = nn ? nn : special;
  int is_special = (nn != 0) | ia | ib | za | zb;
  /* sig is not 0 (a zero operand is a special case): no test for a zero
   * result; an overflow is chosen with the special cases, in one select
   * after the rounding */
  SF_U other = is_special ? special : (s | SF_INF);
  /* round_pack's packing, the sign beside the rounding's carry: the sum
   * stays below the sign bit when there is no overflow */
  SF_U m = SF_FN(round_sig)(sig);
  SF_U res = (((SF_U)(SF_FN(max_int)(e, 1) - 1) << SF_M) | s) + m;
  return (is_special | (e >= SF_EMAX)) ? other : res;
}

#else /* HLSC_SF_SMALL */

/* Shifts the 2W-bit value hi:lo left until its leading one is the top
 * bit of hi, in log2(2W) stages like normalize; returns the shift (2W - 1
 * for 0). */
static inline int SF_FN(normalize2)(SF_U *hi, SF_U *lo) {
  int z = *hi == 0, n = z ? SF_W : 0;
  *hi = z ? *lo : *hi;
  *lo = z ? 0 : *lo;
  SF_UNROLL
  for (int k = SF_W / 2; k >= 1; k /= 2) {
    z = (*hi >> (SF_W - k)) == 0;
    *hi = z ? (*hi << k) | (*lo >> (SF_W - k)) : *hi;
    *lo = z ? *lo << k : *lo;
    n += z ? k : 0;
  }
  return n;
}

/* The significands are multiplied as they are (a subnormal's leading one
 * anywhere), and only the product is normalized: one leading-zero count
 * on the path, not one per operand before the multiplier and one after. */
SF_U SF_FN(mul)(SF_U a, SF_U b) {
  SF_U s = (a ^ b) & SF_SIGN;
  SF_U ma = a & ~SF_SIGN, mb = b & ~SF_SIGN;
  int xa = (int)((a >> SF_M) & SF_EMAX), xb = (int)((b >> SF_M) & SF_EMAX);
  SF_U fa = (a & SF_MMASK) | (xa ? SF_HID : 0);
  SF_U fb = (b & SF_MMASK) | (xb ? SF_HID : 0);
  SF_U hi, lo;
  SF_FN(mulw)(fa, fb, &hi, &lo);
  /* a = fa * 2^(max(xa, 1) - BIAS - M), b alike; the product's leading
   * one to bit 2W - 1, then its top W - 1 bits with a sticky bit */
  int n = SF_FN(normalize2)(&hi, &lo);
  SF_U sig = (hi >> 1) | ((hi & 1) | (lo != 0));
  int e = SF_FN(max_int)(xa, 1) + SF_FN(max_int)(xb, 1) - SF_BIAS -
          2 * SF_M + 2 * SF_W - 1 - n;
  /* the special cases from the operands alone, beside the datapath: a
   * NaN, then an infinity (times zero: invalid), then a zero */
  int za = ma == 0, zb = mb == 0, ia = ma == SF_INF, ib = mb == SF_INF;
  SF_U inf = ((ia & zb) | (ib & za)) ? SF_DNAN : (s | SF_INF);
  SF_U nn = SF_FN(nan2)(a, b);
  SF_U special = (ia | ib) ? inf : s;
  special = nn ? nn : special;
  int is_special = (nn != 0) | ia | ib | za | zb;
  SF_U r = SF_FN(round_pack)(s, e, sig); /* computed either way: a select */
  return is_special ? special : r;
}

#endif

SF_U SF_FN(div)(SF_U a, SF_U b) {
  SF_U s = (a ^ b) & SF_SIGN;
  SF_U ma = a & ~SF_SIGN, mb = b & ~SF_SIGN;
  int ea, eb;
  SF_U fa = SF_FN(unpack)(a, &ea), fb = SF_FN(unpack)(b, &eb);
  int lt = fa < fb;
  fa <<= lt;
  ea -= lt;
  /* restoring division: M + 3 quotient bits, the first one always 1 */
  SF_U q = 0, rem = fa;
  SF_UNROLL
  for (int i = 0; i < SF_M + 3; i++) {
    SF_U ge = rem >= fb;
    rem -= ge ? fb : 0;
    q = (q << 1) | ge;
    rem <<= 1;
  }
  SF_U sig = (q << 1) | (rem != 0);
  SF_U r = SF_FN(pack)(s, ea - eb + SF_BIAS + SF_W - 2 - SF_M - 3, sig);
  int ia = ma == SF_INF, ib = mb == SF_INF, za = ma == 0, zb = mb == 0;
  r = (ia | zb) ? (s | SF_INF) : r;
  r = (za | ib) ? s : r;
  r = ((ia & ib) | (za & zb)) ? SF_DNAN : r;
  SF_U n = SF_FN(nan2)(a, b);
  return n ? n : r;
}

SF_U SF_FN(sqrt)(SF_U a) {
  SF_U s = a & SF_SIGN, ma = a & ~SF_SIGN;
  int ea;
  SF_U fa = SF_FN(unpack)(a, &ea);
  int e = ea - SF_BIAS - SF_M; /* a = fa * 2^e */
  int odd = e & 1;
  fa <<= odd;
  e -= odd;
  /* digit-by-digit root of fa * 4^NF: NI pairs of fa's bits, then NF
   * pairs of zeros, M + 2 root bits at least */
  enum { NI = (SF_M + 3) / 2, NF = SF_M / 2 + 2 };
  SF_U x = fa << (SF_W - 2 * NI), q = 0, rem = 0;
  SF_UNROLL
  for (int i = 0; i < NI + NF; i++) {
    rem = (rem << 2) | (x >> (SF_W - 2));
    x <<= 2;
    SF_U t = (q << 2) | 1;
    SF_U ge = rem >= t;
    rem -= ge ? t : 0;
    q = (q << 1) | ge;
  }
  SF_U sig = (q << 1) | (rem != 0);
  SF_U r = SF_FN(pack)(0, e / 2 - NF - 1 + SF_BIAS + SF_W - 2, sig);
  r = ma == SF_INF ? a : r;
  r = ma == 0 ? a : r;
  r = s && ma ? SF_DNAN : r;
  return SF_FN(isnan)(a) ? (a | SF_QUIET) : r;
}

/* LLVM's fcmp: pred is its predicate (bit 0 equal, 1 greater, 2 less,
 * 3 unordered). */
int SF_FN(cmp)(SF_U a, SF_U b, int pred) {
  SF_U ma = a & ~SF_SIGN, mb = b & ~SF_SIGN;
  int eq = (a == b) | ((ma == 0) & (mb == 0));
  int sa = (a & SF_SIGN) != 0, sb = (b & SF_SIGN) != 0;
  int lt = sa ? (sb ? ma > mb : 1) : (sb ? 0 : ma < mb);
  int code = eq ? 1 : lt ? 4 : 2;
  code = (SF_FN(isnan)(a) | SF_FN(isnan)(b)) ? 8 : code;
  return (pred & code) != 0;
}

/* llvm.minnum / llvm.maxnum as clang lowers them for x86-64 (minss/maxss
 * with the second operand first, then the first operand NaN selected
 * away): min(a, b) = b < a ? b : a, a when a is NaN... b. */
SF_U SF_FN(min)(SF_U a, SF_U b) {
  SF_U r = SF_FN(cmp)(b, a, 4) ? b : a;
  return SF_FN(isnan)(a) ? b : r;
}

SF_U SF_FN(max)(SF_U a, SF_U b) {
  SF_U r = SF_FN(cmp)(b, a, 2) ? b : a;
  return SF_FN(isnan)(a) ? b : r;
}

/* floor and ceil: clear the fraction bits below the binary point, first
 * stepping away from zero when any is set and the direction asks for it. */
static inline SF_U SF_FN(round_dir)(SF_U a, int up) {
  SF_U s = a & SF_SIGN, ma = a & ~SF_SIGN;
  int e = (int)((a >> SF_M) & SF_EMAX) - SF_BIAS;
  SF_U mask = SF_MMASK >> SF_FN(min_int)(SF_FN(max_int)(e, 0), SF_M);
  int away = s ? !up : up; /* the magnitude grows */
  SF_U r = ((a & mask) && away ? a + mask + 1 : a) & ~mask;
  SF_U one = ((SF_U)SF_BIAS << SF_M);
  /* |a| < 1: 0 or 1 with a's sign */
  SF_U small = ma != 0 && away ? (s | one) : s;
  r = e < 0 ? small : r;
  r = e >= SF_M ? a : r; /* integral already, or infinite */
  /* a NaN quieted, as glibc's floor and ceil (which the native run calls)
   * return it */
  return SF_FN(isnan)(a) ? (a | SF_QUIET) : r;
}

SF_U SF_FN(floor)(SF_U a) { return SF_FN(round_dir)(a, 0); }
SF_U SF_FN(ceil)(SF_U a) { return SF_FN(round_dir)(a, 1); }

/* An integer's magnitude, rounded. */
static inline SF_U SF_FN(from_mag)(SF_U sign, unsigned long long mag) {
  int lz;
  unsigned long long m = sf_norm64(mag, &lz);
  enum { SH = 64 - (SF_W - 1) };
  SF_U sig = (SF_U)(m >> SH) | ((m << (64 - SH)) != 0);
  return SF_FN(pack)(sign, SH - lz + SF_BIAS + SF_W - 2, sig);
}

SF_U SF_FN(from_i64)(long long v) {
  unsigned long long mag = v < 0 ? 0 - (unsigned long long)v
                                 : (unsigned long long)v;
  return SF_FN(from_mag)(v < 0 ? SF_SIGN : 0, mag);
}

SF_U SF_FN(from_u64)(unsigned long long v) { return SF_FN(from_mag)(0, v); }

/* Toward zero; as cvttss2si/cvttsd2si: NaN and out of range give
 * 0x8000000000000000. */
long long SF_FN(to_i64)(SF_U a) {
  int e = (int)((a >> SF_M) & SF_EMAX) - SF_BIAS;
  unsigned long long f = (a & SF_MMASK) | SF_HID;
  int ls = SF_FN(min_int)(SF_FN(max_int)(e - SF_M, 0), 63);
  int rs = SF_FN(min_int)(SF_FN(max_int)(SF_M - e, 0), 63);
  unsigned long long mag = e >= SF_M ? f << ls : f >> rs;
  mag = e < 0 ? 0 : mag;
  unsigned long long v = (a & SF_SIGN) ? 0 - mag : mag;
  return (long long)(e >= 63 ? 0x8000000000000000ull : v);
}

/* Toward zero, for values in [0, 2^64); others as LLVM's x86-64 lowering
 * (the signed conversion of a negative value, 0x8000000000000000 from
 * 2^64 up and for NaN). */
unsigned long long SF_FN(to_u64)(SF_U a) {
  int e = (int)((a >> SF_M) & SF_EMAX) - SF_BIAS;
  unsigned long long f = (a & SF_MMASK) | SF_HID;
  int ls = SF_FN(min_int)(SF_FN(max_int)(e - SF_M, 0), 63);
  unsigned long long big = f << ls;
  unsigned long long r = (unsigned long long)SF_FN(to_i64)(a);
  r = ((e >= 63) & !(a & SF_SIGN)) ? big : r;
  return e >= 64 ? 0x8000000000000000ull : r;
}

#undef SF_BIAS
#undef SF_EMAX
#undef SF_SIGN
#undef SF_MMASK
#undef SF_HID
#undef SF_QUIET
#undef SF_INF
#undef SF_DNAN
#undef SF_R
