/* gcd.c - Euclid's algorithm with a data-dependent loop exit and unsigned
 * remainder; also derives the lcm of each pair (division by the gcd).
 * Exercises: while loop whose trip count depends on the data, urem, udiv.
 */
// top: gcd

static const unsigned pairs[12][2] = {
    {48, 18},     {1071, 462}, {17, 5},    {1000000, 64}, {270, 192},
    {7, 7},       {0, 9},      {9, 0},     {123456, 7890}, {65536, 4096},
    {2147483646u, 1073741823u}, {99991, 99989},
};

static unsigned euclid(unsigned a, unsigned b) {
  while (b != 0) {
    unsigned t = a % b;
    a = b;
    b = t;
  }
  return a;
}

unsigned gcd(void) {
  unsigned sum = 0;
  for (int i = 0; i < 12; i++) {
    unsigned a = pairs[i][0], b = pairs[i][1];
    unsigned g = euclid(a, b);
    unsigned lcm_lo = g ? (a / g) * b : 0; /* wraps mod 2^32: fine, unsigned */
    sum = sum * 31u + g;
    sum ^= lcm_lo;
  }
  return sum;
}
