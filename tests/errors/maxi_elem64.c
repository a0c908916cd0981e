/* 64-bit elements need a data width of 64 bits or more: the default 32
 * would split an element over two beats. */
// top: maxi_elem64
// expect-error: 6: parameter 'a' has 64-bit elements; only 8-, 16- and 32-bit elements are supported (and 64-bit ones with a data width of 64 bits or more
#include <stdint.h>
uint64_t maxi_elem64(uint64_t a[64], uint32_t n) {
#pragma HLS INTERFACE m_axi port=a
  return a[n & 63];
}
