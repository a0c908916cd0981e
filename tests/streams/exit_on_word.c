/* exit_on_word: sums words up to a 0 terminator, reads one more (tail)
 * word after the loop, writes sum and tail, and returns. Tests a loop
 * exit decided by the word just read, a read after the loop, and several
 * calls (one packet each). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void exit_on_word(u32_stream *in, u32_stream *out) {
  uint32_t sum = 0, v;
  while ((v = u32_stream_read(in)) != 0)
    sum += v;
  uint32_t tail = u32_stream_read(in);
  u32_stream_write(out, sum);
  u32_stream_write(out, tail);
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 19u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* packet p: len nonzero words, 0, tail; written just before its call */
  for (int p = 0; p < 9; p++) {
    int len = p == 0 ? 0 : (int)(lcg() % 30u);
    for (int i = 0; i < len; i++)
      u32_stream_write(&in_s, 1u + lcg() % 500u);
    u32_stream_write(&in_s, 0u);
    u32_stream_write(&in_s, 0xA000u + (uint32_t)p);
    HLSC_CALL(exit_on_word(&in_s, &out_s));
    uint32_t sum = u32_stream_read(&out_s);
    uint32_t tail = u32_stream_read(&out_s);
    printf("call %d: %2d words, sum %u, tail 0x%x%s\n", p, len, sum, tail,
           u32_stream_empty(&out_s) ? "" : " (extra output!)");
  }
  return 0;
}
