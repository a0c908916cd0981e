/* bool_top.c - a top returning _Bool (a 1-bit result): verifies that a
 * generated 8x8 matrix is a magic-square-like Latin square (every row and
 * every column contains each symbol exactly once) using bit masks.
 * Exercises: 1-bit return value, early exit on the first failure, bit-set
 * membership tests with variable shifts.
 */
// top: latin_ok

static unsigned char sq[8][8];

_Bool latin_ok(void) {
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 8; c++)
      sq[r][c] = (unsigned char)((r * 3 + c * 5) & 7); /* 3, 5 odd: Latin */
  for (int r = 0; r < 8; r++) {
    unsigned row = 0, col = 0;
    for (int c = 0; c < 8; c++) {
      unsigned bit_r = 1u << sq[r][c], bit_c = 1u << sq[c][r];
      if ((row & bit_r) || (col & bit_c))
        return 0;
      row |= bit_r;
      col |= bit_c;
    }
    if (row != 0xffu || col != 0xffu)
      return 0;
  }
  return 1;
}
