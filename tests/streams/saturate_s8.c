/* saturate_s8: out = saturate_to_int8(2 * in + bias) on signed 8-bit
 * _BitInt streams, bias a signed _BitInt(8) scalar, forever. Tests signed
 * narrow _BitInt streams and scalars (sign extension) and clamping at both
 * ends. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef _BitInt(8) s8;
HLSC_STREAM(s8_stream, s8);

void saturate_s8(s8_stream *in, s8_stream *out, s8 bias) {
  for (;;) {
    int v = 2 * (int)s8_stream_read(in) + (int)bias;
    if (v > 127)
      v = 127;
    if (v < -128)
      v = -128;
    s8_stream_write(out, (s8)v);
  }
}

static s8_stream in_s, out_s;

int main(void) {
  /* every value -128..127 once, in a scrambled order (i * 77 + 5 mod 256) */
  for (unsigned i = 0; i < 256; i++)
    s8_stream_write(&in_s, (s8)((int)((i * 77u + 5u) & 255u) - 128));
  HLSC_CALL(saturate_s8(&in_s, &out_s, (s8)-45));
  int n = 0;
  for (unsigned i = 0; !s8_stream_empty(&out_s); i++) {
    int x = (int)((i * 77u + 5u) & 255u) - 128;
    printf("%4d->%4d%c", x, (int)s8_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  }
  printf("\n%d words\n", n);
  return 0;
}
