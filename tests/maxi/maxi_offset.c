/* AXI4 master arrays walked from an element other than 0: c[i] and
 * a[i - 1] of a loop from 1, and m[i + 3] of bytes (packed four to a bus
 * word, starting at m[4], the first byte of a word) stream from where the
 * loop starts; out8[i + 2] starts in the middle of a bus word and s is read
 * at two offsets (s[i] and s[i + 1]), so both are copied. tests/run.sh
 * checks the -v line of each. */
// top: maxi_offset
#include <stdio.h>

#define N 1024

void maxi_offset(const int a[static N], const unsigned char m[static N],
                 int c[static N], unsigned char out8[static N],
                 const int s[static N], int pair[static N]) {
#pragma HLS INTERFACE m_axi port=a
#pragma HLS INTERFACE m_axi port=m
#pragma HLS INTERFACE m_axi port=c
#pragma HLS INTERFACE m_axi port=out8
#pragma HLS INTERFACE m_axi port=s
#pragma HLS INTERFACE m_axi port=pair
  for (int i = 1; i < N - 3; i++) c[i] = a[i - 1] * 3 + m[i + 3];
  for (int i = 0; i < N - 2; i++) out8[i + 2] = (unsigned char)(i ^ 0x5a);
  for (int i = 0; i < N - 1; i++) pair[i] = s[i] - 2 * s[i + 1];
}

int main(void) {
  static int a[N], c[N], s[N], pair[N];
  static unsigned char m[N], out8[N];
  for (int i = 0; i < N; i++) {
    a[i] = i * 7 - 500;
    m[i] = (unsigned char)(i * 37 + 11);
    c[i] = -1;
    out8[i] = 0xee;
    s[i] = (i * 2654435761u) >> 9;
    pair[i] = 5;
  }
  maxi_offset(a, m, c, out8, s, pair);
  long sum = 0;
  for (int i = 0; i < N; i++)
    sum += (c[i] + out8[i] * 3L + pair[i]) * (i % 13 + 1);
  printf("%ld\n", sum);
  return 0;
}
