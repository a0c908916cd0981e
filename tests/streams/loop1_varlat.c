/* loop1_varlat: forever, reads t and writes t/7 + t%5 when t != 0, else 0
 * (seed loop 1). Tests a variable-latency (divider) path taken
 * conditionally inside a free-running stream loop. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

static unsigned long_op(unsigned t) { return t / 7u + t % 5u; }

void loop1_varlat(u32_stream *in, u32_stream *out) {
  for (;;) {
    unsigned t = u32_stream_read(in);
    if (t)
      t = long_op(t);
    u32_stream_write(out, t);
  }
}

static u32_stream in_s, out_s;
static unsigned inputs[240];
static uint32_t lcg_state = 7u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int i = 0; i < 240; i++) {
    uint32_t r = lcg();
    /* about one word in three is zero; some words are large */
    unsigned v = (r % 3u == 0) ? 0u : (r & 64u) ? r * 191u : r % 1000u;
    inputs[i] = v;
    u32_stream_write(&in_s, v);
  }
  HLSC_CALL(loop1_varlat(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s)) {
    unsigned in = inputs[n];
    unsigned o = u32_stream_read(&out_s);
    printf("%u->%u%c", in, o, (++n % 6) ? ' ' : '\n');
  }
  printf("\n%d words\n", n);
  return 0;
}
