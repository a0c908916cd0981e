/* libm_calc.c - sin and pow in hardware: include/hlsc_libm.c, linked into
 * the design by the frontend (src/llvm/libm.c), against the same C in the
 * native run (libm_calc_tb.c drives it; cli/libm in tests/lib/cli.sh).
 * Between them the two calls use every part of the library: the
 * reduction of any argument modulo pi/2, the sin and cos series, log and
 * exp in double-double precision, and pow's special cases.
 */
#include <math.h>

double libm_calc(double x, double y, int k) {
  return k ? pow(x, y) : sin(x);
}
