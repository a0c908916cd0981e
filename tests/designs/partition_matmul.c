/* partition_matmul.c - 16x16 integer matrix multiply whose inner loop is
 * unrolled: A is partitioned by columns and B by rows (ARRAY_PARTITION
 * complete), so the 16 products of one C[i][j] read 16 different banks
 * of each and the j loop pipelines at II 1 (without the directives: II 8,
 * two ports per matrix). Writing A[i][j] and B[i][j] with a variable j or
 * i goes to every bank under a predicate. */
// top: partition_matmul

#define N 16

static int A[N][N], B[N][N], C[N][N];

int partition_matmul(void) {
#pragma HLS ARRAY_PARTITION variable=A type=complete dim=2
#pragma HLS ARRAY_PARTITION variable=B type=complete dim=1
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
      for (int k = 0; k < N; k++) {
#pragma HLS UNROLL
        acc += A[i][k] * B[k][j];
      }
      C[i][j] = acc;
    }
  unsigned sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum = sum * 7u + (unsigned)C[i][j];
  return (int)sum;
}
