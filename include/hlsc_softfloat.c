/* hlsc_softfloat.c - IEEE 754 binary32 and binary64 arithmetic on the
 * values' bits, in plain C, for hlsc: the C frontend compiles this file
 * with clang when a design uses float or double, links it into the design
 * and turns every floating-point operation into a call of one of these
 * functions on the operands' bits; the calls are then inlined and become
 * ordinary integer datapaths (docs/architecture.md, "Floating point").
 * tests/unit/test_softfloat.c checks every function bit for bit against
 * the CPU.
 *
 * Names: __hlsc_f32_OP and __hlsc_f64_OP for add, sub, mul, div, sqrt,
 * cmp (LLVM fcmp predicate), min, max, floor, ceil, from_i64, from_u64,
 * to_i64, to_u64; __hlsc_f32_to_f64 and __hlsc_f64_to_f32. */
#include "hlsc_softfloat.h"

/* The fixed-count loops of division and square root become straight-line
 * code in hlsc (its pass pipeline unrolls only the loops that ask). */
#ifdef __clang__
#define SF_UNROLL _Pragma("clang loop unroll(full)")
#else
#define SF_UNROLL
#endif

/* x shifted left until its bit 63 is set, and the shift (x == 0: 0 and
 * 63), in six stages (see normalize in hlsc_softfloat_ops.h). */
static inline unsigned long long sf_norm64(unsigned long long x, int *lz) {
  int n = 0;
  SF_UNROLL
  for (int k = 32; k >= 1; k /= 2) {
    int z = (x >> (64 - k)) == 0;
    x = z ? x << k : x;
    n += z ? k : 0;
  }
  *lz = n;
  return x;
}

#define SF_W 32
#define SF_E 8
#define SF_M 23
#define SF_U unsigned
#define SF_UU unsigned long long
#define SF_FN(n) __hlsc_f32_##n
#include "hlsc_softfloat_ops.h"
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
#define SF_FN(n) __hlsc_f64_##n
#include "hlsc_softfloat_ops.h"
#undef SF_W
#undef SF_E
#undef SF_M
#undef SF_U
#undef SF_UU
#undef SF_FN

/* float -> double: exact. */
unsigned long long __hlsc_f32_to_f64(unsigned a) {
  unsigned long long s = (unsigned long long)(a >> 31) << 63;
  unsigned ma = a & 0x7fffffffu;
  int e;
  unsigned f = __hlsc_f32_unpack(a, &e); /* hidden bit at 23 */
  unsigned long long r =
      s | ((unsigned long long)(e + 1023 - 127) << 52) |
      ((unsigned long long)(f & 0x7fffffu) << 29);
  r = ma == 0 ? s : r;
  r = ma == 0x7f800000u ? (s | 0x7ff0000000000000ull) : r;
  unsigned long long nan =
      s | 0x7ff8000000000000ull | ((unsigned long long)(a & 0x7fffffu) << 29);
  return ma > 0x7f800000u ? nan : r;
}

/* double -> float: rounded to nearest even. */
unsigned __hlsc_f64_to_f32(unsigned long long a) {
  unsigned s = (unsigned)(a >> 63) << 31;
  unsigned long long ma = a & 0x7fffffffffffffffull;
  int ex = (int)((a >> 52) & 0x7ff);
  unsigned long long m = (a & 0xfffffffffffffull) | (ex ? 1ull << 52 : 0);
  unsigned sig = (unsigned)(m >> 22) | ((m & 0x3fffffu) != 0);
  unsigned r = __hlsc_f32_pack(s, (ex ? ex : 1) - 1023 + 127, sig);
  r = ma == 0x7ff0000000000000ull ? (s | 0x7f800000u) : r;
  unsigned nan = s | 0x7fc00000u | (unsigned)((a & 0xfffffffffffffull) >> 29);
  return ma > 0x7ff0000000000000ull ? nan : r;
}
