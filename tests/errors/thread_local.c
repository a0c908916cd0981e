/* thread_local.c - a _Thread_local variable: a design has one thread, and
 * the error names the C construct (not LLVM's threadlocal intrinsic).
 */
// top: count_up
// expect-error: 10: '_Thread_local' variable 'counter'

static _Thread_local int counter;

int count_up(int x) {
  counter += x;
  return x;
}
