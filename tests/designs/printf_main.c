/* printf_main.c - a `main` that prints its progress with printf using many
 * conversions (%d %u %x %ld %lld %lu %llx %c %s with a literal) and returns
 * a checksum. The printed text is compared byte for byte with the native run.
 * Exercises: main as the top, PRINT values with mixed argument widths.
 */
#include <stdio.h>

static unsigned tri(unsigned n) { return n * (n + 1u) / 2u; }

int main(void) {
  printf("%s: start\n", "printf_main");
  int neg = -42;
  unsigned big = 4000000000u;
  long l = -1234567890123l;
  long long ll = 0x123456789abcdefll;
  unsigned long ul = 18000000000000000000ul;
  unsigned long long ull = 0xfedcba9876543210ull;
  printf("int %d unsigned %u hex %x\n", neg, big, big);
  printf("long %ld long long %lld\n", l, ll);
  printf("unsigned long %lu hex64 %llx\n", ul, ull);
  printf("char %c%c%c and percent %%\n", 'h', 'l', 's');
  unsigned sum = 0;
  for (unsigned i = 1; i <= 5; i++) {
    sum += tri(i);
    printf("tri(%u) = %u, running %d\n", i, tri(i), (int)sum - 20);
  }
  printf("done %s %d\n", "ok", (int)sum);
  return (int)sum;
}
