/* break_continue.c - a scan over generated numbers that skips multiples of
 * 3 (continue), stops at the first value above a threshold (break), and a
 * nested loop whose inner break leaves only the inner loop.
 * Exercises: continue, break out of inner and outer loops, loop-carried sums.
 */
// top: break_continue

int break_continue(void) {
  int sum = 0, skipped = 0, i;
  unsigned v = 1;
  for (i = 0; i < 200; i++) {
    v = (v * 75u + 74u) % 65537u;
    if (v % 3u == 0) {
      skipped++;
      continue;
    }
    if (v > 64000u)
      break;
    sum += (int)(v & 0xff);
  }
  int pairs = 0;
  for (int a = 1; a < 20; a++) {
    for (int b = a; b < 20; b++) {
      if (a * b > 90)
        break; /* leaves only the inner loop */
      if ((a + b) % 2)
        continue;
      pairs++;
    }
  }
  return sum * 4 + skipped * 1000 + i * 100000 + pairs;
}
