/* fixed.c - hlsc's version of Dynamatic's integration test fixed (a
 * fixed-point iteration in the numerical sense, in float): x <- x * y from
 * x = 1 until the step x - x * y falls below 1e-8; returns the last x.
 * Each iteration needs the previous x (a float multiply) and its exit a
 * float subtract and compare. Same data as the published run: y = 0.7.
 * Published testbench cycles: 705 without speculation, 270 with. */
// top: fixed
#include <stdio.h>

float fixed(float y) {
  float step = 1000.0f;
  float next = 0.0f;
  float x = 1.0f;
  float eps = 0.00000001f;
  while (step >= eps) {
    next = x * y;
    step = x - next;
    x = next;
  }
  return next;
}

int main(void) {
  printf("x=%.9g\n", (double)fixed(0.7f));
  return 0;
}
