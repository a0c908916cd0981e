/* twofile_tb: testbench of twofile.c: 0..9, 27 (111 steps), 97 (118
 * steps), then 50 random values below 1000; prints x, steps, x/(steps+1)
 * per input. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

void twofile(u32_stream *in, u32_stream *out);

static u32_stream in_s, out_s;
static uint32_t inputs[62];
static uint32_t lcg_state = 97u;

static uint32_t lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  int n_in = 0;
  for (uint32_t i = 0; i < 10; i++)
    inputs[n_in++] = i;
  inputs[n_in++] = 27;
  inputs[n_in++] = 97;
  while (n_in < 62)
    inputs[n_in++] = lcg() % 1000u;
  for (int i = 0; i < n_in; i++)
    u32_stream_write(&in_s, inputs[i]);
  HLSC_CALL(twofile(&in_s, &out_s));
  for (int i = 0; i < n_in && !u32_stream_empty(&out_s); i++) {
    uint32_t steps = u32_stream_read(&out_s);
    uint32_t q = u32_stream_read(&out_s);
    printf("x=%3u steps=%3u x/(steps+1)=%u\n", inputs[i], steps, q);
  }
  return 0;
}
