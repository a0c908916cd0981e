/* y is read before it is written on the first iteration (the goto skips
 * the assignment): the sanitizers cannot see it, clang's
 * -Wconditional-uninitialized does, and cosim shows that with the FAIL. */
volatile int g = 1;

unsigned goto_uninit(void) {
  unsigned acc = 0, y;
  for (unsigned i = 0; i < 8; i++) {
    if (i == (unsigned)g - 1) goto use;
    y = i * 5 + acc;
  use:
    acc += y ^ i;
  }
  return acc;
}
