/* gate_header_parse: a header byte whose low two bits select 1, 2 or 4
 * data bytes (0: 1, 1: 2, otherwise 4) that follow it; the data bytes are
 * assembled little-endian into one word, written with the header's upper
 * bits in its top byte when fewer than four bytes came, forever (issue
 * 22). Tests a header-directed number of reads of one port. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u8_stream, uint8_t);
HLSC_STREAM(u32_stream, uint32_t);

void gate_header_parse(u8_stream *in, u32_stream *out) {
  for (;;) {
    uint8_t h = u8_stream_read(in);
    uint32_t sel = h & 3u;
    uint32_t w = u8_stream_read(in);
    if (sel != 0) {
      w |= (uint32_t)u8_stream_read(in) << 8;
      if (sel != 1) {
        w |= (uint32_t)u8_stream_read(in) << 16;
        w |= (uint32_t)u8_stream_read(in) << 24;
      }
    }
    if (sel < 2)
      w |= (uint32_t)(h >> 2) << 24;
    u32_stream_write(out, w);
  }
}

static u8_stream in_s;
static u32_stream out_s;
static uint32_t lcg_state = 107u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* packets of a header and 1, 2 or 4 bytes: about 300 bytes */
  int nb = 0, np = 0;
  while (nb < 295) {
    uint8_t h = (uint8_t)lcg();
    int len = (h & 3u) == 0 ? 1 : (h & 3u) == 1 ? 2 : 4;
    u8_stream_write(&in_s, h);
    for (int i = 0; i < len; i++)
      u8_stream_write(&in_s, (uint8_t)lcg());
    nb += 1 + len;
    np++;
  }
  printf("%d bytes, %d packets\n", nb, np);
  HLSC_CALL(gate_header_parse(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%08x%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
