/* hls_pragmas.c - Vitis `#pragma HLS` directives: those that map onto hlsc
 * change the hardware, the others get a located warning. */
static int a[64];
static int b[64];
static int c[16][4];

static int helper(int x) {
#pragma HLS INLINE off
  return x * 5 + 1;
}

int hls_pragmas(void) {
#pragma HLS DATAFLOW
#pragma HLS ARRAY_PARTITION variable=c type=complete dim=2
#pragma HLS INTERFACE mode=ap_memory port=a
  int s = 0;
  for (int i = 0; i < 64; i++) { /* line 17: II 2 as asked */
    #pragma HLS PIPELINE II=2 rewind
    a[i] = helper(a[i] + i);
  }
  for (int i = 0; i < 64; i++) { /* line 21: unrolled 4 times: 16 trips */
#pragma HLS UNROLL factor=4
    b[i] = a[i] - i;
  }
  for (int i = 0; i < 64; i++) { /* line 25: kept sequential */
#pragma HLS PIPELINE off
    s += b[i];
  }
  for (int i = 0; i < 16; i++) { /* line 29: inner unrolled, c partitioned */
    for (int j = 0; j < 4; j++) {
#pragma HLS UNROLL
      c[i][j] = s + i * j;
    }
  }
  int n = s & 15;
  for (int i = 0; i < n; i++) { /* line 36: a trip count for the report */
#pragma HLS LOOP_TRIPCOUNT min=0 max=15 avg=8
    s += c[i][i & 3];
  }
#pragma HLS LATENCY min=2
  return s;
}
