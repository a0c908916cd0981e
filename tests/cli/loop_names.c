/* loop_names.c - loops are named by their own for/while/do line and their
 * C label in -v, --report, the schedule page and --emit dot. */
#include <hlsc.h>
#include <stdint.h>

HLSC_STREAM(s16_stream, int16_t); /* not a loop's name */
HLSC_STREAM(s32_stream, int32_t);

HLSC_STREAM(u8_stream, uint8_t); /* line 9: was the name of line 13's */
HLSC_STREAM(u32_stream, uint32_t);

void loop_names_pack(u8_stream *in, u32_stream *out) {
  for (;;) { /* line 13: the inner loop is unrolled */
    uint32_t w = 0;
    for (int i = 0; i < 4; i++)
      w |= (uint32_t)u8_stream_read(in) << (8 * i);
    u32_stream_write(out, w);
  }
}

static const int32_t taps[4] = {3, -1, 7, 2};

void loop_names_stream(s16_stream *in, s32_stream *out) {
  int32_t sr[4] = {0, 0, 0, 0};
  for (;;) { /* line 25: not line 27, the body's */
    for (int k = 3; k > 0; k--)
      sr[k] = sr[k - 1];
    sr[0] = s16_stream_read(in);
    int32_t acc = 0;
    for (int k = 0; k < 4; k++)
      acc += taps[k] * sr[k];
    s32_stream_write(out, acc);
  }
}

static int a[64];

int loop_names(int n) {
  int s = 0;
  Shift_Accum: for (int i = 0; /* line 40: label on its line */
                    i < n; i++) {
    s += a[i & 63] * 3;
  }
Scan:
  while (s > 7) /* line 45: label on the line above */
    s = s / 3 + a[s & 63];
  do { /* line 47: the do, not its while */
    s++;
    s ^= a[s & 63];
  } while (s < 1000);
  switch (n) {
  case 3:
    for (int i = 0; i < n; i++) /* line 53: `case 3:` is no label */
      a[i] = s + i;
  }
  return s;
}
