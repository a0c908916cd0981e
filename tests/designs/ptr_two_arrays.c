/* ptr_two_arrays.c - a pointer that points into one of two arrays
 * depending on run-time data, read with a stride in a loop (each array is
 * a separate memory: the read goes to both and the pointer's object is
 * kept). Was the error test errors/pointer_two_arrays ("pointer may point
 * to several objects").
 */
// top: pick_sum

static int evens[16], odds[16];

int pick_sum(void) {
  for (int i = 0; i < 16; i++) {
    evens[i] = 2 * i;
    odds[i] = 2 * i + 1;
  }
  int s = 0;
  for (int k = 0; k < 4; k++) {
    const int *p = (s & 1) ? odds : evens;
    for (int i = k; i < 16; i += 3)
      s += p[i];
  }
  return s;
}
