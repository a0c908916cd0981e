/* double_dot.c - the double-precision twin of float_dot: a dot product of
 * 32 elements, then one division and one square root.
 * Exercises: fdiv, fmul, fadd and sqrt in binary64, a pipelined double
 * accumulation.
 */
// top: double_dot
#include <math.h>

#define N 32

static double a[N], b[N];

static unsigned long long bits(double f) {
  union { double f; unsigned long long u; } u = {f};
  return u.u;
}

unsigned long long double_dot(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (double)(i * 13 % 29) - 14.5;
    b[i] = 0.375 * (double)(i + 7) - 1.0;
  }
  double d = 0.0;
  for (int i = 0; i < N; i++) d += a[i] * b[i];
  double n = sqrt(d * d + 2.0) / 3.0;
  return bits(d) ^ (bits(n) << 1);
}
