/* wide_param.c - scalar ports are at most 64 bits wide: an unsigned
 * __int128 parameter of the top (which clang passes as two 64-bit halves)
 * is refused by its C type.
 */
// top: wide_param
// expect-error: 10: parameter 1 of the top function is an integer wider than 64 bits ('unsigned __int128')

typedef unsigned __int128 u128;

unsigned long long wide_param(u128 x, unsigned long long y) {
  return (unsigned long long)((x * y) >> 64);
}
