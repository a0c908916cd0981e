/* bitint_odd: 17-bit words in, 5-bit words out: out = (popcount(x) + x ^
 * x>>5 ^ x>>10 ^ x>>15) mod 32, forever. Tests odd-width unsigned _BitInt
 * streams and wrapping 5-bit arithmetic. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(17) u17;
typedef unsigned _BitInt(5) u5;
HLSC_STREAM(u17_stream, u17);
HLSC_STREAM(u5_stream, u5);

static u5 fold5(u17 x) { return (u5)(x ^ (x >> 5) ^ (x >> 10) ^ (x >> 15)); }

static u5 popcount17(u17 x) {
  u5 c = 0;
  for (int i = 0; i < 17; i++)
    c += (u5)((x >> i) & 1u);
  return c;
}

void bitint_odd(u17_stream *in, u5_stream *out) {
  for (;;) {
    u17 x = u17_stream_read(in);
    u5_stream_write(out, popcount17(x) + fold5(x));
  }
}

static u17_stream in_s;
static u5_stream out_s;
static uint32_t lcg_state = 89u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 0, 0x1FFFF (-> 17 + 28 = 45 mod 32 = 13), the 17 single bits, then
   * random words */
  static u17 inputs[220];
  int n_in = 0;
  inputs[n_in++] = 0;
  inputs[n_in++] = 0x1FFFF;
  for (int i = 0; i < 17; i++)
    inputs[n_in++] = (u17)((u17)1 << i);
  while (n_in < 220)
    inputs[n_in++] = (u17)lcg();
  for (int i = 0; i < n_in; i++)
    u17_stream_write(&in_s, inputs[i]);
  HLSC_CALL(bitint_odd(&in_s, &out_s));
  int n = 0;
  while (!u5_stream_empty(&out_s)) {
    printf("%05llx->%2u%c", (unsigned long long)inputs[n],
           (unsigned)u5_stream_read(&out_s), (n % 8 == 7) ? '\n' : ' ');
    n++;
  }
  printf("\n%d words\n", n);
  return 0;
}
