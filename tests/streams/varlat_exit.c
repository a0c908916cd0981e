/* varlat_exit: a running value through a divider taken on a
 * data-dependent test, in a loop that stops at a zero word and returns the
 * value: a variable-latency unit in a loop with an exit, so the iteration
 * that leaves squashes a younger one in the stage that waits for the unit.
 * The native run is the oracle. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

unsigned varlat_exit(u32_stream *in, u32_stream *out) {
  unsigned acc = 3;
  for (;;) {
    unsigned w = u32_stream_read(in);
    if (w == 0)
      break;
    acc += w;
    if ((acc & 7) == 5)
      acc = acc / 7 + acc % 5;
    u32_stream_write(out, acc);
  }
  return acc;
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 11u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int call = 0; call < 4; call++) {
    for (int i = 0; i < 40 + 7 * call; i++)
      u32_stream_write(&in_s, lcg() % 40u | 1u);
    u32_stream_write(&in_s, 0);
    unsigned r = 0;
    HLSC_CALL(r = varlat_exit(&in_s, &out_s));
    int n = 0;
    while (!u32_stream_empty(&out_s))
      printf("%u%c", u32_stream_read(&out_s), (++n % 16) ? ' ' : '\n');
    printf("\ncall %d: %d words, returned %u\n", call, n, r);
  }
  return 0;
}
