/* vadd_maxi.c - a vector add whose three arrays are AXI4 masters (README,
 * "AXI4 masters"; docs/user-guide.md has the walk-through):
 *   hlsc examples/vadd_maxi.c --top vadd -o vadd.v
 *   hlsc cosim examples/vadd_maxi.c --top vadd -v */
#include <stdio.h>

#define N 1024

void vadd(const int a[static N], const int b[static N], int c[static N],
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
    a[i] = i;
    b[i] = 1000 * i;
  }
  vadd(a, b, c, N);
  printf("%d %d\n", c[1], c[N - 1]);
  return 0;
}
