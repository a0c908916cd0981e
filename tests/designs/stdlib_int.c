/* stdlib_int.c - the pure integer helpers of <stdlib.h> and <inttypes.h>
 * a kernel calls: abs, labs, llabs, imaxabs, div, ldiv, lldiv, imaxdiv,
 * on positive, negative and mixed-sign operands (C99 division truncates
 * toward zero, the remainder takes the dividend's sign).
 */
// top: stdlib_int
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>

static const int32_t xs[12] = {0, 1, -1, 7, -7, 100, -100, 12345, -12345,
                               2147483647, -2147483647, 65536};
static const int32_t ds[5] = {1, -3, 7, -10, 64};

uint32_t stdlib_int(void) {
  uint32_t h = 5381;
  for (int i = 0; i < 12; i++) {
    int32_t x = xs[i];
    int64_t y = (int64_t)x * 40503 - 77;
    h = h * 33u + (uint32_t)abs(x);
    h = h * 33u + (uint32_t)labs((long)y);
    h = h * 33u + (uint32_t)(llabs((long long)y * -3) >> 7);
    h = h * 33u + (uint32_t)imaxabs((intmax_t)y - 5);
    for (int k = 0; k < 5; k++) {
      div_t q = div(x, ds[k]);
      h = h * 33u + (uint32_t)q.quot + ((uint32_t)q.rem << 3);
    }
    /* constant divisors: no 64-bit divider to build */
    ldiv_t lq = ldiv((long)y, -21L);
    lldiv_t llq = lldiv((long long)y, 1000LL);
    imaxdiv_t mq = imaxdiv((intmax_t)x * 7, (intmax_t)-37);
    h = h * 33u + (uint32_t)lq.quot + ((uint32_t)lq.rem << 5);
    h = h * 33u + (uint32_t)(llq.quot >> 3) + (uint32_t)llq.rem;
    h = h * 33u + (uint32_t)mq.quot + (uint32_t)mq.rem;
  }
  return h;
}
