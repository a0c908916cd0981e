/* error_lines.c - several unsupported constructs in one program: hlsc
 * reports every one in one run, each at the line of the construct (never
 * at the function's first line), once per line. tests/run.sh checks that
 * the output is exactly these five lines. */
static int helper(float gain, int x) {
  int y = x + 1;
  y = y * 3;
  return y + (int)(gain * 2.0f); /* line 8: a float parameter, used here */
}

int error_lines(int a, int n) {
  int s = a + 1;
  s = s * 5;
  float f = (float)s * 1.5f;     /* line 14: a float local */
  s += (int)f;                   /* line 15: converted back */
  __int128 w = (__int128)s << 70; /* line 16: wider than 64 bits */
  int tmp[n];                    /* line 17: a variable-length array */
  tmp[0] = (int)(w >> 70);
  return s + tmp[0] + helper(0.5f, s); /* line 19: a float argument */
}
