/* int128_mulhi.c - the high halves of 64 x 64 -> 128-bit products, an
 * unsigned __int128 multiply and shift (tests/errors/int128.c while
 * integers wider than 64 bits were refused).
 */
// top: wide_mul

static volatile const unsigned long long a[4] = {
    0xffffffffffffffffull, 12345678901ull,
    0x8000000000000000ull, 3ull}; /* volatile: not folded by clang */

unsigned long long wide_mul(void) {
  unsigned long long hi = 0;
  for (int i = 0; i < 4; i++) hi ^= (unsigned long long)(((unsigned __int128)a[i] * a[(i + 1) & 3]) >> 64);
  return hi;
}
