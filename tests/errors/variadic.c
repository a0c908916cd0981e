/* variadic.c - a variadic function: its arguments have no fixed place in
 * hardware; named as a variadic function, not as llvm.va_start.
 */
// top: sum3
// expect-error: 12: variadic functions

#include <stdarg.h>

static int sum(int n, ...) {
  va_list ap;
  int s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int sum3(int a, int b, int c) { return sum(3, a, b, c); }
