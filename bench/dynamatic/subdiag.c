/* subdiag.c - hlsc's version of Dynamatic's integration test subdiag (a
 * search for a negligible sub-diagonal element, as in eigenvalue codes):
 * step i while e[i + 1] > 0.001 * (d[i] + d[i + 1]) and i + 1 < 999,
 * return the i reached. The exit depends on a float multiply and compare
 * of the iteration. Same N and data as the published run: N = 1000,
 * d[j] = j, e[j] = (300 - j) * 0.001, so 101 iterations.
 * Published testbench cycles: 1623 without speculation, 228 with. */
// top: subdiag
#include <stdio.h>

#define N 1000
#define LAST 999

int subdiag(float d[static N], float e[static N]) {
  int i = 0;
  int again;
  do {
    float dd = d[i] + d[i + 1];
    float tol = 0.001f;
    i++;
    again = i < LAST && !(e[i] <= tol * dd);
  } while (again);
  return i;
}

int main(void) {
  static float d[N], e[N];
  for (int j = 0; j < N; j++) {
    d[j] = (float)j;
    e[j] = (300.0f - (float)j) * 0.001f;
  }
  printf("i=%d\n", subdiag(d, e));
  return 0;
}
