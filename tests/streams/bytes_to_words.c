/* bytes_to_words: packs 4 input bytes into one little-endian 32-bit word,
 * forever. Tests 4 reads per write (a counted inner read loop) and an
 * 8-bit to 32-bit width change. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u8_stream, uint8_t);
HLSC_STREAM(u32_stream, uint32_t);

void bytes_to_words(u8_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t w = 0;
    for (int i = 0; i < 4; i++)
      w |= (uint32_t)u8_stream_read(in) << (8 * i);
    u32_stream_write(out, w);
  }
}

static u8_stream in_s;
static u32_stream out_s;
static uint32_t lcg_state = 101u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* bytes 1..8 (-> 0x04030201 0x08070605), 0xff x 4, then random bytes;
   * 202 bytes: the last 2 do not make a word */
  for (int i = 1; i <= 8; i++)
    u8_stream_write(&in_s, (uint8_t)i);
  for (int i = 0; i < 4; i++)
    u8_stream_write(&in_s, 0xFFu);
  for (int i = 0; i < 190; i++)
    u8_stream_write(&in_s, (uint8_t)lcg());
  HLSC_CALL(bytes_to_words(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%08x%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
