/* df_empty: a process of a dataflow region that tests whether its input is
 * empty (it counts the cycles it found no word): hlsc warns that the
 * answer depends on timing. */
#include <hlsc.h>
#include <stdint.h>

HLSC_STREAM(u8_stream, uint8_t);

static void poll(u8_stream *in, u8_stream *out) {
  uint8_t idle = 0;
  for (;;) {
    if (u8_stream_empty(in)) {
      idle++;
      continue;
    }
    u8_stream_write(out, (uint8_t)(u8_stream_read(in) + idle));
  }
}

static void pass(u8_stream *in, u8_stream *out) {
  for (;;) u8_stream_write(out, u8_stream_read(in));
}

void df_empty(u8_stream *in, u8_stream *out) {
  static u8_stream m;
  poll(in, &m);
  pass(&m, out);
}
