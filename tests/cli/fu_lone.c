/* fu_lone.c - three sequential 64-bit multiplies under `--units mul=2`
 * on iCE40 at 10 ns: one unit takes two of them, the other only one.
 * The schedule gives every multiply of a shared kind the shared unit's
 * operand-load cycle, so the lone one's unit must have that cycle too
 * (it was built one stage too long: "65 stages cannot split 64 bits",
 * an internal compiler error). main is the testbench. */
#include <stdio.h>

typedef unsigned _BitInt(53) u53;

unsigned long long fu_lone(unsigned long long a, unsigned long long b,
                           unsigned long long c, unsigned long long d) {
  u53 x = (u53)a * (u53)b;
  u53 y = (u53)c * (u53)d;
  u53 z = (u53)(a ^ d) * (u53)(b + c);
  return (unsigned long long)(x ^ (y << 1) ^ (z << 2));
}

int main(void) {
  unsigned long long s = 0;
  for (int i = 0; i < 3; i++)
    s ^= fu_lone(0x123456789abcdull * (i + 1), 0xfedcba987ull + i,
                 77777777777ull * i, 0x1fffffffffffffull - i);
  printf("%llu\n", s);
  return 0;
}
