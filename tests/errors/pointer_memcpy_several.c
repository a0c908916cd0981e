/* pointer_memcpy_several.c - memcpy into a pointer chosen at run time
 * between two arrays: loads and stores through such a pointer are
 * supported, memcpy and memset through one are not.
 */
// top: top
// expect-error: 14: copying or setting memory through a pointer that may point into several objects
#include <string.h>

int a[4], b[4], c[4] = {1, 2, 3, 4};
volatile int sel;

int top(void) {
  int *p = sel ? a : b;
  memcpy(p, c, sizeof c);
  return a[1] + b[2];
}
