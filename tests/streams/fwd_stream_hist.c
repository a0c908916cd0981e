/* fwd_stream_hist: a histogram over a stream of bins that writes each
 * updated count out, at II 1 with store-to-load forwarding in a loop that
 * drains (a stage waiting for a word holds itself and the younger stages
 * while the older ones go on). The bins repeat back to back, two and
 * three words apart and in runs, so the count a word reads is often the
 * one the word before it has just stored; with random stalls the older
 * stage stores while the younger one holds. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u8_stream, uint8_t);
HLSC_STREAM(u32_stream, uint32_t);

static uint32_t hist[16];

void fwd_stream_hist(u8_stream *in, u32_stream *out, int n) {
  for (int i = 0; i < n; i++) {
    unsigned b = u8_stream_read(in) & 15u;
    uint32_t c = hist[b] + 1u;
    hist[b] = c;
    u32_stream_write(out, c);
  }
}

static u8_stream in_s;
static u32_stream out_s;
static uint32_t lcg_state = 11u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  int n = 0;
  for (int seg = 0; seg < 8; seg++)
    for (int i = 0; i < 40; i++, n++) {
      unsigned r = lcg();
      unsigned b = seg == 0 ? (unsigned)i * 5u       /* no repeats */
                   : seg == 1 ? 3u                   /* a run */
                   : seg == 2 ? (unsigned)i >> 1     /* distance 1 */
                   : seg == 3 ? ((unsigned)i & 1u) * 7u /* distance 2 */
                   : seg == 4 ? (unsigned)i % 3u     /* distance 3 */
                   : r & 3u;                         /* random, 4 bins */
      u8_stream_write(&in_s, (uint8_t)b);
    }
  HLSC_CALL(fwd_stream_hist(&in_s, &out_s, n));
  uint32_t h = 0;
  int k = 0;
  while (!u32_stream_empty(&out_s)) {
    uint32_t v = u32_stream_read(&out_s);
    h = h * 31u + v;
    printf("%u%c", v, (++k % 20) ? ' ' : '\n');
  }
  printf("\n%d words, hash %u\n", k, h);
  return 0;
}
