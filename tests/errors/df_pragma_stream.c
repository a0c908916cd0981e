/* df_pragma_stream.c - `#pragma HLS STREAM` naming no stream of the
 * region. */
// top: top
// expect-error: 12: 'q', which is not a static local stream
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void copy(s8 *in, s8 *out) {
  for (;;) s8_write(out, s8_read(in));
}
void top(s8 *in, s8 *out) {
  static s8 m;
#pragma HLS STREAM variable=q depth=4
  copy(in, &m);
  copy(&m, out);
}
