/* df_two_writers.c - a region's stream is a FIFO channel with one writer
 * and one reader: two processes writing it is an error at its declaration.
 */
// top: top
// expect-error: 18: 2 writers
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void src(s8 *in, s8 *out) {
  for (;;) s8_write(out, s8_read(in));
}
static void gen(s8 *out) {
  for (unsigned char i = 0;; i++) s8_write(out, i);
}
static void sink(s8 *in, s8 *out) {
  for (;;) s8_write(out, s8_read(in));
}
void top(s8 *in, s8 *out) {
  static s8 m;
  src(in, &m);
  gen(&m);
  sink(&m, out);
}
