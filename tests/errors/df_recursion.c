/* df_recursion.c - a region that is one of its own processes. */
// top: top
// expect-error: 12: recursion between dataflow regions
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void copy(s8 *in, s8 *out) {
  for (;;) s8_write(out, s8_read(in));
}
void top(s8 *in, s8 *out) {
  static s8 m;
  copy(in, &m);
  top(&m, out);
}
