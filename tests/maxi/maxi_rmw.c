/* A read-modify-write of one AXI4 master array (a prefix sum in place, then
 * a scaled copy back into it) next to a plain scalar and a return value,
 * with the control behind AXI4-Lite (`#pragma HLS INTERFACE s_axilite`):
 * the base address is a register of the AXI4-Lite map (0x10). */
// top: maxi_rmw
#include <stdio.h>

#define N 700

int maxi_rmw(int a[static N], int k) {
#pragma HLS INTERFACE m_axi port=a
#pragma HLS INTERFACE s_axilite port=return
  int acc = 0;
  for (int i = 0; i < N; i++) {
    acc += a[i];
    a[i] = acc;
  }
  for (int i = 1; i < N; i++) a[i] = a[i] * k - a[i - 1];
  return acc;
}

int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 37) % 101 - 50;
  for (int c = 0; c < 2; c++) printf("%d\n", maxi_rmw(a, c + 2));
  long s = 0;
  for (int i = 0; i < N; i++) s = s * 31 + a[i];
  printf("%ld\n", s);
  return 0;
}
