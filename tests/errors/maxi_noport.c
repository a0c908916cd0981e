/* `INTERFACE m_axi` without port=. */
// top: maxi_noport
// expect-error: 6: needs port=NAME
#include <stdint.h>
uint32_t maxi_noport(uint32_t a[8], uint32_t n) {
#pragma HLS INTERFACE m_axi offset=slave
  return a[n & 7];
}
