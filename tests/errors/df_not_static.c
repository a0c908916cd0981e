/* df_not_static.c - a region's local stream that is not static. */
// top: top
// expect-error: 11: must be static
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void copy(s8 *in, s8 *out) {
  for (;;) s8_write(out, s8_read(in));
}
void top(s8 *in, s8 *out) {
  static s8 m;
  s8 n = {0};
  copy(in, &m);
  copy(&m, &n);
  copy(&n, out);
}
