/* AXI4-Lite control with streams and an array left as they are: the
 * scalar `scale` and the return value go over the bus, the stream ports
 * and the array's memory port stay plain (a legal mix). */
// top: axil_mixed
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(u16_stream, uint16_t);

uint32_t axil_mixed(u16_stream *in, u16_stream *out, uint16_t scale,
                    uint16_t tab[16]) {
  uint32_t sum = 0;
  for (int i = 0; i < 16; i++) {
    uint16_t v = u16_stream_read(in);
    uint16_t r = (uint16_t)(v * scale + tab[i]);
    tab[i] = r;
    u16_stream_write(out, r);
    sum += r;
  }
  return sum;
}

static u16_stream a, b;
int main(void) {
  uint16_t tab[16];
  for (int i = 0; i < 16; i++) tab[i] = (uint16_t)(i * 7);
  for (int c = 0; c < 3; c++) {
    for (int i = 0; i < 16; i++) u16_stream_write(&a, (uint16_t)(i * 31 + c));
    uint32_t s = axil_mixed(&a, &b, (uint16_t)(c * 1000 + 3), tab);
    printf("call %d: %u\n", c, (unsigned)s);
    while (!u16_stream_empty(&b)) printf(" %u", (unsigned)u16_stream_read(&b));
    printf("\n");
  }
  return 0;
}
