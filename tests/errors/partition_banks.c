/* A complete ARRAY_PARTITION into more banks than hlsc makes (1024). */
// top: part_banks
// expect-error: 6: 2048 banks; at most 1024
static short T[2048];
int part_banks(int x) {
#pragma HLS ARRAY_PARTITION variable=T type=complete
  T[x & 2047] = (short)x;
  return T[(x >> 11) & 2047];
}
