/* fir8_unrolled: 8-tap FIR over int16 samples (int32 out), forever, with
 * both inner loops fully unrolled by pragma: the shift register becomes
 * registers and the process loop is pipelined. Tests a stream process
 * whose taps are constants and whose state is a loop-carried register
 * file. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(s16_stream, int16_t);
HLSC_STREAM(s32_stream, int32_t);

static const int32_t taps[8] = {3, -1, 7, 2, -5, 11, 4, 1};

void fir8_unrolled(s16_stream *in, s32_stream *out) {
  int32_t sr[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  for (;;) {
#pragma clang loop unroll(full)
    for (int k = 7; k > 0; k--)
      sr[k] = sr[k - 1];
    sr[0] = s16_stream_read(in);
    int32_t acc = 0;
#pragma clang loop unroll(full)
    for (int k = 0; k < 8; k++)
      acc += taps[k] * sr[k];
    s32_stream_write(out, acc);
  }
}

static s16_stream in_s;
static s32_stream out_s;

int main(void) {
  uint32_t lcg = 99u;
  for (int i = 0; i < 300; i++) {
    lcg = lcg * 1664525u + 1013904223u;
    s16_stream_write(&in_s, (int16_t)((lcg >> 8) & 0xffff));
  }
  HLSC_CALL(fir8_unrolled(&in_s, &out_s));
  int n = 0;
  while (!s32_stream_empty(&out_s))
    printf("%ld%c", (long)s32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d outputs\n", n);
  return 0;
}
