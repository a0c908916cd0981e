/* float.c - single-precision floating point: not supported yet (integer
 * and fixed-point arithmetic only).
 */
// top: mean
// expect-error: 14: floating point

static const int samples[8] = {3, 9, 4, 11, 7, 2, 8, 6};

int mean(void) {
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += samples[i];
  /* the float division */
  float m = (float)s / 8.0f;
  return (int)(m * 10.0f);
}
