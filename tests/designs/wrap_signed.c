/* wrap_signed.c - signed overflow and shifts of negative values with two's
 * complement meaning (hlsc's default, as -fwrapv gives), as hash-like and
 * GSM-like fixed-point code relies on: a multiplicative hash that
 * overflows int, left shifts of negative samples, a sum that wraps past
 * INT_MAX, and `x + 1 > x`, which only wrapping arithmetic makes false for
 * INT_MAX (an optimizer that assumes no overflow folds it to true). The
 * oracle is the native run, built with -fwrapv too.
 */
#include <limits.h>
#include <stdio.h>

#define N 200

static int samples[N];

int main(void) {
  unsigned x = 12345;
  for (int i = 0; i < N; i++) {
    x ^= x << 13, x ^= x >> 17, x ^= x << 5;
    /* every 16th sample is INT_MAX, whose + 1 wraps */
    samples[i] = (i & 15) == 3 ? INT_MAX : (int)(x % 65536) - 32768;
  }
  int h = 0, shifted = 0, sum = INT_MAX - 100000, greater = 0;
  for (int i = 0; i < N; i++) {
    int s = samples[i];
    h = h * 131 + s;
    shifted ^= s << (i & 15);
    sum += s < 0 ? -s : s;
    greater += s + 1 > s;
  }
  printf("h=%d shifted=%d sum=%d greater=%d\n", h, shifted, sum, greater);
  return h ^ shifted ^ sum ^ greater;
}
