/* fir4: 4-tap FIR y = 3x[k] - x[k-1] + 7x[k-2] + 2x[k-3] over int16
 * samples (int32 out), with a shift register of the last 4 samples,
 * forever. Tests loop-carried state in a small local array and a constant
 * coefficient table. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(s16_stream, int16_t);
HLSC_STREAM(s32_stream, int32_t);

static const int32_t taps[4] = {3, -1, 7, 2};

void fir4(s16_stream *in, s32_stream *out) {
  int32_t sr[4] = {0, 0, 0, 0};
  for (;;) {
    for (int k = 3; k > 0; k--)
      sr[k] = sr[k - 1];
    sr[0] = s16_stream_read(in);
    int32_t acc = 0;
    for (int k = 0; k < 4; k++)
      acc += taps[k] * sr[k];
    s32_stream_write(out, acc);
  }
}

static s16_stream in_s;
static s32_stream out_s;
static uint32_t lcg_state = 53u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* an impulse (gives the taps 3 -1 7 2), 4 zeros, a step of 100s, then
   * random full-range samples (|y| <= 13 * 32768, no overflow) */
  s16_stream_write(&in_s, 1);
  for (int i = 0; i < 4; i++)
    s16_stream_write(&in_s, 0);
  for (int i = 0; i < 6; i++)
    s16_stream_write(&in_s, 100);
  for (int i = 0; i < 189; i++)
    s16_stream_write(&in_s, (int16_t)((int32_t)(lcg() & 0xFFFFu) - 32768));
  HLSC_CALL(fir4(&in_s, &out_s));
  int n = 0;
  while (!s32_stream_empty(&out_s))
    printf("%d%c", s32_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
