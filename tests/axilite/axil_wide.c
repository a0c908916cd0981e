/* AXI4-Lite control (--interface s_axilite) of scalars wider than 64
 * bits: an unsigned __int128 argument (4 register words), a _BitInt(72)
 * (3 words, the last one 8 bits) and an unsigned _BitInt(160) return
 * value (5 words) read back over the bus; the header's accessors take
 * and give arrays of 32-bit words. */
// top: axil_wide
#include <stdio.h>

typedef unsigned __int128 u128;
typedef _BitInt(72) s72;
typedef unsigned _BitInt(160) u160;

u160 axil_wide(u128 a, s72 b, unsigned char c) {
  u160 r = ((u160)a << c) ^ (u160)b;
  return b < 0 ? r + a : r - (u160)b * 3;
}

int main(void) {
  const u128 as[4] = {0, ~(u128)0, (u128)0x8000000000000001ull << 63, 77};
  const s72 bs[4] = {0, -1, ((s72)1 << 70) + 5,
                     -((s72)1 << 70) - ((s72)1 << 70)};
  const unsigned char cs[4] = {0, 31, 32, 5};
  for (int k = 0; k < 4; k++) {
    u160 r = axil_wide(as[k], bs[k], cs[k]);
    printf("%08x %016llx %016llx\n", (unsigned)(r >> 128),
           (unsigned long long)(r >> 64), (unsigned long long)r);
  }
  return 0;
}
