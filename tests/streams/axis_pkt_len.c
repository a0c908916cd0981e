/* axis_pkt_len: per TLAST-framed packet, one output word at its TLAST:
 * TDATA the packet's checksum (the sum of its bytes that TKEEP marks
 * valid), TUSER its length in valid bytes, TLAST set. The input has 32-bit
 * TDATA, 4-bit TKEEP and TLAST; the output 16-bit TDATA, 12-bit TUSER and
 * TLAST (hlsc.h's HLSC_AXIS on both sides). */
#include <hlsc.h>
#include <stdio.h>

HLSC_AXIS(in_stream, in_word, (data, 32), (keep, 4), (last, 1));
HLSC_AXIS(sum_stream, sum_word, (data, 16), (user, 12), (last, 1));

void axis_pkt_len(in_stream *in, sum_stream *out) {
  for (;;) {
    unsigned sum = 0, len = 0;
    in_word w;
    do {
      w = in_stream_read(in);
      for (int b = 0; b < 4; b++)
        if ((w.keep >> b) & 1) {
          sum += (unsigned)(w.data >> (8 * b)) & 0xffu;
          len++;
        }
    } while (!w.last);
    sum_word r;
    r.data = (unsigned _BitInt(16))sum;
    r.user = (unsigned _BitInt(12))len;
    r.last = 1;
    sum_stream_write(out, r);
  }
}

static in_stream in_s;
static sum_stream out_s;
static unsigned lcg_state = 11u;

static unsigned lcg(void) {
  lcg_state = lcg_state * 1664525u + 1013904223u;
  return lcg_state >> 8;
}

int main(void) {
  /* 12 packets of 1..9 words; the last word of a packet keeps 1..4 low
   * bytes, the others all four */
  for (int p = 0; p < 12; p++) {
    int n = 1 + (int)(lcg() % 9u);
    for (int i = 0; i < n; i++) {
      in_word w;
      w.data = lcg() * 2654435761u;
      w.last = i == n - 1;
      w.keep = w.last ? (unsigned _BitInt(4))((1u << (1 + lcg() % 4u)) - 1u)
                      : 0xf;
      in_stream_write(&in_s, w);
    }
  }
  HLSC_CALL(axis_pkt_len(&in_s, &out_s));
  int p = 0;
  while (!sum_stream_empty(&out_s)) {
    sum_word r = sum_stream_read(&out_s);
    printf("packet %d: %u bytes, checksum %04x, last %u\n", p++,
           (unsigned)r.user, (unsigned)r.data, (unsigned)r.last);
  }
  return 0;
}
