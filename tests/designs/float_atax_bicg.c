/* float_atax_bicg.c - PolyBench's atax (y = A^T (A x)) and bicg
 * (s = r^T A, q = A p) on an 8x10 single-precision matrix, with a
 * checksum of the results' bits.
 * Exercises: float accumulation loops (a recurrence through a float add),
 * float arrays read in rows and columns, int -> float conversions.
 */
// top: atax_bicg

#define M 8
#define N 10

static float A[M][N], x[N], y[N], tmp[M], r[M], p[N], s[N], q[M];

static unsigned bits(float f) {
  union { float f; unsigned u; } u = {f};
  return u.u;
}

unsigned atax_bicg(void) {
  for (int i = 0; i < M; i++) {
    r[i] = (float)(i % 3) * 0.75f - 1.0f;
    for (int j = 0; j < N; j++) A[i][j] = (float)((i + j) % N) / (5.0f * M);
  }
  for (int j = 0; j < N; j++) {
    x[j] = 1.0f + (float)j / N;
    p[j] = (float)(j % 4) * 0.125f;
  }
  for (int j = 0; j < N; j++) y[j] = 0.0f, s[j] = 0.0f;
  for (int i = 0; i < M; i++) {
    float t = 0.0f;
    for (int j = 0; j < N; j++) t += A[i][j] * x[j];
    tmp[i] = t;
    for (int j = 0; j < N; j++) y[j] = y[j] + A[i][j] * t;
  }
  for (int i = 0; i < M; i++) {
    float t = 0.0f;
    for (int j = 0; j < N; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      t = t + A[i][j] * p[j];
    }
    q[i] = t;
  }
  unsigned h = 0;
  for (int j = 0; j < N; j++) h = h * 33 + bits(y[j]) + 7 * bits(s[j]);
  for (int i = 0; i < M; i++) h = h * 33 + bits(q[i]) + bits(tmp[i]);
  return h;
}
