/* A scalar parameter named like the base address input of an m_axi
 * array (a_base) would clash with the wrapper's port. */
// top: maxi_clash
// hlsc-args: --m-axi a
// expect-error: 7: clashes with a name of the AXI4 master wrapper
#include <stdint.h>
uint32_t maxi_clash(uint32_t a[8], uint32_t a_base) { return a[a_base & 7]; }
