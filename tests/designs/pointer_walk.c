/* pointer_walk.c - pointer arithmetic within one array at a time: walking
 * with p++ until an end pointer, two pointers converging from both ends
 * (a palindrome check and an in-place reverse), a pointer passed to a
 * helper with an offset, and pointer differences as indices.
 * Exercises: GEPs with variable offsets, pointer compares, pointer
 * subtraction, a pointer that only ever points into one array.
 */
// top: pointer_walk

static int buf[50];
static const char pal[] = "abcdeffedcba";

static int sum_ptr(const int *p, const int *end) {
  int s = 0;
  while (p < end)
    s += *p++;
  return s;
}

static int *find_first_gt(int *p, int *end, int t) {
  for (; p != end; p++)
    if (*p > t)
      return p;
  return end;
}

static void reverse(int *lo, int *hi) {
  while (lo < hi) {
    int t = *lo;
    *lo++ = *hi;
    *hi-- = t;
  }
}

int pointer_walk(void) {
  for (int i = 0; i < 50; i++)
    buf[i] = (i * 13) % 50 - 10;
  int s1 = sum_ptr(buf, buf + 50);
  int s2 = sum_ptr(buf + 10, buf + 20);
  int *g = find_first_gt(buf + 5, buf + 50, 35);
  int idx = (int)(g - buf);
  reverse(buf + 3, buf + 40);
  int s3 = 0;
  for (int *p = buf; p < buf + 50; p += 7)
    s3 = s3 * 3 + *p;
  const char *l = pal, *r = pal + sizeof pal - 2;
  int is_pal = 1;
  while (l < r)
    if (*l++ != *r--)
      is_pal = 0;
  return s1 * 7 + s2 * 11 + idx * 1000 + s3 + is_pal * 1000000;
}
