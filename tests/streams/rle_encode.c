/* rle_encode: run-length encoder, forever: writes (value, count) when the
 * value changes. Being free-running it cannot flush the last run when the
 * input ends, so the testbench ends the input with a sentinel word whose
 * run is never written. Tests a loop-carried run state and paired writes. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u16_stream, uint16_t);
HLSC_STREAM(u32_stream, uint32_t);

void rle_encode(u16_stream *in, u32_stream *out) {
  uint16_t cur = u16_stream_read(in);
  uint32_t count = 1;
  for (;;) {
    uint16_t v = u16_stream_read(in);
    if (v == cur) {
      count++;
    } else {
      u32_stream_write(out, cur);
      u32_stream_write(out, count);
      cur = v;
      count = 1;
    }
  }
}

static u16_stream in_s;
static u32_stream out_s;
static uint32_t lcg_state = 61u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* runs of 1..8 copies of values from a small set (equal neighbouring
   * runs merge), ~250 words, then the sentinel 0xFFFF */
  int total = 0;
  while (total < 250) {
    uint16_t v = (uint16_t)(lcg() % 5u * 1000u);
    int len = 1 + (int)(lcg() % 8u);
    for (int i = 0; i < len; i++)
      u16_stream_write(&in_s, v);
    total += len;
  }
  u16_stream_write(&in_s, 0xFFFFu);
  printf("%d words + sentinel\n", total);
  HLSC_CALL(rle_encode(&in_s, &out_s));
  int runs = 0;
  uint32_t covered = 0;
  while (!u32_stream_empty(&out_s)) {
    uint32_t v = u32_stream_read(&out_s);
    uint32_t c = u32_stream_read(&out_s);
    covered += c;
    printf("%ux%u%c", v, c, (++runs % 10) ? ' ' : '\n');
  }
  printf("\n%d runs covering %u words\n", runs, covered);
  return 0;
}
