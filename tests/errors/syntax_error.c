/* syntax_error.c - a C syntax error: clang's own diagnostic reaches the user
 * unchanged, with its position, and hlsc exits with status 2.
 */
// top: broken
// expect-error: 9: expected ';'

int broken(void) {
  int x = 1;
  x = x + 2
  return x;
}
