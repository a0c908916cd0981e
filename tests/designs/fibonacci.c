/* fibonacci.c - Fibonacci numbers three ways: 64-bit iterative up to F(90),
 * a table in memory filled by the recurrence, and modular fast doubling
 * for F(1000000) mod 1000000007 using 64-bit multiply and remainder; the
 * three are cross-checked where they overlap.
 * Exercises: 64-bit adds, 64-bit urem of products, a loop over the bits of
 * n (data-dependent branch per bit), memory-carried recurrence.
 */
// top: fibonacci

typedef unsigned long long u64;

static u64 fib_table[91];

static u64 fib_mod(u64 n, u64 m) {
  u64 a = 0, b = 1; /* F(k), F(k+1) */
  int top = 63;
  while (top >= 0 && !((n >> top) & 1u))
    top--;
  for (int bit = top; bit >= 0; bit--) {
    u64 c = a * ((2 * b + m - a) % m) % m; /* F(2k) */
    u64 d = (a * a + b * b) % m;           /* F(2k+1) */
    if ((n >> bit) & 1u) {
      a = d;
      b = (c + d) % m;
    } else {
      a = c;
      b = d;
    }
  }
  return a;
}

u64 fibonacci(void) {
  u64 a = 0, b = 1;
  for (int i = 0; i < 90; i++) {
    u64 t = a + b;
    a = b;
    b = t;
  }
  fib_table[0] = 0;
  fib_table[1] = 1;
  for (int i = 2; i <= 90; i++)
    fib_table[i] = fib_table[i - 1] + fib_table[i - 2];
  const u64 M = 1000000007ull;
  int agree = (fib_table[90] == a) && (fib_mod(90, M) == a % M);
  u64 big = fib_mod(1000000, M);
  return (a ^ (big << 1)) + (u64)agree;
}
