/* crc.c - bitwise CRC-32 of 256 bytes, the loop over a byte's bits fully
 * unrolled: a recurrence through the CRC register. */
// top: crc
#include "bench.h"
#define XC(i) (((i) * 73 + 19) % 256)
static const unsigned char data[256] = {D256(XC, 0)};

unsigned crc(void) {
  unsigned c = 0xffffffffu;
  for (int i = 0; i < 256; i++) {
    BENCH_TRIP();
    c ^= data[i];
#pragma clang loop unroll(full)
    for (int b = 0; b < 8; b++) c = (c >> 1) ^ (0xedb88320u & (0u - (c & 1u)));
  }
  return ~c;
}
