/* `INTERFACE m_axi` names a scalar parameter: only an array (or pointer)
 * parameter that is loaded or stored can be an AXI4 master. */
// top: maxi_scalar
// expect-error: 6: is not an array
#include <stdint.h>
uint32_t maxi_scalar(uint32_t a[8], uint32_t n) {
#pragma HLS INTERFACE m_axi port=n
  return a[n & 7];
}
