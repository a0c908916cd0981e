/* deep_pipe: a free-running stream process whose pipelined loop is more than
 * 40 stages deep (42 on iCE40 at 10 ns): per word, two dependent 32-bit
 * multiplies (iCE40 has no DSPs: each is a LUT multiplier of about 17
 * stages) and a chain of add-xorshift rounds (a stage each). Tests that a
 * stall does not ripple combinationally from the stream handshakes through
 * every stage's hold logic (issue 21, item 4). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void deep_pipe(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t x = u32_stream_read(in);
    uint32_t a = x * (x | 1u) + 0x9e3779b9u;
    uint32_t b = a * (a ^ 0x5bd1e995u);
    b ^= b >> 15;
    b += 0x7f4a7c15u;
    b ^= b >> 7;
    b += 0x94d049bbu;
    b ^= b >> 11;
    b += 0x1b873593u;
    b ^= b >> 5;
    b += 0xcc9e2d51u;
    b ^= b >> 13;
    b += 0x85ebca6bu;
    b ^= b >> 16;
    b += 0xc2b2ae35u;
    b ^= b >> 9;
    u32_stream_write(out, b);
  }
}

static u32_stream in_s, out_s;

int main(void) {
  uint32_t lcg = 12345u;
  for (int i = 0; i < 160; i++) {
    lcg = lcg * 1664525u + 1013904223u;
    u32_stream_write(&in_s, lcg);
  }
  HLSC_CALL(deep_pipe(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%08x%c", (unsigned)u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
