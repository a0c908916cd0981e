/* wide_mixed.c - memories of wide elements accessed in pieces, and a
 * partitioned one: an array of unsigned __int128 also read and written
 * through byte and 32-bit pointers (its words are then the narrowest
 * access, a 128-bit access several of them), and a cyclically partitioned
 * static array of unsigned __int128 (two banks of 128-bit words).
 * Exercises: wide accesses made of narrow words, initial contents split
 * over banks, wide words in partitioned memories.
 */
// top: wide_mixed
#include <stdint.h>

typedef unsigned __int128 u128;

static volatile uint64_t in[2] = {0x0123456789abcdefull, 77};
static u128 t[4] = {1, 2, 3, ((u128)5 << 100) | 9};

uint64_t wide_mixed(void) {
  static u128 h[8];
#pragma HLS ARRAY_PARTITION variable=h cyclic factor=2 dim=1
  unsigned k = (unsigned)in[1];
  for (unsigned i = 0; i < 8; i++) h[i] = ((u128)in[i & 1] << 96) | i;
  for (unsigned i = 0; i < 4; i++) t[(i + k) & 3] += (u128)in[0] << 48;
  uint8_t *b = (uint8_t *)t;
  uint64_t s = 0;
  for (unsigned i = 0; i < 64; i++) s = (s << 3) + s + b[(i * 7 + k) & 63];
  b[(k * 5) & 63] ^= 0x5a;
  uint32_t *w = (uint32_t *)t;
  w[k & 15] += 0x10001;
  for (unsigned i = 0; i < 8; i++)
    h[(i * 3 + k) & 7] += (u128)t[i & 3] << 20;
  u128 x = 0;
  for (unsigned i = 0; i < 8; i++) x = (x << 1) ^ h[(i + k) & 7];
  return s ^ (uint64_t)(t[k & 3] >> 60) ^ (uint64_t)t[(k + 1) & 3] ^
         (uint64_t)(x >> 96) ^ (uint64_t)x;
}
