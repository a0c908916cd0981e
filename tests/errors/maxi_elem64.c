/* 64-bit elements need a data width of 64 bits or more (wider ones at
 * least their width, tests/errors/maxi_elem128.c): the default 32
 * would split an element over two beats. */
// top: maxi_elem64
// expect-error: 7: parameter 'a' has 64-bit elements; only 8-, 16- and 32-bit elements are supported (and 64- to 512-bit ones with a data width at least as wide
#include <stdint.h>
uint64_t maxi_elem64(uint64_t a[64], uint32_t n) {
#pragma HLS INTERFACE m_axi port=a
  return a[n & 63];
}
