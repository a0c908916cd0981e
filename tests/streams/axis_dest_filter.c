/* axis_dest_filter: an AXI4-Stream router port: keeps the packets whose
 * TDEST is `dest` and whose TID is not 0, drops the rest whole. TDEST and
 * TID are the same in every word of a packet; the decision is taken at a
 * packet's first word and holds until its TLAST. Words pass with TID,
 * TDEST and TLAST unchanged. */
#include <hlsc.h>
#include <stdbool.h>
#include <stdio.h>

HLSC_AXIS(route_stream, route_word, (data, 16), (id, 3), (dest, 2),
          (last, 1));

void axis_dest_filter(route_stream *in, route_stream *out, unsigned dest) {
  bool first = true, keep = false;
  for (;;) {
    route_word w = route_stream_read(in);
    if (first) keep = w.dest == dest && w.id != 0;
    if (keep) route_stream_write(out, w);
    first = w.last;
  }
}

static route_stream in_s, out_s;
static unsigned lcg_state = 5u;

static unsigned lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int call = 0; call < 1; call++) {
    for (int p = 0; p < 20; p++) {
      int n = 1 + (int)(lcg() % 6u);
      unsigned id = lcg() % 8u, dest = lcg() % 4u;
      for (int i = 0; i < n; i++) {
        route_word w;
        w.data = (unsigned _BitInt(16))lcg();
        w.id = (unsigned _BitInt(3))id;
        w.dest = (unsigned _BitInt(2))dest;
        w.last = i == n - 1;
        route_stream_write(&in_s, w);
      }
    }
    HLSC_CALL(axis_dest_filter(&in_s, &out_s, (unsigned)(call + 1)));
    while (!route_stream_empty(&out_s)) {
      route_word w = route_stream_read(&out_s);
      printf("call %d: %04x id %u dest %u%s\n", call, (unsigned)w.data,
             (unsigned)w.id, (unsigned)w.dest, w.last ? " last" : "");
    }
  }
  return 0;
}
