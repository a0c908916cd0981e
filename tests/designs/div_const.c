/* div_const.c - division and remainder by small constants, whose quotient
 * step is a table (the remainder stays below |k|: 2 or 3 bits), signed and
 * unsigned, negative divisors and dividends, INT_MIN, at 8 and 32 bits; in
 * a pipelined loop (r[i], no carried value) and in FSM states (h, a chain).
 * Exercises: udiv/urem/sdiv/srem by a constant (src/arch/divider.c).
 */
// top: div_const

static const int vals[12] = {0,   1,    6,          7,
                             -7,  -8,   100,        -100,
                             2147483647, -2147483647 - 1, 123456789,
                             -987654321};

unsigned div_const(void) {
  unsigned r[12];
  for (int i = 0; i < 12; i++) {
    int a = vals[i];
    unsigned u = (unsigned)a;
    r[i] = (unsigned)(a / 3) + (unsigned)(a % 7) * 5u +
           ((unsigned)(a / -7) ^ (unsigned)(a % -3)) + u / 5u + u % 6u * 9u +
           (u / 7u << 3);
  }
  unsigned h = 0;
  for (int i = 0; i < 12; i++) {
    int a = vals[i];
    signed char c = (signed char)a;
    unsigned char uc = (unsigned char)a;
    h = h * 33u + r[i];
    h = h * 33u + (unsigned)(c / 3) + (unsigned)(c % -5);
    h = h * 33u + uc / 7u + uc % 3u;
    h = h * 33u + (unsigned)(a % 2) + (unsigned)(a / 1);
  }
  return h;
}
