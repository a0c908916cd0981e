/* adpcm_step.c - IMA ADPCM: encode 96 samples of a synthetic waveform to
 * 4-bit codes and decode them back, with the step-size ROM, index table,
 * clamping of the predictor and of the step index (as in CHStone adpcm).
 * Exercises: ROM lookups, data-dependent branches per bit, clamps, signed
 * arithmetic, encoder and decoder state carried across iterations.
 */
// top: adpcm_step

static const short step_table[89] = {
    7,     8,     9,     10,    11,    12,    13,    14,    16,    17,
    19,    21,    23,    25,    28,    31,    34,    37,    41,    45,
    50,    55,    60,    66,    73,    80,    88,    97,    107,   118,
    130,   143,   157,   173,   190,   209,   230,   253,   279,   307,
    337,   371,   408,   449,   494,   544,   598,   658,   724,   796,
    876,   963,   1060,  1166,  1282,  1411,  1552,  1707,  1878,  2066,
    2272,  2499,  2749,  3024,  3327,  3660,  4026,  4428,  4871,  5358,
    5894,  6484,  7132,  7845,  8630,  9493,  10442, 11487, 12635, 13899,
    15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767};

static const signed char index_table[16] = {-1, -1, -1, -1, 2, 4, 6, 8,
                                            -1, -1, -1, -1, 2, 4, 6, 8};

static short wave[96];
static unsigned char codes[96];

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int adpcm_step(void) {
  /* a triangle wave with a jump, so the step size adapts up and down */
  for (int i = 0; i < 96; i++) {
    int t = i % 32;
    int v = t < 16 ? t * 1500 - 12000 : (32 - t) * 1500 - 12000;
    if (i >= 64)
      v = v / 8 + 20000;
    wave[i] = (short)v;
  }
  int pred = 0, index = 0;
  for (int i = 0; i < 96; i++) {
    int step = step_table[index];
    int diff = wave[i] - pred;
    int code = 0;
    if (diff < 0) {
      code = 8;
      diff = -diff;
    }
    int vpdiff = step >> 3;
    if (diff >= step) { code |= 4; diff -= step; vpdiff += step; }
    step >>= 1;
    if (diff >= step) { code |= 2; diff -= step; vpdiff += step; }
    step >>= 1;
    if (diff >= step) { code |= 1; vpdiff += step; }
    pred = clampi((code & 8) ? pred - vpdiff : pred + vpdiff, -32768, 32767);
    index = clampi(index + index_table[code], 0, 88);
    codes[i] = (unsigned char)code;
  }
  /* decoder */
  int dpred = 0, dindex = 0, err = 0;
  unsigned h = 0;
  for (int i = 0; i < 96; i++) {
    int code = codes[i];
    int step = step_table[dindex];
    int vpdiff = step >> 3;
    if (code & 4) vpdiff += step;
    if (code & 2) vpdiff += step >> 1;
    if (code & 1) vpdiff += step >> 2;
    dpred = clampi((code & 8) ? dpred - vpdiff : dpred + vpdiff, -32768, 32767);
    dindex = clampi(dindex + index_table[code], 0, 88);
    int e = dpred - wave[i];
    err += e < 0 ? -e : e;
    h = h * 17u + (unsigned)code;
  }
  return (int)(h & 0xfffff) ^ (err << 8) ^ (dpred == pred ? 0 : 1 << 30);
}
