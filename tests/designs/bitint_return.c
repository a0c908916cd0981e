/* bitint_return.c - a top whose return type is a signed _BitInt(33): a
 * running signed sum that ends negative and needs all 33 bits, computed in
 * _BitInt(33) directly; intermediate values stay in range by construction.
 * Exercises: 33-bit ret port, sign extension of an odd-width result in the
 * co-simulation, _BitInt multiply and add. The table is volatile so
 * that clang cannot fold the kernel to a constant.
 */
// top: wide_sum

typedef signed _BitInt(33) s33;

static volatile const short deltas[16] = {-30000, 12000, -25000, 31000, -32000, -1,
                                 17,     -29999, 100,   -32768, 32767, -5,
                                 -20000, 0,      -7,    -31000};

s33 wide_sum(void) {
  s33 acc = 0;
  for (int i = 0; i < 16; i++)
    acc += (s33)deltas[i] * (s33)(1000 + i * 37);
  acc -= (s33)3000000000ll; /* below -2^31: needs the 33rd bit */
  return acc;
}
