/* divrem_signed.c - C division semantics: truncation toward zero for signed
 * operands of all sign combinations, remainder with the dividend's sign,
 * the floor-division/modulo built on top, and the same operands as
 * unsigned. Also 8/16/64-bit widths.
 * Exercises: sdiv/srem/udiv/urem with negative operands at several widths.
 */
// top: divrem_signed

static const int nums[8] = {17, -17, 100, -100, 7, -1, 2147483647, -2147483647};
static const int dens[6] = {5, -5, 3, -3, 1, -7};

static int floor_div(int a, int b) {
  int q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    q--;
  return q;
}

static int floor_mod(int a, int b) {
  int r = a % b;
  if (r != 0 && ((r < 0) != (b < 0)))
    r += b;
  return r;
}

unsigned divrem_signed(void) {
  unsigned h = 0;
  for (int i = 0; i < 8; i++) {
    for (int j = 0; j < 6; j++) {
      int a = nums[i], b = dens[j];
      h = h * 33u + (unsigned)(a / b);
      h = h * 33u + (unsigned)(a % b);
      h = h * 33u + (unsigned)floor_div(a, b);
      h = h * 33u + (unsigned)floor_mod(a, b);
      h = h * 33u + (unsigned)a / (unsigned)b; /* same bits, unsigned */
      h = h * 33u + (unsigned)a % (unsigned)b;
    }
  }
  signed char c8 = -128 + 3;
  short s16 = -30001;
  long long l64 = -9000000000000000001ll;
  h ^= (unsigned)(c8 / 7) ^ ((unsigned)(c8 % 7) << 8);
  h += (unsigned)(s16 / -13) + ((unsigned)(s16 % -13) << 16);
  h ^= (unsigned)(l64 / 1000003ll);
  h += (unsigned)(l64 % -1000003ll);
  h ^= (unsigned)((unsigned long long)l64 / 77777ull);
  return h;
}
