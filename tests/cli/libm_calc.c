/* libm_calc.c - sin, pow, atan2 and fmod in hardware: include/hlsc_libm.c,
 * linked into the design by the frontend (src/llvm/libm.c), against the
 * same C in the native run (libm_calc_tb.c drives it; cli/libm in
 * tests/lib/cli.sh). Between them the calls use most of the library: the
 * reduction of any argument modulo pi/2, the sin and cos series, log and
 * exp in double-double precision, pow's special cases, atan's table and
 * series, and fmod's loop (clang's frem), whose trip count is the
 * arguments' exponent difference.
 */
#include <math.h>

double libm_calc(double x, double y, int k) {
  if (k == 2) return atan2(x, y);
  if (k == 3) return fmod(x, y);
  return k ? pow(x, y) : sin(x);
}
