/* varlat_mul: a 64-bit running value multiplied by the input word when the
 * word's bit 8 is set (a multi-cycle multiplier on the recurrence through
 * acc, in a branch): a variable-latency multiplier, waited for only in the
 * iterations that take the branch. The native run is the oracle. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);
HLSC_STREAM(u64_stream, uint64_t);

void varlat_mul(u32_stream *in, u64_stream *out) {
  uint64_t acc = 1;
  for (;;) {
    unsigned w = u32_stream_read(in);
    acc += w & 0xffu;
    if (w >> 8)
      acc = (acc ^ (acc >> 29)) * (uint64_t)(w | 1u) + (acc >> 3);
    u64_stream_write(out, acc);
  }
}

static u32_stream in_s;
static u64_stream out_s;
static uint32_t lcg_state = 5u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int i = 0; i < 160; i++) {
    int taken = i < 32 ? 0 : i < 64 ? 1 : i < 112 ? i % 4 != 0 : i % 16 == 5;
    u32_stream_write(&in_s, (lcg() & 0xffu) | (taken ? 0x100u : 0u));
  }
  HLSC_CALL(varlat_mul(&in_s, &out_s));
  int n = 0;
  while (!u64_stream_empty(&out_s))
    printf("%llx%c", (unsigned long long)u64_stream_read(&out_s),
           (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
