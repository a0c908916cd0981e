/* AXI4-Lite control of a top without parameters: only the control
 * register and the return value; main calls it twice (a global keeps its
 * value between calls, as in C). */
// top: axil_noargs
#include <stdio.h>

static unsigned state = 1;

unsigned axil_noargs(void) {
  for (int i = 0; i < 10; i++) state = state * 1103515245u + 12345u;
  return state >> 3;
}

int main(void) {
  printf("%u\n", axil_noargs());
  printf("%u\n", axil_noargs());
  return 0;
}
