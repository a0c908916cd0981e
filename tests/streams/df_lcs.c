/* df_lcs: load-compute-store over arrays with terminating processes. load
 * streams a[0..n) out, compute transforms each word, store writes b[0..n).
 * The region returns once all three have finished; the testbench calls it
 * twice. The three run at once, so a call takes about n cycles plus the
 * processes' depths, not 3n. */
#include <hlsc.h>
#include <stdint.h>
#include <stdio.h>

HLSC_STREAM(i32_stream, int32_t);

static void load(const int32_t a[256], i32_stream *out, unsigned n) {
  for (unsigned i = 0; i < n; i++) i32_stream_write(out, a[i]);
}

static void compute(i32_stream *in, i32_stream *out, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    int32_t v = i32_stream_read(in);
    i32_stream_write(out, v * v - 3 * v);
  }
}

static void store(i32_stream *in, int32_t b[256], unsigned n) {
  for (unsigned i = 0; i < n; i++) b[i] = i32_stream_read(in);
}

void df_lcs(const int32_t a[256], int32_t b[256], unsigned n) {
  static i32_stream loaded, computed;
  load(a, &loaded, n);
  compute(&loaded, &computed, n);
  store(&computed, b, n);
}

static int32_t a[256], b[256];

int main(void) {
  for (int i = 0; i < 256; i++) a[i] = (i * 7919) % 2001 - 1000;
  df_lcs(a, b, 256);
  unsigned long s = 0;
  for (int i = 0; i < 256; i++) s = s * 31 + b[i];
  printf("first call: %lu\n", s);
  for (int i = 0; i < 256; i++) a[i] = b[i] & 1023;
  df_lcs(a, b, 100);
  for (int i = 0; i < 256; i++) s = s * 31 + b[i];
  printf("second call: %lu\n", s);
  return 0;
}
