/* vector_ext.c - GCC's vector extension (vector_size): a global vector
 * with an initial value, element-wise arithmetic and shuffles-free lane
 * reads with a variable index. hlsc scalarizes the vector code (one
 * operation, load and store per lane).
 */
// top: vector_ext
#include <stdint.h>

typedef int32_t v4si __attribute__((vector_size(16)));
typedef uint16_t v8hu __attribute__((vector_size(16)));

static v4si acc = {1, -2, 3, -4};
static v8hu mix = {1, 2, 3, 4, 5, 6, 7, 8};

uint32_t vector_ext(void) {
  uint32_t h = 0;
  for (int i = 0; i < 24; i++) {
    v4si k = {i, i * 3, i ^ 5, 7 - i};
    acc = acc * 3 + k;
    acc ^= acc >> 4;
    mix = (mix << 1) + (v8hu)acc;
    h = h * 31u + (uint32_t)acc[i & 3] + mix[(i * 5) & 7];
  }
  for (int l = 0; l < 4; l++) h += (uint32_t)acc[l] << l;
  return h;
}
