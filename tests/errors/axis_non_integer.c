/* axis_non_integer.c - every HLSC_AXIS member is an unsigned integer of
 * the width given for it: a width that is not an integer constant (here
 * a floating-point one) is an error at the declaration.
 */
// top: axis_float
// expect-error: 9: integer constant expression must have integer type
#include <hlsc.h>

HLSC_AXIS(f_stream, fword, (data, 32.0), (last, 1));

void axis_float(f_stream *in, f_stream *out) {
  for (;;) f_stream_write(out, f_stream_read(in));
}
