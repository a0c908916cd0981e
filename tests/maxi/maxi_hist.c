/* Data-dependent accesses through AXI4 masters chosen by the option
 * (m-axi: below): a gather from `data` at indices read from `idx`, and an
 * in-place histogram of the gathered values in `hist` (a read-modify-write
 * at data-dependent addresses). */
// top: maxi_hist
// m-axi: idx,data,hist
#include <stdio.h>

#define N 300
#define M 256
#define B 64

int maxi_hist(const unsigned idx[static N], const int data[static M],
              unsigned hist[static B]) {
  int sum = 0;
  for (int i = 0; i < N; i++) {
    int v = data[idx[i] % M];
    hist[(unsigned)v % B] += 1;
    sum += v;
  }
  return sum;
}

int main(void) {
  static unsigned idx[N], hist[B];
  static int data[M];
  unsigned x = 12345;
  for (int i = 0; i < N; i++) {
    x = x * 1103515245u + 12345u;
    idx[i] = x >> 8;
  }
  for (int i = 0; i < M; i++) data[i] = i * i - 7 * i;
  for (int i = 0; i < B; i++) hist[i] = (unsigned)i;
  for (int c = 0; c < 2; c++) printf("%d\n", maxi_hist(idx, data, hist));
  for (int i = 0; i < B; i++) printf("%u ", hist[i]);
  printf("\n");
  return 0;
}
