/* func_calls.c - a call tree several levels deep: static helpers calling
 * helpers, a helper called from several sites with different constants,
 * functions taking pointers to the caller's local array and to a global,
 * and a function returning a struct by value.
 * Exercises: inlining of every callee into the top, argument and return
 * value passing, pointer arguments into one array, small struct returns.
 */
// top: func_calls

struct pair {
  int lo, hi;
};

static int table[16];

static int sq(int x) { return x * x; }

static int clamp(int x, int lo, int hi) {
  if (x < lo)
    return lo;
  if (x > hi)
    return hi;
  return x;
}

static int poly(int x) { return clamp(sq(x) - 3 * x + 7, -500, 500); }

static struct pair minmax(const int *v, int n) {
  struct pair r = {v[0], v[0]};
  for (int i = 1; i < n; i++) {
    if (v[i] < r.lo)
      r.lo = v[i];
    if (v[i] > r.hi)
      r.hi = v[i];
  }
  return r;
}

static void fill(int *dst, int n, int base) {
  for (int i = 0; i < n; i++)
    dst[i] = poly(base + i);
}

static int sum_range(const int *v, int from, int to) {
  int s = 0;
  for (int i = from; i < to; i++)
    s += v[i];
  return s;
}

static int level3(int x) { return poly(x) ^ sq(x & 7); }
static int level2(int x) { return level3(x) + level3(x + 1); }
static int level1(int x) { return level2(x) - level2(x - 2); }

int func_calls(void) {
  int local[10];
  fill(local, 10, -6);
  fill(table, 16, 10);
  struct pair a = minmax(local, 10);
  struct pair b = minmax(table, 16);
  int s = sum_range(local, 2, 8) + sum_range(table, 0, 16);
  int deep = 0;
  for (int i = -5; i < 5; i++)
    deep += level1(i);
  return s * 3 + a.lo * 5 + a.hi * 7 + b.lo * 11 + b.hi * 13 + deep;
}
