/* ptr_store_two.c - stores through a pointer that points into one of two
 * arrays, chosen by the data (an even/odd split of a stream of values into
 * two histograms), then reads back through the same kind of pointer. Only
 * the array the pointer points into is written.
 */
// top: ptr_store_two
#include <stdint.h>

static uint16_t even_hist[8], odd_hist[8];

uint32_t ptr_store_two(void) {
  uint32_t x = 7;
  for (int i = 0; i < 60; i++) {
    x = x * 1664525u + 1013904223u;
    uint32_t v = x >> 24;
    uint16_t *h = v & 1 ? odd_hist : even_hist;
    h[(v >> 1) & 7] += (uint16_t)(v + 1);
  }
  uint32_t s = 0;
  for (int i = 0; i < 8; i++) {
    uint16_t *h = i & 1 ? even_hist : odd_hist;
    s = s * 31 + h[i] + 3u * even_hist[i] + odd_hist[7 - i];
  }
  return s;
}
