/* df_sbox: two processes of a region look up one constant table (each
 * gets its own ROM): the low and then the high nibble of each byte go
 * through a 4-bit S-box. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>
HLSC_STREAM(u8_stream, uint8_t);
static const uint8_t sbox[16] = {7, 3, 12, 0, 9, 14, 1, 5, 11, 2, 15, 8, 4, 13, 6, 10};
static void sub_lo(u8_stream *in, u8_stream *out) {
  for (;;) { uint8_t v = u8_stream_read(in); u8_stream_write(out, (uint8_t)((v & 0xf0) | sbox[v & 15])); }
}
static void sub_hi(u8_stream *in, u8_stream *out) {
  for (;;) { uint8_t v = u8_stream_read(in); u8_stream_write(out, (uint8_t)((v & 15) | sbox[v >> 4] << 4)); }
}
void df_sbox(u8_stream *in, u8_stream *out) { static u8_stream m; sub_lo(in, &m); sub_hi(&m, out); }
static u8_stream a, b;
int main(void) {
  for (int i = 0; i < 64; i++) u8_stream_write(&a, (uint8_t)(i * 29));
  HLSC_CALL(df_sbox(&a, &b));
  while (!u8_stream_empty(&b)) printf("%u ", u8_stream_read(&b));
  printf("\n");
  return 0;
}
