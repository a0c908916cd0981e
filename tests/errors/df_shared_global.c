/* df_shared_global.c - two processes use a global the program writes: in
 * hardware each would have its own copy. */
// top: top
// expect-error: 19: both use 'total', which the program writes
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static unsigned total;
static void count(s8 *in, s8 *out) {
  for (;;) {
    unsigned char v = s8_read(in);
    total += v;
    s8_write(out, v);
  }
}
static void report(s8 *in, s8 *out) { for (;;) s8_write(out, (unsigned char)(s8_read(in) + total)); }
void top(s8 *in, s8 *out) {
  static s8 m;
  count(in, &m);
  report(&m, out);
}
