/* A data width that is not 32, 64, 128, 256 or 512 bits
 * (max_widen_bitwidth=). */
// top: maxi_width
// expect-error: 7: data width 96 for 'a': 32, 64, 128, 256 or 512 bits are supported
#include <stdint.h>
uint32_t maxi_width(uint32_t a[64], uint32_t n) {
#pragma HLS INTERFACE m_axi port=a max_widen_bitwidth=96
  return a[n & 63];
}
