/* histogram.c - histogram of 512 pseudo-random bytes into 16 bins, then the
 * cumulative distribution and the median bin.
 * Exercises: read-modify-write of the same memory with data-dependent
 * addresses (back-to-back increments of one bin), in-place cumulative sum.
 */
// top: histogram

static unsigned short hist[16];

unsigned histogram(void) {
  for (int b = 0; b < 16; b++)
    hist[b] = 0;
  unsigned s = 0xace1u;
  for (int i = 0; i < 512; i++) {
    /* 16-bit Fibonacci LFSR, taps 16 14 13 11 */
    unsigned bit = ((s >> 0) ^ (s >> 2) ^ (s >> 3) ^ (s >> 5)) & 1u;
    s = (s >> 1) | (bit << 15);
    unsigned v = (s & 0xffu);
    /* skew the distribution so bins differ a lot */
    unsigned bin = (v * v) >> 12;
    hist[bin]++;
    if ((i & 7) == 0)
      hist[bin]++; /* double hit on the same address */
  }
  unsigned h = 0;
  for (int b = 0; b < 16; b++)
    h = h * 31u + hist[b];
  for (int b = 1; b < 16; b++)
    hist[b] = (unsigned short)(hist[b] + hist[b - 1]);
  unsigned total = hist[15], median = 0;
  while (hist[median] * 2u < total)
    median++;
  return h ^ (median << 24) ^ (total << 12);
}
