/* libm_gamma.c - lgamma of hlsc's libm (include/hlsc_libm_gamma.c) in
 * hardware: main calls the top on arguments that take each path of
 * hl_lgamma_dd, the body lgamma and tgamma share (the series near 1 and
 * 2, the steps up to 12 and Stirling's series, the reflection below 0
 * with sin and cos of pi times the distance to an integer) and of
 * lgamma's own ends (-log |x| below 2^-54, x (log x - 1) from 2^58, the
 * poles, NaN), and the Verilog's result bits must be the native run's.
 * lgamma(8) is one where glibc's result differs from hlsc's in the last
 * bit: the native run must call hlsc's, not AddressSanitizer's
 * interceptor of lgamma (hlsc cosim links it with --wrap=lgamma). One
 * call site: lgamma and tgamma together are about 21 MB of Verilog;
 * tests/unit/test_libm.c measures the C of both against glibc.
 */
// top: libm_gamma

#include <math.h>

unsigned long long libm_gamma(double x) {
  union { double d; unsigned long long u; } u = {lgamma(x)};
  return u.u;
}

#include <stdio.h>

int main(void) {
  static const double a[] = {8.0,   1.1,    1.9,     0.5,  30.25,  -0.3,
                             -2.5,  -3.14,  1e-300,  0x1p-60, 1e20, 1e300,
                             -4.0,  0.0,    INFINITY, NAN};
  for (unsigned i = 0; i < sizeof a / sizeof a[0]; i++)
    printf("%llx\n", libm_gamma(a[i]));
  return 0;
}
