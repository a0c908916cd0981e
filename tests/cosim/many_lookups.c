/* many_lookups.c - cosim smoke test: 2,048 dependent lookups into one
 * 16-entry table in straight-line code. Each lookup is in a state of its
 * own, so the table's address multiplexer has over a thousand inputs: its
 * expression must be folded over many lines (Verilator takes at most
 * 40,000 tokens on a line; Csmith programs that read crc32_tab in hundreds
 * of places hit that limit) and nested as a balanced tree, not a thousand
 * levels deep.
 */
// top: many_lookups
#include <stdint.h>

static uint32_t tab[16];

#define STEP(k) h = ((h << 5) | (h >> 27)) ^ tab[(h ^ (k)) & 15u];
#define S4(k) STEP(k) STEP(k + 1) STEP(k + 2) STEP(k + 3)
#define S16(k) S4(k) S4(k + 4) S4(k + 8) S4(k + 12)
#define S64(k) S16(k) S16(k + 16) S16(k + 32) S16(k + 48)
#define S256(k) S64(k) S64(k + 64) S64(k + 128) S64(k + 192)

uint32_t many_lookups(void) {
  /* the table is built at run time (as Csmith's crc32_tab) so that no
   * lookup folds to a constant */
  uint32_t x = 0x12345678u;
  for (int i = 0; i < 16; i++) {
    for (int j = 0; j < 8; j++)
      x = (x >> 1) ^ ((x & 1u) ? 0xedb88320u : 0u);
    tab[i] = x;
  }
  uint32_t h = x;
  S256(0) S256(256) S256(512) S256(768)
  S256(1024) S256(1280) S256(1536) S256(1792)
  return h;
}

