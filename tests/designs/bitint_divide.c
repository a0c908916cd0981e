/* bitint_divide.c - division and remainder at odd widths: unsigned
 * _BitInt(33) and _BitInt(63), signed _BitInt(17) with negative operands,
 * and a base conversion (to base 13) done in _BitInt(63).
 * Exercises: udiv/urem/sdiv/srem at widths 17, 33 and 63 (multi-cycle
 * dividers of unusual widths). The operands are read from volatile
 * memories so that clang cannot fold the kernel to a constant.
 */
// top: bitint_divide

typedef unsigned _BitInt(33) u33;
typedef unsigned _BitInt(63) u63;
typedef signed _BitInt(17) s17;

static volatile u33 a_in = 0x1ffffffffuwb; /* 2^33 - 1 */
static volatile s17 sv[6] = {-65536, 65535, -12345, 777, -1, 40000};
static volatile s17 sd[6] = {7, -9, 100, -3, 2, -65535};
static volatile u63 n_in = 0x7fffffffffffffffuwb; /* 2^63 - 1 */

unsigned long long bitint_divide(void) {
  u33 a = a_in;
  u33 qsum = 0;
  for (u33 d = 3; d < 300; d += 37) {
    qsum += a / d;
    qsum ^= a % d;
  }
  long long sacc = 0;
  for (int i = 0; i < 6; i++)
    sacc = sacc * 131 + (long long)(sv[i] / sd[i]) * 1000 + (long long)(sv[i] % sd[i]);
  u63 n = n_in;
  unsigned digits = 0, dsum = 0;
  while (n != 0) {
    dsum += (unsigned)(n % 13);
    n /= 13;
    digits++;
  }
  return (unsigned long long)qsum ^ ((unsigned long long)sacc << 20) ^
         ((unsigned long long)digits << 56) ^ dsum;
}
