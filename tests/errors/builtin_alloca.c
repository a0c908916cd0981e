/* builtin_alloca.c - __builtin_alloca with a size known only at run time:
 * named as such, not as a variable-length array.
 */
// top: scratch
// expect-error: 9: '__builtin_alloca'

int scratch(int n) {
  /* the block's size depends on n */
  int *p = __builtin_alloca((unsigned)n * 4u);
  p[0] = n;
  return p[0];
}
