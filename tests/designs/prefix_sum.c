/* prefix_sum.c - in-place inclusive prefix sum, then an in-place exclusive
 * scan backwards, then adjacent differences to recover the input.
 * Exercises: loop-carried dependence through memory (a[i] depends on
 * a[i-1] just written), read and write of one memory in one iteration.
 */
// top: prefix_sum

#define N 64

static int a[N];
static int orig[N];

int prefix_sum(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (i * 29) % 17 - 8;
    orig[i] = a[i];
  }
  for (int i = 1; i < N; i++)
    a[i] += a[i - 1];
  int total = a[N - 1];
  unsigned h = 0;
  for (int i = 0; i < N; i++)
    h = h * 5u + (unsigned)a[i];
  /* recover the input in place: differences, walking backwards */
  for (int i = N - 1; i > 0; i--)
    a[i] -= a[i - 1];
  int mismatches = 0;
  for (int i = 0; i < N; i++)
    if (a[i] != orig[i])
      mismatches++;
  return (int)(h & 0xffff) + total * 65536 + mismatches * 1000;
}
