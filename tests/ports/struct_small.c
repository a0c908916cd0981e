/* A struct parameter of 8 to 16 bytes, passed by value: clang passes its
 * bytes, padding included, as an i64 and an i16; each field is a port of
 * its own (cfg_tag, cfg_gain, cfg_off) and the cosim testbench passes the
 * fields of every call. A second struct beside an array, and a scalar
 * named like one of its fields (lim_lo: its port is lim_lo_1). */
// top: apply
// expect-ports: cfg_tag:8 cfg_gain:32 cfg_off:16 lim_lo:32 lim_hi:32 lim_lo_1:32
#include <stdio.h>

typedef struct {
  unsigned char tag; /* 3 bytes of padding follow */
  int gain;
  short off;
} cfg_t;

struct pair {
  int lo, hi;
};

int apply(cfg_t cfg, int x[static 4], struct pair lim, int lim_lo) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    int v = x[i] * cfg.gain + cfg.off + lim_lo;
    if (v < lim.lo) v = lim.lo;
    if (v > lim.hi) v = lim.hi;
    x[i] = v ^ cfg.tag;
    s += v;
  }
  return s;
}

int main(void) {
  int x[4] = {3, -8, 100, 42};
  for (int c = 0; c < 4; c++) {
    cfg_t cfg = {(unsigned char)(0xf0 + c * 5), c * 3 - 4, (short)(-1000 + c * 700)};
    struct pair lim = {-2000 + c * 100, 1500 - c * 300};
    int s = apply(cfg, x, lim, c * 11);
    printf("%d: %d %d %d %d %d\n", c, s, x[0], x[1], x[2], x[3]);
  }
  return 0;
}
