/* pointer_to_int.c - a pointer chosen between two arrays, converted to an
 * integer: there are no addresses in hardware (only the difference of two
 * pointers into one array is supported).
 */
// top: top
// expect-error: 15: converting a pointer to an integer
#include <stdint.h>

int a[4], b[4];
volatile int sel;

int top(void) {
  int *p = sel ? a : b;
  p += sel;
  return (int)((uintptr_t)p & 7);
}
