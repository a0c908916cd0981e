/* bitint_odd.c - C23 _BitInt of odd widths (7, 12, 17, 33, 63), unsigned
 * ones wrapping around modulo 2^N, mixed-width conversions, and a 12-bit
 * accumulator that deliberately overflows.
 * Exercises: non-power-of-two widths in the datapath and in a memory,
 * zero-extension and truncation between odd widths.
 */
// top: bitint_odd

typedef unsigned _BitInt(7) u7;
typedef unsigned _BitInt(12) u12;
typedef unsigned _BitInt(17) u17;
typedef unsigned _BitInt(33) u33;
typedef unsigned _BitInt(63) u63;

static u12 mem12[32];

unsigned long long bitint_odd(void) {
  u7 a = 100;
  u12 acc = 0;
  u17 b = 0x1fff0;
  u33 c = 0x1fffffff0uwb;
  u63 d = 1;
  for (int i = 0; i < 32; i++) {
    a += 45;                 /* wraps at 128 */
    acc += (u12)(a * 37u);   /* wraps at 4096 */
    b = b * 3 + a;           /* wraps at 131072 */
    c += (u33)b << 9;        /* wraps at 2^33 */
    d = d * 5 + c;           /* wraps at 2^63 */
    mem12[i] = acc ^ (u12)b;
  }
  u17 sum = 0;
  for (int i = 0; i < 32; i++)
    sum += mem12[i];
  u7 neg = -a; /* unsigned negation wraps */
  unsigned long long r = (unsigned long long)d;
  r ^= (unsigned long long)c << 20;
  r ^= (unsigned long long)sum << 3;
  r ^= (unsigned long long)neg << 56;
  r += acc;
  return r;
}
