/* fu_loop_share: four independent 32-bit products per iteration of a
 * pipelined loop share one multiplier by modulo slot (the top's
 * `#pragma HLS ALLOCATION ... limit=1`, src/sched/fushare.c). The loop's
 * recurrence is four dependent reads of the table, so its II is 5 with or
 * without the limit: the four products take four of the unit's five
 * slots. Tests the shared unit's operand multiplexer by pipeline slot,
 * under stalls too (tests/lib/cli.sh, fu_loop_share_check, counts the
 * units and compares the II with the pragma's and without). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

uint32_t fu_loop_share(u32_stream *in, u32_stream *out,
                       const uint32_t tab[static 64], int n) {
#pragma HLS ALLOCATION operation instances=mul limit=1
  uint32_t h = 1, acc = 0;
  for (int i = 0; i < n; i++) {
    uint32_t w = u32_stream_read(in);
    uint32_t x = w >> 7, y = w + (uint32_t)i;
    h = tab[tab[tab[tab[(h ^ w) & 63u] & 63u] & 63u] & 63u];
    uint32_t p = w * x, q = (w | 1u) * y, r = (x ^ h) * y,
             s = (h >> 16) * (y + 7u);
    acc += (p + q) ^ (r - s);
  }
  u32_stream_write(out, h);
  return acc;
}

static u32_stream in_s, out_s;
static uint32_t tab[64];
static uint32_t lcg_state = 5u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state ^ (lcg_state >> 13);
}

int main(void) {
  static const int ns[] = {40, 1, 0, 17};
  for (int i = 0; i < 64; i++) tab[i] = lcg();
  for (int c = 0; c < 4; c++) {
    for (int i = 0; i < ns[c]; i++) u32_stream_write(&in_s, lcg());
    uint32_t r;
    HLSC_CALL(r = fu_loop_share(&in_s, &out_s, tab, ns[c]));
    printf("call %d: %u\n", c, r);
    int k = 0;
    while (!u32_stream_empty(&out_s))
      printf("%u%c", u32_stream_read(&out_s), (++k % 8) ? ' ' : '\n');
    printf("\n");
  }
  return 0;
}
