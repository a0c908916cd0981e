/* ptr_table_select.c - like CHStone adpcm: a table pointer chosen at run
 * time between two constant tables, then indexed in a loop (`p[i]`), and a
 * walking pointer (`q += 2`) chosen the same way. The pointer may point
 * into either table, so each read goes to both memories and the one the
 * pointer names is kept.
 */
// top: ptr_table_select
#include <stdint.h>

static const int16_t qq4[16] = {0, -20456, -12896, -8968, -6288, -4240,
                                -2584, -1200, 20456, 12896, 8968, 6288,
                                4240, 2584, 1200, 0};
static const int16_t qq6[16] = {-136, -136, -136, -136, -24808, -21904,
                                -19008, -16704, -14984, -13512, -12280,
                                -11192, -10232, -9360, -8576, -7856};

int32_t ptr_table_select(void) {
  uint32_t seed = 12345;
  int32_t acc = 0;
  for (int round = 0; round < 12; round++) {
    seed = seed * 1103515245u + 12345u;
    const int16_t *tab = (seed >> 16) & 1 ? qq6 : qq4;
    for (int i = 0; i < 16; i++)
      acc += tab[i] * (i + round);
    const int16_t *q = (seed >> 17) & 1 ? qq4 + 1 : qq6;
    for (int i = 0; i < 7; i++, q += 2)
      acc ^= *q * (1 << (i & 3));
  }
  return acc;
}
