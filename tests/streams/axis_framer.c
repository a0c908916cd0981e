/* axis_framer: frames a plain 16-bit stream into AXI4-Stream packets of
 * `n` words: the design writes TLAST itself on every n-th word, TSTRB all
 * ones, and TUSER 1 on the first word of each packet (start of frame). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u16_stream, uint16_t);
HLSC_AXIS(frame_stream, frame_word, (data, 16), (strb, 2), (user, 1),
          (last, 1));

void axis_framer(u16_stream *in, frame_stream *out, unsigned n) {
  unsigned i = 0;
  for (;;) {
    frame_word w;
    w.data = u16_stream_read(in);
    w.strb = 3;
    w.user = i == 0;
    w.last = i + 1 >= n;
    frame_stream_write(out, w);
    i = w.last ? 0 : i + 1;
  }
}

static u16_stream in_s;
static frame_stream out_s;

int main(void) {
  for (unsigned i = 0; i < 50; i++) u16_stream_write(&in_s, (uint16_t)(i * 977u));
  HLSC_CALL(axis_framer(&in_s, &out_s, 7));
  while (!frame_stream_empty(&out_s)) {
    frame_word w = frame_stream_read(&out_s);
    printf("%04x strb %u%s%s\n", (unsigned)w.data, (unsigned)w.strb,
           w.user ? " sof" : "", w.last ? " last" : "");
  }
  return 0;
}
