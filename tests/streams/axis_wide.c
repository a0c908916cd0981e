/* axis_wide: an AXI4-Stream pass-through of 512-bit words with TKEEP (64
 * bits) and TLAST (hlsc.h's HLSC_AXIS: a 577-bit packed word, split into
 * three channels at the top's ports): TDATA gets a 512-bit add, TKEEP is
 * rotated, TLAST kept. Natively the packed word takes 10 slots of the
 * FIFO; cosim compares every bit of every word. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(512) u512;

HLSC_AXIS(beat_stream, beat, (data, 512), (keep, 64), (last, 1));

void axis_wide(beat_stream *in, beat_stream *out) {
  const u512 k = ~(u512)0 / 5;
  for (;;) {
    beat w = beat_stream_read(in);
    w.data = (w.data ^ (w.data >> 100)) + k;
    w.keep = w.keep << 8 | w.keep >> 56;
    beat_stream_write(out, w);
  }
}

static beat_stream in_s, out_s;

int main(void) {
  for (unsigned i = 0; i < 40; i++) {
    beat w = {0};
    for (unsigned j = 0; j < 8; j++)
      w.data = w.data << 64 | (u512)((i + 1) * 0x9e3779b97f4a7c15ull * (j + 3));
    w.keep = i % 4 == 3 ? 0xffffffffull : ~0ull;
    w.last = (i % 4) == 3;
    beat_stream_write(&in_s, w);
  }
  HLSC_CALL(axis_wide(&in_s, &out_s));
  while (!beat_stream_empty(&out_s)) {
    beat w = beat_stream_read(&out_s);
    printf("%016llx %016llx %016llx %u\n", (unsigned long long)(w.data >> 448),
           (unsigned long long)w.data, (unsigned long long)w.keep,
           (unsigned)w.last);
  }
  return 0;
}
