/* narrow_return.c - 8- and 16-bit arithmetic with C's integer promotions:
 * uint8_t counters that wrap, int16_t products computed in int and then
 * truncated, and a top returning a negative `short` (sign of a 16-bit
 * return value must survive the trip through the ret port).
 * Exercises: trunc/zext/sext around narrow types, 16-bit return.
 */
// top: narrow_return
#include <stdint.h>

static int16_t samples[20];

short narrow_return(void) {
  uint8_t wrap = 250;
  int16_t acc = 0;
  int8_t sacc = 0;
  for (int i = 0; i < 20; i++) {
    wrap = (uint8_t)(wrap + 3); /* 250, 253, 0, 3, ... */
    samples[i] = (int16_t)(wrap * 200 - 25000);
  }
  for (int i = 0; i < 20; i++) {
    int p = samples[i] * 3; /* int product, no overflow */
    acc = (int16_t)(acc ^ (int16_t)(p >> 2));
    sacc = (int8_t)(sacc + (int8_t)(samples[i] & 0x7f) - 40);
  }
  uint16_t u = (uint16_t)acc;
  u = (uint16_t)(u >> 3 | u << 13);
  return (short)((int16_t)u ^ sacc) < 0 ? (short)((int16_t)u ^ sacc)
                                        : (short)-((int16_t)u ^ sacc);
}
