/* loop3_varlat_break: reads t, replaces a nonzero t by a multiplicative hash
 * (long op), writes it, and returns once the result exceeds a threshold
 * (seed loop 3). Tests a conditional long op feeding the loop exit; called
 * several times. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, unsigned);

#define THRESH 0x1E00000u

static unsigned long_op(unsigned t) { return (t * 2654435761u) >> 7; }

void loop3_varlat_break(u32_stream *in, u32_stream *out) {
  while (1) {
    unsigned t = u32_stream_read(in);
    if (t)
      t = long_op(t);
    u32_stream_write(out, t);
    if (t > THRESH)
      break;
  }
}

static u32_stream in_s, out_s;
static unsigned words[300];
static uint32_t lcg_state = 2024u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* Random words (a quarter of them zero); the stream is cut after the last
   * word that ends a call, so that every call returns. */
  int n = 0, calls = 0;
  for (int i = 0; i < 300; i++) {
    uint32_t r = lcg();
    words[i] = (r & 3u) == 0 ? 0u : r * 2246822519u;
    if (words[i] && long_op(words[i]) > THRESH) {
      n = i + 1;
      calls++;
    }
  }
  for (int i = 0; i < n; i++)
    u32_stream_write(&in_s, words[i]);
  printf("%d input words, %d calls\n", n, calls);
  for (int c = 0; c < calls; c++) {
    HLSC_CALL(loop3_varlat_break(&in_s, &out_s));
    printf("call %d:", c);
    while (!u32_stream_empty(&out_s))
      printf(" %u", u32_stream_read(&out_s));
    printf("\n");
  }
  return 0;
}
