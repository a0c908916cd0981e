/* void_top.c - a top returning void: it fills a global array with the rows
 * of Pascal's triangle (in place, one row buffer) and prints each row, so
 * the result is observable through its output only.
 * Exercises: void top (no ret port), printf from a non-main top, in-place
 * right-to-left update of one memory.
 */
// top: pascal
#include <stdio.h>

static unsigned row[12];

void pascal(void) {
  for (int i = 0; i < 12; i++)
    row[i] = 0;
  row[0] = 1;
  for (int n = 0; n < 12; n++) {
    for (int k = n; k > 0; k--)
      row[k] += row[k - 1];
    for (int k = 0; k <= n; k++)
      printf("%u%c", row[k], k == n ? '\n' : ' ');
  }
}
