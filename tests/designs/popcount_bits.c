/* popcount_bits.c - bit tricks: population count (loop and SWAR forms,
 * LLVM recognises the loop as llvm.ctpop), count of leading/trailing zeros
 * by loops, bit reversal, byte swap (llvm.bswap), next power of two,
 * isolating the lowest set bit, and Gray code round trips.
 * Exercises: ctpop/bswap intrinsics and their loop forms, masks, shifts.
 */
// top: popcount_bits

static unsigned pop_loop(unsigned x) {
  unsigned n = 0;
  while (x) {
    x &= x - 1u;
    n++;
  }
  return n;
}

static unsigned pop_swar(unsigned x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (x * 0x01010101u) >> 24;
}

static unsigned clz_loop(unsigned x) {
  unsigned n = 0;
  if (x == 0)
    return 32;
  while (!(x & 0x80000000u)) {
    x <<= 1;
    n++;
  }
  return n;
}

static unsigned ctz_loop(unsigned x) {
  unsigned n = 0;
  if (x == 0)
    return 32;
  while (!(x & 1u)) {
    x >>= 1;
    n++;
  }
  return n;
}

static unsigned bitrev(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; i++) {
    r = (r << 1) | (x & 1u);
    x >>= 1;
  }
  return r;
}

static unsigned bswap(unsigned x) {
  return (x >> 24) | ((x >> 8) & 0xff00u) | ((x << 8) & 0xff0000u) | (x << 24);
}

static unsigned next_pow2(unsigned x) {
  x--;
  x |= x >> 1;
  x |= x >> 2;
  x |= x >> 4;
  x |= x >> 8;
  x |= x >> 16;
  return x + 1u;
}

static unsigned gray_decode(unsigned g) {
  for (unsigned s = 1; s < 32; s <<= 1)
    g ^= g >> s;
  return g;
}

unsigned popcount_bits(void) {
  unsigned h = 0, x = 0x9e3779b9u;
  int bad = 0;
  for (int i = 0; i < 16; i++) {
    x ^= x << 7;
    x ^= x >> 9;
    unsigned p = pop_loop(x);
    if (p != pop_swar(x))
      bad++;
    h = h * 37u + p;
    h ^= clz_loop(x >> (i & 15)) << 8;
    h ^= ctz_loop(x << (i & 15)) << 16;
    h += bitrev(x) ^ bswap(x);
    h += next_pow2((x >> 8) | 1u);
    h ^= x & (0u - x); /* lowest set bit */
    unsigned g = x ^ (x >> 1);
    if (gray_decode(g) != x)
      bad++;
  }
  return h + (unsigned)bad * 0x10000000u;
}
