/* float_long_double.c - float and double are supported, x87's 80-bit
 * long double is not: refused where it is used.
 */
// top: acc
// expect-error: 10: 'long double' is not supported

static const int v[4] = {1, 2, 3, 4};

int acc(void) {
  long double s = 0;
  for (int i = 0; i < 4; i++) s += v[i];
  return (int)s;
}
