/* rle_decode: reads (count, value) pairs and writes value count times
 * (count may be 0), forever. Tests an inner loop with a data-dependent
 * trip count between two reads and a write. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void rle_decode(u32_stream *in, u32_stream *out) {
  for (;;) {
    uint32_t count = u32_stream_read(in);
    uint32_t value = u32_stream_read(in);
    for (uint32_t i = 0; i < count; i++)
      u32_stream_write(out, value);
  }
}

static u32_stream in_s, out_s;
static uint32_t counts[60];
static uint32_t lcg_state = 67u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  for (int i = 0; i < 60; i++) {
    counts[i] = i == 1 ? 0u : lcg() % 8u; /* pair 1 has count 0 */
    u32_stream_write(&in_s, counts[i]);
    u32_stream_write(&in_s, 100u * (uint32_t)i + 7u);
  }
  HLSC_CALL(rle_decode(&in_s, &out_s));
  /* one line per pair */
  int n = 0;
  for (int i = 0; i < 60; i++) {
    printf("pair %2d (count %u):", i, counts[i]);
    for (uint32_t k = 0; k < counts[i] && !u32_stream_empty(&out_s); k++, n++)
      printf(" %u", u32_stream_read(&out_s));
    printf("\n");
  }
  printf("%d words%s\n", n, u32_stream_empty(&out_s) ? "" : " (extra output!)");
  return 0;
}
