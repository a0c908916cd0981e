/* demux_even_odd: routes even-valued words to out0 and odd-valued words to
 * out1, forever. Tests one input and two outputs with a data-dependent
 * choice of the stream written. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void demux_even_odd(u32_stream *in, u32_stream *out0, u32_stream *out1) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    if (w & 1u)
      u32_stream_write(out1, w);
    else
      u32_stream_write(out0, w);
  }
}

static u32_stream in_s, out0_s, out1_s;
static uint32_t lcg_state = 71u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 0..19, ten even words in a row, then random words */
  for (uint32_t i = 0; i < 20; i++)
    u32_stream_write(&in_s, i);
  for (uint32_t i = 0; i < 10; i++)
    u32_stream_write(&in_s, 1000u + 2u * i);
  for (int i = 0; i < 200; i++)
    u32_stream_write(&in_s, lcg() % 100000u);
  HLSC_CALL(demux_even_odd(&in_s, &out0_s, &out1_s));
  int n = 0;
  printf("out0:\n");
  while (!u32_stream_empty(&out0_s))
    printf("%u%c", u32_stream_read(&out0_s), (++n % 12) ? ' ' : '\n');
  printf("\n%d even words\nout1:\n", n);
  n = 0;
  while (!u32_stream_empty(&out1_s))
    printf("%u%c", u32_stream_read(&out1_s), (++n % 12) ? ' ' : '\n');
  printf("\n%d odd words\n", n);
  return 0;
}
