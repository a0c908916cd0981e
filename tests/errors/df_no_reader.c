/* df_no_reader.c - a channel that a process writes and none reads. */
// top: top
// expect-error: 14: has no reader
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void tee(s8 *in, s8 *out, s8 *copy) {
  for (;;) {
    unsigned char v = s8_read(in);
    s8_write(out, v);
    s8_write(copy, v);
  }
}
void top(s8 *in, s8 *out) {
  static s8 lost;
  tee(in, out, &lost);
}
