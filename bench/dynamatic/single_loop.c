/* single_loop.c - hlsc's version of Dynamatic's integration test
 * single_loop: c[i] = a[i] * b[i] until a product reaches 1000. The exit
 * is decided by the product of the iteration, so the next iteration may
 * start only when it is known (or speculatively). Same N and data as the
 * published run: a[j] = 2, b[j] = j, so 501 iterations (0 .. 500).
 * Published testbench cycles: 3013 without speculation, 516 with. */
// top: single_loop
#include <stdio.h>

#define N 1000

void single_loop(int a[static N], int b[static N], int c[static N]) {
  int i = 0;
  int prod;
  do {
    prod = a[i] * b[i];
    c[i] = prod;
    i++;
  } while (prod < 1000);
}

int main(void) {
  static int a[N], b[N], c[N];
  for (int j = 0; j < N; j++) {
    a[j] = 2;
    b[j] = j;
    c[j] = 0;
  }
  single_loop(a, b, c);
  int last = 0;
  long sum = 0;
  for (int j = 0; j < N; j++) {
    sum += c[j];
    if (c[j] != 0) last = j;
  }
  printf("last=%d sum=%ld\n", last, sum);
  return 0;
}
