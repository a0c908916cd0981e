/* ARRAY_PARTITION of an array that the program also reads byte by byte:
 * its words are bytes, not its elements, so a partition by elements
 * cannot be made. */
// top: part_parts
// expect-error: 9: accessed in parts of 1 byte
static unsigned A[8];
int part_parts(int x) {
  const unsigned char *p = (const unsigned char *)A;
#pragma HLS ARRAY_PARTITION variable=A type=cyclic factor=2
  A[x & 7] = (unsigned)x * 2654435761u;
  return p[(x >> 3) & 31];
}
