/* A cyclic ARRAY_PARTITION without its number of banks. */
// top: part_factor
// expect-error: 6: needs factor=N
static int A[8];
int part_factor(int x) {
#pragma HLS ARRAY_PARTITION variable=A type=cyclic
  A[x & 7] = x;
  return A[(x + 1) & 7];
}
