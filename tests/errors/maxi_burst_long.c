/* An AXI4 INCR burst has at most 256 beats: a longer one asked for is an
 * error at the pragma. */
// top: maxi_burst_long
// expect-error: 7: at most 256 (an AXI4 INCR burst has 1 to 256 beats)
#include <stdint.h>
uint32_t maxi_burst_long(const uint32_t a[static 64]) {
#pragma HLS INTERFACE m_axi port=a max_read_burst_length=512
  uint32_t s = 0;
  for (int i = 0; i < 64; i++) s += a[i];
  return s;
}
