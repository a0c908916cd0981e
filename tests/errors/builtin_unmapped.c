/* builtin_unmapped.c - a compiler builtin with no meaning in hardware
 * generated from C (a processor's cycle counter): the intrinsic it becomes
 * has no hardware mapping, and the error names it.
 */
// top: cycle_sum
// expect-error: 12: intrinsic 'llvm.readcyclecounter' is not supported

int cycle_sum(void) {
  unsigned long long s = 0;
  for (int i = 0; i < 4; i++) {
    s += (unsigned long long)i;
    s ^= __builtin_readcyclecounter();
  }
  return (int)s;
}
