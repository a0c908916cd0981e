/* ARRAY_PARTITION of a dimension the array does not have. */
// top: part_dim
// expect-error: 6: 'M' has 2 dimensions
static int M[4][4];
int part_dim(int x) {
#pragma HLS ARRAY_PARTITION variable=M type=block factor=2 dim=3
  M[x & 3][(x >> 2) & 3] = x;
  return M[(x >> 4) & 3][(x >> 6) & 3];
}
