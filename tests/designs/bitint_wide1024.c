/* bitint_wide1024.c - unsigned _BitInt(1024) and _BitInt(256) arithmetic:
 * an xor-rotate-add chain on a 1024-bit state (a rotation by a constant, a
 * 1024-bit constant, 1024-bit adds and subtractions, compares of 1024-bit
 * values), on 256 bits a rotation by a variable amount, a population count
 * and a signed shift right by a variable amount, and a 128-bit multiply
 * (a 256-bit one has a stage per bit: carry(256) alone is over the
 * period, and its recurrence makes the pipelined loop slower than the
 * sequential one). The
 * seeds are read from volatile memories so that clang cannot fold the
 * kernel to a constant; the result folds the wide state to 64 bits. (The
 * variable shifts and counts stay at 256 bits so that Yosys synthesizes
 * the design in the suite's time.)
 */
// top: bitint_wide1024

typedef unsigned _BitInt(1024) u1024;
typedef unsigned _BitInt(256) u256;
typedef unsigned __int128 u128;
typedef signed _BitInt(256) s256;

static volatile unsigned long long seeds[3] = {0x9e3779b97f4a7c15ull,
                                               0xbf58476d1ce4e5b9ull, 13ull};

static u256 rotl(u256 x, unsigned n) {
  n &= 255;
  return n ? (x << n) | (x >> (256 - n)) : x;
}

unsigned long long bitint_wide1024(void) {
  u1024 s = 0;
  for (int i = 0; i < 16; i++) s = (s << 64) | (u1024)(seeds[i % 2] * (i + 1));
  const u1024 k = ~(u1024)0 / 3; /* 0x5555...: a 1024-bit constant */
  u256 m = ((u256)seeds[0] << 192) | seeds[1];
  s256 sg = -(s256)seeds[1] << 100;
  unsigned pc = 0;
  for (unsigned i = 0; i < 10; i++) {
    unsigned n = (unsigned)(s >> 1000) + seeds[2] * i;
    s = ((s ^ k) << 93 | (s ^ k) >> 931) + (s >> 7);
    if (s < k) s -= k; /* 1024-bit compare */
    m = rotl(m, n) ^ (u256)((u128)m * (u128)(s >> 500)) << 7;
    m += (u256)s;
    sg = (sg >> (n & 63)) ^ (s256)m;
    pc += (unsigned)__builtin_popcountg(m);
  }
  u1024 f = s ^ (u1024)m ^ ((u1024)(u256)sg << 300);
  unsigned long long r = pc;
  for (int i = 0; i < 16; i++) r ^= (unsigned long long)(f >> (64 * i));
  return r;
}
