/* mod_fold.c - remainders by constants just below a power of two
 * (src/pass/modfold.c): 65521 (Adler-32), 4093 (2^12 - 3), 8191 and
 * 2147483647 (Mersenne primes), 255 (Fletcher) of 16-, 32- and 64-bit
 * values become folds x -> (x >> k) * c + (x & (2^k - 1)) and one
 * conditional subtraction; % 1000 (too far below 1024) keeps its divider.
 * The values: 0, every K - 1, K, 2K - 1, 2K and 2^32 - 1 and 2^64 - 1,
 * the largest values that need the most folds, and a Park-Miller style
 * generator (x * 48271 % (2^31 - 1)) whose state walks through the range.
 */
// top: mod_fold

#include <stdint.h>

typedef uint64_t u64;

static u64 mix(u64 h, u64 v) { return (h ^ v) * 0x100000001b3ull; }

static u64 all(u64 h, u64 x) {
  uint32_t w = (uint32_t)x;
  uint16_t s = (uint16_t)x;
  h = mix(h, w % 65521u);
  h = mix(h, w % 4093u);
  h = mix(h, w % 8191u);
  h = mix(h, w % 2147483647u);
  h = mix(h, w % 255u);
  h = mix(h, w % 1000u);
  h = mix(h, (uint16_t)(s % 255u));
  h = mix(h, (uint16_t)(s % 65521u));
  h = mix(h, x % 2147483647u);
  h = mix(h, x % 65521u);
  h = mix(h, x % 8191u);
  return h;
}

u64 mod_fold(const u64 v[static 24], uint32_t seed) {
  u64 h = 14695981039346656037ull;
  for (int i = 0; i < 24; i++) h = all(h, v[i]);
  /* minstd: the state stays in [1, 2^31 - 2] */
  u64 s = seed % 2147483647u + 1u;
  for (int i = 0; i < 40; i++) {
    s = s * 48271u % 2147483647u;
    h = all(h, s);
    h = all(h, s * 0x9e3779b97f4a7c15ull);
  }
  return h;
}

#include <stdio.h>

int main(void) {
  static const u64 v[24] = {
      0, 1, 254, 255, 509, 510, 4092, 4093, 8185, 8186, 8190, 8191,
      16381, 16382, 65520, 65521, 131041, 131042, 2147483646u, 2147483647u,
      4294967294u, 4294967295u, 0xfffffffffffffffeull, 0xffffffffffffffffull};
  printf("%llu\n", (unsigned long long)mod_fold(v, 1));
  printf("%llu\n", (unsigned long long)mod_fold(v, 0x12345678u));
  printf("%llu\n", (unsigned long long)mod_fold(v, 0xffffffffu));
  return 0;
}
