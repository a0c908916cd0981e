/* unroll_pragma.c - loops unrolled on request: a full unroll of a 8-tap dot
 * product, unroll_count(4) on a 64-element reduction, and a fully unrolled
 * bit loop inside a rolled outer loop (a parity/CRC-like byte mix).
 * Exercises: `#pragma clang loop unroll(full)` and `unroll_count(N)`
 * honoured by the pass pipeline; the result must equal the rolled program.
 */
// top: unroll_pragma

static const short taps[8] = {3, -7, 12, 25, 25, 12, -7, 3};
static short samples[64];

int unroll_pragma(void) {
  for (int i = 0; i < 64; i++)
    samples[i] = (short)((i * 389) % 211 - 105);

  int acc = 0;
  for (int n = 8; n <= 64; n += 8) {
    int dot = 0;
#pragma clang loop unroll(full)
    for (int k = 0; k < 8; k++)
      dot += taps[k] * samples[n - 1 - k];
    acc += dot >> 2;
  }

  int sum = 0;
#pragma clang loop unroll_count(4)
  for (int i = 0; i < 64; i++)
    sum += samples[i] * (i & 3);

  unsigned mix = 0;
  for (int i = 0; i < 64; i++) {
    unsigned b = (unsigned)samples[i] & 0xffu;
#pragma clang loop unroll(full)
    for (int k = 0; k < 8; k++) {
      if ((b ^ mix) & 1u)
        mix = (mix >> 1) ^ 0x8c;
      else
        mix >>= 1;
      b >>= 1;
    }
  }
  return acc * 1000 + sum + (int)mix;
}
