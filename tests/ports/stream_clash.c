/* Verilog names: a stream `in` beside a scalar `in_tvalid` (the stream's
 * valid port would have its name), an array `a` before a scalar `a_addr`,
 * and a scalar named like an internal register (p_in_tvalid). */
// top: clash
#include <hlsc.h>
#include <stdio.h>

HLSC_STREAM(s32, int);

int clash(s32 *in, int in_tvalid, int a[static 4], int a_addr,
          int p_in_tvalid, s32 *out) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    int v = s32_read(in) + in_tvalid + a[(i + a_addr) & 3];
    s32_write(out, v * p_in_tvalid);
    s += v;
  }
  return s;
}

static s32 in, out;

int main(void) {
  int a[4] = {1, -2, 3, -4};
  for (int c = 0; c < 2; c++) {
    for (int i = 0; i < 4; i++) s32_write(&in, i * 11 + c);
    int r = clash(&in, c + 1, a, c, 3 - c, &out);
    printf("%d: %d", c, r);
    while (!s32_empty(&out)) printf(" %d", s32_read(&out));
    printf("\n");
  }
  return 0;
}
