/* minmax_abs.c - ternary-based min/max/abs/clamp in signed and unsigned
 * flavours (which instcombine turns into llvm.smin/smax/umin/umax/abs),
 * a saturating 8-bit add, and the sum of absolute differences of two
 * blocks as used in motion estimation.
 * Exercises: select, min/max/abs intrinsics, saturation, SAD.
 */
// top: minmax_abs

static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
static unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
static unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }
static int iabs(int a) { return a < 0 ? -a : a; }
static int clamp(int v, int lo, int hi) { return imin(imax(v, lo), hi); }

static unsigned char sat_add(unsigned char a, unsigned char b) {
  unsigned s = (unsigned)a + b;
  return (unsigned char)(s > 255u ? 255u : s);
}

static unsigned char blk_a[16], blk_b[16];

int minmax_abs(void) {
  int lo = 1 << 30, hi = -(1 << 30), absum = 0;
  unsigned ulo = 0xffffffffu, uhi = 0;
  for (int i = 0; i < 32; i++) {
    int v = (i * 7919) % 1009 - 504;
    lo = imin(lo, v);
    hi = imax(hi, v);
    absum += iabs(v);
    unsigned u = (unsigned)v; /* negative values become huge */
    ulo = umin(ulo, u);
    uhi = umax(uhi, u);
    absum += clamp(v, -100, 100) / 4;
  }
  for (int i = 0; i < 16; i++) {
    blk_a[i] = (unsigned char)(i * 13 + 7);
    blk_b[i] = (unsigned char)(255 - i * 11);
  }
  int sad = 0;
  unsigned char sat = 0;
  for (int i = 0; i < 16; i++) {
    sad += iabs((int)blk_a[i] - (int)blk_b[i]);
    sat = sat_add(sat, blk_a[i] >> 3);
  }
  return lo + hi * 3 + absum * 5 + (int)(ulo >> 20) + (int)(uhi >> 24) +
         sad * 7 + sat;
}
