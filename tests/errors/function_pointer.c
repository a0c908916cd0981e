/* function_pointer.c - a call through a function pointer chosen at run
 * time: the callee is not known at compile time, so it cannot be inlined.
 */
// top: fp_top
// expect-error: 16: function pointer

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }

int fp_top(void) {
  int acc = 0;
  for (int i = 0; i < 8; i++) {
    /* the callee depends on the data */
    int (*op)(int) = (acc & 1) ? twice : square;
    /* the indirect call */
    acc += op(i);
  }
  return acc;
}
