/* bitint_2048.c - integers are supported up to 1024 bits; a
 * _BitInt(2048) is refused where it is first used.
 */
// top: bitint2048
// expect-error: 11: integers wider than 1024 bits are not supported

typedef unsigned _BitInt(2048) u2048;
static volatile unsigned long long in[2] = {12345, 678};

unsigned long long bitint2048(void) {
  u2048 a = (u2048)in[0] << 2000;
  a += (u2048)in[1] * a;
  return (unsigned long long)(a >> 1990);
}
