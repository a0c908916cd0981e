/* axis_pass: an AXI4-Stream pass-through that adds 1 to TDATA and keeps
 * TKEEP, TUSER and TLAST of every word as they came (hlsc.h's HLSC_AXIS:
 * a 40-bit packed word, split into four channels at the top's ports). */
#include <hlsc.h>
#include <stdio.h>

HLSC_AXIS(pkt_stream, pkt, (data, 32), (keep, 4), (user, 3), (last, 1));

void axis_pass(pkt_stream *in, pkt_stream *out) {
  for (;;) {
    pkt w = pkt_stream_read(in);
    w.data += 1;
    pkt_stream_write(out, w);
  }
}

static pkt_stream in_s, out_s;

int main(void) {
  for (unsigned i = 0; i < 60; i++) {
    pkt w = {0};
    w.data = i * 2654435761u;
    w.keep = (i * 7) % 16;
    w.user = i % 7;
    w.last = (i % 5) == 4 || i == 59;
    pkt_stream_write(&in_s, w);
  }
  HLSC_CALL(axis_pass(&in_s, &out_s));
  while (!pkt_stream_empty(&out_s)) {
    pkt w = pkt_stream_read(&out_s);
    printf("%08x %x %x %u\n", (unsigned)w.data, (unsigned)w.keep,
           (unsigned)w.user, (unsigned)w.last);
  }
  return 0;
}
