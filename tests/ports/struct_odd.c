/* A 5-byte struct passed by value: clang passes it as one i40. Its fields
 * (three bytes of an array, two more bytes) are ports p_b_0..p_b_2, p_lo
 * and p_hi; a bool member of another struct is one bit. */
// top: odd
// expect-ports: p_b_0:8 p_b_1:8 p_b_2:8 p_lo:8 p_hi:8 m_neg:1 m_shift:8
#include <stdbool.h>
#include <stdio.h>

typedef struct {
  signed char b[3];
  unsigned char lo, hi;
} pk_t;

typedef struct {
  bool neg;
  unsigned char shift;
} mode_t;

int odd(pk_t p, mode_t m) {
  int s = p.b[0] + 2 * p.b[1] + 3 * p.b[2];
  s = s * (1 << m.shift) + (p.hi << 8 | p.lo);
  return m.neg ? -s : s;
}

int main(void) {
  for (int c = 0; c < 4; c++) {
    pk_t p = {{(signed char)(c * 40 - 70), (signed char)(100 - c * 60), (signed char)c},
              (unsigned char)(250 - c * 45), (unsigned char)(c * 70 + 3)};
    mode_t m = {c & 1, (unsigned char)c};
    printf("%d: %d\n", c, odd(p, m));
  }
  return 0;
}
