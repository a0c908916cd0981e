/* goto_search.c - classic goto uses: leaving a doubly nested search as soon
 * as a match is found, a retry loop built from a backward goto, and a
 * common "cleanup" exit label.
 * Exercises: goto forward out of nested loops, backward goto, labels.
 */
// top: goto_search

static int grid[10][10];

unsigned goto_search(void) {
  for (int r = 0; r < 10; r++)
    for (int c = 0; c < 10; c++)
      grid[r][c] = (r * 37 + c * 11) % 53;

  int hits = 0;
  unsigned code = 0;
  for (int target = 40; target < 52; target += 3) {
    int r, c;
    for (r = 0; r < 10; r++)
      for (c = 0; c < 10; c++)
        if (grid[r][c] == target)
          goto found;
    code = (code * 7u + 1u) & 0xffffffu; /* not found */
    continue;
  found:
    hits++;
    code = (code * 7u + (unsigned)(r * 10 + c)) & 0xffffffu;
  }

  int tries = 0;
  unsigned x = 5;
retry:
  tries++;
  x = x * 13u + 7u;
  if ((x & 15u) != 3u && tries < 50)
    goto retry;

  if (hits == 0)
    goto out;
  code ^= (unsigned)tries << 24;
out:
  return code;
}
