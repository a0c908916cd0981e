/* df_compute.c - a region computes in its own body. */
// top: top
// expect-error: 12: computes in its own body
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void scale(s8 *in, s8 *out, unsigned k) {
  for (;;) s8_write(out, (unsigned char)(s8_read(in) * k));
}
void top(s8 *in, s8 *out, unsigned k) {
  static s8 m;
  scale(in, &m, k);
  scale(&m, out, k + 1);
}
