/* insertion_sort.c - insertion sort of 40 values; the inner while loop has
 * a compound, data-dependent exit condition (j >= 0 && a[j] > key).
 * Exercises: while loop with && exit, shifting elements in one memory.
 */
// top: insertion_sort

#define N 40

static unsigned short a[N];

unsigned insertion_sort(void) {
  unsigned s = 7u;
  for (int i = 0; i < N; i++) {
    s = s * 69069u + 1u;
    a[i] = (unsigned short)(s >> 20);
  }
  for (int i = 1; i < N; i++) {
    unsigned short key = a[i];
    int j = i - 1;
    while (j >= 0 && a[j] > key) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
  unsigned h = 2166136261u;
  for (int i = 0; i < N; i++) {
    h ^= a[i];
    h *= 16777619u;
  }
  return h;
}
