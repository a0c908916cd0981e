/* df_axis: a dataflow region whose boundary streams and whose static
 * local channel are HLSC_AXIS streams: `scale` multiplies TDATA by k and
 * passes TKEEP and TLAST on through the channel `mid`; `mark` sets TUSER on
 * the words with TLAST and counts packets into TDEST. */
#include <hlsc.h>
#include <stdio.h>

HLSC_AXIS(k_stream, k_word, (data, 24), (keep, 3), (last, 1));
HLSC_AXIS(m_stream, m_word, (data, 24), (keep, 3), (user, 1), (dest, 4),
          (last, 1));

static void scale(k_stream *in, k_stream *out, unsigned k) {
  for (;;) {
    k_word w = k_stream_read(in);
    w.data = w.data * k;
    k_stream_write(out, w);
  }
}

static void mark(k_stream *in, m_stream *out) {
  unsigned packets = 0;
  for (;;) {
    k_word w = k_stream_read(in);
    m_word r;
    r.data = w.data;
    r.keep = w.keep;
    r.user = w.last;
    r.dest = (unsigned _BitInt(4))packets;
    r.last = w.last;
    packets += w.last;
    m_stream_write(out, r);
  }
}

void df_axis(k_stream *in, m_stream *out, unsigned k) {
  static k_stream mid;
  scale(in, &mid, k);
  mark(&mid, out);
}

static k_stream in_s;
static m_stream out_s;

int main(void) {
  for (unsigned i = 0; i < 45; i++) {
    k_word w;
    w.data = (unsigned _BitInt(24))(i * 40503u);
    w.keep = (unsigned _BitInt(3))(i % 8u);
    w.last = i % 4 == 3 || i == 44;
    k_stream_write(&in_s, w);
  }
  HLSC_CALL(df_axis(&in_s, &out_s, 3));
  while (!m_stream_empty(&out_s)) {
    m_word r = m_stream_read(&out_s);
    printf("%06x keep %u user %u dest %u%s\n", (unsigned)r.data,
           (unsigned)r.keep, (unsigned)r.user, (unsigned)r.dest,
           r.last ? " last" : "");
  }
  return 0;
}
