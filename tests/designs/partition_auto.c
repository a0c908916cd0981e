/* partition_auto.c - a dot product written four elements at a time: the
 * loop reads X and Y four times each per iteration, so with one RAM of
 * two ports each it runs at II 2. No directive: the compiler partitions
 * both arrays cyclically by 2 by itself (its trial schedule gets II 1),
 * and -v says so (tests/lib/cli.sh, cli/autopart-*). */
// top: partition_auto

#define N 64

static int X[N], Y[N];

int partition_auto(void) {
  unsigned seed = 99u;
  for (int i = 0; i < N; i++) {
    seed = seed * 1103515245u + 12345u;
    X[i] = (int)(seed >> 16) % 1000 - 500;
    Y[i] = i * i - 7 * i;
  }
  int s = 0;
  for (int i = 0; i < N; i += 4)
    s += X[i] * Y[i] + X[i + 1] * Y[i + 1] + X[i + 2] * Y[i + 2] +
         X[i + 3] * Y[i + 3];
  return s;
}
