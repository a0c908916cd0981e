/* float_convert.c - conversions between float, double and integers of
 * every width, on values that round (ties to even), saturate nothing (in
 * range: C leaves the rest undefined), and include negative zero,
 * subnormals, the largest finite values and infinities.
 * Exercises: sitofp/uitofp from i8..i64, fptosi/fptoui to i8..i64,
 * fpext, fptrunc (rounding, overflow to infinity, underflow).
 */
// top: float_convert

static const long long ints[8] = {0, -1, 16777217, -16777219,
                                  9007199254740993ll, -123456789012345ll,
                                  0x7fffffffffffffffll, 127};
static const unsigned long long uints[4] = {0xffffffffffffffffull,
                                            0x8000000000000401ull, 3, 0};
static const double ds[8] = {1e300, -1e-300, 3.4028235677973366e38,
                             -0.0, 1.401298464324817e-45, 0.1, 2.5,
                             -7.4999999999999991};
static const float fs[6] = {-0.0f, 1e-45f, 3.4e38f, -2.5f, 100.75f, 65535.5f};

static unsigned long long mix(unsigned long long h, unsigned long long v) {
  return (h ^ v) * 0x100000001b3ull;
}

static unsigned fbits(float f) {
  union { float f; unsigned u; } u = {f};
  return u.u;
}

static unsigned long long dbits(double f) {
  union { double f; unsigned long long u; } u = {f};
  return u.u;
}

unsigned long long float_convert(void) {
  unsigned long long h = 14695981039346656037ull;
  for (int i = 0; i < 8; i++) {
    long long v = ints[i];
    h = mix(h, fbits((float)v));
    h = mix(h, dbits((double)v));
    h = mix(h, fbits((float)(int)v));
    h = mix(h, fbits((float)(short)v));
    h = mix(h, dbits((double)(signed char)v));
    h = mix(h, fbits((float)(unsigned char)v));
    h = mix(h, dbits((double)(unsigned)v));
  }
  for (int i = 0; i < 4; i++) {
    h = mix(h, fbits((float)uints[i]));
    h = mix(h, dbits((double)uints[i]));
  }
  for (int i = 0; i < 8; i++) {
    h = mix(h, fbits((float)ds[i]));
    if (ds[i] > -1e18 && ds[i] < 1e18) h = mix(h, (unsigned long long)(long long)ds[i]);
  }
  for (int i = 0; i < 6; i++) {
    float f = fs[i];
    h = mix(h, dbits((double)f));
    if (f > -2147483648.0f && f < 2147483648.0f) h = mix(h, (unsigned)(int)f);
    if (f > -1.0f && f < 65536.0f) h = mix(h, (unsigned short)f);
    if (f > -129.0f && f < 128.0f) h = mix(h, (unsigned)(signed char)f);
    if (f > -1.0f && f < 1.8e19f) h = mix(h, (unsigned long long)f);
  }
  return h;
}
