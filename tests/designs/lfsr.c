/* lfsr.c - linear feedback shift registers: a 16-bit Fibonacci LFSR run
 * until it returns to its seed (period 65535 would be too long, so a
 * 10-bit maximal LFSR is used for the period test: 1023 steps), a 32-bit
 * Galois LFSR producing a bit stream, and a 7-bit LFSR in _BitInt(7).
 * Exercises: a data-dependent loop exit after ~1000 iterations, single-bit
 * feedback, shifts of narrow widths.
 */
// top: lfsr

unsigned lfsr(void) {
  /* x^10 + x^7 + 1, maximal: period 1023 */
  unsigned s = 1, period = 0;
  do {
    unsigned bit = ((s >> 9) ^ (s >> 6)) & 1u;
    s = ((s << 1) | bit) & 0x3ffu;
    period++;
  } while (s != 1 && period < 5000);

  /* 32-bit Galois LFSR, taps 0x80200003 */
  unsigned g = 0xdeadbeefu, ones = 0, word = 0;
  for (int i = 0; i < 96; i++) {
    unsigned out = g & 1u;
    g >>= 1;
    if (out)
      g ^= 0x80200003u;
    ones += out;
    word = (word << 1) | out;
  }

  /* x^7 + x^6 + 1 in a 7-bit type */
  unsigned _BitInt(7) r = 0x5a;
  unsigned seen = 0;
  for (int i = 0; i < 20; i++) {
    unsigned _BitInt(1) b = (unsigned _BitInt(1))((r >> 6) ^ (r >> 5));
    r = (unsigned _BitInt(7))(r << 1) | b;
    seen = seen * 3u + (unsigned)r;
  }
  return (period << 20) ^ (ones << 12) ^ word ^ seen;
}
