/* memory_too_large.c - a global array of 2^28 words: far beyond any on-chip
 * memory (the limit is 2^20 words). Reported at its declaration, at once
 * and without writing its contents.
 */
// top: big_walk
// expect-error: 7: 'big' needs 268435456 words of 32 bits
static int big[1 << 28];

int big_walk(void) {
  int s = 0;
  for (int i = 0; i < (1 << 28); i += 4096) {
    big[i] = i;
    s += big[i ^ 4096];
  }
  return s;
}
