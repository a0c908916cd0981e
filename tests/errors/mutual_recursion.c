/* mutual_recursion.c - two functions calling each other (a call-graph cycle
 * of length two): as unsupported as direct recursion.
 */
// top: parity_top
// expect-error: 14: recursive call

static int is_odd(unsigned n);

static int is_even(unsigned n) {
  return n == 0 ? 1 : is_odd(n - 1);
}

static int is_odd(unsigned n) {
  return n == 0 ? 0 : is_even(n - 1);
}

int parity_top(void) { return is_even(17) * 2 + is_odd(4); }
