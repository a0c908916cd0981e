/* df_feedback: a region whose process graph has a cycle. acc adds each
 * input word to the value fed back through delay, which starts the loop
 * with one word of its own (the running sum's initial value). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

static void acc(u32_stream *in, u32_stream *back, u32_stream *sum,
                u32_stream *out) {
  for (;;) {
    uint32_t s = u32_stream_read(in) + u32_stream_read(back);
    u32_stream_write(out, s);
    u32_stream_write(sum, s);
  }
}

static void delay(u32_stream *sum, u32_stream *back, uint32_t init) {
  u32_stream_write(back, init);
  for (;;) u32_stream_write(back, u32_stream_read(sum) ^ 0x55u);
}

void df_feedback(u32_stream *in, u32_stream *out, uint32_t init) {
  static u32_stream back, sum;
  acc(in, &back, &sum, out);
  delay(&sum, &back, init);
}

static u32_stream in_s, out_s;

int main(void) {
  for (uint32_t i = 0; i < 120; i++) u32_stream_write(&in_s, i * i + 3u);
  HLSC_CALL(df_feedback(&in_s, &out_s, 1000));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
