/* print_formats.c - cosim smoke test: a void top whose only observable
 * result is its output, printed with widths, flags, length modifiers, %c,
 * %% and negative values, all of which the cosim renders from the raw
 * print records with the program's own format strings.
 */
// top: show
#include <stdio.h>

static const short vals[5] = {-3, 0, 7, -32768, 1234};

void show(void) {
  long long acc = -1;
  for (int i = 0; i < 5; i++) {
    int v = vals[i];
    acc = acc * 3 + v;
    printf("[%5d|%-6d|%04x|%+d|%c] ", v, v * 7, (unsigned)v & 0xffffu, v,
           'a' + i);
    printf("acc=%lld (%llx) %u%%\n", acc, (unsigned long long)acc,
           (unsigned)(i * 25));
  }
  puts("end");
}
