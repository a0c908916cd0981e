/* xp_scale_sat: out = saturate_to_s12(((in * gain + in * 5 + offset) >> 6))
 * on signed 16-bit samples, gain and offset signed scalars, forever; the
 * result is written as a signed 12-bit _BitInt. Tests input-to-output
 * arithmetic (two multiplies, an add, an arithmetic shift and two clamps)
 * between one read and one write of a free-running process: the work that
 * pipeline extraction (issue 24) moves out of the controller. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef _BitInt(12) s12;
HLSC_STREAM(s16_stream, int16_t);
HLSC_STREAM(s12_stream, s12);

void xp_scale_sat(s16_stream *in, s12_stream *out, int16_t gain,
                  int32_t offset) {
  for (;;) {
    int32_t x = s16_stream_read(in);
    /* |x * gain + x * 5| < 2^31 for 16-bit x and gain (no overflow) */
    int32_t v = (x * gain + x * 5 + offset) >> 6;
    if (v > 2047)
      v = 2047;
    if (v < -2048)
      v = -2048;
    s12_stream_write(out, (s12)v);
  }
}

static s16_stream in_s;
static s12_stream out_s;
static uint32_t lcg_state = 211u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* the extremes, small values around 0 (in range), then random samples
   * of full range (most clamp at one end or the other) and of a small
   * range (pass through) */
  static const int16_t edge[] = {-32768, 32767, -1, 0, 1, 2, -2, 100, -100};
  int n_in = 0;
  for (unsigned i = 0; i < sizeof edge / sizeof edge[0]; i++, n_in++)
    s16_stream_write(&in_s, edge[i]);
  for (int i = 0; i < 150; i++, n_in++)
    s16_stream_write(&in_s, (int16_t)(lcg() & 0xffffu));
  for (int i = 0; i < 150; i++, n_in++)
    s16_stream_write(&in_s, (int16_t)((int)(lcg() % 7001u) - 3500));
  HLSC_CALL(xp_scale_sat(&in_s, &out_s, 113, -700));
  int n = 0, hi = 0, lo = 0;
  while (!s12_stream_empty(&out_s)) {
    int y = (int)s12_stream_read(&out_s);
    hi += y == 2047;
    lo += y == -2048;
    printf("%5d%c", y, (++n % 12) ? ' ' : '\n');
  }
  printf("\n%d of %d words, %d clamped high, %d clamped low\n", n, n_in, hi,
         lo);
  return 0;
}
