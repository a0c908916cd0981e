/* print_double.c - a double that only reaches printf, as CHStone's dfadd,
 * dfdiv, dfmul and dfsin print their soft-float results: integer code
 * computes IEEE 754 bit patterns (here: k and -k built field by field,
 * and special values), a union turns them into doubles that are only
 * printed (also through a local double variable and read back from an
 * array of unions in memory), with %f, %lf, %e, %g, %a and their width,
 * precision and flags. cosim renders the 64 bits with the C library, so
 * the text is the native run's byte for byte. No floating-point hardware
 * is involved.
 */
#include <stdio.h>

typedef unsigned long long u64;

static double ullong_to_double(u64 x) {
  union {
    double d;
    u64 ll;
  } t;
  t.ll = x;
  return t.d;
}

/* k (1..2^20) as a double: exponent and mantissa from its leading bit */
static u64 int_bits(unsigned k, int neg) {
  int e = 31 - __builtin_clz(k);
  u64 mant = ((u64)k << (52 - e)) & 0xfffffffffffffULL;
  return (u64)neg << 63 | (u64)(1023 + e) << 52 | mant;
}

/* the doubles also kept in memory, as unions, and printed from there */
static union {
  double d;
  u64 bits;
} kept[16];

static const u64 special[6] = {
    0x7ff0000000000000ULL, /* inf */
    0xfff0000000000000ULL, /* -inf */
    0x8000000000000000ULL, /* -0 */
    0x0000000000000001ULL, /* the smallest subnormal */
    0x3fb999999999999aULL, /* 0.1 */
    0x7fefffffffffffffULL, /* the largest double */
};

int main(void) {
  u64 sum = 0;
  int nkept = 0;
  for (unsigned k = 1; k < 200000; k = k * 3 + 1) {
    u64 b = int_bits(k, k & 1);
    sum += b;
    kept[nkept++].bits = b;
    printf("%u: %f %lf %e %g %.3f %12.4e %-10.2g| %+.1f %G\n", k,
           ullong_to_double(b), ullong_to_double(b), ullong_to_double(b),
           ullong_to_double(b), ullong_to_double(b), ullong_to_double(b),
           ullong_to_double(b), ullong_to_double(b), ullong_to_double(b));
  }
  for (int i = 0; i < 6; i++) {
    double s = ullong_to_double(special[i]); /* a local double variable */
    printf("%016llx %f %e %g %a\n", special[i], s, s, s, s);
  }
  for (int i = nkept - 1; i >= 0; i -= 2) printf("kept %.1f\n", kept[i].d);
  printf("constant %f %.2e\n", 2.5, -0.125);
  return (int)(sum >> 32);
}
