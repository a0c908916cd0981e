/* array_param_unsized.c - an array parameter becomes a memory port, whose
 * depth hlsc must know: `int a[]` (or `int *a`) has none.
 */
// top: sum4
// expect-error: 6: needs a size
int sum4(const int a[]) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += a[i];
  return s;
}
