/* df_wire_cycle.c - a feedback cycle whose channels are both depth 0. */
// top: top
// expect-error: 18: closes a cycle of processes joined only by channels of depth 0
#include <hlsc.h>
HLSC_STREAM(s8, unsigned char);
static void acc(s8 *in, s8 *back, s8 *sum, s8 *out) {
  for (;;) {
    unsigned char s = (unsigned char)(s8_read(in) + s8_read(back));
    s8_write(out, s);
    s8_write(sum, s);
  }
}
static void delay(s8 *sum, s8 *back) {
  s8_write(back, 0);
  for (;;) s8_write(back, s8_read(sum));
}
void top(s8 *in, s8 *out) {
  static s8 back, sum;
#pragma HLS STREAM variable=back depth=0
#pragma HLS STREAM variable=sum depth=0
  acc(in, &back, &sum, out);
  delay(&sum, &back);
}
