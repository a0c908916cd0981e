/* varlat_branch_mix: a running value through a divider taken on a flag of
 * each input word (bit 8), so the test data picks how often the long branch
 * is taken: never, always, often (3 words in 4) and rarely (1 in 16), one
 * segment of 48 words each. The divider lies on the recurrence through res,
 * so the pipelined loop waits for it (a variable-latency unit) only in the
 * iterations that take the branch; the native run is the oracle. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

void varlat_branch_mix(u32_stream *in, u32_stream *out) {
  unsigned res = 1;
  for (;;) {
    unsigned w = u32_stream_read(in);
    res += w & 0xffu;
    if (w >> 8)
      res = res / 5u + res % 11u + 1u;
    u32_stream_write(out, res);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 7u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int seg = 0; seg < 4; seg++)
    for (int i = 0; i < 48; i++) {
      int taken = seg == 1 || (seg == 2 && i % 4 != 0) ||
                  (seg == 3 && i % 16 == 5);
      u32_stream_write(&in_s, (lcg() % 200u) | (taken ? 0x100u : 0u));
    }
  HLSC_CALL(varlat_branch_mix(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 16) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
