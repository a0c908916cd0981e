/* double_arith.c - double-precision arithmetic in a helper: floating point
 * anywhere in code reachable from the top is rejected.
 */
// top: scaled
// expect-error: 7: floating point

static double scale(int x) { return x * 1.5 + 0.25; }

int scaled(void) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += (int)scale(i);
  return s;
}
