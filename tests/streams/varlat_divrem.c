/* varlat_divrem: a running sum replaced by quotient plus remainder of the
 * same operands, res / d + res % d (unsigned, d a parameter), when
 * res % 16 == 10: the pair is on the loop's recurrence and guarded by the
 * branch, so it is one variable-latency divider yielding both results
 * (pass_divrem, ir.h "Divider pairs"); the loop runs at II 1 and waits
 * only when the branch is taken. The word written adds a signed pair,
 * s / k and s % k (k a parameter, negative), off the recurrence: one
 * pipelined divider. The oracle is the native run. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void varlat_divrem(u32_stream *in, u32_stream *out, uint32_t d, int32_t k) {
  uint32_t res = 0;
  for (;;) {
    res += u32_stream_read(in);
    if (res % 16u == 10u)
      res = res / d + res % d;
    int32_t s = (int32_t)res;
    u32_stream_write(out, res + ((uint32_t)(s / k) ^ (uint32_t)(s % k)));
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 7u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state;
}

int main(void) {
  /* small words, then words over the whole range (negative as s) */
  for (int i = 0; i < 300; i++)
    u32_stream_write(&in_s, i < 150 ? lcg() % 16u : lcg());
  HLSC_CALL(varlat_divrem(&in_s, &out_s, 13u, -7));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
