/* df_nested: a region inside a region. The outer region's middle process
 * (inner) is itself a region of two processes. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u16_stream, uint16_t);

static void add(u16_stream *in, u16_stream *out, uint16_t k) {
  for (;;) u16_stream_write(out, (uint16_t)(u16_stream_read(in) + k));
}

static void twice(u16_stream *in, u16_stream *out) {
  for (;;) {
    uint16_t v = u16_stream_read(in);
    u16_stream_write(out, v);
    u16_stream_write(out, (uint16_t)~v);
  }
}

static void inner(u16_stream *in, u16_stream *out) {
  static u16_stream doubled;
  twice(in, &doubled);
  add(&doubled, out, 100);
}

void df_nested(u16_stream *in, u16_stream *out) {
  static u16_stream a, b;
  add(in, &a, 1);
  inner(&a, &b);
  add(&b, out, 1000);
}

static u16_stream in_s, out_s;

int main(void) {
  for (int i = 0; i < 150; i++) u16_stream_write(&in_s, (uint16_t)(i * 433));
  HLSC_CALL(df_nested(&in_s, &out_s));
  int n = 0;
  while (!u16_stream_empty(&out_s))
    printf("%u%c", u16_stream_read(&out_s), (++n % 12) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
