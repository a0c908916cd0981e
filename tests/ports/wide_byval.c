/* Wide integers that clang passes through memory: a signed _BitInt(300)
 * parameter (a pointer to a copy of 320 bits) and an unsigned
 * _BitInt(129) returned through a hidden pointer (sret), beside a signed
 * __int128 (two i64): ports of exactly 300, 128 and 129 bits, driven and
 * compared in Verilator and Icarus. */
// top: wide_byval
// expect-ports: x:300 y:128 ret:129
#include <stdio.h>

typedef _BitInt(300) s300;
typedef unsigned _BitInt(129) u129;

u129 wide_byval(s300 x, __int128 y) {
  s300 s = x + (s300)y + ((s300)y << 1);
  u129 r = (u129)(s >> 171) ^ (u129)s;
  return s < 0 ? ~r : r + (u129)(y < 0);
}

int main(void) {
  const s300 xs[4] = {0, -1, (s300)1 << 298, -((s300)0x1234567 << 250) + 9};
  const __int128 ys[4] = {1, -5, (__int128)1 << 126, -((__int128)1 << 100)};
  for (int i = 0; i < 4; i++) {
    u129 r = wide_byval(xs[i], ys[i]);
    printf("%d %016llx %016llx\n", (int)(r >> 128),
           (unsigned long long)(r >> 64), (unsigned long long)r);
  }
  return 0;
}
