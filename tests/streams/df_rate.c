/* df_rate: rate changes in a region. pack turns 4 bytes into a 32-bit
 * word, mix works on words, unpack turns each word back into 4 bytes. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u8_stream, uint8_t);
HLSC_STREAM(u32_stream, uint32_t);

static void pack(u8_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t w = 0;
    for (int i = 0; i < 4; i++) w |= (uint32_t)u8_stream_read(in) << (8 * i);
    u32_stream_write(out, w);
  }
}

static void mix(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    u32_stream_write(out, (w << 7 | w >> 25) ^ 0xa5a5a5a5u);
  }
}

static void unpack(u32_stream *in, u8_stream *out) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    for (int i = 0; i < 4; i++) u8_stream_write(out, (uint8_t)(w >> (8 * i)));
  }
}

void df_rate(u8_stream *in, u8_stream *out) {
  static u32_stream words, mixed;
  pack(in, &words);
  mix(&words, &mixed);
  unpack(&mixed, out);
}

static u8_stream in_s, out_s;

int main(void) {
  /* 402 bytes: 100 words and two bytes of an incomplete one */
  for (int i = 0; i < 402; i++) u8_stream_write(&in_s, (uint8_t)(i * 37 + 11));
  HLSC_CALL(df_rate(&in_s, &out_s));
  int n = 0;
  while (!u8_stream_empty(&out_s))
    printf("%02x%c", u8_stream_read(&out_s), (++n % 16) ? ' ' : '\n');
  printf("\n%d bytes\n", n);
  return 0;
}
