/* words_to_bytes: splits each 32-bit word into 4 bytes, least significant
 * first, forever. Tests 4 writes per read (a counted inner write loop) and
 * a 32-bit to 8-bit width change. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);
HLSC_STREAM(u8_stream, uint8_t);

void words_to_bytes(u32_stream *in, u8_stream *out) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    for (int i = 0; i < 4; i++) {
      u8_stream_write(out, (uint8_t)w);
      w >>= 8;
    }
  }
}

static u32_stream in_s;
static u8_stream out_s;
static uint32_t lcg_state = 103u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 0x04030201, 0xdeadbeef, 0, then random words: 60 words, 240 bytes */
  u32_stream_write(&in_s, 0x04030201u);
  u32_stream_write(&in_s, 0xDEADBEEFu);
  u32_stream_write(&in_s, 0u);
  for (int i = 0; i < 57; i++)
    u32_stream_write(&in_s, lcg() * 40009u);
  HLSC_CALL(words_to_bytes(&in_s, &out_s));
  int n = 0;
  while (!u8_stream_empty(&out_s))
    printf("%02x%c", (unsigned)u8_stream_read(&out_s), (++n % 16) ? ' ' : '\n');
  printf("\n%d bytes\n", n);
  return 0;
}
