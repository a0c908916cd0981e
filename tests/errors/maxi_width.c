/* A data width other than 32 bits (max_widen_bitwidth=): narrow elements
 * packed into wide beats are not implemented yet. */
// top: maxi_width
// expect-error: 7: data width 128 for 'a': only 32 is supported yet
#include <stdint.h>
uint32_t maxi_width(uint32_t a[64], uint32_t n) {
#pragma HLS INTERFACE m_axi port=a max_widen_bitwidth=128
  return a[n & 63];
}
