/* partition_bytes.c - ARRAY_PARTITION of an array that the program also
 * reads byte by byte: its memory words are bytes, four to an element, and
 * each bank holds whole elements (a cyclic partition by 2 of the elements:
 * bytes 0-3 in bank 0, 4-7 in bank 1, ...); the byte reads go to every
 * bank. */
// top: part_bytes
#include <stdio.h>

static unsigned A[8];

int part_bytes(int x) {
  const unsigned char *p = (const unsigned char *)A;
#pragma HLS ARRAY_PARTITION variable=A type=cyclic factor=2
  A[x & 7] = (unsigned)x * 2654435761u;
  return p[(x >> 3) & 31];
}

int main(void) {
  int s = 0;
  for (int i = 0; i < 200; i++) s = s * 7 + part_bytes(i * 13 + 5);
  printf("%d\n", s);
  return 0;
}
