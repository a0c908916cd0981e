/* oob_read.c - a real bug, as in CHStone's mips: a loop reads one element
 * past the end of a `const int[8]`. The native run is no reference, and
 * `hlsc cosim` must say where the read is and what to do about it. */
// top: sum9

static const int table[8] = {22, 5, -9, 3, -17, 38, 0, 11};

int sum9(void) {
  int s = 0;
  for (int i = 0; i <= 8; i++)
    s += table[i];
  return s;
}
