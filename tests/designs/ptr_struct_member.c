/* ptr_struct_member.c - structs holding pointers: a table of buffer
 * descriptors (data pointer, length, step) in a constant array, initialized
 * with the addresses of three arrays, and a cursor struct whose pointer
 * member is advanced while copying from one buffer into another.
 */
// top: ptr_struct_member
#include <stdint.h>

struct buf {
  uint8_t *data;
  uint8_t len;
  uint8_t step;
};

static uint8_t b0[12] = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8};
static uint8_t b1[10] = {2, 7, 1, 8, 2, 8, 1, 8, 2, 8};
static uint8_t b2[12];
static const struct buf bufs[3] = {{b0, 12, 1}, {b1, 10, 2}, {b2, 12, 3}};

struct cursor {
  uint8_t *p;
  int left;
};

uint32_t ptr_struct_member(void) {
  uint32_t s = 0;
  struct cursor out = {b2, 12};
  for (int round = 0; round < 4; round++) {
    const struct buf *src = &bufs[round % 3];
    for (int i = 0; i < src->len; i += src->step) {
      uint8_t v = src->data[i];
      s = s * 7 + v;
      if (out.left == 0) {
        out.p = round & 1 ? b0 : b2;
        out.left = 12;
      }
      *out.p++ = (uint8_t)(v + round);
      out.left--;
    }
  }
  for (int i = 0; i < 12; i++) s += (uint32_t)b0[i] * 3 + b2[i];
  return s;
}
