/* bit_builtins.c - clang's bit-manipulation builtins, which become LLVM
 * intrinsics the importer expands into logic: count leading/trailing zeros
 * (llvm.ctlz/cttz), population count and parity (llvm.ctpop), byte swaps
 * (llvm.bswap), bit reversal (llvm.bitreverse) and rotates (llvm.fshl/fshr)
 * at 8, 16, 32 and 64 bits.
 * Exercises: intrinsic expansion at several widths, with data-dependent
 * operands (never zero where clz/ctz would be undefined).
 */
// top: bit_builtins
#include <stdint.h>

static uint64_t seeds[12] = {
    0x0000000000000001ull, 0x8000000000000000ull, 0x00f0000000000f00ull,
    0x123456789abcdef0ull, 0xfffffffffffffffeull, 0x0000000100000000ull,
};

uint64_t bit_builtins(void) {
  /* the second half of the inputs comes from a xorshift generator, in a
   * memory written at run time */
  uint64_t g = 0x2545f4914f6cdd1dull;
  for (int i = 6; i < 12; i++) {
    g ^= g << 13;
    g ^= g >> 7;
    g ^= g << 17;
    seeds[i] = g >> (i * 4);
  }
  uint64_t acc = 0x9e3779b97f4a7c15ull;
  for (int i = 0; i < 12; i++) {
    uint64_t x = seeds[i] ^ (acc & 0xff00ff00ull);
    uint32_t lo = (uint32_t)x | 1u; /* never zero: ctz/clz are defined */
    uint32_t hi = (uint32_t)(x >> 32) | 0x80u;
    uint64_t r = 0;
    r += (uint64_t)__builtin_clz(lo);
    r += (uint64_t)__builtin_ctz(hi) << 6;
    r += (uint64_t)__builtin_clzll(x | 1u) << 12;
    r += (uint64_t)__builtin_ctzll(x | (1ull << 63)) << 18;
    r += (uint64_t)__builtin_popcountll(x) << 24;
    r += (uint64_t)__builtin_parity(lo) << 31;
    r ^= __builtin_bswap64(x);
    r ^= (uint64_t)__builtin_bswap32(lo) << 16;
    r ^= (uint64_t)__builtin_bswap16((uint16_t)hi) << 40;
    r ^= (uint64_t)__builtin_bitreverse32(hi);
    r ^= (uint64_t)__builtin_bitreverse8((uint8_t)lo) << 56;
    r ^= __builtin_rotateleft64(x, (unsigned)i * 11u);
    r ^= (uint64_t)__builtin_rotateright32(lo, (unsigned)i + 3u) << 8;
    acc = __builtin_rotateleft64(acc, 13) ^ r;
    acc += (uint64_t)i * 0x100000001ull;
  }
  return acc;
}
