/* float_libm_bits.c - ldexp, scalbn, frexp, modf, ilogb, lround, llround,
 * lrint, llrint, nextafter and fma in hardware, double and float, on
 * corner values (signed zeros, subnormals, the largest finite, halfway
 * points, values out of a long's range, fma's products cancelled by z,
 * infinities, NaN): the bits of every result, hashed, against the native
 * run of the same function. The infinity and the NaN are INFINITY and
 * NAN, not 1e300 * 1e10 and inf - inf: the sign of the NaN a subtraction
 * makes is the implementation's (x86's negative one at run time, LLVM's
 * positive one where the native run's compiler folds it).
 */
// top: float_libm_bits
#include <math.h>

static const double dv[12] = {0x1.0000000000001p0, 0x1.fffffffffffffp-1, -1.0,
                              2.5, -0.0, 4.9406564584124654e-324, 1e308,
                              -3.5, 0.1, 2.2250738585072009e-308, 0x1p63,
                              -1234567.5};
static const float fv[8] = {1e-45f, -0.0f, 3.4028235e38f, 0.75f, -8.5f,
                            1.1754942e-38f, 0x1.000002p0f, -0x1.fffffep-1f};

/* fma's operands: products cancelled by z to a few bits, a product on a
 * halfway point with z far below it, a subnormal result */
static const double fx[5] = {0x1.0000000000001p0, 0x1.8000000000001p0, 3.0,
                             0x1p-600, 1e308};
static const double fy[5] = {0x1.fffffffffffffp-1, 1.5, 0x1.5555555555555p-2,
                             0x1p-470, 10.0};
static const double fz[5] = {-1.0, -0x1p-80, -1.0, 0x1p-1070, -1e308};
static const float gx[4] = {0x1.000002p0f, 0x1.800002p0f, 3.0f, 0x1p-70f};
static const float gy[4] = {0x1.fffffep-1f, 1.5f, 0x1.555556p-2f, 0x1p-70f};
static const float gz[4] = {-1.0f, -0x1p-40f, -1.0f, 0x1p-148f};

static unsigned long long db(double f) {
  union { double f; unsigned long long u; } u = {f};
  return u.u;
}
static unsigned fb(float f) {
  union { float f; unsigned u; } u = {f};
  return u.u;
}

unsigned long long float_libm_bits(void) {
  unsigned long long h = 7;
  double inf = INFINITY, nan = NAN;
  for (int i = 0; i < 14; i++) {
    double x = i < 12 ? dv[i] : i == 12 ? inf : nan;
    double y = dv[(i + 5) % 12], z = dv[(i + 2) % 12];
    int e;
    double ip;
    h = h * 31 + db(ldexp(x, i * 190 - 1100)) + db(scalbn(y, 3 - i));
    h = h * 31 + db(frexp(x, &e)) + (unsigned)e;
    h = h * 31 + db(modf(x, &ip)) + 3 * db(ip);
    h = h * 31 + (unsigned)ilogb(x) + (unsigned long long)lround(x) +
        5 * (unsigned long long)llround(y) + 7 * (unsigned long long)lrint(x) +
        11 * (unsigned long long)llrint(z);
    double a = i < 9 ? fx[i % 5] : x, b = i < 9 ? fy[i % 5] : y;
    double c = i < 5 ? fz[i] : i < 9 ? -fz[i - 5] : z;
    h = h * 31 + db(nextafter(x, y)) + db(fma(a, b, c));
  }
  for (int i = 0; i < 8; i++) {
    float x = fv[i], y = fv[(i + 3) % 8], z = fv[(i + 6) % 8];
    int e;
    float ip;
    h = h * 31 + fb(ldexpf(x, i * 40 - 150)) + fb(scalbnf(y, 2 - i));
    h = h * 31 + fb(frexpf(x, &e)) + (unsigned)e;
    h = h * 31 + fb(modff(x, &ip)) + 3 * fb(ip);
    h = h * 31 + (unsigned)ilogbf(x) + (unsigned long long)lroundf(x) +
        5 * (unsigned long long)llroundf(y) +
        7 * (unsigned long long)lrintf(x) + 11 * (unsigned long long)llrintf(z);
    float a = i < 4 ? gx[i] : x, b = i < 4 ? gy[i] : y, c = i < 4 ? gz[i] : z;
    h = h * 31 + fb(nextafterf(x, y)) + fb(fmaf(a, b, c));
  }
  return h;
}
