/* `#pragma HLS INTERFACE s_axilite` in the top, without the command-line
 * option: the same AXI4-Lite control slave (the tests compile and
 * co-simulate this file without --interface). A signed 12-bit argument,
 * a float and a return value of 1 bit. */
// top: axil_pragma
#include <stdbool.h>
#include <stdio.h>

typedef signed _BitInt(12) s12;

bool axil_pragma(s12 x, float f) {
#pragma HLS INTERFACE mode=s_axilite port=return
#pragma HLS INTERFACE s_axilite port=x bundle=control
  float y = f;
  for (int i = 0; i < 3; i++) y = y * 0.5f + (float)x;
  return y > 100.0f;
}

int main(void) {
  static const int xs[4] = {0, -2048, 2047, 60};
  static const float fs[4] = {1.0f, 1e6f, -3.5f, 20.0f};
  for (int k = 0; k < 4; k++) printf("%d\n", axil_pragma((s12)xs[k], fs[k]));
  return 0;
}
