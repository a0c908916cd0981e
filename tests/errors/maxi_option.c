/* --m-axi names no parameter of the top: the error is at the top. */
// top: maxi_option
// hlsc-args: --m-axi a,q
// expect-error: 6: has no parameter 'q'
#include <stdint.h>
uint32_t maxi_option(uint32_t a[8], uint32_t n) { return a[n & 7]; }
