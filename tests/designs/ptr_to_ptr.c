/* ptr_to_ptr.c - pointer-to-pointer: a function that advances a cursor
 * through `uint16_t **`, with the cursors themselves kept in an array and
 * chosen at run time, so the inner pointers may point into either array.
 */
// top: ptr_to_ptr
#include <stdint.h>

static uint16_t lo[16], hi[16];
static uint16_t *cur[2];

static uint16_t take(uint16_t **pp) {
  uint16_t v = **pp;
  *pp += 1;
  return v;
}

static void put(uint16_t **pp, uint16_t v) {
  **pp = v;
  (*pp)++;
}

uint32_t ptr_to_ptr(void) {
  for (int i = 0; i < 16; i++) {
    lo[i] = (uint16_t)(i * 3 + 1);
    hi[i] = (uint16_t)(500 - i * 7);
  }
  cur[0] = lo;
  cur[1] = hi + 4;
  uint32_t s = 0;
  for (int i = 0; i < 10; i++) {
    uint16_t **pp = &cur[(s >> 3) & 1];
    uint16_t v = take(pp);
    s = s * 5 + v;
  }
  cur[0] = hi;
  cur[1] = lo + 2;
  for (int i = 0; i < 8; i++)
    put(&cur[i & 1], (uint16_t)(s >> (i & 7)));
  for (int i = 0; i < 16; i++) s = s * 3 + lo[i] + hi[i];
  return s;
}
