/* wide_return.c - a top without parameters returning an unsigned
 * _BitInt(100) (which clang returns as a pair of 64-bit halves): the port
 * ret is 100 bits wide (tests/errors/wide_return.c while returns wider
 * than 64 bits were refused). Its cosim goes through main's calls, as for
 * a top with parameters: the recorder reads the value natively from
 * memory.
 */
// top: wide_return
#include <stdio.h>

typedef unsigned _BitInt(100) u100;
static volatile unsigned long long in[2] = {12345, 678};

u100 wide_return(void) {
  in[1] += 0x9e3779b97f4a7c15ull;
  return (u100)in[0] * in[1] << 40;
}

int main(void) {
  for (int i = 0; i < 3; i++) {
    u100 r = wide_return();
    printf("%09llx %016llx\n", (unsigned long long)(r >> 64),
           (unsigned long long)r);
  }
  return 0;
}
