/* main_negative.c - cosim smoke test: `main` as the top (renamed by the
 * native harness), printing, and returning a negative value that must be
 * shown as a signed C int.
 */
#include <stdio.h>

static int steps(int n) {
  int k = 0;
  while (n != 1) {
    n = (n & 1) ? 3 * n + 1 : n / 2;
    k++;
  }
  return k;
}

int main(void) {
  int total = 0;
  for (int n = 1; n <= 9; n++) {
    int k = steps(n);
    printf("collatz(%d) = %d\n", n, k);
    total += k;
  }
  return -total;
}
