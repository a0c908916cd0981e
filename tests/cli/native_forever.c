/* A program whose native run never ends (the volatile store is a side
 * effect, so the loop is defined and clang keeps it): cosim must stop it
 * at --timeout and say so, and a SIGTERM must leave nothing behind. */
volatile unsigned sink;

unsigned spin(void) {
  unsigned x = 1;
  while (x) {
    sink = x;
    x = (x << 1) | 1u;
  }
  return x;
}
