/* gate_three_reads: three reads of one input per iteration, the second one
 * only when the first word is odd; writes their sum, forever (issue 22).
 * Tests several reads of one port in an iteration, one of them
 * conditional. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void gate_three_reads(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t a = u32_stream_read(in);
    uint32_t b = 0;
    if (a & 1u)
      b = u32_stream_read(in);
    uint32_t c = u32_stream_read(in);
    u32_stream_write(out, a + b + c);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 103u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* groups of 2 or 3 words (3 when the first is odd): about 300 words */
  int nw = 0, ng = 0;
  while (nw < 297) {
    uint32_t a = lcg() % 1000u;
    u32_stream_write(&in_s, a);
    nw++;
    if (a & 1u) {
      u32_stream_write(&in_s, 1000u * (lcg() % 100u));
      nw++;
    }
    u32_stream_write(&in_s, 1000000u * (lcg() % 100u));
    nw++;
    ng++;
  }
  printf("%d words, %d groups\n", nw, ng);
  HLSC_CALL(gate_three_reads(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
