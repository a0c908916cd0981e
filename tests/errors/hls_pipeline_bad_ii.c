// top: hls_pipeline_bad_ii
/* A directive's number that is not one is an error, not a guess. */
int hls_pipeline_bad_ii(int a[static 8]) {
  int s = 0;
  for (int i = 0; i < 8; i++) {
#pragma HLS PIPELINE II=0
    s += a[i];
  }
  return s;
}
// expect-error: 6: II must be an integer constant of at least 1
