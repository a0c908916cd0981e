/* fu_share.c - functional-unit sharing (--units, src/sched/fushare.c):
 * multiplications and divisions by variables in FSM states, several per
 * state and in several states and blocks, and a loop whose body has more
 * of them than --units mul=1,div=1 allows (so it stays sequential and its
 * operations share the FSM's units). The testbench is main.
 */
// top: fu_share

static unsigned in[24] = {7,  91, 13, 255, 4096, 3,   77, 1000, 65535, 12,
                          5,  8,  99, 123, 456,  789, 10, 11,   12,    13,
                          14, 15, 16, 17};

unsigned fu_share(unsigned x, unsigned y) {
  unsigned a = x * y + 3, b = (x + 5) * (y + 7), c = a * b;
  unsigned q = a / (y | 1), r = b % (x | 1), s = c / (q | 1);
  unsigned acc = c ^ s;
  for (int i = 0; i < 24; i++) {
    unsigned v = in[i];
    unsigned p = v * a + acc * (v | 1);
    unsigned d = p / (v | 1) + acc % (v + 2);
    acc = acc * 31 + d + (p ^ r);
    acc = acc % 99991u + acc / (q + 1);
  }
  return acc + q * r;
}

#include <stdio.h>

int main(void) {
  printf("%u\n", fu_share(3, 4));
  printf("%u\n", fu_share(1000, 17));
  printf("%u\n", fu_share(0xffffffffu, 0x12345u));
  return 0;
}
