/* matmul.c - 8x8 integer matrix multiply C = A * B with matrices filled by
 * a small LCG, then a weighted checksum of C.
 * Exercises: triple nested loops, 2-D global arrays (memories), mul/add.
 */
// top: matmul

#define N 8

static int A[N][N], B[N][N], C[N][N];

int matmul(void) {
  unsigned seed = 12345u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      seed = seed * 1103515245u + 12345u;
      A[i][j] = (int)((seed >> 16) & 0xff) - 128;
      seed = seed * 1103515245u + 12345u;
      B[i][j] = (int)((seed >> 16) & 0xff) - 128;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      int acc = 0;
      for (int k = 0; k < N; k++)
        acc += A[i][k] * B[k][j];
      C[i][j] = acc;
    }
  unsigned sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum = sum * 7u + (unsigned)C[i][j];
  return (int)(sum & 0x7fffffff);
}
