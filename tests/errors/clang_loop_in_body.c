// top: clang_loop_in_body
/* `#pragma clang loop` written Vitis-style as the first line of the body:
 * clang takes it only right before the loop. */
int clang_loop_in_body(int a[static 8]) {
  int s = 0;
  for (int i = 0; i < 8; i++) {
#pragma clang loop pipeline_initiation_interval(2)
    s += a[i];
  }
  return s;
}
// expect-error: 7: must stand right before the for, while or do it applies to
