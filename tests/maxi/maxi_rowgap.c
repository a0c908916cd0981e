/* A 2-D walk whose rows skip their last element (c < C - 1 of a row of C):
 * the nest is flattened into one loop, but its iteration k does not touch
 * element k, so the arrays are copied, not streamed (pass/maxistream.c:
 * the evaluation of the flattened loop's indices refuses it). */
// top: maxi_rowgap
#include <stdio.h>

#define R 8
#define C 32

void maxi_rowgap(const int in[static R * C], int out[static R * C]) {
#pragma HLS INTERFACE m_axi port=in
#pragma HLS INTERFACE m_axi port=out
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C - 1; c++)
      out[r * C + c] = in[r * C + c] - r;
}

int main(void) {
  static int a[R * C], b[R * C];
  for (int i = 0; i < R * C; i++) {
    a[i] = i * 5 - 77;
    b[i] = 1000 + i;
  }
  maxi_rowgap(a, b);
  long s = 0;
  for (int i = 0; i < R * C; i++) s += b[i] * (i % 5 + 1);
  maxi_rowgap(b, a);
  for (int i = 0; i < R * C; i++) s += a[i] * (i % 7 + 1);
  printf("%ld\n", s);
  return 0;
}
