/* bitint_signed.c - signed _BitInt(7/12/17/33/63): sign extension into
 * wider types, signed comparison, arithmetic right shift, signed division
 * and remainder at odd widths, and unsigned wrap-around before conversion.
 * Exercises: sext/trunc between odd widths, sdiv/srem/ashr/icmp slt at
 * widths that are not multiples of 8.
 */
// top: bitint_signed

typedef signed _BitInt(7) s7;
typedef signed _BitInt(12) s12;
typedef signed _BitInt(17) s17;
typedef signed _BitInt(33) s33;
typedef signed _BitInt(63) s63;
typedef unsigned _BitInt(12) u12;

static s12 vals[16];

long long bitint_signed(void) {
  /* fill with values spread over the whole 12-bit signed range, computed
   * in unsigned 12-bit arithmetic (defined wrap) then reinterpreted */
  u12 u = 0x7a5;
  for (int i = 0; i < 16; i++) {
    u = u * 1103u + 97u;
    vals[i] = (s12)(int)(u >= 2048 ? (int)u - 4096 : (int)u);
  }
  s17 pos = 0, neg = 0;
  s33 prod = 1;
  int negatives = 0;
  for (int i = 0; i < 16; i++) {
    s12 v = vals[i];
    if (v < 0) {
      negatives++;
      neg += v;
    } else {
      pos += v;
    }
    s7 small = (s7)(v % 61); /* srem, result in -60..60 */
    prod = (prod * 3 + small) % 1000003;
  }
  s63 wide = (s63)neg * 1000000007;
  s63 q = wide / 977;      /* signed division of a negative value */
  s63 r = wide % 977;      /* remainder takes the dividend's sign */
  s17 sh = neg >> 3;       /* arithmetic shift of a negative value */
  /* mixed in unsigned arithmetic: r may be negative, and shifting a
   * negative value left is undefined in C */
  unsigned long long res = (unsigned long long)(long long)q;
  res ^= (unsigned long long)(long long)r << 40;
  res += (unsigned long long)((long long)pos * 7 + (long long)sh);
  res += (unsigned long long)(long long)prod;
  res += (unsigned long long)negatives;
  return (long long)res;
}
