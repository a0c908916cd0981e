/* wide_ports.c - scalar parameters and a return value of the top wider
 * than 64 bits: an unsigned __int128 (clang passes it as two i64), a
 * signed _BitInt(200) (passed as a pointer to a copy), a narrow k, and an
 * unsigned _BitInt(192) returned (through a hidden pointer). Each is one
 * port of exactly its width (a[127:0], b[199:0], ret[191:0]); the cosim
 * records every call's arguments and result as 64-bit limbs and drives
 * the ports with them. Values with the high bits set and negative b.
 */
// top: wide_ports
#include <stdio.h>

typedef unsigned __int128 u128;
typedef _BitInt(200) s200;
typedef unsigned _BitInt(192) u192;

u192 wide_ports(u128 a, s200 b, unsigned k) {
  u192 r = (u192)a ^ ((u192)b << 3);
  r += (u192)a << (k & 63);
  if (b < 0) r = ~r;
  if ((u128)b > a) r ^= (u192)1 << 191;
  return r + (b >> 150) + k;
}

static void put192(u192 r) {
  printf("%016llx %016llx %016llx\n", (unsigned long long)(r >> 128),
         (unsigned long long)(r >> 64), (unsigned long long)r);
}

int main(void) {
  static const u128 hi = (u128)0xfedcba9876543210ull << 64;
  const u128 as[5] = {1, hi | 0x0123456789abcdefull, ~(u128)0, 0, hi};
  const s200 bs[5] = {5, -((s200)1 << 150) - 12345,
                      (s200)0x7777777777777777ull << 100, -1,
                      ((s200)1 << 198) + 3};
  for (int i = 0; i < 5; i++) put192(wide_ports(as[i], bs[i], 7u * i + 1));
  return 0;
}
