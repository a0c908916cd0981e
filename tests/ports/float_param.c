/* Floating-point parameters and return: a float and a double scalar
 * (ports of their IEEE 754 bits), a float array (an external memory of
 * 32-bit words) the top reads and writes, and a float result; the
 * testbench calls it with special values (negative zero, a subnormal,
 * infinity, NaN) and prints the bits. */
// top: float_param
// expect-ports: gain:32 bias:64 v_rdata:32 v_wdata:32 ret:32
#include <stdio.h>
#include <string.h>

#define N 6

float float_param(float gain, double bias, float v[N]) {
  float m = v[0];
  for (int i = 0; i < N; i++) {
    v[i] = (float)((double)(v[i] * gain) + bias);
    m = v[i] > m ? v[i] : m;
  }
  return m;
}

static unsigned bits(float f) {
  unsigned u;
  memcpy(&u, &f, sizeof u);
  return u;
}

int main(void) {
  static const float gains[4] = {1.5f, -0.0f, 1e-40f, 3e38f};
  static const double biases[4] = {0.25, -1e300, 0.0, -2.5};
  float v[N];
  for (int c = 0; c < 4; c++) {
    for (int i = 0; i < N; i++) v[i] = (float)(i * 3 - 7) / 4.0f;
    if (c == 3) v[2] = 1.0f / 0.0f;
    float m = float_param(gains[c], biases[c], v);
    printf("%d: %08x", c, bits(m));
    for (int i = 0; i < N; i++) printf(" %08x", bits(v[i]));
    printf("\n");
  }
  return 0;
}
