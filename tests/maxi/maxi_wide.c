/* AXI4 masters wider than 32 bits (max_widen_bitwidth=): 32-bit elements
 * packed four to a 128-bit beat and two to a 64-bit one, 64-bit elements
 * four to a 256-bit beat; arrays that cross a 4 KiB boundary (the slave's
 * base addresses are 192 bytes below one: bursts split there by byte
 * address) and whose last beat is partly outside them (WSTRB of the
 * array's bytes only). Small, so that synthesis stays quick. */
// top: maxi_wide
#include <stdint.h>
#include <stdio.h>

#define N 203 /* 812 bytes: 50 beats of 16 bytes and 12 bytes */
#define M 45  /* 360 bytes: 11 beats of 32 bytes and 8 bytes */

void maxi_wide(const uint32_t a[static N], const uint32_t b[static N],
               uint32_t c[static N], uint64_t acc[static M], uint32_t k) {
#pragma HLS INTERFACE m_axi port=a max_widen_bitwidth=128
#pragma HLS INTERFACE m_axi port=b max_widen_bitwidth=64
#pragma HLS INTERFACE m_axi port=c max_widen_bitwidth=128
#pragma HLS INTERFACE m_axi port=acc max_widen_bitwidth=256
  for (int i = 0; i < N; i++) c[i] = a[i] * k + b[N - 1 - i];
  for (int j = 0; j < M; j++)
    acc[j] = (acc[j] ^ ((uint64_t)c[j * 4] << 29)) + a[j] + k;
}

int main(void) {
  static uint32_t a[N], b[N], c[N];
  static uint64_t acc[M];
  for (int i = 0; i < N; i++) {
    a[i] = (uint32_t)i * 2654435761u;
    b[i] = (uint32_t)(i * 13) ^ 0x5a5a5a5au;
    c[i] = 0xdeadbeefu;
  }
  for (int j = 0; j < M; j++)
    acc[j] = (uint64_t)j * 0x9e3779b97f4a7c15ull;
  maxi_wide(a, b, c, acc, 3);
  maxi_wide(c, a, b, acc, 0x10001);
  uint64_t h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + b[i] + c[i];
  for (int j = 0; j < M; j++) h = h * 31 + acc[j];
  printf("%llu\n", (unsigned long long)h);
  return 0;
}
