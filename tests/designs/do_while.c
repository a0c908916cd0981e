/* do_while.c - do-while loops that always run at least once: digit sums,
 * reversing the decimal digits of numbers (including 0), counting the
 * digits of a base-7 representation, and a Luhn checksum over digits.
 * Exercises: do-while with a data-dependent exit, udiv/urem by constants.
 */
// top: do_while

static unsigned reverse_digits(unsigned v) {
  unsigned r = 0;
  do {
    r = r * 10u + v % 10u;
    v /= 10u;
  } while (v);
  return r;
}

static unsigned base7_len(unsigned v) {
  unsigned n = 0;
  do {
    n++;
    v /= 7u;
  } while (v != 0);
  return n;
}

static int luhn_ok(unsigned long long number) {
  unsigned sum = 0, pos = 0;
  do {
    unsigned d = (unsigned)(number % 10u);
    if (pos & 1u) {
      d *= 2u;
      if (d > 9u)
        d -= 9u;
    }
    sum += d;
    pos++;
    number /= 10u;
  } while (number);
  return sum % 10u == 0;
}

unsigned do_while(void) {
  static const unsigned nums[8] = {0, 7, 10, 12345, 4000000000u, 99, 1000001,
                                   31415926};
  unsigned h = 0;
  for (int i = 0; i < 8; i++) {
    unsigned ds = 0, v = nums[i];
    do {
      ds += v % 10u;
      v /= 10u;
    } while (v);
    h = h * 1009u + ds + reverse_digits(nums[i] % 100000u) + base7_len(nums[i]);
  }
  h += (unsigned)luhn_ok(4539578763621486ull) * 2u;
  h += (unsigned)luhn_ok(4539578763621487ull) * 4u;
  h += (unsigned)luhn_ok(79927398713ull) * 8u;
  return h;
}
