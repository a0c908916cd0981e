/* df_unused_stream.c - a stream passed to a process that neither reads
 * nor writes it. */
// top: top
// expect-error: 14: neither reads nor writes
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void copy(s8 *in, s8 *out, s8 *spare) {
  (void)spare;
  for (;;) s8_write(out, s8_read(in));
}
static void drain(s8 *in, s8 *out) { for (;;) s8_write(out, s8_read(in)); }
void top(s8 *in, s8 *out) {
  static s8 m, spare;
  copy(in, &m, &spare);
  drain(&m, out);
}
