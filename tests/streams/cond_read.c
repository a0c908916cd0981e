/* cond_read: reads a header word; if its bit 0 is set, reads a second word
 * and writes header + second, else writes the header, forever. Tests a
 * conditional read (a variable number of reads per iteration). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void cond_read(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t hdr = u32_stream_read(in);
    uint32_t v = hdr;
    if (hdr & 1u)
      v += u32_stream_read(in);
    u32_stream_write(out, v);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 11u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* headers (odd ones followed by their second word): ~250 words */
  int nw = 0, nh = 0;
  while (nw < 248) {
    uint32_t h = lcg() % 10000u;
    u32_stream_write(&in_s, h);
    nw++;
    nh++;
    if (h & 1u) {
      u32_stream_write(&in_s, 100000u * (lcg() % 10u));
      nw++;
    }
  }
  printf("%d words, %d headers\n", nw, nh);
  HLSC_CALL(cond_read(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", u32_stream_read(&out_s), (++n % 10) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
