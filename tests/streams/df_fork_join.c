/* df_fork_join: a fork/join region. dispatch sends odd words to a fast
 * worker and even words to a slow one (a division), and writes a tag per
 * word; merge reads the tag to take the next result from the right worker,
 * restoring the input order. The tag channel is 8 deep, the fast worker's
 * output a direct wire (depth 0). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);
HLSC_STREAM(tag_stream, bool);

static void dispatch(u32_stream *in, u32_stream *odd, u32_stream *even,
                     tag_stream *tag) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    bool o = w & 1u;
    tag_stream_write(tag, o);
    if (o)
      u32_stream_write(odd, w);
    else
      u32_stream_write(even, w);
  }
}

static void fast(u32_stream *in, u32_stream *out) {
  for (;;) u32_stream_write(out, u32_stream_read(in) * 3u + 1u);
}

static void slow(u32_stream *in, u32_stream *out, uint32_t d) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    u32_stream_write(out, w / d + w % d);
  }
}

static void merge(tag_stream *tag, u32_stream *odd, u32_stream *even,
                  u32_stream *out) {
  for (;;)
    u32_stream_write(out, tag_stream_read(tag) ? u32_stream_read(odd)
                                               : u32_stream_read(even));
}

void df_fork_join(u32_stream *in, u32_stream *out, uint32_t d) {
  static u32_stream odd_in, even_in, odd_out, even_out;
  static tag_stream tags;
#pragma HLS STREAM variable=tags depth=8
#pragma HLS STREAM variable=odd_out depth=0
  dispatch(in, &odd_in, &even_in, &tags);
  fast(&odd_in, &odd_out);
  slow(&even_in, &even_out, d);
  merge(&tags, &odd_out, &even_out, out);
}

static u32_stream in_s, out_s;

int main(void) {
  uint32_t x = 99;
  for (int i = 0; i < 200; i++) {
    x = x * 1664525u + 1013904223u;
    /* runs of odd and of even words, so one side waits for the other */
    u32_stream_write(&in_s, (x >> 8) | ((i / 5) & 1u));
  }
  HLSC_CALL(df_fork_join(&in_s, &out_s, 13));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
