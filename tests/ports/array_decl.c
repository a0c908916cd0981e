/* `T a[N]` parameters: the declared size is the array's, as with
 * `T a[static N]` (a macro size, two dimensions, an array of a typedef'd
 * row); the testbench passes the same arrays on every call. */
// top: array_decl
#include <stdio.h>

#define N 4
typedef short row_t[5];

int array_decl(int a[2 * N], unsigned char b[N][3], row_t r[3], int k) {
  int s = 0;
  for (int i = 0; i < 2 * N; i++) s += a[i] * (i + k);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 3; j++) {
      s ^= b[i][j] << j;
      b[i][j] = (unsigned char)(b[i][j] + i + k);
    }
  for (int i = 0; i < 3; i++) {
    s += r[i][4] - r[i][0];
    r[i][2] = (short)s;
  }
  a[k & 7] = s;
  return s;
}

int main(void) {
  int a[2 * N];
  unsigned char b[N][3];
  row_t r[3];
  for (int i = 0; i < 2 * N; i++) a[i] = i * 7 - 20;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 3; j++) b[i][j] = (unsigned char)(i * 40 + j * 9);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 5; j++) r[i][j] = (short)(i * 100 - j * 33);
  for (int c = 0; c < 3; c++) {
    int s = array_decl(a, b, r, c * 3);
    printf("%d: %d %d %u %d\n", c, s, a[0], b[3][2], r[2][2]);
  }
  return 0;
}
