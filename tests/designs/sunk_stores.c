/* sunk_stores.c - two loops on the two sides of a branch count with
 * different global variables (Csmith's `for (g_58 = 0; g_58 <= 1; ...)`).
 * Each variable's final value is stored at its loop's exit; LLVM's
 * SimplifyCFG would sink the two stores into the join as one store
 * through a PHI of the two addresses, a pointer into several objects,
 * which hlsc rejects. hlsc keeps the stores apart. Found by the
 * random-program campaign (Csmith seed 30034).
 */
// top: sunk_stores
#include <stdint.h>

static int16_t g41 = 0, g58 = 0x1E94;
static int32_t acc[4] = {1, 2, 3, 4};
static const int32_t n[6] = {7, 2, 9, 4, 11, 6};

static void step(int32_t c) {
  if (c & 1) {
    for (g58 = 0; g58 <= 1; g58 += 1)
      acc[g58] += c;
  } else {
    for (g41 = 0; g41 <= 1; g41 += 1)
      acc[g41 + 2] ^= c;
  }
}

uint32_t sunk_stores(void) {
  uint32_t s = 0;
  for (int i = 0; i < 6; i++) {
    step(n[i]);
    s = s * 31u + (uint32_t)acc[i & 3];
  }
  return s + (uint32_t)g41 * 7u + (uint32_t)g58;
}
