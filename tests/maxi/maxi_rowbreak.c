/* A 2-D walk whose rows end early at a data-dependent break: row r ends
 * at its first negative element, so element k is not the k-th inner
 * iteration and the arrays are copied, not streamed (pass/maxistream.c). */
// top: maxi_rowbreak
#include <stdio.h>

#define R 8
#define C 32

void maxi_rowbreak(const int in[static R * C], int out[static R * C]) {
#pragma HLS INTERFACE m_axi port=in
#pragma HLS INTERFACE m_axi port=out
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      int x = in[r * C + c];
      if (x < 0) break;
      out[r * C + c] = x * 5 + r;
    }
}

int main(void) {
  static int a[R * C], b[R * C];
  for (int i = 0; i < R * C; i++) {
    a[i] = (i * 37) % 101 - (i % 13 == 7 ? 200 : 0);
    b[i] = -1;
  }
  maxi_rowbreak(a, b);
  long s = 0;
  for (int i = 0; i < R * C; i++) s += b[i] * (i % 5 + 1);
  for (int i = 0; i < R * C; i++) a[i] = (i * 11) % 97 - (i % 29 == 3 ? 50 : 0);
  maxi_rowbreak(a, b);
  for (int i = 0; i < R * C; i++) s += b[i] * (i % 7 + 1);
  printf("%ld\n", s);
  return 0;
}
