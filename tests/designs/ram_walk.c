/* ram_walk.c - a larger on-chip RAM (512 x 16 bits): filled by an LCG, then
 * visited in a stride permutation (stride 197, coprime to 512, so every
 * word exactly once) with a read-modify-write of each word that depends on
 * the previous one, and finally scanned for a checksum.
 * Exercises: a RAM deep enough to need 9 address bits, data-dependent
 * read-after-write through memory, addresses computed by masking.
 */
// top: ram_walk
#include <stdint.h>

#define DEPTH 512

static uint16_t ram[DEPTH];

uint32_t ram_walk(void) {
  uint32_t lcg = 12345;
  for (int i = 0; i < DEPTH; i++) {
    lcg = lcg * 1103515245u + 12345u;
    ram[i] = (uint16_t)(lcg >> 16);
  }
  unsigned idx = 0;
  uint16_t carry = 0x5a5a;
  for (int n = 0; n < DEPTH; n++) {
    uint16_t v = ram[idx];
    /* each word absorbs the previous result, so order matters */
    v = (uint16_t)((v ^ carry) + (uint16_t)(v >> 3));
    ram[idx] = v;
    carry = (uint16_t)(carry * 5u + v);
    idx = (idx + 197u) & (DEPTH - 1u);
  }
  uint32_t sum = 0;
  for (int i = 0; i < DEPTH; i++)
    sum = (sum << 1 | sum >> 31) ^ ram[(i * 7) & (DEPTH - 1)];
  return sum ^ carry;
}
