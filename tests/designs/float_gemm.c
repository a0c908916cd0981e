/* float_gemm.c - C = alpha * A * B + beta * C on 8x8 single-precision
 * matrices (PolyBench's gemm, small), then a checksum of the result's
 * bits: any rounding difference from the native run changes it.
 * Exercises: fmul/fadd (clang's fmuladd: two roundings), float arrays in
 * on-chip memories, a pipelined float accumulation.
 */
// top: float_gemm

#define N 8

static float A[N][N], B[N][N], C[N][N];

static unsigned bits(float f) {
  union { float f; unsigned u; } x = {f};
  return x.u;
}

unsigned float_gemm(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (float)((i * j + 1) % N) / N;
      B[i][j] = (float)(i * (j + 1) % 7) / 7.0f - 0.5f;
      C[i][j] = (float)((i + j) % 5) * 0.3f;
    }
  float alpha = 1.5f, beta = 1.2f;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      float acc = 0.0f;
      for (int k = 0; k < N; k++) acc += A[i][k] * B[k][j];
      C[i][j] = alpha * acc + beta * C[i][j];
    }
  unsigned h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) h = h * 31 + bits(C[i][j]);
  return h;
}
