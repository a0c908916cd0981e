/* libm_calc_tb.c - testbench of libm_calc.c: sin on small, huge, special
 * and near-pi/2 arguments, pow on ordinary, overflowing, underflowing and
 * Annex F special ones, atan2 in each quadrant and on signed zeros and
 * infinities, fmod on exponent differences from 0 to 2097 (a subnormal y)
 * and its NaN cases. Some arguments are ones where hlsc's sin and pow
 * round differently from glibc's (0x1.d6d58c8eef1bbp-2 for sin,
 * 0x1.002dbe7f2c301p+0 ^ 3.7 for pow): the native run computes them with
 * hlsc's library too, or the comparison would fail there. */
#include <stdio.h>

double libm_calc(double x, double y, int k);

static const double sx[] = {0.5,     -3.25,  1e22,    -0.0,   1e-300,
                            1.5707963267948966, -7e5, 0x1.d6d58c8eef1bbp-2,
                            0x1.da93af74cd317p-2, 1.0 / 0.0};
static const double px[][2] = {
    {2.0, 10.0},      {0x1.002dbe7f2c301p+0, 3.7}, {0x1.00feac42e989ap+0, 3.7},
    {-3.0, 3.0},      {10.0, -2.0},   {1e300, 2.0},  {1e-300, 3.0},
    {-8.0, 1.0 / 3},  {0.0, -1.0},    {-0.0, -3.0},  {1.0, 0.0 / 0.0},
    {0.5, 1e300},     {7.5, 0.0}};

static const double ax[][2] = {
    {1.0, 3.0},   {-2.5, -0.75}, {1e-300, -1e300}, {0.0, -0.0},
    {-0.0, 2.0},  {5.0, 0.0},    {1.0 / 0.0, -1.0 / 0.0}, {3e-320, 7.0}};
static const double fx[][2] = {
    {10.5, 3.0},  {-7.25, 2.0},  {1e300, 3e-310}, {1.7976931348623157e308, 5e-324},
    {2.0, 3.0},   {-0.0, 1.0},   {1.0 / 0.0, 2.0}, {5.0, 0.0},
    {6.0, 1.5}};

static void show(const char *what, double x, double r) {
  union { double f; unsigned long long u; } u = {r};
  printf("%s(%a) = %016llx\n", what, x, u.u);
}

int main(void) {
  for (unsigned i = 0; i < sizeof sx / sizeof sx[0]; i++)
    show("sin", sx[i], libm_calc(sx[i], 0.0, 0));
  for (unsigned i = 0; i < sizeof px / sizeof px[0]; i++)
    show("pow", px[i][0], libm_calc(px[i][0], px[i][1], 1));
  for (unsigned i = 0; i < sizeof ax / sizeof ax[0]; i++)
    show("atan2", ax[i][0], libm_calc(ax[i][0], ax[i][1], 2));
  for (unsigned i = 0; i < sizeof fx / sizeof fx[0]; i++)
    show("fmod", fx[i][0], libm_calc(fx[i][0], fx[i][1], 3));
  return 0;
}
