/* float_mean.c - single-precision floating point in a small kernel (once
 * an error test: floats were refused): the mean of eight integers
 * converted to float, divided by 8.0f, scaled and converted back.
 * Exercises: sitofp, fdiv, fmul, fptosi through the soft-float library.
 */
// top: mean

static const int samples[8] = {3, 9, 4, 11, 7, 2, 8, 6};

int mean(void) {
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += samples[i];
  float m = (float)s / 8.0f;
  return (int)(m * 10.0f);
}
