/* edit_distance.c - Levenshtein distance between pairs of short words with
 * a two-row DP (rows swapped by index parity), min of three, and the
 * longest common subsequence length of the same pairs with a 2-D table.
 * Exercises: 2-D DP loop nests, min3, char memories, row-parity indexing.
 */
// top: edit_distance

static const char words[6][10] = {"kitten", "sitting", "saturday", "sunday",
                                  "hardware", "software"};

static int len(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

static int rows[2][10];
static unsigned char lcs_tab[10][10];

static int min3(int a, int b, int c) {
  int m = a < b ? a : b;
  return m < c ? m : c;
}

static int levenshtein(const char *a, const char *b) {
  int n = len(a), m = len(b);
  for (int j = 0; j <= m; j++)
    rows[0][j] = j;
  for (int i = 1; i <= n; i++) {
    int cur = i & 1, prev = cur ^ 1;
    rows[cur][0] = i;
    for (int j = 1; j <= m; j++) {
      int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      rows[cur][j] = min3(rows[prev][j] + 1, rows[cur][j - 1] + 1,
                          rows[prev][j - 1] + cost);
    }
  }
  return rows[n & 1][m];
}

static int lcs(const char *a, const char *b) {
  int n = len(a), m = len(b);
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++) {
      if (i == 0 || j == 0)
        lcs_tab[i][j] = 0;
      else if (a[i - 1] == b[j - 1])
        lcs_tab[i][j] = (unsigned char)(lcs_tab[i - 1][j - 1] + 1);
      else
        lcs_tab[i][j] = lcs_tab[i - 1][j] > lcs_tab[i][j - 1]
                            ? lcs_tab[i - 1][j]
                            : lcs_tab[i][j - 1];
    }
  return lcs_tab[n][m];
}

int edit_distance(void) {
  int r = 0;
  for (int p = 0; p < 6; p += 2) {
    r = r * 100 + levenshtein(words[p], words[p + 1]) * 10 +
        lcs(words[p], words[p + 1]);
  }
  r += levenshtein(words[0], words[5]) * 10000000;
  return r;
}
