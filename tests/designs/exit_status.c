/* exit_status.c - exit() in the design, as CHStone's jpeg calls it on a
 * malformed stream: a checker called from main's loop calls exit with a
 * status that depends on the data, deep inside a loop nest. The design
 * ends there (done, with the status as main's result) and what was
 * printed before stays printed; cosim compares the status with the native
 * run's exit status.
 */
#include <stdio.h>
#include <stdlib.h>

static unsigned char stream[64];

static void check_marker(int pos, unsigned char a, unsigned char b) {
  if (a == 0xff && b == 0xd9) {
    printf("end marker at %d\n", pos);
    exit(100 + pos);
  }
}

int main(void) {
  unsigned x = 7;
  for (int i = 0; i < 64; i++) {
    x = x * 1103515245u + 12345u;
    stream[i] = (unsigned char)(x >> 16);
  }
  stream[41] = 0xff;
  stream[42] = 0xd9;
  int sum = 0;
  for (int i = 0; i + 1 < 64; i++) {
    sum += stream[i];
    check_marker(i, stream[i], stream[i + 1]);
  }
  printf("no marker, sum %d\n", sum);
  return sum;
}
