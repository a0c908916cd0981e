/* fir.c - 16-tap FIR filter over 256 samples, the taps in a shift register
 * (the inner loops fully unrolled), one output per iteration. */
// top: fir
#include "bench.h"
#define XS(i) (((i) * 29 + 3) % 97 - 48)
static const int x[256] = {D256(XS, 0)};
static const int h[16] = {3, -5, 9, 14, -20, 33, 41, 57,
                          57, 41, 33, -20, 14, 9, -5, 3};
static int y[256];

unsigned fir(void) {
  int sh[16] = {0};
  for (int n = 0; n < 256; n++) {
    BENCH_TRIP();
#pragma clang loop unroll(full)
    for (int k = 15; k > 0; k--) sh[k] = sh[k - 1];
    sh[0] = x[n];
    int acc = 0;
#pragma clang loop unroll(full)
    for (int k = 0; k < 16; k++) acc += h[k] * sh[k];
    y[n] = acc;
  }
  return (unsigned)(y[255] ^ y[128] ^ y[17]);
}
