/* array_lookup: out = tab[in & 255] for each word, forever; tab is a
 * 256-entry byte table argument. Tests a read-only array argument (memory
 * port) indexed by stream data, 32-bit in / 8-bit out. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);
HLSC_STREAM(u8_stream, uint8_t);

void array_lookup(u32_stream *in, u8_stream *out, const uint8_t tab[static 256]) {
  for (;;)
    u8_stream_write(out, tab[u32_stream_read(in) & 255u]);
}

static u32_stream in_s;
static u8_stream out_s;
static uint8_t table[256];
static uint32_t lcg_state = 37u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* a permutation of 0..255: tab[i] = (167 * i + 13) mod 256 */
  for (unsigned i = 0; i < 256; i++)
    table[i] = (uint8_t)(167u * i + 13u);
  for (uint32_t i = 0; i < 16; i++) /* indices 0..15 first */
    u32_stream_write(&in_s, i);
  for (int i = 0; i < 184; i++)
    u32_stream_write(&in_s, lcg() * 65599u);
  HLSC_CALL(array_lookup(&in_s, &out_s, table));
  int n = 0;
  while (!u8_stream_empty(&out_s))
    printf("%3u%c", (unsigned)u8_stream_read(&out_s), (++n % 16) ? ' ' : '\n');
  printf("\n%d words\n", n);
  return 0;
}
