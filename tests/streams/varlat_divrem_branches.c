/* varlat_divrem_branches: a running sum replaced by res / d when
 * res % 16 == 10 and by res % d + 5 when res % 16 == 3 (unsigned, d a
 * parameter). LLVM leaves the quotient and the remainder in their
 * branches; if-conversion gives them two guards, pass_divrem_guards one,
 * the OR of both, so they are one variable-latency divider with both
 * results (ir.h "Divider pairs"), started when either branch is taken.
 * The word written adds a signed pair off the recurrence (one pipelined
 * divider). The oracle is the native run. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void varlat_divrem_branches(u32_stream *in, u32_stream *out, uint32_t d,
                            int32_t k) {
  uint32_t res = 0;
  for (;;) {
    res += u32_stream_read(in);
    if (res % 16u == 10u)
      res = res / d;
    else if (res % 16u == 3u)
      res = res % d + 5u;
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
  HLSC_CALL(varlat_divrem_branches(&in_s, &out_s, 13u, -7));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
