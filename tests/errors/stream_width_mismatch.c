/* stream_width_mismatch.c - one stream parameter accessed with two element
 * types (two HLSC_STREAM types cast onto the same port).
 */
// top: mix
// expect-error: 13: accessed as i8 here and as i16 elsewhere
#include <hlsc.h>
#include <stdint.h>

HLSC_STREAM(s8, uint8_t);
HLSC_STREAM(s16, uint16_t);

void mix(s8 *in, s16 *out) {
  uint8_t a = s8_read(in);
  uint16_t b = s16_read((s16 *)in);
  s16_write(out, (uint16_t)(a + b));
}
