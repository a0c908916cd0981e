/* xp_poly_in: each signed 16-bit input word x goes through the polynomial
 * p = a*x*x + b*x + c (32-bit wrapping arithmetic, a b c scalars) before a
 * recurrence uses it: a negative p (as int32) drains the accumulator by a
 * shifted p, a non-negative one adds to it; the accumulator is written
 * after every word, forever. The work is on the input side: what input
 * pipeline extraction (issue 24) moves out of the controller. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(s16_stream, int16_t);
HLSC_STREAM(u32_stream, uint32_t);

void xp_poly_in(s16_stream *in, u32_stream *out, int16_t a, int16_t b,
                int32_t c) {
  uint32_t acc = 0;
  for (;;) {
    uint32_t x = (uint32_t)(int32_t)s16_stream_read(in);
    uint32_t p = (uint32_t)(int32_t)a * x * x + (uint32_t)(int32_t)b * x +
                 (uint32_t)c;
    if ((int32_t)p < 0)
      acc = (acc >> 1) - (p >> 9);
    else
      acc = acc + (p >> 3);
    u32_stream_write(out, acc);
  }
}

static s16_stream in_s;
static u32_stream out_s;
static uint32_t lcg_state = 233u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* small words (p stays positive), then full-range ones (p often wraps
   * negative) */
  int n_in = 0;
  for (int i = -20; i < 20; i++, n_in++)
    s16_stream_write(&in_s, (int16_t)i);
  for (int i = 0; i < 260; i++, n_in++)
    s16_stream_write(&in_s, (int16_t)(lcg() & 0xffffu));
  HLSC_CALL(xp_poly_in(&in_s, &out_s, 3, -71, 12345));
  int n = 0;
  while (!u32_stream_empty(&out_s))
    printf("%08x%c", u32_stream_read(&out_s), (++n % 8) ? ' ' : '\n');
  printf("\n%d of %d words\n", n, n_in);
  return 0;
}
