/* An element wider than 64 bits behind an AXI4 master needs a data width
 * at least as wide (it is never split over beats): 128-bit elements on a
 * 64-bit bus are refused at the parameter. */
// top: maxi_elem128
// expect-error: 8: parameter 'a' has 128-bit elements; only 8-, 16- and 32-bit elements are supported (and 64- to 512-bit ones with a data width at least as wide
#include <stdint.h>
typedef unsigned __int128 u128;
uint64_t maxi_elem128(u128 a[16], uint32_t n) {
#pragma HLS INTERFACE m_axi port=a max_widen_bitwidth=64
  return (uint64_t)((a[n & 15] + a[(n + 1) & 15]) >> 60);
}
