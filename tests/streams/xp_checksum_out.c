/* xp_checksum_out: a packet counter and a running sum over 16-bit words
 * (a word with bit 15 set ends a packet: the counter steps and the sum
 * restarts); every input word gives one output word, a heavy function of
 * the state and of the word: xor-shift mixing, a multiply, a compare and
 * a select, forever. The state's update is light and the work is on the
 * output side: what output pipeline extraction (issue 24) moves out. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u16_stream, uint16_t);
HLSC_STREAM(u32_stream, uint32_t);

void xp_checksum_out(u16_stream *in, u32_stream *out) {
  uint32_t count = 0, sum = 0;
  for (;;) {
    uint32_t x = u16_stream_read(in);
    if (x & 0x8000u) {
      count++;
      sum = x & 0xffu;
    } else {
      sum += x;
    }
    uint32_t t = sum ^ (sum << 7) ^ (count << 19);
    t ^= t >> 11;
    uint32_t m = (t & 0xffffu) * (x | 1u);
    uint32_t o = (m > (t ^ 0x1bd1e995u)) ? m ^ (count << 24) : m + t;
    u32_stream_write(out, o);
  }
}

static u16_stream in_s;
static u32_stream out_s;
static uint32_t lcg_state = 229u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* packets of 1..16 words, about 320 words in all */
  int n_in = 0, packets = 0;
  while (n_in < 320) {
    int len = 1 + (int)(lcg() % 16u);
    for (int i = 0; i < len; i++, n_in++) {
      uint16_t w = (uint16_t)(lcg() & 0x7fffu);
      u16_stream_write(&in_s, i == len - 1 ? (uint16_t)(w | 0x8000u) : w);
    }
    packets++;
  }
  printf("%d words in %d packets\n", n_in, packets);
  HLSC_CALL(xp_checksum_out(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%08x%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
