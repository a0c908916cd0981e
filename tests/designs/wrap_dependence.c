/* wrap_dependence.c - a loop-carried dependence that only modular
 * arithmetic sees: with a 2-bit index, q + 3 is q - 1, so every load reads
 * the word the previous iteration stored. A pipeline that took q + 3 for
 * "three words further" would start the load before that store and read a
 * stale value.
 * Exercises: dependence distances of wrapping (narrow) indices, the
 * starting index unknown at compile time.
 */
// top: wrap_dependence

static unsigned quad[4];
static volatile unsigned char q0 = 1;

unsigned wrap_dependence(void) {
  unsigned _BitInt(2) q = (unsigned _BitInt(2))q0;
  for (int i = 0; i < 50; i++) {
    quad[q] = quad[(unsigned _BitInt(2))(q + 3)] * 7u + (unsigned)i;
    q++;
  }
  return quad[0] ^ quad[1] * 3u ^ quad[2] * 5u ^ quad[3] * 9u;
}
