/* partition_kinds.c - cyclic, block and complete partitions, with
 * dimensions that are not powers of two, accesses whose bank is known at
 * compile time (an unrolled loop's constant offsets) and accesses whose
 * bank is computed at run time (loads select among every bank, stores are
 * predicated on the bank number), a partitioned constant table and a
 * partitioned local array. */
// top: partition_kinds

#include <stdint.h>

static uint16_t H[4][12];    /* cyclic by 4 on dimension 2 */
static int32_t M[10][6];     /* block by 3 on dimension 1 (banks of 4, 4, 2 rows) */
static const uint8_t T[24] = {3,  1,  4,  1,  5,  9,  2,  6,  5,  3,  5,  8,
                              9,  7,  9,  3,  2,  3,  8,  4,  6,  2,  6,  4};

int partition_kinds(void) {
#pragma HLS ARRAY_PARTITION variable=H cyclic factor=4 dim=2
#pragma HLS ARRAY_PARTITION variable=M type=block factor=3 dim=1
#pragma HLS ARRAY_PARTITION variable=T type=complete dim=0
  int32_t L[7][5];
#pragma HLS ARRAY_PARTITION variable=L type=cyclic factor=2 dim=1
  uint32_t seed = 7u, sum = 0;
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 12; c += 4) {
#pragma HLS PIPELINE
      for (int u = 0; u < 4; u++) {
#pragma HLS UNROLL
        seed = seed * 1664525u + 1013904223u;
        H[r][c + u] = (uint16_t)(seed >> 11);
      }
    }
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 6; j++) {
      seed = seed * 1664525u + 1013904223u;
      M[i][j] = (int32_t)(seed >> 3) - (int32_t)(seed >> 20);
    }
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 5; j++) L[i][j] = i * 5 - j * 3 + (int)T[i + j];
  for (int k = 0; k < 60; k++) {
    seed = seed * 1664525u + 1013904223u;
    unsigned a = (seed >> 8) % 4, b = (seed >> 12) % 12;
    unsigned i = (seed >> 16) % 10, j = (seed >> 20) % 6;
    unsigned t = (seed >> 24) % 24, p = (seed >> 5) % 7, q = (seed >> 9) % 5;
    /* run-time banks: read and written */
    H[a][b] = (uint16_t)(H[a][b] + M[i][j] + T[t]);
    M[i][j] ^= (int32_t)H[a][(b + 1) % 12] + L[p][q];
    L[p][q] += (int32_t)T[(t + 5) % 24];
    sum = sum * 31u + (uint32_t)M[i][j] + H[a][b];
  }
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 12; c++) sum = sum * 3u + H[r][c];
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 6; j++) sum = sum * 5u + (uint32_t)M[i][j];
  for (int i = 0; i < 7; i++)
    for (int j = 0; j < 5; j++) sum = sum * 11u + (uint32_t)L[i][j];
  return (int)sum;
}
