/* Verilog names of AXI4-Stream side channels: a stream `in` with TLAST
 * beside a scalar `in_tlast` (the stream's side-channel port would have
 * its name: the scalar is renamed), and a scalar `in_tx`, which no
 * channel of `in` is named like (kept). */
// top: axis_clash
// expect-ports: in_tdata:8 in_tlast:1 in_tlast_1:32 in_tx:32 out_tdata:8 out_tuser:2 out_tlast:1
#include <hlsc.h>
#include <stdio.h>

HLSC_AXIS(a_stream, a_word, (data, 8), (last, 1));
HLSC_AXIS(b_stream, b_word, (data, 8), (user, 2), (last, 1));

unsigned axis_clash(a_stream *in, unsigned in_tlast, unsigned in_tx,
                    b_stream *out) {
  unsigned n = 0;
  a_word w;
  do {
    w = a_stream_read(in);
    b_word r = {.data = (unsigned _BitInt(8))(w.data + in_tlast),
                .user = (unsigned _BitInt(2))(in_tx + n),
                .last = w.last};
    b_stream_write(out, r);
    n++;
  } while (!w.last);
  return n;
}

static a_stream in;
static b_stream out;

int main(void) {
  for (unsigned c = 0; c < 3; c++) {
    for (unsigned i = 0; i <= c + 1; i++) {
      a_word w = {.data = (unsigned _BitInt(8))(i * 37 + c), .last = i == c + 1};
      a_stream_write(&in, w);
    }
    unsigned n = axis_clash(&in, c * 5, c + 2, &out);
    printf("call %u: %u words:", c, n);
    while (!b_stream_empty(&out)) {
      b_word r = b_stream_read(&out);
      printf(" %02x/%u%s", (unsigned)r.data, (unsigned)r.user,
             r.last ? "!" : "");
    }
    printf("\n");
  }
  return 0;
}
