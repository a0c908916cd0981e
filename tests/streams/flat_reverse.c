/* flat_reverse: a loop nest with stream IO and an on-chip buffer written
 * by one inner loop and read by the next (issue 22's flattening with
 * memory): for each packet (a length of at most 16, then its words) it
 * writes the words back reversed, forever. The flattened loop's stores
 * and loads of buf[] come from different segments and must keep their
 * order. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u8_stream, uint8_t);

void flat_reverse(u8_stream *in, u8_stream *out) {
  static uint8_t buf[16];
  for (;;) {
    uint8_t n = u8_stream_read(in) & 15u;
    for (uint8_t i = 0; i < n; i++) buf[i] = u8_stream_read(in);
    for (uint8_t j = n; j > 0; j--) u8_stream_write(out, buf[j - 1]);
  }
}

static u8_stream in_s, out_s;
static uint32_t lcg_state = 31u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 12;
}

int main(void) {
  for (int p = 0; p < 20; p++) {
    uint8_t n = (uint8_t)(lcg() % 16u);
    u8_stream_write(&in_s, n);
    for (uint8_t i = 0; i < n; i++) u8_stream_write(&in_s, (uint8_t)lcg());
  }
  HLSC_CALL(flat_reverse(&in_s, &out_s));
  int k = 0;
  while (!u8_stream_empty(&out_s))
    printf("%u%c", u8_stream_read(&out_s), (++k % 16) ? ' ' : '\n');
  printf("\n%d words\n", k);
  return 0;
}
