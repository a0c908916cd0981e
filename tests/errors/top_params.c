/* top_params.c - a top function with a parameter: for now the top must take
 * no arguments (streams and memory ports come later).
 */
// top: scale_by
// expect-error: 7: must take no arguments

int scale_by(int k) {
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += i * k;
  return s;
}
