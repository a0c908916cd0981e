/* ptr_param_select: for each word (k, x), a pointer chosen by k between
 * the two array arguments (two external memory ports): out = p[x & 7],
 * then p[x & 7] += x. Tests a pointer that may point into two external
 * memories: each read goes to both ports (the other port at address 0),
 * each write only to the chosen one. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void ptr_param_select(u32_stream *in, u32_stream *out, uint32_t a[static 8],
                      uint32_t b[static 8]) {
  for (;;) {
    uint32_t w = u32_stream_read(in);
    uint32_t *p = (w >> 31) ? a : b;
    uint32_t i = w & 7u;
    u32_stream_write(out, p[i]);
    p[i] += w & 0xffffu;
  }
}

static u32_stream in_s, out_s;
static uint32_t ta[8], tb[8];

int main(void) {
  uint32_t s = 99u;
  for (unsigned i = 0; i < 8; i++) {
    ta[i] = i;
    tb[i] = 1000u + i;
  }
  for (int i = 0; i < 64; i++) {
    s = s * 1664525u + 1013904223u;
    u32_stream_write(&in_s, s);
  }
  HLSC_CALL(ptr_param_select(&in_s, &out_s, ta, tb));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%u%c", (unsigned)u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  for (unsigned i = 0; i < 8; i++) printf("%u %u\n", (unsigned)ta[i], (unsigned)tb[i]);
  return 0;
}
