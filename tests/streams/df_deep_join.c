/* df_deep_join: split writes each word to a and (doubled) to b; join sums
 * all of a before it reads b, so b must hold all n words: its depth is set
 * with `#pragma HLS STREAM`. With b 2 deep the design deadlocks in
 * hardware, not in C: tests/lib/cli.sh checks that cosim says so with
 * `--fifo-depth df_deep_join.b=2`, and what --size-fifos finds. */
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

void df_deep_join(u32_stream *in, u32_stream *out, unsigned n) {
  static u32_stream a, b;
#pragma HLS STREAM variable=b depth=16
  split(in, &a, &b, n);
  join(&a, &b, out, n);
}

static u32_stream in_s, out_s;

int main(void) {
  for (uint32_t i = 0; i < 16; i++) u32_stream_write(&in_s, i * 5u + 1u);
  df_deep_join(&in_s, &out_s, 16);
  while (!u32_stream_empty(&out_s)) printf("%u\n", u32_stream_read(&out_s));
  return 0;
}
