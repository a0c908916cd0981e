/* float_bessel.c - a libm function hlsc has no version of yet (it has sin,
 * cos, exp, pow, atan2, fmod, erf, tgamma, ...: include/hlsc_libm_names.h):
 * refused at the call, by its C name.
 */
// top: wave
// expect-error: 13: 'j0f' is not supported yet
#include <math.h>

static const float phase[4] = {0.0f, 0.5f, 1.0f, 0.25f};

int wave(void) {
  float s = 0.0f;
  for (int i = 0; i < 4; i++) s += j0f(phase[i] + 1.0f);
  return (int)(s * 100.0f);
}
