/* loop2_break: copies words until (and including) the first nonzero word,
 * then returns (seed loop 2). Tests a loop whose exit depends on the word
 * just read; called once per packet, several times. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

void loop2_break(u32_stream *in, u32_stream *out) {
  while (1) {
    unsigned t = u32_stream_read(in);
    u32_stream_write(out, t);
    if (t)
      break;
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 99u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 8 packets: mostly zero words, each ended by one nonzero word; packet 0
   * is the nonzero word alone. All packets are queued before the calls. */
  enum { NPKT = 8 };
  int total = 0;
  for (int p = 0; p < NPKT; p++) {
    int zeros = p == 0 ? 0 : (int)(lcg() % 40u);
    for (int i = 0; i < zeros; i++)
      u32_stream_write(&in_s, 0u);
    u32_stream_write(&in_s, 1u + lcg() % 100000u);
    total += zeros + 1;
  }
  printf("%d input words in %d packets\n", total, NPKT);
  for (int p = 0; p < NPKT; p++) {
    HLSC_CALL(loop2_break(&in_s, &out_s));
    int n = 0;
    unsigned last = 0;
    while (!u32_stream_empty(&out_s)) {
      last = u32_stream_read(&out_s);
      n++;
    }
    printf("call %d: %d words, last %u\n", p, n, last);
  }
  return 0;
}
