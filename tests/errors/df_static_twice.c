/* df_static_twice.c - one function with static state called as two
 * processes: natively they would share it, in hardware each has its own. */
// top: top
// expect-error: 17: both use 'seen' (static in tally)
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void tally(s8 *in, s8 *out) {
  static unsigned char seen;
  for (;;) {
    seen++;
    s8_write(out, (unsigned char)(s8_read(in) + seen));
  }
}
void top(s8 *in, s8 *out) {
  static s8 m;
  tally(in, &m);
  tally(&m, out);
}
