/* undefined_function.c - a call to a function that is declared but whose
 * body is not in the file: there is nothing to turn into hardware.
 */
// top: use_external
// expect-error: 11: call to undefined function 'external_hash'

unsigned external_hash(unsigned x);

unsigned use_external(void) {
  unsigned h = 0;
  for (unsigned i = 0; i < 4; i++) h ^= external_hash(i);
  return h;
}
