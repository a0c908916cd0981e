/* sparse.c - hlsc's version of Dynamatic's integration test sparse: a dot
 * product a[i] * x[i] accumulated while the running sum stays >= 0 (the
 * exit depends on the float sum of the iteration, a float-add
 * recurrence). Same N and data as the published run: N = 100,
 * a[j] = 40 - j, x[j] = 1, so 82 iterations.
 * Published testbench cycles: 1237 without speculation, 835 with. */
// top: sparse
#include <stdio.h>

#define N 100

float sparse(float a[static N], float x[static N]) {
  float sum = 0.0f;
  int i = 0;
  do {
    sum += a[i] * x[i];
    i++;
  } while (sum >= 0.0f);
  return sum;
}

int main(void) {
  static float a[N], x[N];
  for (int j = 0; j < N; j++) {
    a[j] = 40.0f - (float)j;
    x[j] = 1.0f;
  }
  printf("sum=%g\n", (double)sparse(a, x));
  return 0;
}
