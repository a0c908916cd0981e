/* ptr_struct_copy.c - struct assignment, memcpy and memset through
 * pointers that may point into one of two arrays of structs (clang turns
 * `*p = *q` into a memcpy): each unit is read from every array the source
 * may point into and written only to the array the destination points
 * into. (Was the error test errors/pointer_memcpy_several.)
 */
// top: ptr_struct_copy
#include <stdint.h>
#include <string.h>

struct rec {
  uint16_t key;
  uint8_t tag[6];
  uint32_t val;
};

static struct rec ra[4], rb[4];

uint32_t ptr_struct_copy(void) {
  uint32_t x = 3;
  for (int i = 0; i < 4; i++) {
    ra[i] = (struct rec){(uint16_t)i, {1, 2, 3, 4, 5, 6}, 100u + i};
    rb[i] = (struct rec){(uint16_t)(9 - i), {7, 7, 7, 7, 7, 7}, 200u * i};
  }
  for (int r = 0; r < 6; r++) {
    x = x * 1664525u + 1013904223u;
    struct rec *d = (x >> 20) & 1 ? ra : rb;
    const struct rec *s = (x >> 21) & 1 ? ra : rb;
    int i = (x >> 22) & 3, j = (x >> 24) & 3;
    if (i != j || d != s) d[i] = s[j];
    d[i].val += x >> 28;
    if ((x >> 26) & 1) memset(d[j].tag, r, sizeof d[j].tag);
    memcpy(&d[(i + 1) & 3].key, &s[j].key, sizeof s[j].key);
  }
  uint32_t h = 0;
  for (int i = 0; i < 4; i++) {
    h = h * 31 + ra[i].key + rb[i].val;
    for (int k = 0; k < 6; k++) h = h * 3 + ra[i].tag[k] + rb[i].tag[k];
    h ^= ra[i].val + rb[i].key;
  }
  return h;
}
