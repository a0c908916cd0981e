/* vla.c - a variable-length array: its size is only known at run time, so
 * it cannot become a memory of fixed depth.
 */
// top: vla_top
// expect-error: 9: variable-length array

static int sum_first(unsigned n) {
  /* n is known only at run time */
  int tmp[n];
  int s = 0;
  for (unsigned i = 0; i < n; i++)
    tmp[i] = (int)(i * 3u);
  for (unsigned i = 0; i < n; i++)
    s += tmp[i];
  return s;
}

static volatile unsigned count = 7;

int vla_top(void) { return sum_first(count); }
