/* ARRAY_PARTITION naming an array that does not exist. */
// top: part_unknown
// expect-error: 7: no array named 'Q'
static int A[8];
int part_unknown(int x) {
  A[x & 7] = x;
#pragma HLS ARRAY_PARTITION variable=Q type=complete
  return A[(x + 1) & 7];
}
