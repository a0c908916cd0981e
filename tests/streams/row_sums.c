/* row_sums: reads an n x n matrix row by row and writes each row's sum,
 * then returns. Tests nested loops with a scalar trip count and calls
 * with different n (5, 0, 12). */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void row_sums(u32_stream *in, u32_stream *out, unsigned n) {
  for (unsigned r = 0; r < n; r++) {
    uint32_t sum = 0;
    for (unsigned c = 0; c < n; c++)
      sum += u32_stream_read(in);
    u32_stream_write(out, sum);
  }
}

static u32_stream in_s, out_s;
static uint32_t lcg_state = 79u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  static const unsigned ns[] = {5, 0, 12};
  for (int k = 0; k < 3; k++) {
    unsigned n = ns[k];
    /* n = 5: element (r, c) = 10 r + c, so row r sums to 50 r + 10 */
    for (unsigned r = 0; r < n; r++)
      for (unsigned c = 0; c < n; c++)
        u32_stream_write(&in_s, n == 5 ? 10u * r + c : lcg() % 1000u);
    HLSC_CALL(row_sums(&in_s, &out_s, n));
    printf("call %d (n=%u):", k, n);
    while (!u32_stream_empty(&out_s))
      printf(" %u", u32_stream_read(&out_s));
    printf("\n");
  }
  return 0;
}
