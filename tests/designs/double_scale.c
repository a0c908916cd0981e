/* double_scale.c - double-precision arithmetic in a helper (once an error
 * test: floats were refused), inlined into the loop of the top.
 * Exercises: sitofp to double, fmul and fadd (clang's fmuladd) in double,
 * fptosi.
 */
// top: scaled

static double scale(int x) { return x * 1.5 + 0.25; }

int scaled(void) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += (int)scale(i);
  return s;
}
