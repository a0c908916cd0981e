/* axis_unknown_member.c - an HLSC_AXIS word may only have the AXI4-Stream
 * channels as members (data, keep, strb, user, id, dest, last); any other
 * name has no port to go to.
 */
// top: axis_unknown
// expect-error: 9: HLSC_AXIS member 'flags' is not an AXI4-Stream channel
#include <hlsc.h>

HLSC_AXIS(pkt_stream, pkt, (data, 16), (flags, 3), (last, 1));

void axis_unknown(pkt_stream *in, pkt_stream *out) {
  for (;;) pkt_stream_write(out, pkt_stream_read(in));
}
