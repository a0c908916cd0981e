/* df_chain: a dataflow region of three free-running processes joined by
 * two FIFO channels (scale -> offset -> clamp), with a scalar argument of
 * the region and a constant argument of a process. Each process is a
 * pipelined loop at II 1, so the chain should move one word per cycle. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u8_stream, uint8_t);
HLSC_STREAM(u16_stream, uint16_t);

static void scale(u8_stream *in, u16_stream *out, unsigned k) {
  for (;;) u16_stream_write(out, (uint16_t)(u8_stream_read(in) * k));
}

static void offset(u16_stream *in, u16_stream *out, uint16_t d) {
  for (;;) u16_stream_write(out, (uint16_t)(u16_stream_read(in) + d));
}

static void clamp(u16_stream *in, u8_stream *out) {
  for (;;) {
    uint16_t v = u16_stream_read(in);
    u8_stream_write(out, v > 255 ? 255 : (uint8_t)v);
  }
}

void df_chain(u8_stream *in, u8_stream *out, unsigned k) {
  static u16_stream scaled, shifted;
  scale(in, &scaled, k);
  offset(&scaled, &shifted, 7);
  clamp(&shifted, out);
}

static u8_stream in_s, out_s;

int main(void) {
  uint32_t x = 5;
  for (int i = 0; i < 300; i++) {
    x = x * 1103515245u + 12345u;
    u8_stream_write(&in_s, (uint8_t)(x >> 16));
  }
  HLSC_CALL(df_chain(&in_s, &out_s, 3));
  int n = 0;
  while (!u8_stream_empty(&out_s))
    printf("%u%c", u8_stream_read(&out_s), (++n % 16) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
