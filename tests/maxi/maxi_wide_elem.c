/* AXI4 masters of elements wider than 64 bits: unsigned __int128
 * elements one to a 128-bit beat and two to a 256-bit one, and
 * _BitInt(200) elements (256-bit words in memory) two to a 512-bit beat,
 * read and written back; the arrays cross a 4 KiB boundary like
 * maxi_wide's. Small, so that synthesis stays quick. */
// top: maxi_wide_elem
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef unsigned _BitInt(200) u200;

#define N 13
#define M 7

void maxi_wide_elem(const u128 a[static N], u128 b[static N],
                    u200 c[static M], uint32_t k) {
#pragma HLS INTERFACE m_axi port=a max_widen_bitwidth=128
#pragma HLS INTERFACE m_axi port=b max_widen_bitwidth=256
#pragma HLS INTERFACE m_axi port=c max_widen_bitwidth=512
  for (int i = 0; i < N; i++) b[i] = a[i] + (b[N - 1 - i] >> 3) + k;
  for (int j = 0; j < M; j++) c[j] ^= ((u200)b[j] << 70) + a[j + 1];
}

int main(void) {
  static u128 a[N], b[N];
  static u200 c[M];
  for (int i = 0; i < N; i++) {
    a[i] = ((u128)(i * 0x9e3779b97f4a7c15ull) << 64) | (uint64_t)(i + 1);
    b[i] = ~(u128)0 / (u128)(i + 2);
  }
  for (int j = 0; j < M; j++) c[j] = ((u200)(j + 1) << 190) | (u200)j;
  maxi_wide_elem(a, b, c, 3);
  maxi_wide_elem(b, a, c, 0x10001);
  uint64_t h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + (uint64_t)(a[i] >> 50) + (uint64_t)b[i];
  for (int j = 0; j < M; j++) h = h * 31 + (uint64_t)(c[j] >> 130);
  printf("%llu\n", (unsigned long long)h);
  return 0;
}
