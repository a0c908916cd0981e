/* crc_packets: bitwise CRC-8 (poly 0x07, init 0, no reflection) over the
 * bytes (little endian) of the low 32 bits of each 33-bit word of a packet
 * (bit 32 = last); writes one CRC byte per packet, forever. Tests nested
 * constant-trip loops inside a packet loop ended by an in-band flag. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(33) u33;
HLSC_STREAM(u33_stream, u33);
HLSC_STREAM(u8_stream, uint8_t);

static uint8_t crc8_byte(uint8_t crc, uint8_t byte) {
  crc ^= byte;
  for (int k = 0; k < 8; k++)
    crc = (crc & 0x80u) ? (uint8_t)((crc << 1) ^ 0x07u) : (uint8_t)(crc << 1);
  return crc;
}

void crc_packets(u33_stream *in, u8_stream *out) {
  for (;;) {
    uint8_t crc = 0;
    u33 w;
    do {
      w = u33_stream_read(in);
      uint32_t d = (uint32_t)w;
      for (int b = 0; b < 4; b++)
        crc = crc8_byte(crc, (uint8_t)(d >> (8 * b)));
    } while (!(w >> 32));
    u8_stream_write(out, crc);
  }
}

static u33_stream in_s;
static u8_stream out_s;
static uint32_t lcg_state = 59u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  const u33 last = (u33)1 << 32;
  /* packet 0: the bytes "12345678" (CRC-8 0xc7); packet 1: one zero word
   * (CRC 0x00); then 20 random packets of 1..12 words */
  u33_stream_write(&in_s, 0x34333231u);
  u33_stream_write(&in_s, (u33)0x38373635u | last);
  u33_stream_write(&in_s, last);
  int total = 3;
  for (int p = 2; p < 22; p++) {
    int len = 1 + (int)(lcg() % 12u);
    for (int i = 0; i < len; i++) {
      u33 w = (u33)(lcg() * 8191u);
      u33_stream_write(&in_s, i == len - 1 ? (w | last) : w);
    }
    total += len;
  }
  printf("%d words in 22 packets\n", total);
  HLSC_CALL(crc_packets(&in_s, &out_s));
  int p = 0;
  while (!u8_stream_empty(&out_s))
    printf("packet %2d: crc 0x%02x\n", p++, (unsigned)u8_stream_read(&out_s));
  return 0;
}
