/* matmul.c - 8x8 integer matrix product, the dot products' loop fully
 * unrolled, one output element per iteration of the flattened i, j loop. */
// top: matmul
#include "bench.h"
#define XA(i) (((i) * 7 + 3) % 19 - 9)
#define XB(i) (((i) * 11 + 5) % 23 - 11)
static const int A[64] = {D64(XA, 0)};
static const int B[64] = {D64(XB, 0)};
static int C[64];

unsigned matmul(void) {
  for (int ij = 0; ij < 64; ij++) {
    BENCH_TRIP();
    int i = ij >> 3, j = ij & 7, s = 0;
#pragma clang loop unroll(full)
    for (int k = 0; k < 8; k++) s += A[i * 8 + k] * B[k * 8 + j];
    C[ij] = s;
  }
  return (unsigned)(C[0] ^ C[27] ^ C[63]);
}
