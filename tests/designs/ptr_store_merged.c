/* ptr_store_merged.c - both sides of an `if` store a pointer into the same
 * array of pointers (LLVM merges the two stores into one store of a select
 * of the two addresses), then the pointers are read back and followed.
 * Was the error test errors/pointer_store_merged ("storing a pointer in
 * memory is not supported").
 */
// top: pick

int *slot[2];
int a[4] = {1, 2, 3, 4}, b[4] = {10, 20, 30, 40};

int pick(void) {
  int s = 0;
  for (int k = 0; k < 6; k++) {
    int c = (k * 5) & 2;
    if (c)
      slot[k & 1] = &a[1];
    else
      slot[k & 1] = &b[2];
    s += *slot[0] + (slot[1] != 0) + (slot[1] == &a[1]);
    *slot[k & 1] += k;
  }
  return s + a[1] + b[2];
}
