/* free.c - releasing memory: with no heap in hardware, free() is as
 * unsupported as malloc(), even on its own.
 */
// top: release
// expect-error: 13: dynamic allocation
#include <stdlib.h>

static int *pool;

int release(void) {
  int r = pool ? 1 : 0;
  /* free(NULL) is valid C, but there is no heap to return memory to */
  free(pool);
  return r;
}
