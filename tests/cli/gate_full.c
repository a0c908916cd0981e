/* gate_full: copies its input to out, writing a word only once
 * out_full(out) is false. Tests NAME_full of an output with a gate: it is
 * "the gate is full" (tests/lib/gates.sh checks the Verilog computes it
 * from the gate's count, and co-simulates it under stalls). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void gate_full(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t x = u32_stream_read(in);
    while (u32_stream_full(out)) {
    }
    u32_stream_write(out, x + 1u);
  }
}

static u32_stream in_s, out_s;

int main(void) {
  for (uint32_t i = 0; i < 100; i++) u32_stream_write(&in_s, i * 7u);
  HLSC_CALL(gate_full(&in_s, &out_s));
  while (!u32_stream_empty(&out_s)) printf("%u\n", u32_stream_read(&out_s));
  return 0;
}
