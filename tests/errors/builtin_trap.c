/* builtin_trap.c - __builtin_trap stops a program; hardware cannot stop, so
 * hlsc rejects it, by its C name. (__builtin_unreachable is accepted: it
 * only tells the optimizer a path is never taken.)
 */
// top: checked_div
// expect-error: 11: '__builtin_trap' is not supported

int checked_div(int a, int b) {
  if (b == 0)
    /* the program would stop here */
    __builtin_trap();
  if (a < 0)
    __builtin_unreachable();
  return a / b;
}
