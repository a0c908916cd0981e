/* pointer_store_merged.c - both sides of an `if` store a pointer into the
 * same array: LLVM merges the two stores into one, whose position is line
 * 0. The error is still located, at the `if` that chose the pointer.
 */
// top: pick
// expect-error: 12: storing a pointer in memory

int *slot[2];
int a[4], b[4];

int pick(int c, int k) {
  if (c)
    slot[k & 1] = &a[1];
  else
    slot[k & 1] = &b[2];
  return slot[0] != 0;
}
