/* ptr_row_array.c - an array of pointers to rows (like CHStone motion's
 * tables of pointers): rows of two matrices collected in a pointer array,
 * permuted at run time, then read and written through it. A pointer in
 * memory is (object, offset); a load of one gives a pointer that may point
 * into either matrix.
 */
// top: ptr_row_array
#include <stdint.h>

static int32_t ma[4][6], mb[4][6];
static int32_t *rows[8];

uint32_t ptr_row_array(void) {
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 6; c++) {
      ma[r][c] = r * 10 + c;
      mb[r][c] = 100 - r * c;
    }
  for (int r = 0; r < 4; r++) {
    rows[2 * r] = ma[r];
    rows[2 * r + 1] = mb[3 - r];
  }
  /* rotate the row pointers by a data-dependent amount */
  int k = (ma[1][2] + mb[2][1]) & 7;
  for (int n = 0; n < k; n++) {
    int32_t *first = rows[0];
    for (int i = 0; i < 7; i++) rows[i] = rows[i + 1];
    rows[7] = first;
  }
  uint32_t s = 0;
  for (int i = 0; i < 8; i++) {
    int32_t *row = rows[i];
    for (int c = 0; c < 6; c++) {
      s = s * 3 + (uint32_t)row[c];
      row[c] += i;
    }
  }
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 6; c++) s ^= (uint32_t)(ma[r][c] * (c + 1) - mb[r][c]);
  return s;
}
