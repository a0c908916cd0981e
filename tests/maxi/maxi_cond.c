/* Streamed AXI4 masters (pass/maxistream.c) with conditional accesses and
 * an early exit: `a` is read only while the loop runs (it stops at the
 * first zero, a data-dependent exit), `c` is written only where the
 * element passes the test, so the elements it skips must keep their
 * memory values (the write engine's WSTRB is 0 for them); `d` is read
 * only under a condition (the stream reads its word every iteration
 * anyway: the index is in bounds). */
// top: maxi_cond
#include <stdio.h>

#define N 600

int maxi_cond(const int a[static N], int c[static N], const int d[static N],
              int t) {
#pragma HLS INTERFACE m_axi port=a
#pragma HLS INTERFACE m_axi port=c
#pragma HLS INTERFACE m_axi port=d
  int i;
  for (i = 0; i < N; i++) {
    int v = a[i];
    if (v == 0) break;
    if (v > t) c[i] = v - t + (v & 1 ? d[i] : 0);
  }
  return i;
}

int main(void) {
  static int a[N], c[N], d[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i * 37) % 101 - 20;
    if (a[i] == 0) a[i] = 1;
    c[i] = 1000 + i;
    d[i] = i * 3;
  }
  printf("%d\n", maxi_cond(a, c, d, 40));
  a[450] = 0; /* the second call stops early */
  printf("%d\n", maxi_cond(a, c, d, 10));
  long s = 0;
  for (int i = 0; i < N; i++) s = s * 31 + c[i];
  printf("%ld\n", s);
  return 0;
}
