/* malloc.c - dynamic allocation: the hardware has only the memories known
 * at compile time.
 */
// top: heap_sum
// expect-error: 11: dynamic allocation
#include <stdlib.h>

int heap_sum(void) {
  int n = 16;
  int s = 0;
  int *v = malloc((size_t)n * sizeof *v);
  for (int i = 0; i < n; i++)
    v[i] = i * i;
  for (int i = 0; i < n; i++)
    s += v[i];
  return s;
}
