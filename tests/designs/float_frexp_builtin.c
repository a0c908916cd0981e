/* float_frexp_builtin.c - __builtin_frexp and __builtin_frexpf, which
 * clang makes LLVM's llvm.frexp intrinsic of (a pair of the fraction and
 * the exponent) rather than a call of frexp: in hardware on corner values
 * (signed zeros, subnormals, the largest finite, infinities, NaN), both
 * results of every call hashed, against the native run.
 */
// top: float_frexp_builtin
#include <math.h>

static const double dv[8] = {-0.0, 4.9406564584124654e-324, 0.75, -3.0,
                             1.7976931348623157e308, 1e-310, INFINITY, NAN};
static const float fv[8] = {1e-45f, -0.0f, 3.4028235e38f, 0.75f, -8.5f,
                            1e-40f, -INFINITY, NAN};

static unsigned long long db(double f) {
  union { double f; unsigned long long u; } u = {f};
  return u.u;
}
static unsigned fb(float f) {
  union { float f; unsigned u; } u = {f};
  return u.u;
}

unsigned long long float_frexp_builtin(void) {
  unsigned long long h = 7;
  for (int i = 0; i < 8; i++) {
    int e = i, ef = i;
    h = h * 31 + db(__builtin_frexp(dv[i], &e)) + (unsigned)e;
    h = h * 31 + fb(__builtin_frexpf(fv[i], &ef)) + 3 * (unsigned)ef;
  }
  return h;
}
