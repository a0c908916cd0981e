// expect-error: 10: call to undefined function 'strlen'
/* A call of a function without a body is checked after inlining and dead
 * code removal; one that survives is reported where the user wrote it,
 * inside the inlined helper. */
#include <string.h>
// top: top
static char buf[8];
static int helper(int k) {
  buf[k & 7] = 'a';
  return (int)strlen(buf);
}
int top(int k) { return k > 3 ? helper(k) : 0; }
