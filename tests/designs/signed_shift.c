/* signed_shift.c - arithmetic right shift of negative values (sign bits
 * shift in), logical right shift of the same bits as unsigned, left shifts
 * of non-negative values, sign extension via shift pairs, and a fixed-point
 * rounding division by a power of two.
 * Exercises: ashr/lshr/shl with constant and variable amounts, 8..64 bits.
 * (Right shift of a negative value is implementation-defined in C; clang
 * and every two's-complement target use arithmetic shift.)
 */
// top: signed_shift

static int sign_extend(unsigned v, unsigned bits) {
  unsigned m = 1u << (bits - 1u);
  v &= (1u << bits) - 1u;
  return (int)(v ^ m) - (int)m;
}

static int round_shift(int x, unsigned s) {
  return (x + (1 << (s - 1))) >> s; /* rounds half up, even for x < 0 */
}

unsigned long long signed_shift(void) {
  unsigned long long acc = 0; /* unsigned: the mixing below may wrap */
  int x = -123456789;
  for (unsigned s = 0; s < 31; s++) {
    int a = x >> s;                  /* arithmetic */
    unsigned l = (unsigned)x >> s;   /* logical */
    acc += (unsigned long long)(long long)a;
    acc ^= (unsigned long long)l << (s & 7u);
  }
  long long y = -987654321987654321ll;
  for (unsigned s = 1; s < 64; s += 5)
    acc += (unsigned long long)(y >> s);
  signed char c = -100;
  short sh = -20000;
  acc += (unsigned long long)(long long)((c >> 3) * 1000 + (sh >> 5));
  for (unsigned b = 2; b <= 16; b++)
    acc += (unsigned long long)(long long)sign_extend(0xabcdu * b, b);
  for (int v = -40; v <= 40; v += 9)
    acc = acc * 3u + (unsigned long long)(long long)round_shift(v * 1000, 4);
  acc += (unsigned long long)((unsigned)0x12345 << 13);
  return acc;
}
