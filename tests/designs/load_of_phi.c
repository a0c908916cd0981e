/* load_of_phi.c - a value read from one of two arrays, chosen by a branch
 * (`r = c ? a[i] : b[j]` written as two loads in two branches). LLVM's
 * InstCombine merges the two loads into one load through a PHI of the two
 * addresses; hlsc splits it back into a load per branch, each from its
 * own memory (found by Csmith: seed 100018 was rejected with "pointer may
 * point to several objects" although it has no pointer).
 * Exercises: loads merged across branches, a store in one branch, two
 * memories read in one loop, a scalar pair (x, y) merged the same way.
 */
// top: load_of_phi
#include <stdint.h>

static int64_t a[4] = {1, 2, 3, 4};
static int64_t b[4] = {-1, -2, -3, -4};
static int64_t x = 5;
static const int64_t y = -7;
static uint8_t flag;

int32_t load_of_phi(void) {
  int32_t s = 0;
  for (int32_t i = 0; i < 40; i++) {
    int64_t r, q;
    if ((s + i) & 1) {
      flag = (uint8_t)s;
      r = a[i & 3];
    } else {
      r = b[(i + 1) & 3];
    }
    a[(s >> 2) & 3] += r;
    if (s & 2) {
      flag ^= 1;
      q = x;
    } else {
      q = y;
    }
    if (s & 4) x = s;
    s += (int32_t)(r + q);
  }
  return s + flag;
}
