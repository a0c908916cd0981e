/* gate_done_drain: copies the next n words to out1 and their negation to
 * out2, then returns n; called 30 times with short bursts. Tests that a top
 * raises done only once its output gates are empty (the last words are
 * written just before the return, and the testbench stalls the outputs):
 * a word left in a gate at done would be counted in the next call. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u16_stream, uint16_t);

unsigned gate_done_drain(u16_stream *in, u16_stream *out1, u16_stream *out2,
                         unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    uint16_t x = u16_stream_read(in);
    u16_stream_write(out1, x);
    u16_stream_write(out2, (uint16_t)~x);
  }
  return n;
}

static u16_stream in_s, out1_s, out2_s;
static uint32_t lcg_state = 5u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int c = 0; c < 30; c++) {
    unsigned n = 1u + lcg() % 4u;
    for (unsigned i = 0; i < n; i++) u16_stream_write(&in_s, (uint16_t)lcg());
    unsigned r;
    HLSC_CALL(r = gate_done_drain(&in_s, &out1_s, &out2_s, n));
    unsigned a = 0, b = 0;
    while (!u16_stream_empty(&out1_s)) a += u16_stream_read(&out1_s);
    while (!u16_stream_empty(&out2_s)) b += u16_stream_read(&out2_s);
    printf("call %d: n=%u ret=%u sums %u %u\n", c, n, r, a, b);
  }
  return 0;
}
