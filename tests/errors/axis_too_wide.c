/* axis_too_wide.c - an HLSC_AXIS word is one value of at most 64 bits
 * inside hlsc (wider integers are not supported yet): 64 data bits with
 * TKEEP and TLAST are 73.
 */
// top: axis_wide
// expect-error: 9: the HLSC_AXIS word is 73 bits wide (data 64 + keep 8 + last 1)
#include <hlsc.h>

HLSC_AXIS(wide_stream, wide, (data, 64), (keep, 8), (last, 1));

void axis_wide(wide_stream *in, wide_stream *out) {
  for (;;) wide_stream_write(out, wide_stream_read(in));
}
