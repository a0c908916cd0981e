/* seed_cases: seed 000's eight loop cases, one loop each, in the seed's own
 * order (case = 4 data + 2 control + variable latency); `-v` and --report
 * must classify each as its comment says. The long operation is a division
 * by a parameter, which LLVM does not speculate, so its branch stays one. */
#include <hlsc.h>

HLSC_STREAM(u32_stream, unsigned);

static unsigned long_op(unsigned t, unsigned d) { return t / d + t % d; }

unsigned seed_cases(u32_stream *x, u32_stream *y, unsigned n, unsigned d) {
  unsigned res = 0;
  for (unsigned i = 0; i < n; i++) /* case 0 (n,n,n) */
    u32_stream_write(y, u32_stream_read(x));
  for (unsigned i = 0; i < n; i++) { /* case 1 (n,n,y) */
    unsigned t = u32_stream_read(x);
    if (t & 1)
      t = long_op(t, d);
    u32_stream_write(y, t);
  }
  for (;;) { /* case 2 (n,y,n) */
    unsigned t = u32_stream_read(x);
    u32_stream_write(y, t);
    if (t == 7)
      break;
  }
  for (;;) { /* case 3 (n,y,y) */
    unsigned t = u32_stream_read(x);
    if (t & 1)
      t = long_op(t, d);
    u32_stream_write(y, t);
    if (t == 7)
      break;
  }
  for (unsigned i = 0; i < n; i++) { /* case 4 (y,n,n) */
    res += u32_stream_read(x);
    if (res == 10)
      res = 0;
  }
  for (unsigned i = 0; i < n; i++) { /* case 5 (y,n,y) */
    res += u32_stream_read(x);
    if (res == 10)
      res = long_op(res, d);
  }
  for (;;) { /* case 6 (y,y,n) */
    res += u32_stream_read(x);
    if (res == 10)
      break;
  }
  for (;;) { /* case 7 (y,y,y) */
    res += u32_stream_read(x);
    if (res & 1)
      res = long_op(res, d);
    if (res == 10)
      break;
  }
  return res;
}
