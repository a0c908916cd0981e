/* packet_last: 33-bit words, bit 32 = last flag, low 32 bits = data; per
 * packet writes the 32-bit data sum and the word count, forever. Tests an
 * odd-width _BitInt stream and a do-while loop ended by an in-band flag. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(33) u33;
HLSC_STREAM(u33_stream, u33);
HLSC_STREAM(u32_stream, uint32_t);

void packet_last(u33_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t sum = 0, count = 0;
    u33 w;
    do {
      w = u33_stream_read(in);
      sum += (uint32_t)w;
      count++;
    } while (!(w >> 32));
    u32_stream_write(out, sum);
    u32_stream_write(out, count);
  }
}

static u33_stream in_s;
static u32_stream out_s;
static uint32_t lcg_state = 29u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 16 packets of 1..20 words; packet 0 is {1, 2, 3(last)} */
  const u33 last = (u33)1 << 32;
  u33_stream_write(&in_s, 1);
  u33_stream_write(&in_s, 2);
  u33_stream_write(&in_s, 3 | last);
  int total = 3;
  for (int p = 1; p < 16; p++) {
    int len = 1 + (int)(lcg() % 20u);
    for (int i = 0; i < len; i++) {
      u33 w = (u33)(lcg() * 4099u);
      u33_stream_write(&in_s, i == len - 1 ? (w | last) : w);
    }
    total += len;
  }
  printf("%d words in 16 packets\n", total);
  HLSC_CALL(packet_last(&in_s, &out_s));
  int p = 0;
  while (!u32_stream_empty(&out_s)) {
    uint32_t sum = u32_stream_read(&out_s);
    uint32_t cnt = u32_stream_read(&out_s);
    printf("packet %d: %u words, sum %u\n", p++, cnt, sum);
  }
  return 0;
}
