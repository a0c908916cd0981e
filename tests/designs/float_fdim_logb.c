/* float_fdim_logb.c - fdim and logb in hardware, double and float, on
 * corner values (signed zeros, subnormals, the largest finite, infinities,
 * NaN, equal and adjacent pairs): the bits of every result, hashed, against
 * the native run of the same function.
 */
// top: float_fdim_logb
#include <math.h>

static const double dv[10] = {-0.0, 0.0, 4.9406564584124654e-324, 3.0,
                              -2.5, 1.7976931348623157e308, 0.1,
                              2.2250738585072009e-308, 1e-310, -1e300};
static const float fv[8] = {1e-45f, -0.0f, 3.4028235e38f, 0.75f, -8.0f,
                            1.1754942e-38f, 3.0f, 1e-40f};

static unsigned long long db(double f) {
  union { double f; unsigned long long u; } u = {f};
  return u.u;
}
static unsigned fb(float f) {
  union { float f; unsigned u; } u = {f};
  return u.u;
}

unsigned long long float_fdim_logb(void) {
  unsigned long long h = 7;
  double inf = 1e300 * 1e10, nan = inf - inf;
  for (int i = 0; i < 10; i++) {
    double x = dv[i], y = dv[(i + 3) % 10];
    h = h * 31 + db(fdim(x, y)) + 3 * db(fdim(y, x)) + db(fdim(x, x));
    h = h * 31 + db(logb(x)) + db(fdim(x, i & 1 ? inf : nan));
  }
  h = h * 31 + db(logb(inf)) + db(logb(-inf)) + db(logb(nan));
  for (int i = 0; i < 8; i++) {
    float x = fv[i], y = fv[(i + 5) % 8];
    h = h * 31 + fb(fdimf(x, y)) + 5 * fb(fdimf(y, x));
    h = h * 31 + fb(logbf(x)) + fb(logbf(-y));
  }
  return h;
}
