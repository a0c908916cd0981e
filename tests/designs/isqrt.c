/* isqrt.c - integer square roots: the bit-by-bit (digit-by-digit) method on
 * 32-bit values, Newton's iteration with a data-dependent convergence exit
 * on 64-bit values, checked against each other and by squaring.
 * Exercises: a fixed 16-iteration bit loop, a while loop with a
 * data-dependent exit, 64-bit division inside the loop.
 */
// top: isqrt

static unsigned isqrt_bits(unsigned x) {
  unsigned res = 0, bit = 1u << 30;
  while (bit > x)
    bit >>= 2;
  while (bit) {
    if (x >= res + bit) {
      x -= res + bit;
      res = (res >> 1) + bit;
    } else {
      res >>= 1;
    }
    bit >>= 2;
  }
  return res;
}

static unsigned long long isqrt_newton(unsigned long long n) {
  if (n < 2)
    return n;
  unsigned long long x = n, y = (x + 1) / 2;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2;
  }
  return x;
}

unsigned isqrt(void) {
  unsigned h = 0, bad = 0;
  unsigned v = 7;
  for (int i = 0; i < 24; i++) {
    v = v * 2654435761u + 12345u;
    unsigned r = isqrt_bits(v);
    unsigned long long r2 = isqrt_newton(v);
    if (r != r2)
      bad++;
    unsigned long long sq = (unsigned long long)r * r;
    unsigned long long sq1 = (unsigned long long)(r + 1u) * (r + 1u);
    if (sq > v || sq1 <= v)
      bad++;
    h = h * 131u + r;
  }
  unsigned long long big = isqrt_newton(0xfffffffffffffull * 1000ull);
  return h ^ (bad << 28) ^ (unsigned)big;
}
