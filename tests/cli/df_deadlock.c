/* df_deadlock: a region that deadlocks in hardware but not in C. split
 * writes each word to a and (doubled) to b; join sums all of a before it
 * reads b. In C the channels are unbounded; in hardware b holds 2 words, so
 * split waits to write b while join waits to read a. hlsc cosim must say
 * so, naming both, instead of running to its cycle limit.
 * tests/streams/df_deep_join.c is the same design with a deep enough b. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

static void split(u32_stream *in, u32_stream *a, u32_stream *b, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    uint32_t v = u32_stream_read(in);
    u32_stream_write(a, v);
    u32_stream_write(b, v * 2u);
  }
}

static void join(u32_stream *a, u32_stream *b, u32_stream *out, unsigned n) {
  uint32_t sum = 0;
  for (unsigned i = 0; i < n; i++) sum += u32_stream_read(a);
  for (unsigned i = 0; i < n; i++) u32_stream_write(out, sum + u32_stream_read(b));
}

void df_deadlock(u32_stream *in, u32_stream *out, unsigned n) {
  static u32_stream a, b;
  split(in, &a, &b, n);
  join(&a, &b, out, n);
}

static u32_stream in_s, out_s;

int main(void) {
  for (uint32_t i = 0; i < 16; i++) u32_stream_write(&in_s, i * 5u + 1u);
  df_deadlock(&in_s, &out_s, 16);
  while (!u32_stream_empty(&out_s)) printf("%u\n", u32_stream_read(&out_s));
  return 0;
}
