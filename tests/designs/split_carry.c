/* split_carry.c - adders and subtractors too long for one clock period
 * (a 300-bit carry chain is about 12 ns on the generic target, 9 ns of
 * logic at 10 ns), cut into chained chunks by sched/splitcarry.c: sums and
 * differences whose carries and borrows ripple through every chunk (all
 * ones plus one, zero minus one), loop-carried ones (an accumulator, a
 * running difference, a signed value) in a pipelined loop, and straight
 * ones in FSM states; and ordered comparisons of the same widths, which
 * are cut the same way (the borrow of a chain of chunk subtractions),
 * signed and unsigned, with equal operands and differing signs. The
 * native run is the oracle. */
// top: split_carry
#include <stdio.h>

typedef unsigned _BitInt(300) u300;
typedef _BitInt(260) s260;

static unsigned long long fold(u300 v) {
  return (unsigned long long)v ^ (unsigned long long)(v >> 64) ^
         (unsigned long long)(v >> 128) ^ (unsigned long long)(v >> 192) ^
         (unsigned long long)(v >> 256);
}

unsigned long long split_carry(unsigned n, unsigned long long seed) {
  u300 ones = ~(u300)0;
  /* ripples through every chunk: all ones + 1 = 0, 0 - 1 = all ones */
  u300 wrap = ones + (u300)(seed & 1 ? 1 : 2);
  u300 back = (u300)(seed & 2) - (u300)3;
  unsigned long long h = fold(wrap) ^ fold(back) * 3;
  u300 acc = ones >> 1, dec = ones;
  s260 s = -1;
  for (unsigned i = 0; i < n; i++) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    u300 x = (u300)seed << 236 | (u300)(seed ^ i) << 100 | (u300)(seed >> 7);
    if (i % 5 == 3) x = ones >> (i % 11); /* long runs of ones */
    acc += x;
    dec -= x ^ (acc >> 3);
    s = s - (s260)x + (s260)(seed >> 3);
    h ^= fold(acc) + fold(dec) * 5 + (unsigned long long)(s >> 190) +
         (unsigned long long)s;
    /* ordered compares of 300 and 260 bits: equal operands on some
     * iterations, signs that differ on others */
    u300 y = i % 4 == 1 ? x : acc;
    s260 t = i % 6 == 2 ? s : (s260)y - (s260)dec;
    h = h * 31 + (x < y) + 2 * (x <= y) + 4 * (x > dec) + 8 * (acc >= y) +
        16 * (s < t) + 32 * (s <= t) + 64 * (t > s) + 128 * (t >= (s260)0);
  }
  return h ^ fold(acc - dec);
}

int main(void) {
  printf("%llx\n", split_carry(0, 1));
  printf("%llx\n", split_carry(1, 2));
  printf("%llx\n", split_carry(40, 0x123456789abcdefull));
  printf("%llx\n", split_carry(97, ~0ull));
  return 0;
}
