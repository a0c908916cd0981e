/* nested_loop.c - hlsc's version of Dynamatic's integration test
 * nested_loop: two passes of single_loop's loop (c[i + 400 * j] =
 * a[i] * b[i] until a product reaches 1000); the inner exit depends on the
 * product of the iteration. Same N and data as the published run:
 * N = 1000, a[j] = 5, b[j] = j, so 201 inner iterations per pass.
 * Published testbench cycles: 2423 without speculation, 437 with. */
// top: nested_loop
#include <stdio.h>

#define N 1000

void nested_loop(int a[static N], int b[static N], int c[static N]) {
  for (int j = 0; j < 2; j++) {
    int i = 0;
    int prod;
    do {
      prod = a[i] * b[i];
      c[i + j * 400] = prod;
      i++;
    } while (prod < 1000);
  }
}

int main(void) {
  static int a[N], b[N], c[N];
  for (int j = 0; j < N; j++) {
    a[j] = 5;
    b[j] = j;
    c[j] = 0;
  }
  nested_loop(a, b, c);
  int last = 0;
  long sum = 0;
  for (int j = 0; j < N; j++) {
    sum += c[j];
    if (c[j] != 0) last = j;
  }
  printf("last=%d sum=%ld\n", last, sum);
  return 0;
}
