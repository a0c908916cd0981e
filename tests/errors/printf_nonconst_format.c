/* printf_nonconst_format.c - printf whose format string is chosen at run
 * time: the hardware prints need the format at compile time.
 */
// expect-error: 13: format
#include <stdio.h>

int main(void) {
  int s = 0;
  for (int i = 0; i < 5; i++) {
    s += i;
    const char *fmt = (s & 1) ? "odd %d\n" : "even %d\n";
    /* the format depends on s */
    printf(fmt, s);
  }
  return s;
}
