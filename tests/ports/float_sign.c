/* A float return made of sign-bit operations: InstCombine turns the
 * soft-float lowering's integer sign logic back into fneg and fabs when
 * the value is returned as a float, and hlsc makes bit logic of them again
 * after the pass pipeline. The testbench passes signed zeros, NaNs and
 * infinities. */
// top: float_sign
// expect-ports: v:32 w:32 ret:32
#include <math.h>
#include <stdio.h>
#include <string.h>

float float_sign(float v, float w) { return w > 0 ? -v : fabsf(v); }

int main(void) {
  static const float vs[6] = {1.5f, -0.0f, 0.0f, -1e-40f, 1e30f, -3.0f};
  float inf = 1e30f * 1e30f, nan = inf - inf;
  for (int c = 0; c < 8; c++) {
    float v = c < 6 ? vs[c] : c == 6 ? nan : -inf;
    float r = float_sign(v, (float)(c % 3) - 1.0f);
    unsigned u;
    memcpy(&u, &r, sizeof u);
    printf("%d: %08x\n", c, u);
  }
  return 0;
}
