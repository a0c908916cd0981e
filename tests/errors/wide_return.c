/* wide_return.c - the return value is at most 64 bits wide: a top
 * returning a _BitInt(100) (which clang returns as a pair of 64-bit
 * halves) is refused by its C type.
 */
// top: wide_return
// expect-error: 11: the return value of the top function is an integer wider than 64 bits

typedef unsigned _BitInt(100) u100;
static volatile unsigned long long in[2] = {12345, 678};

u100 wide_return(void) {
  return (u100)in[0] * in[1] << 60;
}
