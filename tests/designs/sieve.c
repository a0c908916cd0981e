/* sieve.c - sieve of Eratosthenes up to 1000 over a byte array, then the
 * count of primes, the sum of the primes, the largest prime gap and the
 * number of twin-prime pairs.
 * Exercises: nested loops with a data-dependent inner start (p*p) and
 * stride, a flag memory written in the inner loop and read in the outer.
 */
// top: sieve

#define LIMIT 1000

static unsigned char composite[LIMIT + 1];

unsigned sieve(void) {
  for (int i = 0; i <= LIMIT; i++)
    composite[i] = 0;
  composite[0] = composite[1] = 1;
  for (int p = 2; p * p <= LIMIT; p++) {
    if (composite[p])
      continue;
    for (int m = p * p; m <= LIMIT; m += p)
      composite[m] = 1;
  }
  unsigned count = 0, sum = 0, twins = 0, gap = 0;
  int last = 0;
  for (int i = 2; i <= LIMIT; i++) {
    if (composite[i])
      continue;
    count++;
    sum += (unsigned)i;
    if (last && i - last == 2)
      twins++;
    if (last && (unsigned)(i - last) > gap)
      gap = (unsigned)(i - last);
    last = i;
  }
  return (count << 20) ^ sum ^ (twins << 12) ^ (gap << 26);
}
