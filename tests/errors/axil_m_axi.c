/* AXI4 master arguments (issue 27, item 2) are not implemented: asking
 * for one is a located error, not a memory port the user did not ask for. */
// top: m_axi_top
// expect-error: 9: AXI4 master arguments are not supported
#include <stdint.h>

uint32_t m_axi_top(uint32_t a[64]) {
  uint32_t s = 0;
#pragma HLS INTERFACE m_axi port=a
  for (int i = 0; i < 64; i++) s += a[i];
  return s;
}
