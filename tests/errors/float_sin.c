/* float_sin.c - a libm function hlsc has no soft-float version of yet:
 * refused at the call, by its C name.
 */
// top: wave
// expect-error: 12: 'sinf' is not supported yet
#include <math.h>

static const float phase[4] = {0.0f, 0.5f, 1.0f, 1.5f};

int wave(void) {
  float s = 0.0f;
  for (int i = 0; i < 4; i++) s += sinf(phase[i]);
  return (int)(s * 100.0f);
}
