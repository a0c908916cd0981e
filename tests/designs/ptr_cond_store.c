/* ptr_cond_store.c - a conditional store through a pointer into one of
 * two arrays, in a loop that is if-converted: the store is predicated on
 * the pointer's object and on the branch (Csmith seed 200026 with
 * pointers: "store has 4 operands" after if-conversion).
 */
// top: ptr_cond_store
#include <stdint.h>

static uint8_t lo[16], hi[16];

uint32_t ptr_cond_store(void) {
  uint32_t x = 1;
  for (int i = 0; i < 16; i++) {
    lo[i] = (uint8_t)i;
    hi[i] = (uint8_t)(200 - i);
  }
  for (int r = 0; r < 3; r++) {
    uint8_t *p = r & 1 ? hi : lo;
    for (int i = 0; i < 16; i++) {
      x = x * 1103515245u + 12345u;
      if ((x >> 20) & 1) p[i] = (uint8_t)(p[i] + (x >> 24));
    }
  }
  uint32_t s = 0;
  for (int i = 0; i < 16; i++) s = s * 33 + lo[i] + 7u * hi[i];
  return s;
}
