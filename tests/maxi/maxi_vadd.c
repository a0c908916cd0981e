/* Vector add with three AXI4 master arrays (#pragma HLS INTERFACE m_axi):
 * bursts in both directions, all three ports busy at once. */
// top: maxi_vadd
#include <stdio.h>

#define N 1024

void maxi_vadd(const int a[static N], const int b[static N], int c[static N],
               int n) {
#pragma HLS INTERFACE m_axi port=a
#pragma HLS INTERFACE m_axi port=b
#pragma HLS INTERFACE m_axi port=c
  for (int i = 0; i < N; i++)
    if (i < n) c[i] = a[i] + b[i];
}

int main(void) {
  static int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) {
    a[i] = i * 7 - 300;
    b[i] = (i * 13) ^ 0x5a5a;
    c[i] = -1;
  }
  maxi_vadd(a, b, c, N);
  maxi_vadd(b, c, a, N - 5);
  long s = 0;
  for (int i = 0; i < N; i++) s += a[i] + c[i];
  printf("%ld\n", s);
  return 0;
}
