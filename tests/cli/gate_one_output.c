/* gate_one_output: tests/streams/gate_two_outputs.c with one of its two
 * outputs written (out1, or out2 with -DOUT2), the other parameter kept so
 * that each output is port 1 or 2 as there and the testbench stalls it the
 * same way. Its words/cycle under stalls is the rate an output gets when
 * no other output holds it back: the reference of tests/lib/gates.sh's
 * check that each output of gate_two_outputs keeps >= 0.9 of it. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void gate_one_output(u32_stream *in, u32_stream *out1, u32_stream *out2) {
  for (;;) {
    uint32_t x = u32_stream_read(in);
#ifdef OUT2
    u32_stream_write(out2, x ^ (x >> 3));
#else
    u32_stream_write(out1, 3u * x + 1u);
#endif
  }
}

static u32_stream in_s, out1_s, out2_s;
static uint32_t lcg_state = 113u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* the same 200 words as gate_two_outputs */
  for (uint32_t i = 0; i < 200; i++)
    u32_stream_write(&in_s, i < 10 ? i : lcg());
  HLSC_CALL(gate_one_output(&in_s, &out1_s, &out2_s));
  int n = 0;
  while (!u32_stream_empty(&out1_s)) {
    printf("%u\n", u32_stream_read(&out1_s));
    n++;
  }
  while (!u32_stream_empty(&out2_s)) {
    printf("%u\n", u32_stream_read(&out2_s));
    n++;
  }
  printf("%d words\n", n);
  return 0;
}
