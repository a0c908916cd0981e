/* array_hist (design; testbench in array_hist_tb.c): reads n words, counts
 * hist[w & 15]++, returns the largest bucket. Tests an array argument
 * read-modify-written across calls, a signed scalar trip count, a separate
 * testbench file. */
#include <hlsc.h>
#include <stdint.h>

HLSC_STREAM(u32_stream, uint32_t);

unsigned array_hist(u32_stream *in, unsigned hist[static 16], int n) {
  for (int i = 0; i < n; i++) {
    uint32_t w = u32_stream_read(in);
    hist[w & 15u]++;
  }
  unsigned max = 0;
  for (int b = 0; b < 16; b++)
    if (hist[b] > max)
      max = hist[b];
  return max;
}
