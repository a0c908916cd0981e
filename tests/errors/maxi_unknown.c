/* `INTERFACE m_axi` names no parameter of the top: the error is at the
 * pragma. */
// top: maxi_unknown
// expect-error: 7: has no parameter 'b'
#include <stdint.h>
uint32_t maxi_unknown(uint32_t a[8], uint32_t n) {
#pragma HLS INTERFACE m_axi port=b
  return a[n & 7];
}
