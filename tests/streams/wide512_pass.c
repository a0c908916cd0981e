/* wide512_pass: 512-bit words in, 512-bit words out, one word per cycle:
 * out = rotl(x ^ K, 37) + C, forever, where K is a 512-bit constant and C
 * a constant of more than 64 bits. Tests stream words wider than 64 bits
 * (hlsc.h natively, the ports, the recorder and the replay testbench),
 * 512-bit xor, rotate and add in a pipelined loop. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

typedef unsigned _BitInt(512) u512;
HLSC_STREAM(u512_stream, u512);

static u512 rotl37(u512 x) { return (x << 37) | (x >> (512 - 37)); }

void wide512_pass(u512_stream *in, u512_stream *out) {
  const u512 k = ~(u512)0 / 7; /* 0x2492...: every limb differs */
  const u512 c = ((u512)0x0123456789abcdefull << 64) | 0xfedcba9876543210ull;
  for (;;) {
    u512 x = u512_stream_read(in);
    u512_stream_write(out, rotl37(x ^ k) + c);
  }
}

static u512_stream in_s, out_s;
static uint64_t lcg_state = 0x243f6a8885a308d3ull;

static uint64_t lcg(void) {
  lcg_state = lcg_state * 6364136223846793005ull + 1442695040888963407ull;
  return lcg_state;
}

int main(void) {
  /* 0, all ones (the add's carry runs through every bit), single bits in
   * each limb, then random words */
  static u512 inputs[200];
  int n_in = 0;
  inputs[n_in++] = 0;
  inputs[n_in++] = ~(u512)0;
  for (int i = 0; i < 512; i += 61) inputs[n_in++] = (u512)1 << i;
  while (n_in < 200) {
    u512 w = 0;
    for (int k = 0; k < 8; k++) w = (w << 64) | lcg();
    inputs[n_in++] = w;
  }
  for (int i = 0; i < n_in; i++) u512_stream_write(&in_s, inputs[i]);
  HLSC_CALL(wide512_pass(&in_s, &out_s));
  int n = 0;
  unsigned long long sum = 0;
  while (!u512_stream_empty(&out_s)) {
    u512 y = u512_stream_read(&out_s);
    for (int k = 0; k < 8; k++) sum = sum * 31 + (unsigned long long)(y >> (64 * k));
    if (n < 3)
      printf("%016llx...%016llx\n", (unsigned long long)(y >> 448),
             (unsigned long long)y);
    n++;
  }
  printf("%d words, checksum %016llx\n", n, sum);
  return 0;
}
