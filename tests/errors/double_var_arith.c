/* double_var_arith.c - a local double variable that holds bits may be
 * printed, but one that is also computed with needs floating point. */
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
    d = d + 1.0; // expect-error: 18: floating point is not supported
    printf("%f\n", d);
  }
  return 0;
}
