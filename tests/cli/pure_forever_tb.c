/* pure_forever.c with a C testbench. The testbench is compiled at -O0
 * (optnone), so the loop stays and the native run does not finish: cosim
 * says so, at --timeout. */
static unsigned step(unsigned x) { return (x * 2u) | 1u; }

unsigned pure_tb(unsigned seed) {
  unsigned x = 5 + seed;
  while (x) x = step(x);
  return 7;
}

int main(void) { return pure_tb(0) == 7 ? 0 : 1; }
