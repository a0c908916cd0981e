/* wide_mem.c - on-chip memories of words wider than 64 bits: a constant
 * table of unsigned __int128 (a ROM), a global array of _BitInt(200) with
 * an initial value that the program reads and writes at run-time indices,
 * a local array of __int128 filled from a constant initializer (clang's
 * memcpy moves whole 128-bit words), an array of _BitInt(1024) words with
 * an initial value, and a _BitInt(65) array (128-bit words in memory, as
 * clang stores the type).
 * Exercises: wide initial contents in the RAM/ROM Verilog, wide loads and
 * stores, wide words in the IR's memories, read-modify-write of wide words.
 */
// top: wide_mem
#include <stdint.h>

typedef unsigned __int128 u128;
typedef unsigned _BitInt(200) u200;
typedef unsigned _BitInt(65) u65;
typedef unsigned _BitInt(1024) u1024;

#define W128(hi, lo) (((u128)(hi) << 64) | (u128)(lo))

static const u128 rom[8] = {
    W128(0x0123456789abcdefull, 0xfedcba9876543210ull),
    W128(0x8000000000000001ull, 0x0000000000000001ull),
    W128(0, 0xffffffffffffffffull),
    W128(0xffffffffffffffffull, 0),
    W128(0x5555555555555555ull, 0xaaaaaaaaaaaaaaaaull),
    W128(0x0f0f0f0f0f0f0f0full, 0xf0f0f0f0f0f0f0f0ull),
    W128(0x1122334455667788ull, 0x99aabbccddeeff00ull),
    W128(0xdeadbeefcafebabeull, 0x0badf00d12345678ull),
};

u200 g[6] = {
    ((u200)0xabcdefull << 180) | 17,
    ((u200)1 << 199) | ((u200)0x123456789ull << 100),
    (u200)-1,
    0,
    ((u200)0x3ull << 128) | ((u200)0x55ull << 64) | 0x99ull,
    ((u200)0x7fffull << 150),
};

static u65 odd[4] = {((u65)1 << 64) | 5, 7, ((u65)1 << 64), 0x1234};

static u1024 big[2] = {((u1024)0xfeedfacecafebeefull << 960) | 0x55,
                       ((u1024)0x8000000000000000ull << 512) | 1};

static volatile uint64_t in[3] = {0x0123456789abcdefull, 0x5a5a5a5a00ff00ffull,
                                  3};

uint64_t wide_mem(void) {
  u128 t[8] = {W128(1, 2), W128(3, 4), W128(5, 6), W128(7, 8),
               W128(9, 10), W128(11, 12), W128(13, 14), W128(15, 16)};
  unsigned k = (unsigned)in[2];
  for (unsigned i = 0; i < 8; i++)
    t[(i * 3 + k) & 7] += rom[(i + k) & 7] ^ ((u128)in[i & 1] << 40);
  for (unsigned i = 0; i < 6; i++)
    g[(i + k) % 6] += ((u200)t[(i * 5 + k) & 7] << 13) ^ g[i];
  for (unsigned i = 0; i < 4; i++) {
    odd[(i + k) & 3] += (u65)(uint64_t)t[i] + odd[(i + 1) & 3];
    big[(i + k) & 1] ^= ((u1024)g[i] << 600) ^ (u1024)odd[i] ^
                        (big[(i + k + 1) & 1] >> 300);
  }
  u200 s = 0;
  for (unsigned i = 0; i < 6; i++) s ^= g[(i * 5 + k) % 6] + (s >> 7);
  u1024 b = big[k & 1] ^ (big[(k + 1) & 1] >> 500);
  uint64_t r = (uint64_t)s ^ (uint64_t)(s >> 64) ^ (uint64_t)(s >> 136);
  r += (uint64_t)b ^ (uint64_t)(b >> 600) ^ (uint64_t)(b >> 960);
  return r ^ (uint64_t)(odd[k & 3] >> 1);
}
