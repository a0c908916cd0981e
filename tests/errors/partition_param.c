/* ARRAY_PARTITION of an array parameter of the top: it is an external
 * memory with one port, not an on-chip array that can be split. */
// top: part_param
// expect-error: 7: an array parameter of the top is an external memory
int part_param(const int a[16]) {
  int s = 0;
#pragma HLS ARRAY_PARTITION variable=a type=cyclic factor=2
  for (int i = 0; i < 16; i++) s += a[i];
  return s;
}
