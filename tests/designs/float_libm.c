/* float_libm.c - the libm functions hlsc computes exactly, on corner
 * values (signed zeros, halves, subnormals, infinities, NaNs): fabs,
 * fmin, fmax, copysign, sqrt, floor, ceil, trunc, in float and double,
 * and the comparisons C has (ordered and, through !, unordered ones); a
 * signalling NaN comes out of floor and ceil quieted, as from glibc's.
 */
// top: float_libm
#include <math.h>

static const float fv[10] = {-0.0f, 0.0f, 2.5f, -2.5f, 1e-40f, -1e-40f,
                             0.49999997f, -1.5f, 3e38f, 16777215.0f};
static const double dv[8] = {-0.0, 0.5, -0.5, 4.0e-320, 2.0, -7.25,
                             1.7976931348623157e308, 4503599627370495.5};

static const unsigned snan_bits = 0x7fa00000u;

static unsigned fb(float f) {
  union { float f; unsigned u; } u = {f};
  return u.u;
}
static unsigned long long db(double f) {
  union { double f; unsigned long long u; } u = {f};
  return u.u;
}

unsigned long long float_libm(void) {
  unsigned long long h = 1;
  float inf = 1e38f * 10.0f, nan = inf - inf;
  union { unsigned u; float f; } sn = {snan_bits};
  h = h * 31 + fb(floorf(sn.f)) + 3 * fb(ceilf(sn.f));
  for (int i = 0; i < 10; i++) {
    float x = fv[i], y = fv[(i + 3) % 10];
    h = h * 31 + fb(fabsf(x));
    h = h * 31 + fb(fminf(x, y)) + fb(fmaxf(x, y));
    h = h * 31 + fb(fminf(x, nan)) + fb(fmaxf(nan, y));
    h = h * 31 + fb(copysignf(x, y));
    h = h * 31 + fb(sqrtf(x));
    h = h * 31 + fb(floorf(x)) + fb(ceilf(x)) + fb(truncf(x));
    h = h * 31 + fb(x / y) + fb(x - inf) + fb(-x);
    h = h * 2 + (x < y) + (x <= nan) + !(x >= y) + !(x != nan);
  }
  for (int i = 0; i < 8; i++) {
    double x = dv[i], y = dv[(i + 5) % 8];
    h = h * 31 + db(fabs(x)) + db(fmin(x, y)) + db(fmax(y, x));
    h = h * 31 + db(copysign(y, x)) + db(sqrt(x)) + db(sqrt(-x));
    h = h * 31 + db(floor(x)) + db(ceil(x)) + db(trunc(x));
    h = h * 31 + db(x * y) + db(x + y) + db(x / y);
    h = h * 2 + (x == y) + (x > y);
  }
  return h;
}
