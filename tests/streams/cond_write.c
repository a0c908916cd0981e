/* cond_write: filter that writes only the words w with w % 3 == 0 or with
 * bit 7 set, forever. Tests a conditional write (a variable number of
 * writes per iteration) behind a modulo. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

static bool keep(uint32_t w) { return w % 3u == 0 || (w & 0x80u); }

void cond_write(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    if (keep(w))
      u32_stream_write(out, w);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 13u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (uint32_t i = 0; i < 40; i++) /* 0..39: easy to check by hand */
    u32_stream_write(&in_s, i);
  for (int i = 0; i < 200; i++)
    u32_stream_write(&in_s, lcg() % 1000u);
  HLSC_CALL(cond_write(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 15) ? ' ' : '\n');
  printf("\n%d of 240 words kept\n", n);
  return 0;
}
