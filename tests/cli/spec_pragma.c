/* spec_pragma: `#pragma HLS SPECULATE` on a loop with stream operations is
 * not applied (the next iteration's reads would wait for the check of the
 * guess anyway), and the warning says so at the loop. */
#include <hlsc.h>

HLSC_STREAM(u32_stream, unsigned);

void spec_pragma(u32_stream *in, u32_stream *out, const int a[static 64]) {
  int i = 0;
  while (i < 60) {
#pragma HLS SPECULATE
    if (i * a[i] < (int)u32_stream_read(in))
      i++;
    i++;
    u32_stream_write(out, (unsigned)i);
  }
}
