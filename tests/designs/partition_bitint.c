/* partition_bitint.c - ARRAY_PARTITION of arrays of _BitInt(160), whose
 * elements are three 8-byte memory words each and which clang lays out as
 * bytes (an initialized global as packed structs of bytes, a zeroed static
 * and a local as [N x [24 x i8]]): the dimensions are the C declaration's,
 * read from the debug info, and a bank holds whole elements. Cyclic,
 * block and complete partitions; accesses with a bank known at compile
 * time (unrolled loops) and computed at run time. */
// top: partition_bitint

#include <stdio.h>

typedef unsigned _BitInt(160) u160;

u160 G[8] = {10, 20, 30, 40, 50, 60, 70, 80}; /* complete */

unsigned long long partition_bitint(unsigned x) {
#pragma HLS ARRAY_PARTITION variable=G type=complete dim=1
  static u160 S[12]; /* cyclic by 4 */
#pragma HLS ARRAY_PARTITION variable=S type=cyclic factor=4 dim=1
  u160 L[6][2]; /* block by 3 on dimension 1 */
#pragma HLS ARRAY_PARTITION variable=L type=block factor=3 dim=1
  u160 acc = 0;
  for (int k = 0; k < 8; k++) {
#pragma HLS UNROLL
    G[k] = G[k] * 3 + ((u160)(x + k) << 130);
    acc ^= G[k];
  }
  for (int k = 0; k < 12; k += 4)
    for (int u = 0; u < 4; u++) {
#pragma HLS UNROLL
      S[k + u] += acc >> (k + u);
    }
  for (int r = 0; r < 6; r++)
    for (int c = 0; c < 2; c++) L[r][c] = S[(r * 2 + c + x) % 12] + G[r];
  u160 s = G[x % 8] ^ L[x % 6][x % 2];
  for (int r = 0; r < 6; r++) s += L[5 - r][r % 2] * (u160)(r + 1);
  return (unsigned long long)(s >> 96) ^ (unsigned long long)s;
}

int main(void) {
  unsigned long long h = 0;
  for (unsigned x = 0; x < 5; x++) h = h * 31 + partition_bitint(x * 7 + 1);
  printf("%llx\n", h);
  return 0;
}
