/* ARRAY_PARTITION of a byte array that the program reads and writes only
 * as 32-bit words: its memory words are wider than its elements, so a
 * partition by elements cannot be made. */
// top: part_parts
// expect-error: 9: accessed in words of 4 bytes
static unsigned char A[32];
int part_parts(int x) {
  unsigned *p = (unsigned *)A;
#pragma HLS ARRAY_PARTITION variable=A type=cyclic factor=2
  p[x & 7] = (unsigned)x * 2654435761u;
  return (int)p[(x >> 3) & 7];
}
