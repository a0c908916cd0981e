/* extern_array.c - an array that is declared but not defined: its size and
 * contents are unknown, so no on-chip memory can hold it (an unbounded
 * memory). Reported at its first use.
 */
// top: extern_sum
// expect-error: 12: 'table' is declared but not defined
extern int table[];

int extern_sum(void) {
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += table[i];
  return s;
}
