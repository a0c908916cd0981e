/* int128.c - __int128 arithmetic: integers wider than 64 bits are not
 * supported.
 */
// top: wide_mul
// expect-error: 12: 64 bits

static const unsigned long long a[4] = {0xffffffffffffffffull, 12345678901ull,
                                        0x8000000000000000ull, 3ull};

unsigned long long wide_mul(void) {
  unsigned long long hi = 0;
  for (int i = 0; i < 4; i++) hi ^= (unsigned long long)(((unsigned __int128)a[i] * a[(i + 1) & 3]) >> 64);
  return hi;
}
