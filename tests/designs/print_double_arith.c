/* print_double_arith.c - a double made from integer bits is printed, and
 * so is its product (soft-float multiply in the design). */
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
    printf("%f\n", from_bits(bits[i])); /* fine: only printed */
    printf("%f\n", from_bits(bits[i]) * 2.0);
  }
  return 0;
}
