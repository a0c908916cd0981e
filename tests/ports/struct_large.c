/* A struct of more than 16 bytes passed by value (clang: a pointer to a
 * copy), with a nested struct, an array member and bit-fields, beside a
 * stream and a scalar: one port per field (w_org_x, w_coef_0 ..,
 * w_mode, w_scale), read back by the cosim testbench for every call. */
// top: large
// expect-ports: w_org_x:32 w_org_y:32 w_bias:64 w_coef_0:16 w_coef_2:16 w_mode:2 w_scale:5 n:32
#include <hlsc.h>
#include <stdio.h>

HLSC_STREAM(s16, short);

typedef struct {
  int x, y;
} pt_t;

typedef struct {
  pt_t org;
  long long bias;
  short coef[3];
  unsigned mode : 2;
  int scale : 5;
} win_t;

int large(s16 *in, win_t w, s16 *out, int n) {
  int acc = 0;
  for (int i = 0; i < n; i++) {
    int v = s16_read(in);
    int t = v * w.coef[i % 3] + w.org.x - w.org.y;
    if (w.mode == 1) t = -t;
    if (w.mode == 2) t = t >> 1;
    t = t * w.scale + (int)(w.bias >> 32);
    s16_write(out, (short)t);
    acc += t;
  }
  return acc + (int)w.bias;
}

static s16 in, out;

int main(void) {
  for (int c = 0; c < 4; c++) {
    win_t w = {{c * 7 - 3, 5 - c}, (long long)(c - 2) * 0x100000003LL,
               {(short)(2 - c), 3, (short)(c * 9)}, (unsigned)c, c * 5 - 16};
    for (int i = 0; i < 5; i++) s16_write(&in, (short)(i * 37 - c * 11));
    int r = large(&in, w, &out, 5);
    printf("%d: %d", c, r);
    while (!s16_empty(&out)) printf(" %d", s16_read(&out));
    printf("\n");
  }
  return 0;
}
