/* print_double_var.c - a local double variable that holds bits is
 * computed with (a soft-float add) and printed. */
#include <stdio.h>

// top: show

static double from_bits(unsigned long long x) {
  union { double d; unsigned long long u; } t;
  t.u = x;
  return t.d;
}

static unsigned long long bits[4] = {0x3ff0000000000000ULL, 2, 3, 4};

int show(void) {
  for (int i = 0; i < 4; i++) {
    double d = from_bits(bits[i]);
    d = d + 1.0;
    printf("%f\n", d);
  }
  return 0;
}
