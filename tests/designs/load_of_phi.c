/* load_of_phi.c - a value read from one of two arrays, chosen by a branch
 * (`r = c ? a[i] : b[j]` written as two loads in two branches). LLVM's
 * InstCombine merges the two loads into one load through a PHI of the two
 * addresses; hlsc splits it back into a load per branch, each from its
 * own memory (found by Csmith: seed 100018 was rejected with "pointer may
 * point to several objects" although it has no pointer). And a local
 * two-element array indexed by the inner loop's counter, which SROA splits
 * into two scalars read through a PHI of their addresses after a store
 * (seeds 101106, 101155): hlsc reads both where the load is and selects;
 * a store through that PHI writes each scalar with the new or its own
 * value (seeds 101416, 101419).
 * Exercises: loads merged across branches, a store in one branch, two
 * memories read in one loop, a scalar pair (x, y) merged the same way, an
 * array split into scalars.
 */
// top: load_of_phi
#include <stdint.h>

static int64_t a[4] = {1, 2, 3, 4};
static int64_t b[4] = {-1, -2, -3, -4};
static int64_t x = 5;
static const int64_t y = -7;
static uint8_t flag;
static uint8_t c[2] = {3, 5};
static uint32_t t;

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
  for (int32_t n = 0; n < 6; n++) {
    int32_t l[2] = {n, 7};
    for (int32_t i = 0; i < 2; i++) {
      c[i]--;
      if (c[i] & 1) s += l[i];
      l[0] += s;
      if (s & 4) l[i] ^= n;
      t += (uint32_t)l[1];
    }
  }
  return s + flag + (int32_t)t;
}
