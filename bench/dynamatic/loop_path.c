/* loop_path.c - hlsc's version of Dynamatic's integration test loop_path:
 * c[i] = a[i] + b[i] until 1000 - c[i] <= 5 * c[i] or i reaches N (the
 * exit depends on the sum just stored). Same N and data as the published
 * run: N = 1000, a[j] = j, b[j] = 1, so 167 iterations.
 * Published testbench cycles: 341 without speculation, 175 with. */
// top: loop_path
#include <stdio.h>

#define N 1000

void loop_path(int a[static N], int b[static N], int c[static N]) {
  int i = 0;
  int again;
  do {
    int t = a[i] + b[i];
    c[i] = t;
    i++;
    again = !(1000 - t <= 5 * t) && i < N;
  } while (again);
}

int main(void) {
  static int a[N], b[N], c[N];
  for (int j = 0; j < N; j++) {
    a[j] = j;
    b[j] = 1;
  }
  loop_path(a, b, c);
  int last = 0;
  long sum = 0;
  for (int j = 0; j < N; j++) {
    sum += c[j];
    if (c[j] != 0) last = j;
  }
  printf("last=%d sum=%ld\n", last, sum);
  return 0;
}
