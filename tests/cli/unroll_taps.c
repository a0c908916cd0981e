/* unroll_taps.c - a 6-tap filter over a block of samples with its delay
 * line and taps in local arrays, shifted and summed by loops inside the
 * sample loop (the shape of CHStone adpcm's filters). Without
 * --unroll-tripcount those are loops of their own for every sample, over
 * memories; with --unroll-tripcount 8 they are unrolled, the arrays
 * become registers and the sample loop pipelines. main is the testbench:
 * random samples, three calls. */
// top: taps
#include <stdio.h>

#define N 48
#define T 6

int taps(const int x[static N], const int h[static T], int y[static N]) {
  int dly[T] = {0}, hh[T];
  for (int k = 0; k < T; k++)
    hh[k] = h[k];
  int peak = 0;
  for (int n = 0; n < N; n++) {
    for (int k = T - 1; k > 0; k--)
      dly[k] = dly[k - 1];
    dly[0] = x[n];
    int acc = 0;
    for (int k = 0; k < T; k++)
      acc += dly[k] * hh[k];
    y[n] = acc >> 4;
    peak = acc > peak ? acc : peak;
  }
  return peak;
}

static unsigned lcg_state = 2718u;
static int lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return (int)(lcg_state >> 20) - 2048;
}

int main(void) {
  int x[N], h[T], y[N] = {0};
  for (int call = 0; call < 3; call++) {
    for (int i = 0; i < N; i++) x[i] = lcg();
    for (int k = 0; k < T; k++) h[k] = lcg() >> 4;
    int p = taps(x, h, y);
    unsigned sum = 0;
    for (int i = 0; i < N; i++) sum = sum * 31u + (unsigned)y[i];
    printf("peak %d sum %u\n", p, sum);
  }
  return 0;
}
