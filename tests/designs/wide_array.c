/* wide_array.c - an array of unsigned __int128 that stays in memory
 * (indexed by a value known only at run time): a RAM of 128-bit words
 * (once refused: memory words were at most 64 bits wide).
 * Exercises: 128-bit loads and stores at run-time indices, a 128-bit
 * multiply by a small constant feeding a store.
 */
// top: wide_array

typedef unsigned __int128 u128;
static volatile unsigned long long in[2] = {12345, 678};

unsigned long long wide_array(void) {
  u128 t[8];
  for (int i = 0; i < 8; i++) t[i] = ((u128)in[i & 1] << 64) * (u128)(i + 1);
  u128 s = 0;
  for (int i = 0; i < 8; i++) s ^= t[(i * 3 + in[0]) & 7];
  return (unsigned long long)(s >> 64);
}
