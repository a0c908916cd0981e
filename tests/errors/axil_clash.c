/* --interface s_axilite: a scalar parameter named like the wrapper's
 * interrupt output is a located error, not a module with two ports of one
 * name. */
// hlsc-args: --interface s_axilite
// top: clash
// expect-error: 9: clashes with a name of the AXI4-Lite wrapper
#include <stdint.h>

int32_t clash(int32_t interrupt,
              int32_t b) {
  return interrupt + b;
}
