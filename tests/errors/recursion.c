/* recursion.c - a directly recursive function: hardware has no call stack,
 * so every callee is inlined into the top, which recursion makes impossible.
 */
// top: fact_top
// expect-error: 8: recursive call

static unsigned fact(unsigned n) {
  return n <= 1 ? 1 : n * fact(n - 1);
}

unsigned fact_top(void) { return fact(10); }
