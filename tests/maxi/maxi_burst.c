/* The burst options of `#pragma HLS INTERFACE m_axi`: a streamed read in
 * bursts of 256 beats with two in flight (a 512-beat FIFO), a streamed read
 * in bursts of 8, a streamed write in bursts of 16 with at most two not
 * answered, and a copied array (read at data-dependent indices) loaded in
 * bursts of 64 with at most three in flight. tests/run.sh checks, from
 * the testbench's slave, the longest burst each port made. */
// top: maxi_burst
#include <stdio.h>

#define N 1024
#define M 512

void maxi_burst(const int a[static N], const int b[static N],
                int c[static N], const int lut[static M]) {
#pragma HLS INTERFACE m_axi port=a max_read_burst_length=256 num_read_outstanding=2
#pragma HLS INTERFACE m_axi port=b max_read_burst_length=8
#pragma HLS INTERFACE m_axi port=c max_write_burst_length=16 num_write_outstanding=2
#pragma HLS INTERFACE m_axi port=lut max_read_burst_length=64 num_read_outstanding=3
  for (int i = 0; i < N; i++)
    c[i] = a[i] + lut[(unsigned)b[i] % M];
}

int main(void) {
  static int a[N], b[N], c[N], lut[M];
  for (int i = 0; i < N; i++) {
    a[i] = i * 5 - 77;
    b[i] = (i * 2654435761u) >> 7;
  }
  for (int i = 0; i < M; i++) lut[i] = i * i - 3000;
  maxi_burst(a, b, c, lut);
  long s = 0;
  for (int i = 0; i < N; i++) s += c[i] * (long)(i + 1);
  printf("%ld\n", s);
  return 0;
}
