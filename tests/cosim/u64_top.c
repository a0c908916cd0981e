/* u64_top.c - cosim smoke test: a top whose unsigned 64-bit result has the
 * top bit set, so ret must print as an unsigned C value (and the cosim
 * compares all 64 bits).
 */
// top: twice

static unsigned long long table[4] = {0x8000000000000001ull, 3, 5, 7};

unsigned long long twice(void) {
  unsigned long long s = 0;
  for (int i = 0; i < 4; i++)
    s += table[i] * 2u + (unsigned long long)i;
  return s ^ 0x8000000000000000ull;
}
