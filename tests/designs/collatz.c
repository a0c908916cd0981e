/* collatz.c - Collatz sequence lengths for 1..40: a loop nest whose inner
 * trip count is data dependent, with a running maximum and its argmax.
 * Exercises: while loop with data-dependent exit, even/odd branch, max.
 */
// top: collatz

static unsigned steps(unsigned n) {
  unsigned s = 0;
  while (n != 1) {
    if (n & 1u)
      n = 3u * n + 1u;
    else
      n >>= 1;
    s++;
  }
  return s;
}

unsigned collatz(void) {
  unsigned best = 0, best_n = 0, total = 0;
  for (unsigned n = 1; n <= 40; n++) {
    unsigned s = steps(n);
    total += s;
    if (s > best) {
      best = s;
      best_n = n;
    }
  }
  return (best_n << 16) ^ (best << 8) ^ total;
}
