/* builtin_unmapped.c - a compiler builtin with no meaning in hardware
 * generated from C (a processor's cycle counter): the intrinsic it becomes
 * has no hardware mapping, and the error names the builtin the user wrote.
 */
// top: cycle_sum
// expect-error: 12: '__builtin_readcyclecounter' is not supported

int cycle_sum(void) {
  unsigned long long s = 0;
  for (int i = 0; i < 4; i++) {
    s += (unsigned long long)i;
    s ^= __builtin_readcyclecounter();
  }
  return (int)s;
}
