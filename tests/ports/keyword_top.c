/* Verilog names (docs/user-guide.md, "Port names"): the top is named after
 * a Verilog keyword, its parameters after keywords (input, output, reg) and
 * hlsc's own ports (clk, done), and the scalar a_addr comes before the
 * array a, whose address port would be a_addr too. */
// top: reg
#include <stdio.h>

int reg(int input, int output, unsigned char clk, int a_addr, int done,
        int a[static 8]) {
  int s = input * output + clk;
  for (int i = 0; i < 8; i++) {
    s += a[(i + a_addr) & 7];
    a[i] = s ^ done;
  }
  return s;
}

int main(void) {
  int a[8];
  for (int i = 0; i < 8; i++) a[i] = i * 3 - 5;
  for (int c = 0; c < 3; c++) {
    int r = reg(c + 2, 7 - c, (unsigned char)(200 + c), c * 5, c, a);
    printf("%d: %d %d %d\n", c, r, a[0], a[7]);
  }
  return 0;
}
