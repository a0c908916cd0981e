/* u64_arith.c - 64-bit arithmetic: splitmix64 (64-bit multiply, xor-shift),
 * rotations by variable amounts, 64-bit unsigned division and remainder,
 * and a 32x32->64 widening multiply.
 * Exercises: i64 mul/udiv/urem/lshr/shl, the rotate idiom (fshl/fshr),
 * 64-bit return value.
 */
// top: u64_arith

typedef unsigned long long u64;

static u64 rotl(u64 x, unsigned r) {
  r &= 63u;
  return r ? (x << r) | (x >> (64u - r)) : x;
}

static u64 rotr(u64 x, unsigned r) {
  return (x >> (r & 63u)) | (x << ((64u - r) & 63u));
}

static u64 splitmix(u64 *state) {
  u64 z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

u64 u64_arith(void) {
  u64 st = 42, acc = 0;
  for (unsigned i = 0; i < 24; i++) {
    u64 v = splitmix(&st);
    acc ^= rotl(v, i * 5u);
    acc = rotr(acc, 7) + (v >> 60);
    u64 d = (v >> 33) | 1u;        /* non-zero divisor */
    acc += v / d;
    acc ^= (v % 1000000007ull) << 17;
    unsigned lo = (unsigned)v, hi = (unsigned)(v >> 32);
    acc += (u64)lo * (u64)hi;       /* widening multiply */
  }
  return acc;
}
