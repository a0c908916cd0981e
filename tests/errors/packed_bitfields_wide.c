/* packed_bitfields_wide.c - consecutive bit-fields of a packed struct, 100
 * bits in all: clang reads and writes them as one 104-bit integer, wider
 * than hlsc's 64 (found by the random-program campaign, Csmith's packed
 * structs).
 */
// top: wide_fields
// expect-error: 20: integers wider than 64 bits are not supported
#include <stdint.h>

#pragma pack(push, 1)
struct S1 {
  signed f0 : 31;
  unsigned f1 : 29;
  unsigned f2 : 18;
  unsigned f3 : 22;
};
#pragma pack(pop)
static struct S1 g = {-5, 7, 9, 11};

uint32_t wide_fields(void) { return (uint32_t)g.f1 + (uint32_t)g.f3; }
