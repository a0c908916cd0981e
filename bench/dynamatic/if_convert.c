/* if_convert.c - hlsc's version of Dynamatic's integration test
 * if_convert: i advances by 2 when i * a[i] < 10000, else by 1, and marks
 * b[i] after each step, while i < 199. The step of one iteration depends
 * on a load at the i it computed, so the recurrence on i runs through the
 * load, the multiply and the compare. Same N and data as the published
 * run: N = 200, a[j] = rand() % 5000 after srand(13), b[j] = 0.
 * Published testbench cycles: 1129 without speculation, 309 with. The
 * pragma lets hlsc start each iteration guessing the compare false
 * (restart speculation, src/sched/specchoice.c). */
// top: if_convert
#include <stdio.h>
#include <stdlib.h>

#define N 200
#define LAST 199

void if_convert(int a[static N], int b[static N]) {
  int i = 1;
  do {
#pragma HLS SPECULATE
    if (i * a[i] < 10000)
      i++;
    i++;
    b[i] = 1;
  } while (i < LAST);
}

int main(void) {
  static int a[N], b[N];
  srand(13);
  for (int j = 0; j < N; j++) {
    a[j] = rand() % 5000;
    b[j] = 0;
  }
  if_convert(a, b);
  int marked = 0;
  for (int j = 0; j < N; j++)
    marked += b[j];
  printf("marked=%d\n", marked);
  return 0;
}
