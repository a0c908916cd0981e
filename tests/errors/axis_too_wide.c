/* axis_too_wide.c - an HLSC_AXIS word is one value of at most 1024 bits
 * inside hlsc (as every integer): 1024 data bits with TLAST are 1025.
 */
// top: axis_wide
// expect-error: 8: the HLSC_AXIS word is 1025 bits wide (data 1024 + last 1)
#include <hlsc.h>

HLSC_AXIS(wide_stream, wide, (data, 1024), (last, 1));

void axis_wide(wide_stream *in, wide_stream *out) {
  for (;;) wide_stream_write(out, wide_stream_read(in));
}
