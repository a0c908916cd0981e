/* libm_erf.c - erfc of hlsc's libm (include/hlsc_libm_erf.c) in
 * hardware: main calls the top on arguments that take each path of the
 * body erf, erfc, erff and erfcf share (hl_erf_core: the series below
 * 1/2, the table of polynomials below 3, the continued fraction from 3,
 * e^(-x^2) in double-double) and of erfc's own ends (1 - erf below 1/2,
 * 2 - erfc on the negative side, subnormal results near 27, 0 from 28,
 * the special values), and the Verilog's result bits must be the native
 * run's. One call site: a call of erf, erfc, erff or erfcf builds about
 * 4 MB of Verilog, and the four together 18 MB, which takes Yosys and
 * Verilator many minutes; tests/unit/test_libm.c measures the C of all
 * four against glibc.
 */
// top: libm_erf

#include <math.h>

unsigned long long libm_erf(double x) {
  union { double d; unsigned long long u; } u = {erfc(x)};
  return u.u;
}

#include <stdio.h>

int main(void) {
  static const double a[] = {-0.0,  1e-310, 0x1p-70, 0.3,   -0.49, 0.75,
                             -1.9,  2.9,    3.5,     -5.0,  6.5,   26.6,
                             27.5,  1e300,  -1e300,  NAN};
  for (unsigned i = 0; i < sizeof a / sizeof a[0]; i++)
    printf("%llx\n", libm_erf(a[i]));
  return 0;
}
