/* An AXI4 master argument (issue 27, item 2) of 64-bit elements on the
 * default 32-bit data bus: 64-bit elements need max_widen_bitwidth=64 or
 * more (rtl/maxi.h), so asking for one is a located error at the
 * parameter, not a memory port the user did not ask for. */
// top: m_axi_top
// expect-error: 9: 64- to 512-bit ones with a data width at least as wide
#include <stdint.h>

uint32_t m_axi_top(uint64_t a[64]) {
  uint32_t s = 0;
#pragma HLS INTERFACE m_axi port=a
  for (int i = 0; i < 64; i++) s += (uint32_t)(a[i] >> 7);
  return s;
}
