/* df_two_readers.c - a stream parameter of a region passed to two
 * processes that both read it. */
// top: top
// expect-error: 17: read by processes 'a' and 'b'
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void a(s8 *in, s8 *out) {
  for (;;) s8_write(out, s8_read(in));
}
static void b(s8 *in, s8 *out) {
  for (;;) s8_write(out, s8_read(in));
}
void top(s8 *in, s8 *o1, s8 *o2) {
  static s8 m;
  a(in, &m);
  a(&m, o1);
  b(in, o2);
}
