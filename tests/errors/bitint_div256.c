/* bitint_div256.c - division and remainder work up to 128 bits (the
 * sequential divider takes one cycle per quotient bit); a 256-bit quotient
 * is refused where it is written.
 */
// top: div256
// expect-error: 13: division and remainder of integers wider than 128 bits are not supported

typedef unsigned _BitInt(256) u256;
static volatile unsigned long long in[2] = {12345, 678};

unsigned long long div256(void) {
  u256 a = (u256)in[0] << 200, b = (u256)in[1] << 3;
  u256 q = a / b;
  return (unsigned long long)(q >> 190);
}
