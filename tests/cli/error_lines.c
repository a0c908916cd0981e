/* error_lines.c - several unsupported constructs in one program: hlsc
 * reports every one in one run, each at the line of the construct (never
 * at the function's first line), once per line. tests/run.sh checks that
 * the output is exactly these five lines. */
static int helper(long double gain, int x) {
  int y = x + 1;
  y = y * 3;
  return y + (int)(gain * 2.0L); /* line 8: a long double parameter, used here */
}

int error_lines(int a, int n) {
  int s = a + 1;
  s = s * 5;
  long double f = (long double)s * 1.5L; /* line 14: a long double local */
  s += (int)f;                   /* line 15: converted back */
  _BitInt(2048) w = (_BitInt(2048))s << 70; /* line 16: over 1024 bits */
  int tmp[n];                    /* line 17: a variable-length array */
  tmp[0] = (int)(w >> 70);
  return s + tmp[0] + helper(0.5L, s); /* line 19: a long double argument */
}
