/* spec_restart.c - loops whose step is decided by a compare of a loaded
 * word (if_convert's shape), run over data where the guess hlsc makes is
 * never, always, every other time and at random wrong, and where the exit
 * comes on an iteration that guessed wrong. Exercises restart speculation
 * (specchoice.c): every step, mark and sum must be the program's.
 */
// top: spec_restart

#define N 96

static int a[N];
static unsigned char marks[N + 4];

static unsigned walk(int limit, int last) {
  unsigned sum = 0;
  int i = 0;
  do {
#pragma HLS SPECULATE
    if (i * a[i] < limit)
      i++;
    i++;
    marks[i] += 1;
    sum = sum * 3u + (unsigned)i;
  } while (i < last);
  return sum ^ (unsigned)i;
}

unsigned spec_restart(void) {
  unsigned r = 0, seed = 12345u;
  for (int j = 0; j < N; j++) {
    seed = seed * 1103515245u + 12345u;
    a[j] = (int)((seed >> 16) % 200u);
  }
  r += walk(-1, N - 3);      /* the compare is never true */
  r += walk(1 << 30, N - 3); /* always true: steps of 2 */
  for (int j = 0; j < N; j++)
    a[j] = (j & 1) ? 1000 : 0; /* true on even i: 0 * a < 5 */
  r = r * 7u + walk(5, N - 3);
  for (int j = 0; j < N; j++) {
    seed = seed * 1103515245u + 12345u;
    a[j] = (int)((seed >> 16) % 200u);
  }
  r = r * 7u + walk(3000, N - 3); /* at random */
  r = r * 7u + walk(3000, 1);     /* the first iteration exits */
  for (int j = 0; j < N + 4; j++)
    r = r * 3u + marks[j];
  return r;
}
