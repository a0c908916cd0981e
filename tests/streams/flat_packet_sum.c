/* flat_packet_sum: a terminating top whose loop nest does stream IO (issue
 * 22's flattening with an exit and a return value): for each of n packets
 * it reads a length and that many words, writes each word plus the
 * packet's running sum, and after the packet the sum itself; it returns
 * the sum over all packets. The nest is flattened into one loop that
 * leaves when the last packet ends. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u16_stream, uint16_t);

uint32_t flat_packet_sum(u16_stream *in, u16_stream *out, uint8_t n) {
  uint32_t total = 0;
  for (uint8_t p = 0; p < n; p++) {
    uint16_t len = u16_stream_read(in);
    uint16_t sum = 0;
    for (uint16_t i = 0; i < len; i++) {
      uint16_t w = u16_stream_read(in);
      sum += w;
      u16_stream_write(out, (uint16_t)(w + sum));
    }
    u16_stream_write(out, sum);
    total += sum;
  }
  return total;
}

static u16_stream in_s, out_s;
static uint32_t lcg_state = 7u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1103515245u + 12345u;
  return lcg_state >> 10;
}

int main(void) {
  /* three calls: 5 packets, none, then 9 packets of 0..4 words */
  const uint8_t counts[3] = {5, 0, 9};
  for (int c = 0; c < 3; c++) {
    for (int p = 0; p < counts[c]; p++) {
      uint16_t len = (uint16_t)(lcg() % 5u);
      u16_stream_write(&in_s, len);
      for (uint16_t i = 0; i < len; i++)
        u16_stream_write(&in_s, (uint16_t)lcg());
    }
    uint32_t t;
    HLSC_CALL(t = flat_packet_sum(&in_s, &out_s, counts[c]));
    printf("call %d: total %u\n", c, t);
  }
  int k = 0;
  while (!u16_stream_empty(&out_s))
    printf("%u%c", u16_stream_read(&out_s), (++k % 10) ? ' ' : '\n');
  printf("\n%d words\n", k);
  return 0;
}
