/* Two ARRAY_PARTITION directives for one array: hlsc takes one partition
 * per array, so the second is an error that names the first. */
// top: part_twice
// expect-error: 8: already partitioned (line 7)
static int M[4][4];
int part_twice(int x) {
#pragma HLS ARRAY_PARTITION variable=M type=complete dim=1
#pragma HLS ARRAY_PARTITION variable=M type=complete dim=2
  M[x & 3][(x >> 2) & 3] = x;
  return M[(x >> 4) & 3][(x >> 6) & 3];
}
