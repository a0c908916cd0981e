/* subdiag_fast.c - hlsc's version of Dynamatic's integration test
 * subdiag_fast: subdiag with the two loads of d split over two arrays
 * (d1[i] + d2[i + 1]), so that one memory port per array suffices for one
 * iteration per cycle. Same N and data as the published run: N = 1000,
 * d1[j] = d2[j] = j, e[j] = (300 - j) * 0.001, so 101 iterations.
 * Published testbench cycles: 1522 without speculation, 126 with. */
// top: subdiag_fast
#include <stdio.h>

#define N 1000
#define LAST 999

int subdiag_fast(float d1[static N], float d2[static N], float e[static N]) {
  int i = 0;
  int stop;
  do {
    float dd = d1[i] + d2[i + 1];
    float tol = 0.001f;
    i++;
    stop = e[i] <= tol * dd;
  } while (i < LAST && !stop);
  return i;
}

int main(void) {
  static float d1[N], d2[N], e[N];
  for (int j = 0; j < N; j++) {
    d1[j] = (float)j;
    d2[j] = (float)j;
    e[j] = (300.0f - (float)j) * 0.001f;
  }
  printf("i=%d\n", subdiag_fast(d1, d2, e));
  return 0;
}
