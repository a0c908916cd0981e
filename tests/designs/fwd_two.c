/* fwd_two.c - two read-modify-write updates of one table per iteration,
 * at addresses that meet within an iteration and across iterations at
 * distances 1 and 2 (a[i] == b[i], a[i+1] == b[i], b[i+2] == a[i]).
 * Exercises: forwarding with two loads and two stores on one memory, at
 * an II above 1 (four accesses on two ports): the first load from the
 * second store of the iteration before, the second load from the first
 * store of its own iteration, in the same cycle (II 2; 4 without). */
// top: fwd_two

static unsigned char a[384], b[384];
static unsigned tab[8];

unsigned fwd_two(void) {
  unsigned s = 7u;
  for (int i = 0; i < 384; i++) {
    s = s * 69069u + 1u;
    unsigned r = s >> 27, k = (unsigned)i % 6u;
    a[i] = (unsigned char)(k < 3 ? (unsigned)i & 7u : r & 7u);
    b[i] = (unsigned char)(k == 0 ? a[i] : k == 1 ? ((unsigned)i + 1u) & 7u
                                  : k == 2 ? ((unsigned)i - 2u) & 7u : r >> 2);
  }
  for (int i = 0; i < 384; i++) {
    tab[a[i]] += 3u;
    tab[b[i]] = tab[b[i]] * 2u + 1u;
  }
  unsigned h = 0;
  for (int j = 0; j < 8; j++)
    h = h * 31u + tab[j];
  return h;
}
