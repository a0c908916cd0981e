/* drop_words: keeps the second word of each pair from `in`, and counts the
 * words of `tick`, whose data it never looks at. Tests a stream read whose
 * word is dropped ((void)s_read(...)): the handshake still takes the word,
 * and neither an unused register nor an unused data input is left in the
 * Verilog (the lint check); also a scalar argument the function ignores. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(s16_stream, int16_t);

uint32_t drop_words(s16_stream *in, s16_stream *tick, s16_stream *out,
                    unsigned pairs, unsigned ignored) {
  (void)ignored;
  uint32_t ticks = 0;
  for (unsigned i = 0; i < pairs; i++) {
    (void)s16_stream_read(in);
    s16_stream_write(out, s16_stream_read(in));
    if (i & 1u) {
      (void)s16_stream_read(tick);
      ticks++;
    }
  }
  return ticks;
}

static s16_stream in_s, tick_s, out_s;
static uint32_t result;
static uint32_t lcg_state = 11u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  static const unsigned ns[] = {7, 0, 40, 1};
  for (int c = 0; c < 4; c++) {
    for (unsigned i = 0; i < 2 * ns[c]; i++)
      s16_stream_write(&in_s, (int16_t)(lcg() & 0xffffu));
    for (unsigned i = 0; i < ns[c] / 2; i++)
      s16_stream_write(&tick_s, (int16_t)lcg());
    HLSC_CALL(result = drop_words(&in_s, &tick_s, &out_s, ns[c], lcg()));
    printf("call %d: pairs=%u ticks=%u:", c, ns[c], result);
    while (!s16_stream_empty(&out_s))
      printf(" %d", s16_stream_read(&out_s));
    printf("\n");
  }
  return 0;
}
