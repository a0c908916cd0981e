/* wide_param_1100.c - scalar ports are at most 1024 bits wide (the IR's
 * widest value): an unsigned _BitInt(1100) parameter of the top (which
 * clang passes as a pointer to a copy) is refused by name
 * (tests/designs/wide_ports.c has ports of 128, 200 and 192 bits).
 */
// top: wide_param
// expect-error: 11: parameter 'x' is wider than 1024 bits

typedef unsigned _BitInt(1100) u1100;

unsigned long long wide_param(u1100 x, unsigned long long y) {
  return (unsigned long long)(x >> 1000) + y;
}
