/* overflow_builtins.c - __builtin_add_overflow, __builtin_sub_overflow and
 * __builtin_mul_overflow on 8-, 16-, 32- and 64-bit, signed and unsigned
 * operands, at the edges (0, 1, -1, the minimum and maximum) and on random
 * values, and with a result type narrower than the operands.
 */
// top: overflow_builtins
#include <stdint.h>

static const uint64_t edges[8] = {
    0, 1, 0xffffffffffffffffull, 0x8000000000000000ull,
    0x7fffffffffffffffull, 0xffffffffull, 0x100000000ull, 0x80000000ull};

static uint32_t mix(uint32_t h, uint64_t r, int ov) {
  return (h * 33u) ^ (uint32_t)r ^ (uint32_t)(r >> 32) * 7u ^ (uint32_t)ov;
}

/* the builtin first: its result is what is mixed in */
#define CHECK(call, res)                                                     \
  do {                                                                       \
    int ov_ = (call);                                                        \
    h = mix(h, (uint64_t)(res), ov_);                                        \
  } while (0)

uint32_t overflow_builtins(void) {
  uint32_t h = 1;
  uint64_t s = 12345;
  for (int i = 0; i < 40; i++) {
    uint64_t a, b;
    if (i < 32) {
      a = edges[i & 7];
      b = edges[(i >> 3) * 2 + (i & 1)];
    } else {
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      a = s;
      s = s * 6364136223846793005ull + 1442695040888963407ull;
      b = s >> (s & 31);
    }
    int64_t sa = (int64_t)a, sb = (int64_t)b;
    uint64_t u;
    int64_t v;
    int32_t v32;
    uint32_t u32;
    int16_t v16;
    uint8_t u8;
    CHECK(__builtin_add_overflow(a, b, &u), u);
    CHECK(__builtin_sub_overflow(a, b, &u), u);
    CHECK(__builtin_mul_overflow(a, b, &u), u);
    CHECK(__builtin_add_overflow(sa, sb, &v), (uint64_t)v);
    CHECK(__builtin_sub_overflow(sa, sb, &v), (uint64_t)v);
    CHECK(__builtin_mul_overflow(sa, sb, &v), (uint64_t)v);
    CHECK(__builtin_add_overflow((int32_t)a, (int32_t)b, &v32), (uint32_t)v32);
    CHECK(__builtin_mul_overflow((int32_t)a, (int32_t)b, &v32), (uint32_t)v32);
    CHECK(__builtin_sub_overflow((uint32_t)a, (uint32_t)b, &u32), u32);
    CHECK(__builtin_mul_overflow((uint32_t)a, (uint32_t)b, &u32), u32);
    CHECK(__builtin_mul_overflow((int16_t)a, (int16_t)b, &v16), (uint16_t)v16);
    CHECK(__builtin_add_overflow((uint8_t)a, (uint8_t)b, &u8), u8);
    CHECK(__builtin_add_overflow(sa, (int32_t)b, &v32), (uint32_t)v32);
  }
  return h;
}
