/* builtin_return_address.c - a builtin that asks for the caller's code
 * address: there is no call stack in the generated hardware.
 */
// top: whereami
// expect-error: 9: '__builtin_return_address' is not supported

int whereami(void) {
  int n = 0;
  void *p = __builtin_return_address(0);
  for (int i = 0; i < 3; i++)
    n += p != 0;
  return n;
}
