/* setjmp.c - setjmp/longjmp need a call stack to return to: named as the
 * user wrote them (glibc's setjmp is a macro for _setjmp).
 */
// top: jumpy
// expect-error: 12: 'setjmp' is not supported

#include <setjmp.h>

static jmp_buf env;

int jumpy(int x) {
  if (setjmp(env))
    return 1;
  return x;
}
