/* A loop without side effects that never ends: undefined behaviour in C,
 * which clang deletes natively (ret 7) while the hardware does something
 * else. cosim must name the loop, not report a miscompile. */
static unsigned step(unsigned x) { return (x * 2u) | 1u; }
unsigned seed;

unsigned pure_forever(void) {
  unsigned x = 5 + seed;
  while (x) x = step(x);
  return 7;
}
