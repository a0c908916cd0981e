/* A float top whose testbench (main, not part of the design) calls libm
 * functions hlsc has no hardware for (sinf, expf): only the functions the
 * top reaches are lowered and checked, so the design compiles. */
// top: float_tb_libm
// expect-ports: x:32 ret:32
#include <math.h>
#include <stdio.h>

float float_tb_libm(float x) { return x * 2.5f - 1.0f; }

int main(void) {
  for (int i = 0; i < 4; i++) {
    float y = float_tb_libm(sinf((float)i) + expf(-(float)i));
    printf("%d: %a\n", i, (double)y);
  }
  return 0;
}
