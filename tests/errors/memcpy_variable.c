/* memcpy_variable.c - memcpy whose length is only known at run time: block
 * copies are unrolled into word accesses, which needs a constant length.
 */
// top: copy_prefix
// expect-error: 15: length
#include <string.h>

static unsigned char src[32], dst[32];

int copy_prefix(void) {
  for (int i = 0; i < 32; i++)
    src[i] = (unsigned char)(i * 7);
  unsigned n = 5;
  for (int i = 0; i < 3; i++) {
    memcpy(dst, src, n);
    n = (n * 3u + (unsigned)dst[1]) % 32u;
  }
  int s = 0;
  for (int i = 0; i < 32; i++)
    s += dst[i] * (i + 1);
  return s;
}
