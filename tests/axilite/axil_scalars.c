/* AXI4-Lite control (--interface s_axilite): scalar arguments of 8, 16,
 * 32, 40 and 64 bits (one or two register words each) and a 64-bit return
 * value read back over the bus; the testbench calls the top with edge
 * values, and every call goes through register writes, start, polling
 * and reading the return words. */
// top: axil_scalars
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(40) u40;

int64_t axil_scalars(int8_t a, uint16_t b, int32_t c, u40 d, int64_t e) {
  uint64_t acc = (uint64_t)e;
  for (int i = 0; i < 4; i++)
    acc = acc * 3 + (uint64_t)(a * (int64_t)b) - (uint64_t)c;
  return (int64_t)(acc ^ (uint64_t)d);
}

int main(void) {
  static const int8_t as[5] = {0, -1, 127, -128, 5};
  static const uint16_t bs[5] = {0, 65535, 1234, 1, 77};
  static const int32_t cs[5] = {0, -2147483647 - 1, 2147483647, -5, 99999};
  static const uint64_t ds[5] = {0, 0xffffffffffull, 0x123456789aull, 1,
                                 0x8000000000ull};
  static const int64_t es[5] = {0, -1, INT64_MAX, INT64_MIN, 0x0123456789abcdefll};
  for (int k = 0; k < 5; k++)
    printf("%lld\n", (long long)axil_scalars(as[k], bs[k], cs[k], (u40)ds[k],
                                             es[k]));
  return 0;
}
