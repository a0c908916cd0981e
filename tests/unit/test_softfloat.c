/* test_softfloat.c - include/hlsc_softfloat.c against the CPU: every
 * function on the corner cases (signed zeros, subnormals, the smallest and
 * largest normals, infinities, quiet and signalling NaNs, rounding ties,
 * overflow, underflow) and on random operands, bit for bit. The oracle is
 * the x86-64 CPU's SSE arithmetic (the native run hlsc cosim compares
 * with is compiled for it), written with SSE intrinsics where C would
 * leave the result to the compiler (NaN operands of min/max, out-of-range
 * conversions). */
#include <math.h>
#include <stdint.h>
#include <string.h>
#include <xmmintrin.h>
#include <emmintrin.h>

#include "../../include/hlsc_softfloat.c"
#include "test.h"

/* The small float units (--float-units small: HLSC_SF_SMALL), add and
 * mul, under names of their own (small_f32_add, ...): the operations'
 * file included once more per format with that macro. */
#define HLSC_SF_SMALL
#define SF_W 32
#define SF_E 8
#define SF_M 23
#define SF_U unsigned
#define SF_UU unsigned long long
#define SF_FN(n) small_f32_##n
#include "../../include/hlsc_softfloat_ops.h"
#undef SF_W
#undef SF_E
#undef SF_M
#undef SF_U
#undef SF_UU
#undef SF_FN
#define SF_W 64
#define SF_E 11
#define SF_M 52
#define SF_U unsigned long long
#define SF_UU unsigned __int128
#define SF_FN(n) small_f64_##n
#include "../../include/hlsc_softfloat_ops.h"
#undef SF_W
#undef SF_E
#undef SF_M
#undef SF_U
#undef SF_UU
#undef SF_FN
#undef HLSC_SF_SMALL

enum { RANDOM_OPERANDS = 200000 };

static uint64_t rng_state;

static uint64_t rnd(void) {
  uint64_t x = rng_state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  rng_state = x;
  return x * 0x2545f4914f6cdd1dull;
}

static float f_of(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}
static uint32_t u_of(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
static double d_of(uint64_t u) {
  double f;
  memcpy(&f, &u, 8);
  return f;
}
static uint64_t v_of(double f) {
  uint64_t u;
  memcpy(&u, &f, 8);
  return u;
}

static const uint32_t special32[] = {
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff,
    0x00800000, 0x80800000, 0x00800001, 0x7f7fffff, 0xff7fffff, 0x7f7ffffe,
    0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7f800001, 0xff800001,
    0x7fc12345, 0x7fa00000, 0x3f800000, 0xbf800000, 0x3f800001, 0x3f7fffff,
    0x40000000, 0x3fc00000, 0x3f000000, 0x4b000000, 0x4b000001, 0x4affffff,
    0x4b800000, 0x3effffff, 0x34000000, 0x33800000, 0x5f000000, 0xdf000000,
    0x5f800000, 0x4f000000, 0xcf000000, 0x00400000, 0x40490fdb, 0xc0490fdb};
static const uint64_t special64[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull,
    0x8000000000000001ull, 0x000fffffffffffffull, 0x800fffffffffffffull,
    0x0010000000000000ull, 0x8010000000000000ull, 0x0010000000000001ull,
    0x7fefffffffffffffull, 0xffefffffffffffffull, 0x7ff0000000000000ull,
    0xfff0000000000000ull, 0x7ff8000000000000ull, 0xfff8000000000000ull,
    0x7ff0000000000001ull, 0xfff4000000000000ull, 0x7ff8123456789abcull,
    0x3ff0000000000000ull, 0xbff0000000000000ull, 0x3ff0000000000001ull,
    0x3fefffffffffffffull, 0x4000000000000000ull, 0x3ff8000000000000ull,
    0x3fe0000000000000ull, 0x4330000000000000ull, 0x4330000000000001ull,
    0x432fffffffffffffull, 0x4340000000000000ull, 0x3cb0000000000000ull,
    0x43e0000000000000ull, 0xc3e0000000000000ull, 0x43f0000000000000ull,
    0x41e0000000000000ull, 0xc1e0000000000000ull, 0x0008000000000000ull,
    0x400921fb54442d18ull, 0x3e70000000000000ull, 0x47efffffe0000000ull,
    0x47efffffffffffffull, 0x36a0000000000000ull, 0x3690000000000000ull,
    0x36a8000000000000ull, 0x380fffffffffffffull, 0xc7efffffefffffffull};
enum {
  NSPEC32 = sizeof special32 / sizeof *special32,
  NSPEC64 = sizeof special64 / sizeof *special64
};

/* An operand: a corner case, random bits, or (half of the time) a value
 * near `near` (same exponent give or take a few, for cancellation and
 * rounding ties). */
static uint32_t pick32(uint32_t near) {
  uint64_t r = rnd();
  switch (r & 7) {
  case 0: return special32[(r >> 8) % NSPEC32];
  case 1:
  case 2: return (uint32_t)(r >> 32);
  case 3: return (uint32_t)(r >> 32) & 0x807fffffu; /* subnormal */
  default: {
    int e = (int)((near >> 23) & 0xff) + (int)((r >> 8) % 7) - 3;
    e = e < 0 ? 0 : e > 254 ? 254 : e;
    uint32_t m = (uint32_t)(r >> 32) & 0x7fffff;
    if (r & 0x10000) m &= ~0xffu; /* short fractions: exact ties */
    return ((uint32_t)(r >> 20) & 0x80000000u) | ((uint32_t)e << 23) | m;
  }
  }
}

static uint64_t pick64(uint64_t near) {
  uint64_t r = rnd(), x = rnd();
  switch (r & 7) {
  case 0: return special64[(r >> 8) % NSPEC64];
  case 1:
  case 2: return x;
  case 3: return x & 0x800fffffffffffffull;
  default: {
    int e = (int)((near >> 52) & 0x7ff) + (int)((r >> 8) % 7) - 3;
    e = e < 0 ? 0 : e > 2046 ? 2046 : e;
    uint64_t m = x & 0xfffffffffffffull;
    if (r & 0x10000) m &= ~0xfffffull;
    return (r & 0x8000000000000000ull) | ((uint64_t)e << 52) | m;
  }
  }
}

/* ---- the CPU's answers ---- */

/* floor and ceil as the native run (clang) gets them: glibc's, called
 * (gcc would inline its own sequence, which keeps a signalling NaN) */
static float (*volatile floorf_p)(float) = floorf;
static float (*volatile ceilf_p)(float) = ceilf;
static double (*volatile floor_p)(double) = floor;
static double (*volatile ceil_p)(double) = ceil;

static uint32_t cpu32(int op, uint32_t a, uint32_t b) {
  volatile float x = f_of(a), y = f_of(b);
  __m128 va = _mm_set_ss(x), vb = _mm_set_ss(y);
  switch (op) {
  case 0: return u_of(x + y);
  case 1: return u_of(x - y);
  case 2: return u_of(x * y);
  case 3: return u_of(x / y);
  case 4: return u_of(_mm_cvtss_f32(_mm_sqrt_ss(va)));
  case 5: return x != x ? b : u_of(_mm_cvtss_f32(_mm_min_ss(vb, va)));
  case 6: return x != x ? b : u_of(_mm_cvtss_f32(_mm_max_ss(vb, va)));
  case 7: return u_of(floorf_p(x));
  default: return u_of(ceilf_p(x));
  }
}

static uint32_t soft32(int op, uint32_t a, uint32_t b) {
  switch (op) {
  case 0: return __hlsc_f32_add(a, b);
  case 1: return __hlsc_f32_sub(a, b);
  case 2: return __hlsc_f32_mul(a, b);
  case 3: return __hlsc_f32_div(a, b);
  case 4: return __hlsc_f32_sqrt(a);
  case 5: return __hlsc_f32_min(a, b);
  case 6: return __hlsc_f32_max(a, b);
  case 7: return __hlsc_f32_floor(a);
  default: return __hlsc_f32_ceil(a);
  }
}

static uint64_t cpu64(int op, uint64_t a, uint64_t b) {
  volatile double x = d_of(a), y = d_of(b);
  __m128d va = _mm_set_sd(x), vb = _mm_set_sd(y);
  switch (op) {
  case 0: return v_of(x + y);
  case 1: return v_of(x - y);
  case 2: return v_of(x * y);
  case 3: return v_of(x / y);
  case 4: return v_of(_mm_cvtsd_f64(_mm_sqrt_sd(va, va)));
  case 5: return x != x ? b : v_of(_mm_cvtsd_f64(_mm_min_sd(vb, va)));
  case 6: return x != x ? b : v_of(_mm_cvtsd_f64(_mm_max_sd(vb, va)));
  case 7: return v_of(floor_p(x));
  default: return v_of(ceil_p(x));
  }
}

static uint64_t soft64(int op, uint64_t a, uint64_t b) {
  switch (op) {
  case 0: return __hlsc_f64_add(a, b);
  case 1: return __hlsc_f64_sub(a, b);
  case 2: return __hlsc_f64_mul(a, b);
  case 3: return __hlsc_f64_div(a, b);
  case 4: return __hlsc_f64_sqrt(a);
  case 5: return __hlsc_f64_min(a, b);
  case 6: return __hlsc_f64_max(a, b);
  case 7: return __hlsc_f64_floor(a);
  default: return __hlsc_f64_ceil(a);
  }
}

static const char *const op_names[] = {"add", "sub", "mul", "div", "sqrt",
                                       "min", "max", "floor", "ceil"};
enum { NOPS = 9 };

static int cmp_cpu32(uint32_t a, uint32_t b, int pred) {
  volatile float x = f_of(a), y = f_of(b);
  int un = x != x || y != y;
  int code = un ? 8 : x == y ? 1 : x > y ? 2 : 4;
  return (pred & code) != 0;
}

static int cmp_cpu64(uint64_t a, uint64_t b, int pred) {
  volatile double x = d_of(a), y = d_of(b);
  int un = x != x || y != y;
  int code = un ? 8 : x == y ? 1 : x > y ? 2 : 4;
  return (pred & code) != 0;
}

/* Counts a mismatch, printing the first few. */
static int report(int *bad, const char *what, uint64_t a, uint64_t b,
                  uint64_t want, uint64_t got) {
  if ((*bad)++ < 8)
    fprintf(stderr, "softfloat %s(%#llx, %#llx): cpu %#llx, soft %#llx\n",
            what, (unsigned long long)a, (unsigned long long)b,
            (unsigned long long)want, (unsigned long long)got);
  return 1;
}

static void check32(int *bad, uint32_t a, uint32_t b) {
  char name[32];
  for (int op = 0; op < NOPS; op++) {
    uint32_t want = cpu32(op, a, b), got = soft32(op, a, b);
    snprintf(name, sizeof name, "f32_%s", op_names[op]);
    if (want != got) report(bad, name, a, b, want, got);
  }
  for (int p = 0; p < 16; p++)
    if (cmp_cpu32(a, b, p) != __hlsc_f32_cmp(a, b, p))
      report(bad, "f32_cmp", a, b, (uint64_t)p, 0);
  float x = f_of(a);
  uint64_t w = v_of((double)x), g = __hlsc_f32_to_f64(a);
  if (w != g) report(bad, "f32_to_f64", a, 0, w, g);
  int64_t wi = _mm_cvttss_si64(_mm_set_ss(x));
  if (wi != __hlsc_f32_to_i64(a))
    report(bad, "f32_to_i64", a, 0, (uint64_t)wi,
           (uint64_t)__hlsc_f32_to_i64(a));
  if (x >= 0 && x < 18446744073709551616.0f &&
      (unsigned long long)x != __hlsc_f32_to_u64(a))
    report(bad, "f32_to_u64", a, 0, (unsigned long long)x,
           __hlsc_f32_to_u64(a));
}

static void check64(int *bad, uint64_t a, uint64_t b) {
  char name[32];
  for (int op = 0; op < NOPS; op++) {
    uint64_t want = cpu64(op, a, b), got = soft64(op, a, b);
    snprintf(name, sizeof name, "f64_%s", op_names[op]);
    if (want != got) report(bad, name, a, b, want, got);
  }
  for (int p = 0; p < 16; p++)
    if (cmp_cpu64(a, b, p) != __hlsc_f64_cmp(a, b, p))
      report(bad, "f64_cmp", a, b, (uint64_t)p, 0);
  volatile double x = d_of(a);
  uint32_t w = u_of((float)x), g = __hlsc_f64_to_f32(a);
  if (w != g) report(bad, "f64_to_f32", a, 0, w, g);
  int64_t wi = _mm_cvttsd_si64(_mm_set_sd(x));
  if (wi != __hlsc_f64_to_i64(a))
    report(bad, "f64_to_i64", a, 0, (uint64_t)wi,
           (uint64_t)__hlsc_f64_to_i64(a));
  if (x >= 0 && x < 18446744073709551616.0 &&
      (unsigned long long)x != __hlsc_f64_to_u64(a))
    report(bad, "f64_to_u64", a, 0, (unsigned long long)x,
           __hlsc_f64_to_u64(a));
}

/* int -> float, as the CPU converts. */
static void check_from_int(int *bad, uint64_t v) {
  volatile long long s = (long long)v;
  volatile unsigned long long u = v;
  if (u_of((float)s) != __hlsc_f32_from_i64(s))
    report(bad, "f32_from_i64", v, 0, u_of((float)s), __hlsc_f32_from_i64(s));
  if (u_of((float)u) != __hlsc_f32_from_u64(u))
    report(bad, "f32_from_u64", v, 0, u_of((float)u), __hlsc_f32_from_u64(u));
  if (v_of((double)s) != __hlsc_f64_from_i64(s))
    report(bad, "f64_from_i64", v, 0, v_of((double)s), __hlsc_f64_from_i64(s));
  if (v_of((double)u) != __hlsc_f64_from_u64(u))
    report(bad, "f64_from_u64", v, 0, v_of((double)u), __hlsc_f64_from_u64(u));
}

TEST(softfloat_corners) {
  int bad = 0;
  for (int i = 0; i < NSPEC32; i++)
    for (int j = 0; j < NSPEC32; j++) check32(&bad, special32[i], special32[j]);
  for (int i = 0; i < NSPEC64; i++)
    for (int j = 0; j < NSPEC64; j++) check64(&bad, special64[i], special64[j]);
  static const uint64_t ints[] = {
      0, 1, 2, 3, 0x7fffffffffffffffull, 0x8000000000000000ull,
      0xffffffffffffffffull, 0xfffffffffffffffeull, 0x1000001, 0x1000003,
      0x20000000000001ull, 0x20000000000003ull, 0xffffff7fffffffffull,
      0x7fffffff, 0x80000000, 0xffffffff, 0xffffffff80000000ull};
  for (size_t i = 0; i < sizeof ints / sizeof *ints; i++)
    check_from_int(&bad, ints[i]);
  CHECK_EQ_INT(bad, 0);
}

TEST(softfloat_random) {
  int bad = 0;
  rng_state = 0x9e3779b97f4a7c15ull;
  for (int i = 0; i < RANDOM_OPERANDS; i++) {
    uint32_t a = pick32(pick32(0x3f800000)), b = pick32(a);
    check32(&bad, a, b);
    uint64_t c = pick64(pick64(0x3ff0000000000000ull)), d = pick64(c);
    check64(&bad, c, d);
    uint64_t v = rnd();
    check_from_int(&bad, v >> (v & 63));
    check_from_int(&bad, (uint64_t)-(int64_t)(v >> (v & 63)));
  }
  CHECK_EQ_INT(bad, 0);
}

/* Products whose exponent is near the edges of the range: one operand's
 * exponent is drawn and the other's chosen so that the product falls
 * within a few dozen binades of the subnormal range (or of overflow),
 * subnormal operands by any value, and single-bit significands (a
 * subnormal's leading one at every position). The multiplier places the
 * product from the operands' leading zeros and takes the subnormal result
 * from a shifter of its own (hlsc_softfloat_ops.h, mul); the random
 * operands of softfloat_random reach those paths only now and then. */
enum { MUL_EDGE_OPERANDS = 400000 };

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

TEST(softfloat_mul_edges) {
  int bad = 0;
  rng_state = 0x2545f4914f6cdd1dull;
  for (int i = 0; i < MUL_EDGE_OPERANDS; i++) {
    uint64_t r = rnd(), s = rnd();
    int kind = (int)(r & 3);
    int ea = (int)(s % 255), eb;
    if (kind == 0) eb = 127 - ea + (int)((s >> 8) % 61) - 30;
    else if (kind == 1) ea = 0, eb = (int)(s % 255);
    else if (kind == 2) eb = 381 - ea - (int)((s >> 8) % 6);
    else eb = (int)((s >> 8) % 256);
    uint32_t fa = (uint32_t)(r >> 8) & 0x7fffff, fb = (uint32_t)(s >> 24) & 0x7fffff;
    if (((r >> 30) & 7) == 0) fa = 1u << ((r >> 40) % 23);
    uint32_t a = (uint32_t)((r >> 50) & 1) << 31 | (uint32_t)ea << 23 | fa;
    uint32_t b = (uint32_t)((r >> 51) & 1) << 31 |
                 (uint32_t)clampi(eb, 0, 255) << 23 | fb;
    uint32_t w = u_of(f_of(a) * f_of(b)), g = __hlsc_f32_mul(a, b);
    if (w != g) report(&bad, "f32_mul", a, b, w, g);
    if (w != __hlsc_f32_mul(b, a)) report(&bad, "f32_mul", b, a, w, g);

    uint64_t t = rnd(), u = rnd();
    int xa = (int)(t % 2047), xb;
    if (kind == 0) xb = 1023 - xa + (int)((t >> 16) % 121) - 60;
    else if (kind == 1) xa = 0, xb = (int)(t % 2047);
    else if (kind == 2) xb = 3069 - xa - (int)((t >> 16) % 6);
    else xb = (int)((t >> 16) % 2048);
    uint64_t ga = u & 0xfffffffffffffull, gb = rnd() & 0xfffffffffffffull;
    if (((r >> 33) & 7) == 0) ga = 1ull << ((r >> 44) % 52);
    uint64_t c = (r >> 53 & 1) << 63 | (uint64_t)xa << 52 | ga;
    uint64_t d = (r >> 54 & 1) << 63 | (uint64_t)clampi(xb, 0, 2047) << 52 | gb;
    volatile double x = d_of(c), y = d_of(d);
    uint64_t wd = v_of(x * y), gd = __hlsc_f64_mul(c, d);
    if (wd != gd) report(&bad, "f64_mul", c, d, wd, gd);
    if (wd != __hlsc_f64_mul(d, c)) report(&bad, "f64_mul", d, c, wd, gd);
  }
  CHECK_EQ_INT(bad, 0);
}

/* The small units give the same bits as the fast ones (checked against
 * the CPU above) on the random and edge operands of the tests above. */
TEST(softfloat_small_units) {
  int bad = 0;
  rng_state = 0x5851f42d4c957f2dull;
  for (int i = 0; i < RANDOM_OPERANDS; i++) {
    uint32_t a = pick32(pick32(0x3f800000)), b = pick32(a);
    if (i & 1) a = (a & 0x807fffffu) | ((uint32_t)(rnd() % 60) << 23);
    uint32_t w = __hlsc_f32_mul(a, b);
    if (w != small_f32_mul(a, b)) report(&bad, "small_f32_mul", a, b, w, small_f32_mul(a, b));
    if (__hlsc_f32_add(a, b) != small_f32_add(a, b))
      report(&bad, "small_f32_add", a, b, __hlsc_f32_add(a, b), small_f32_add(a, b));
    uint64_t c = pick64(pick64(0x3ff0000000000000ull)), d = pick64(c);
    if (i & 1) c = (c & 0x800fffffffffffffull) | ((rnd() % 600) << 52);
    uint64_t wd = __hlsc_f64_mul(c, d);
    if (wd != small_f64_mul(c, d)) report(&bad, "small_f64_mul", c, d, wd, small_f64_mul(c, d));
    if (__hlsc_f64_add(c, d) != small_f64_add(c, d))
      report(&bad, "small_f64_add", c, d, __hlsc_f64_add(c, d), small_f64_add(c, d));
  }
  CHECK_EQ_INT(bad, 0);
}
