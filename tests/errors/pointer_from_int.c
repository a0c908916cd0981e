/* pointer_from_int.c - an integer turned into a pointer: hardware has no
 * addresses, so the object it would point into is unknown.
 */
// top: top
// expect-error: 11: converting an integer to a pointer is not supported
#include <stdint.h>

volatile uintptr_t addr;

int top(void) {
  int *p = (int *)addr;
  return *p;
}
