/* float_dot.c - a single-precision dot product of 64 elements and the
 * sum of their squares, each a loop whose recurrence is one float add:
 * it pipelines at the II that add's latency allows (its MII).
 */
// top: float_dot

#define N 64

static float a[N], b[N];

static unsigned bits(float f) {
  union { float f; unsigned u; } u = {f};
  return u.u;
}

unsigned float_dot(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (float)(i * 37 % 101) / 16.0f - 3.0f;
    b[i] = 1.0f / (float)(i + 1);
  }
  float d = 0.0f;
  for (int i = 0; i < N; i++) d += a[i] * b[i];
  float ss = 0.0f;
  for (int i = 0; i < N; i++) ss += a[i] * a[i];
  return bits(d) ^ (bits(ss) * 3u);
}
