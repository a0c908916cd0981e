/* df_wide512: a dataflow region of two free-running processes joined by a
 * FIFO of 512-bit words (xor with a constant, then a shift), fed and
 * drained through 512-bit boundary streams. Tests network ports and
 * channels wider than 64 bits (src/net) and their FIFO modules. */
#include <hlsc.h>
#include <stdio.h>

typedef unsigned _BitInt(512) u512;
HLSC_STREAM(w_stream, u512);

static void flip(w_stream *in, w_stream *out) {
  const u512 k = ~(u512)0 / 5; /* 0x3333...: a 512-bit constant */
  for (;;) w_stream_write(out, w_stream_read(in) ^ k);
}

static void shift(w_stream *in, w_stream *out) {
  for (;;) w_stream_write(out, w_stream_read(in) << 3);
}

void df_wide512(w_stream *in, w_stream *out) {
  static w_stream mid;
  flip(in, &mid);
  shift(&mid, out);
}

static w_stream in_s, out_s;

int main(void) {
  for (int i = 0; i < 50; i++)
    w_stream_write(&in_s, ((u512)i << 500) | ((u512)(i * 977) << 250) |
                              (u512)i);
  HLSC_CALL(df_wide512(&in_s, &out_s));
  int n = 0;
  while (!w_stream_empty(&out_s)) {
    u512 y = w_stream_read(&out_s);
    printf("%016llx %016llx %016llx\n", (unsigned long long)(y >> 448),
           (unsigned long long)(y >> 250), (unsigned long long)y);
    n++;
  }
  printf("%d words\n", n);
  return 0;
}
