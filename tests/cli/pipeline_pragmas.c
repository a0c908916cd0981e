/* pipeline_pragmas.c - the loop pragmas and the per-loop report (-v). */
static int a[64];
static int b[64];

int pragmas(void) {
  int s = 0;
  for (int i = 0; i < 64; i++) /* line 7: pipelined at II 1 */
    a[i] = a[i] * 7 - 100;
#pragma clang loop pipeline(disable)
  for (int i = 0; i < 64; i++) /* line 10: kept sequential */
    s += a[i];
#pragma clang loop pipeline_initiation_interval(3)
  for (int i = 0; i < 64; i++) /* line 13: II 3 as asked */
    b[i] = s + a[i];
  unsigned h = 1;
#pragma clang loop pipeline_initiation_interval(1)
  for (int i = 0; i < 64; i++) /* line 17: RecMII 2 > 1: warning */
    h = h * 1103515245u + (unsigned)b[i];
  return s + (int)h;
}
