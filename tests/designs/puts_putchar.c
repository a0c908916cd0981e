/* puts_putchar.c - text output without printf: puts with literals and
 * putchar of computed characters (a small ASCII-art bar chart and a decimal
 * number printed digit by digit).
 * Exercises: puts/putchar lowering, characters computed in hardware.
 */
#include <stdio.h>

static void print_uint(unsigned v) {
  char buf[10];
  int n = 0;
  do {
    buf[n++] = (char)('0' + v % 10u);
    v /= 10u;
  } while (v != 0);
  while (n > 0)
    putchar(buf[--n]);
}

int main(void) {
  puts("bar chart:");
  static const unsigned char bars[6] = {3, 7, 1, 9, 4, 6};
  int total = 0;
  for (int i = 0; i < 6; i++) {
    putchar('A' + i);
    putchar(' ');
    for (int k = 0; k < bars[i]; k++)
      putchar(k % 5 == 4 ? '+' : '#');
    putchar('\n');
    total += bars[i] * (i + 1);
  }
  puts("total:");
  print_uint((unsigned)total * 1234567u);
  putchar('\n');
  return total;
}
