/* A 2-D walk over two AXI4 master arrays: rows of a perfect loop nest
 * read and written in order, so both stream (pass/maxistream.c). */
// top: maxi_rows
#include <stdio.h>

#define R 16
#define C 64

void maxi_rows(const int in[static R * C], int out[static R * C]) {
#pragma HLS INTERFACE m_axi port=in
#pragma HLS INTERFACE m_axi port=out
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      out[r * C + c] = in[r * C + c] * 3 + r;
}

int main(void) {
  static int a[R * C], b[R * C];
  for (int i = 0; i < R * C; i++) {
    a[i] = i * 7 - 300;
    b[i] = -1;
  }
  maxi_rows(a, b);
  long s = 0;
  for (int i = 0; i < R * C; i++) s += b[i] * (i % 5 + 1);
  maxi_rows(b, a);
  for (int i = 0; i < R * C; i++) s += a[i] * (i % 7 + 1);
  printf("%ld\n", s);
  return 0;
}
