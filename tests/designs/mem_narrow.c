/* mem_narrow.c - on-chip memories whose words hold fewer bits than their C
 * type's storage: a signed _BitInt(200) array (i256 words in memory), an
 * unsigned _BitInt(100) array (i128 words), an int array that only ever
 * holds bytes (x & 0xff), a constant int table whose entries fit 12 bits
 * (a ROM), and an unsigned array that stores full 32-bit values (which
 * must keep its 32-bit words). Every array is read back at run-time
 * indices and mixed into the result, so cosim compares every word read.
 * Exercises: pass_mem_narrow (sign- and zero-extended narrowing, wide
 * words, initial words cut), loads extended back to the C width; the
 * check in tests/run.sh (mem_narrow_widths) reads the widths from the
 * report: 200, 100, 8, 12, and 32 unchanged.
 */
// top: mem_narrow
#include <stdint.h>

typedef signed _BitInt(200) s200;
typedef unsigned _BitInt(200) u200;
typedef unsigned _BitInt(100) u100;

static s200 sig200[8];
static u100 uns100[8];
static int bytes[16];
static uint32_t full32[8];
static const int tab12[16] = {4095, 1,    2048, 77,   300, 4000, 5,    1234,
                              0,    2047, 3333, 1024, 999, 17,   4094, 2500};

static volatile uint64_t in[3] = {0x9e3779b97f4a7c15ull, 0xd1b54a32d192ed03ull,
                                  5};

uint64_t mem_narrow(void) {
  uint64_t x = in[0], y = in[1];
  unsigned k = (unsigned)in[2];
  for (unsigned i = 0; i < 8; i++) {
    u200 u = ((u200)(x ^ i) << 136) | ((u200)(y + i) << 64) | (x * i);
    sig200[(i + k) & 7] = (s200)u; /* negative when bit 199 is set */
    uns100[(i * 3 + k) & 7] = ((u100)(y ^ (x >> i)) << 36) | (u100)(x + i);
    full32[(i + k) & 7] = (uint32_t)(x >> i) ^ (uint32_t)(y << i);
  }
  for (unsigned i = 0; i < 16; i++)
    bytes[(i + k) & 15] = (int)((x >> (i * 4)) ^ (y >> i)) & 0xff;
  s200 s = 0;
  u100 t = 0;
  uint64_t r = 0;
  for (unsigned i = 0; i < 8; i++) {
    s200 a = sig200[(i * 5 + k) & 7];
    s = (s >> 1) + (a >> 3) - (a < 0 ? (s200)i : (s200)-1);
    t += uns100[(i + k) & 7] * (u100)(i + 1);
    r = r * 31 + full32[(i * 3 + k) & 7];
  }
  for (unsigned i = 0; i < 16; i++)
    r += (uint64_t)(bytes[(i * 7 + k) & 15] * tab12[(i + k) & 15]) ^
         (uint64_t)(tab12[(i * 3 + k) & 15] - 2048);
  r ^= (uint64_t)s ^ (uint64_t)(s >> 64) ^ (uint64_t)(s >> 136);
  r += (uint64_t)(s >> 199);
  return r ^ (uint64_t)t ^ (uint64_t)(t >> 60);
}
