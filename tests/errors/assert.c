/* assert.c - a failed assert stops the program; hardware cannot stop.
 * The error names assert (not glibc's __assert_fail) and says how to
 * compile without it.
 */
// top: clamp
// expect-error: 12: 'assert' is not supported

#include <assert.h>

int clamp(int x) {
  /* the check the hardware cannot make */
  assert(x >= 0);
  return x > 100 ? 100 : x;
}
