/* stream_read_write.c - a stream port has one direction: the top may read
 * a stream or write it, not both.
 */
// top: echo
// expect-error: 10: is both read and written
#include <hlsc.h>

HLSC_STREAM(int_stream, int);

void echo(int_stream *s) {
  int v = int_stream_read(s);
  int_stream_write(s, v + 1);
}
