/* sum_n_ret: returns the (wrapping) sum of the next n words. Tests a
 * returned value, a scalar trip count including 0, and several calls with
 * input written between the calls. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

uint32_t sum_n_ret(u32_stream *in, unsigned n) {
  uint32_t sum = 0;
  for (unsigned i = 0; i < n; i++)
    sum += u32_stream_read(in);
  return sum;
}

static u32_stream in_s;
static uint32_t result;
static uint32_t lcg_state = 47u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  static const unsigned ns[] = {10, 0, 50, 1, 100, 3};
  for (int c = 0; c < 6; c++) {
    for (unsigned i = 0; i < ns[c]; i++) /* call 0: 1..10 = 55 */
      u32_stream_write(&in_s, c == 0 ? i + 1u : lcg() * 977u);
    HLSC_CALL(result = sum_n_ret(&in_s, ns[c]));
    printf("call %d: n=%3u sum=%u\n", c, ns[c], result);
  }
  return 0;
}
