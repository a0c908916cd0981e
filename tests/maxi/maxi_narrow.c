/* AXI4 masters of 8- and 16-bit elements: four bytes or two half-words
 * per 32-bit beat, and arrays whose size is not a whole number of beats
 * (the last beat's WSTRB leaves the bytes after the array alone). */
// top: maxi_narrow
#include <stdint.h>
#include <stdio.h>

#define N 203

uint32_t maxi_narrow(const uint8_t src[static N], uint16_t acc[static N],
                     uint8_t dst[static N], uint8_t k) {
#pragma HLS INTERFACE m_axi port=src
#pragma HLS INTERFACE m_axi port=acc
#pragma HLS INTERFACE m_axi port=dst
  uint32_t s = 0;
  for (int i = 0; i < N; i++) {
    uint8_t v = src[(i * 7) % N];
    acc[i] = (uint16_t)(acc[i] + v * k);
    dst[N - 1 - i] = (uint8_t)(v ^ k);
    s += acc[i];
  }
  return s;
}

int main(void) {
  static uint8_t src[N], dst[N];
  static uint16_t acc[N];
  for (int i = 0; i < N; i++) {
    src[i] = (uint8_t)(i * 37 + 5);
    acc[i] = (uint16_t)(i * 1001);
    dst[i] = 0xee;
  }
  for (int c = 0; c < 2; c++)
    printf("%u\n", (unsigned)maxi_narrow(src, acc, dst, (uint8_t)(c + 3)));
  unsigned h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + acc[i] + dst[i];
  printf("%u\n", h);
  return 0;
}
