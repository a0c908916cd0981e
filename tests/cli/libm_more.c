/* libm_more.c - rint, nearbyint, remainder and asinh of hlsc's libm
 * (include/hlsc_libm_more.c) and remquo (include/hlsc_libm_bits.c) in
 * hardware, in double and float forms: the top hashes the bits of one
 * call of each (remquo's quotient bits too, which it leaves as they were
 * for a NaN result), and main calls it on arguments with their special
 * and halfway cases (signed zeros, x.5 to even, a quotient halfway
 * between two integers, a zero divisor, NaN). remquo is here rather than
 * in tests/designs/float_libm_bits.c because of Yosys: its fmod loop
 * makes that design take minutes to synthesize. acosh and atanh are left
 * out to keep the design small (they are asinh's helpers, and with these
 * three about 400,000 lines of Verilog); tests/unit/test_libm.c measures
 * the C of all of them.
 */
// top: libm_more

static unsigned long long bits(double d) {
  union { double d; unsigned long long u; } u = {d};
  return u.u;
}
static unsigned fbits(float f) {
  union { float f; unsigned u; } u = {f};
  return u.u;
}

#include <math.h>

unsigned long long libm_more(double x, double y) {
  unsigned long long h = bits(rint(x));
  h = h * 31 + fbits(nearbyintf((float)y));
  h = h * 31 + bits(remainder(x, y));
  h = h * 31 + fbits(remainderf((float)y, 0.75f));
  h = h * 31 + bits(asinh(x));
  int q = 11, qf = 13;
  h = h * 31 + bits(remquo(x, y, &q)) + (unsigned)q;
  h = h * 31 + fbits(remquof((float)x, (float)y, &qf)) + (unsigned)qf;
  return h;
}

#include <stdio.h>

int main(void) {
  static const double a[][2] = {
      {2.5, 3.5},    {-0.5, 1.0},   {7.0, 2.0},     {5.0, 2.0},
      {0.75, 1e10},  {-0.0, -2.5},  {1e-9, 1.5},    {-1.0, 0.0},
      {0.999, 3e300}, {1e300, 1e-300}, {-0.3, NAN},  {123.456, -7.25}};
  for (unsigned i = 0; i < sizeof a / sizeof a[0]; i++)
    printf("%llx\n", libm_more(a[i][0], a[i][1]));
  return 0;
}
