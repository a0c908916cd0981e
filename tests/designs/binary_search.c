/* binary_search.c - binary search of 20 keys in a sorted ROM of 64 entries;
 * each search exits as soon as it finds the key (early return from an
 * inlined helper), otherwise reports the insertion point.
 * Exercises: data-dependent loop exit, early return, const table (ROM).
 */
// top: binary_search

static const int table[64] = {
    -977, -950, -901, -873, -812, -790, -744, -700, -651, -622, -600,
    -555, -523, -498, -460, -431, -402, -377, -340, -301, -276, -250,
    -199, -170, -133, -101, -64,  -33,  -7,   0,    5,    19,   42,
    77,   108,  131,  160,  199,  230,  257,  289,  314,  350,  391,
    420,  455,  489,  512,  547,  580,  611,  649,  680,  703,  744,
    790,  812,  857,  888,  910,  933,  951,  977,  999};

/* Returns the index of key, or -(insertion point) - 1 when absent. */
static int bsearch_int(int key) {
  int lo = 0, hi = 63;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    int v = table[mid];
    if (v == key)
      return mid;
    if (v < key)
      lo = mid + 1;
    else
      hi = mid - 1;
  }
  return -lo - 1;
}

int binary_search(void) {
  int found = 0, acc = 0;
  for (int k = 0; k < 20; k++) {
    int key = (k * 97) % 2000 - 1000; /* some hit, most miss */
    if (k % 4 == 0)
      key = table[(k * 7) % 64]; /* guaranteed hits */
    int r = bsearch_int(key);
    if (r >= 0)
      found++;
    acc = acc * 3 + r;
    acc &= 0xfffff;
  }
  return (found << 20) | acc;
}
