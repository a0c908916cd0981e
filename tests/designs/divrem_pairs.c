/* divrem_pairs.c - quotients and remainders of the same operands, each
 * pair one divider with two results (pass_divrem, ir.h "Divider pairs"):
 * signed and unsigned, 8, 16, 32 and 64 bits, divisors by variables and
 * by constants, negative operands and operands at and near the limits of
 * each width; in FSM states (straight-line code and a loop kept
 * sequential: sequential dividers) and in a pipelined loop (pipelined
 * dividers). The operands come from a RAM the design fills, so LLVM
 * cannot fold them. The oracle is the native run (hlsc cosim).
 * Exercises: udiv/urem and sdiv/srem pairs in every divider form.
 */
// top: divrem_pairs
#include <stdint.h>

#define N 24

/* dividends and divisors at and near the limits, signs mixed */
static const int64_t seed_x[N] = {
    INT64_MIN + 1, INT64_MAX, -1, 0, 1, -2, 127, -128, 255, 32767,
    -32768, 65535, INT32_MAX, INT32_MIN, -1000000007, 4294967295,
    1234567890123ll, -987654321098ll, 99, -99, 7, -7, 100000, INT64_MIN};
static const int64_t seed_y[N] = {
    3, -2, 7, 5, INT64_MAX, -3, 2, 3, -5, 127, -127, 255, -1, 10,
    INT32_MAX, 65536, -1000003, 77777, -128, 32767, INT64_MIN, 1, -256, 9};

static int64_t xs[N], ys[N];

/* A divisor that is never 0 nor -1 at any width below 64 bits (native C
 * traps on x / 0 and on MIN / -1; the hardware does not, but the native
 * run is the oracle): its low byte is made odd and not 0xff. */
static int64_t safe(int64_t y) {
  int64_t b = (y & 0xff) | 1;
  if (b == 0xff) b = 0x7f;
  return (y & ~(int64_t)0xff) | b;
}

static uint32_t mix(uint32_t h, uint64_t v) {
  return (h * 33u) ^ (uint32_t)v ^ (uint32_t)(v >> 32);
}

/* every width and signedness by variables, and a few constants */
static uint32_t pairs(uint32_t h, int64_t x, int64_t y) {
  int8_t s8 = (int8_t)x, d8 = (int8_t)y;
  uint8_t u8 = (uint8_t)x, e8 = (uint8_t)y;
  int16_t s16 = (int16_t)x, d16 = (int16_t)y;
  uint16_t u16 = (uint16_t)x, e16 = (uint16_t)y;
  int32_t s32 = (int32_t)x, d32 = (int32_t)y;
  uint32_t u32 = (uint32_t)x, e32 = (uint32_t)y;
  uint64_t u64 = (uint64_t)x, e64 = (uint64_t)y;
  h = mix(h, (uint64_t)(s8 / d8) + ((uint64_t)(s8 % d8) << 16));
  h = mix(h, (uint64_t)(u8 / e8) + ((uint64_t)(u8 % e8) << 16));
  h = mix(h, (uint64_t)(s16 / d16) + ((uint64_t)(s16 % d16) << 32));
  h = mix(h, (uint64_t)(u16 / e16) + ((uint64_t)(u16 % e16) << 32));
  h = mix(h, (uint64_t)(s32 / d32) + ((uint64_t)(s32 % d32) << 32));
  h = mix(h, (uint64_t)(u32 / e32) + ((uint64_t)(u32 % e32) << 32));
  h = mix(h, (uint64_t)(x / y) ^ (uint64_t)(x % y));
  h = mix(h, (u64 / e64) ^ (u64 % e64));
  /* by constants, also negative and near the limits */
  h = mix(h, (uint64_t)(s32 / 7) + ((uint64_t)(s32 % 7) << 32));
  h = mix(h, (uint64_t)(s16 / -3) + ((uint64_t)(s16 % -3) << 32));
  h = mix(h, (u64 / 10) ^ (u64 % 10));
  h = mix(h, (uint64_t)(x / -1000000007ll) ^ (uint64_t)(x % -1000000007ll));
  h = mix(h, (uint64_t)(u32 / 4294967291u) + ((uint64_t)(u32 % 4294967291u) << 32));
  h = mix(h, (uint64_t)(u8 / 200) + ((uint64_t)(u8 % 200) << 8));
  return h;
}

uint32_t divrem_pairs(void) {
  for (int i = 0; i < N; i++) {
    xs[i] = seed_x[i];
    ys[i] = safe(seed_y[i]);
  }
  uint32_t h = 5381;
  /* straight-line code in FSM states */
  h = pairs(h, xs[0], ys[1]);
  h = pairs(h, xs[13], ys[20]);
  /* a loop kept sequential: its dividers run in FSM states */
#pragma clang loop pipeline(disable)
  for (int i = 0; i < N; i++)
    h = pairs(h, xs[i], ys[(i * 7) % N]);
  /* a pipelined loop: the dividers are pipelined, one pair per cycle */
  uint32_t acc = 0;
  for (int i = 0; i < N; i++) {
    int32_t s = (int32_t)xs[i], d = (int32_t)ys[N - 1 - i];
    uint64_t u = (uint64_t)xs[N - 1 - i], e = (uint64_t)ys[i];
    acc += (uint32_t)(s / d) * 3u + (uint32_t)(s % d);
    acc ^= (uint32_t)(u / e) + (uint32_t)(u % e);
    acc += (uint32_t)((int16_t)s / -5) ^ (uint32_t)((int16_t)s % -5);
  }
  return h ^ acc;
}
