/* fir_fixed.c - a 16-tap low-pass FIR filter in Q15 fixed point over a
 * 128-sample input, with a circular delay line, rounding, and saturation
 * of the output to 16 bits; the energy of the output is accumulated in
 * 64 bits.
 * Exercises: multiply-accumulate in 32/64 bits, circular buffer indexing
 * with a wrap-around pointer, rounding shift of signed values, saturation.
 */
// top: fir_fixed

#define TAPS 16
#define NS 128

static const short coef[TAPS] = {-120, -340, -210, 690,  2150, 3980, 5610, 6420,
                                 6420, 5610, 3980, 2150, 690,  -210, -340, -120};
static short delay[TAPS];
static short y_out[NS];

static short sat16(int v) {
  return (short)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
}

unsigned long long fir_fixed(void) {
  for (int i = 0; i < TAPS; i++)
    delay[i] = 0;
  int head = 0;
  long long energy = 0;
  unsigned lfsr = 0x1234u;
  for (int n = 0; n < NS; n++) {
    /* a square wave plus pseudo-random noise */
    lfsr = (lfsr >> 1) ^ (0u - (lfsr & 1u) & 0xb400u);
    int x = ((n / 8) & 1 ? 12000 : -12000) + (int)(lfsr & 0x1fffu) - 4096;
    delay[head] = (short)x;
    int acc = 0;
    int idx = head;
    for (int k = 0; k < TAPS; k++) {
      acc += coef[k] * delay[idx];
      idx = idx == 0 ? TAPS - 1 : idx - 1;
    }
    short y = sat16((acc + (1 << 14)) >> 15);
    y_out[n] = y;
    energy += (long long)y * y;
    head = head == TAPS - 1 ? 0 : head + 1;
  }
  unsigned h = 0;
  for (int n = 0; n < NS; n++)
    h = h * 3u + (unsigned short)y_out[n];
  return (unsigned long long)energy ^ ((unsigned long long)h << 32);
}
