/* gate_table_countdown: each input word indexes a constant table of
 * lengths; writes len, len-1, .., 1 (each with the word's index in its
 * upper half) and then the word itself, forever (issue 22). Tests a
 * countdown whose length is looked up in a ROM, one output port written
 * from an inner loop and after it. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

static const uint8_t lengths[16] = {3, 0, 2, 1, 6, 5, 2, 0,
                                    4, 1, 3, 0, 2, 7, 1, 3};

void gate_table_countdown(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    uint32_t x = lengths[w & 15u];
    while (x) {
      u32_stream_write(out, (w << 16) | x);
      x--;
    }
    u32_stream_write(out, w);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 109u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* every table entry once, then random words: about 300 output words */
  for (uint32_t i = 0; i < 16; i++)
    u32_stream_write(&in_s, i);
  for (int i = 0; i < 84; i++)
    u32_stream_write(&in_s, lcg() % 4096u);
  HLSC_CALL(gate_table_countdown(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
