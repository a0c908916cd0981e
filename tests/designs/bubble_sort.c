/* bubble_sort.c - bubble sort of 32 pseudo-random signed values with the
 * early-exit "no swap happened" optimisation, then a position-weighted
 * checksum and a sortedness check.
 * Exercises: nested loops, swaps (read-modify-write of one memory),
 * signed compares, flag-controlled early exit.
 */
// top: bubble_sort

#define N 32

static int data[N];

unsigned bubble_sort(void) {
  unsigned x = 2463534242u;
  for (int i = 0; i < N; i++) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    data[i] = (int)(x % 2001u) - 1000;
  }
  for (int pass = 0; pass < N - 1; pass++) {
    int swapped = 0;
    for (int i = 0; i < N - 1 - pass; i++) {
      if (data[i] > data[i + 1]) {
        int t = data[i];
        data[i] = data[i + 1];
        data[i + 1] = t;
        swapped = 1;
      }
    }
    if (!swapped)
      break;
  }
  unsigned sum = 0;
  int sorted = 1;
  for (int i = 0; i < N; i++) {
    sum += (unsigned)(i + 1) * (unsigned)data[i];
    if (i > 0 && data[i - 1] > data[i])
      sorted = 0;
  }
  return sum ^ ((unsigned)sorted << 31);
}
