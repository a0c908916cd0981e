/* int128_mac.c - unsigned __int128 and __int128 arithmetic: a 128-bit
 * linear congruential generator with a multiplier wider than 64 bits, a
 * 128 x 128 -> 128 multiply-accumulate, 128-bit division and remainder
 * (unsigned and signed, negative operands), shifts by variable amounts
 * (shl, lshr, ashr), unsigned and signed compares and selects, and
 * truncations and extensions between 128 and 64 bits. The seeds are read
 * from volatile memories so that clang cannot fold the kernel to a
 * constant. The result folds the 128-bit state to 64 bits.
 */
// top: int128_mac

typedef unsigned __int128 u128;
typedef __int128 s128;

static volatile unsigned long long seeds[4] = {
    0x0123456789abcdefull, 0xfedcba9876543210ull, 0x8000000000000001ull, 7ull};

unsigned long long int128_mac(void) {
  u128 x = ((u128)seeds[0] << 64) | seeds[1];
  const u128 k = ((u128)0x2360ed051fc65da4ull << 64) | 0x4385df649fccf645ull;
  u128 acc = seeds[2], h = 0;
  s128 sacc = -(s128)seeds[3];
  /* sequential: pipelined, the loop's two 128-bit dividers and two
   * multipliers become hundreds of free-running stages, more than Yosys
   * synthesizes in the suite's time (tests/python/wide_uint.py pipelines
   * a 128-bit divider) */
#pragma clang loop pipeline(disable)
  for (int i = 0; i < 12; i++) {
    x = x * k + 0x5851f42d4c957f2dull;                 /* wide constant */
    u128 y = x >> (64 + (i & 7));                       /* variable lshr */
    acc += x * (y | 1);                                 /* 128-bit MAC */
    u128 d = (x >> (i * 9 + 3)) | 3;                    /* divisor */
    u128 q = acc / d, r = acc % d;                      /* 128-bit div */
    s128 sx = (s128)(x << (i * 5));                     /* variable shl */
    s128 sd = (s128)((x >> 80) | 5) * ((i & 1) ? -1 : 1);
    sacc += sx / sd + sx % sd;                          /* signed div */
    sacc ^= sx >> (i + 60);                             /* variable ashr */
    h ^= q + (r << 3);
    h = h > acc ? h - acc : h + (acc >> 1);             /* unsigned compare */
    if (sacc < (s128)h) h += (u128)(unsigned long long)sacc; /* signed */
  }
  h ^= (u128)sacc;
  return (unsigned long long)(h >> 64) ^ (unsigned long long)h;
}
