/* float_fmod.c - '%' has no floating-point form in C, but fmod does and
 * clang turns it into LLVM's frem: refused at the call.
 */
// top: wrap
// expect-error: 12: 'fmod' is not supported yet
#include <math.h>

static const double angle[4] = {1.0, 7.5, -3.25, 12.0};

int wrap(void) {
  double s = 0.0;
  for (int i = 0; i < 4; i++) s += fmod(angle[i], 6.25);
  return (int)s;
}
