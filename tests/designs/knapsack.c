/* knapsack.c - 0/1 knapsack by dynamic programming over a 1-D table updated
 * backwards (the classic in-place trick), plus recovering the chosen items
 * from a 2-D decision table.
 * Exercises: nested loops with a downward inner loop, max, read-modify-
 * write of a DP row, a 2-D bit table in memory, a backtracking loop.
 */
// top: knapsack

#define ITEMS 12
#define CAP 100

static const unsigned char weight[ITEMS] = {23, 31, 29, 44, 53, 38, 63, 85, 89, 82, 12, 7};
static const unsigned short value[ITEMS] = {92, 57, 49, 68, 60, 43, 67, 84, 87, 72, 30, 11};

static unsigned short best[CAP + 1];
static unsigned char take[ITEMS][CAP + 1];

unsigned knapsack(void) {
  for (int c = 0; c <= CAP; c++)
    best[c] = 0;
  for (int i = 0; i < ITEMS; i++) {
    for (int c = CAP; c >= 0; c--) {
      take[i][c] = 0;
      if (c >= weight[i]) {
        unsigned with = best[c - weight[i]] + value[i];
        if (with > best[c]) {
          best[c] = (unsigned short)with;
          take[i][c] = 1;
        }
      }
    }
  }
  unsigned chosen = 0, c = CAP, wsum = 0;
  for (int i = ITEMS - 1; i >= 0; i--) {
    if (take[i][c]) {
      chosen |= 1u << i;
      c -= weight[i];
      wsum += weight[i];
    }
  }
  return ((unsigned)best[CAP] << 16) ^ chosen ^ (wsum << 24);
}
