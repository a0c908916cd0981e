/* An AXI4 master next to ports that stay as they are: a stream input, a
 * plain memory port (`out`, not m_axi) and a scalar; the m_axi table is
 * read at data-dependent addresses and updated in place. */
// top: maxi_mixed
// m-axi: tab
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u32_stream, uint32_t);

#define T 96
#define N 40

uint32_t maxi_mixed(u32_stream *in, uint32_t tab[static T],
                    uint32_t out[static N], uint32_t salt) {
  uint32_t acc = salt;
  for (int i = 0; i < N; i++) {
    uint32_t v = u32_stream_read(in);
    uint32_t k = (v ^ acc) % T;
    uint32_t t = tab[k];
    tab[k] = t + v;
    out[i] = t ^ salt;
    acc += t;
  }
  return acc;
}

static u32_stream s;
int main(void) {
  static uint32_t tab[T], out[N];
  for (int i = 0; i < T; i++) tab[i] = (uint32_t)(i * 2654435761u);
  for (int c = 0; c < 3; c++) {
    for (int i = 0; i < N; i++) u32_stream_write(&s, (uint32_t)(i * 977 + c));
    printf("%u\n", (unsigned)maxi_mixed(&s, tab, out, (uint32_t)c * 17u));
    printf("%u %u\n", (unsigned)out[0], (unsigned)out[N - 1]);
  }
  return 0;
}
