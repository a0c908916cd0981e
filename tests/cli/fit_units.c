/* fit_units.c - area-aware unit limits (src/driver_fit.c): twelve 64-bit
 * multiplications and four 64-bit divisions by variables, one after the
 * other, so that with a unit of its own each on --target ice40 the
 * design's area estimate exceeds the iCE40 HX8K and the compiler shares
 * them until it fits. The testbench is main.
 */
// top: fit_units
#include <stdint.h>

uint64_t fit_units(uint64_t x, uint64_t y) {
  uint64_t a = x * y + 1, b = a * (x + 3) + 5, c = b * (y + 7) + a;
  uint64_t d = c * (a | 1) + b, e = d * (c ^ y) + 11, g = e * (d + x);
  uint64_t q = g / (y | 1) + e / (x | 3);
  uint64_t h = q * (g + 13) + c, i = h * (q ^ a) + d, j = i * (h + b);
  uint64_t k = j * (i | 5) + e, m = k * (j + g) + q;
  uint64_t r = m / (k | 1) + m % (a | 7);
  return m ^ r ^ (k * (r + 1));
}

#include <stdio.h>

int main(void) {
  printf("%llu\n", (unsigned long long)fit_units(3, 4));
  printf("%llu\n", (unsigned long long)fit_units(1000, 17));
  printf("%llu\n", (unsigned long long)fit_units(0xffffffffffffull, 0x12345u));
  return 0;
}
