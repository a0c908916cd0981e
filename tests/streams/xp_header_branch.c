/* xp_header_branch: packets of a header word and a payload whose length
 * and meaning depend on the header's kind (bits 31:30): kind 0 has no
 * payload, kind 1 two words, kinds 2 and 3 1..8 words (header bits 2:0 +
 * 1). One result word per packet, computed from the header, the payload's
 * sum and its last two words with folds, multiplies and xors that differ
 * per kind, forever. Tests a header branch with data-dependent reads and
 * heavy arithmetic on the last words read before each write (issue 24). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void xp_header_branch(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t h = u32_stream_read(in);
    uint32_t kind = h >> 30;
    uint32_t r;
    if (kind == 0) {
      r = (h ^ (h >> 15)) * 0x2c1bu;
    } else if (kind == 1) {
      uint32_t a = u32_stream_read(in);
      uint32_t b = u32_stream_read(in);
      uint32_t f = (a & 0xffffu) + (b >> 16);
      r = (f * (b & 0xffffu)) ^ (a >> 7) ^ h;
    } else {
      uint32_t len = (h & 7u) + 1u;
      uint32_t sum = 0, last = 0, prev = 0;
      for (uint32_t i = 0; i < len; i++) {
        prev = last;
        last = u32_stream_read(in);
        sum += last;
      }
      uint32_t fold = (sum & 0xffffu) + (sum >> 16);
      fold = (fold & 0xffffu) + (fold >> 16);
      r = (fold * 0x9e37u) ^ ((last & 0xffffu) * (prev >> 16)) ^ (kind << 28);
    }
    u32_stream_write(out, r);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 227u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state ^ (lcg_state >> 13);
}

int main(void) {
  /* 90 packets of random kinds: every kind and every payload length */
  int words = 0, kinds[4] = {0, 0, 0, 0};
  for (int p = 0; p < 90; p++) {
    uint32_t h = lcg();
    uint32_t kind = h >> 30;
    uint32_t len = kind == 0 ? 0 : kind == 1 ? 2 : (h & 7u) + 1u;
    u32_stream_write(&in_s, h);
    for (uint32_t i = 0; i < len; i++)
      u32_stream_write(&in_s, lcg());
    words += 1 + (int)len;
    kinds[kind]++;
  }
  printf("%d words; packets of kind 0..3: %d %d %d %d\n", words, kinds[0],
         kinds[1], kinds[2], kinds[3]);
  HLSC_CALL(xp_header_branch(&in_s, &out_s));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%08x%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d results\n", n);
  return 0;
}
