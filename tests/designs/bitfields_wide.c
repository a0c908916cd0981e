/* bitfields_wide.c - runs of bit-fields wider than 64 bits: a packed
 * struct of 100 bits of fields (clang reads and writes it as one 104-bit
 * integer), an array of structs with two 40-bit fields and a 9-bit one (an
 * 89-bit run), and signed fields of 60 and 61 bits across a 64-bit
 * boundary, and a packed run of 153 bits (three limbs) copied as a whole
 * struct. hlsc splits the wide integers into 64-bit limbs (found by the
 * random-program campaign: Csmith's packed structs).
 * Exercises: signed and unsigned fields across limb boundaries,
 * read-modify-write of one field among others, initial values of wide
 * runs, field comparisons.
 */
// top: bitfields_wide
#include <stdint.h>
#pragma pack(push, 1)
struct S1 {
  signed f0 : 31;
  unsigned f1 : 29;
  unsigned f2 : 18;
  unsigned f3 : 22;
};
struct S4 { uint64_t a : 50; int64_t b : 50; uint64_t c : 50; signed d : 3; };
#pragma pack(pop)
struct S2 { uint64_t a : 40; int64_t b : 40; unsigned c : 9; };
struct S3 { signed x : 7; int64_t y : 60; int64_t z : 61; unsigned w : 5; };
static struct S1 g = {-5, 7, 9, 11};
static struct S2 h[3] = {{1, -2, 3}, {4, 5, 6}, {7, -8, 9}};
static struct S3 m[2] = {{-3, -123456789012345, 1234567890123, 17},
                         {3, 2, 1, 0}};
static struct S4 q[3] = {{1, -2, 3, -1},
                         {0x3ffffffffffffULL, -0x1ffffffffffffLL, 5, 2},
                         {7, 8, 9, 0}};

uint32_t bitfields_wide(void) {
  uint32_t acc = 0;
  for (int k = 0; k < 20; k++) {
    struct S4 *p = &q[k % 3];
    p->b = p->b * 3 + k;
    p->c ^= p->a << 3;
    p->d = (signed)(p->b & 7) - 4;
    p->a += (uint64_t)p->b >> 7;
    q[0] = q[(k + 1) % 3];
    acc += (uint32_t)(p->a ^ (p->c >> 20)) + (uint32_t)p->d +
           (q[1].b == q[2].b);
    g.f3 = k * 12345;
    g.f0 += 3 - k;
    g.f2 ^= g.f1 + k;
    h[k & 1].b = g.f0;
    h[2].c++;
    m[k & 1].z -= m[(k + 1) & 1].y >> 3;
    m[k & 1].x = (signed)(m[0].z & 63) - 20;
    m[1].y += (int64_t)g.f0 * k;
    acc = acc * 31 + (uint32_t)g.f1 + (uint32_t)g.f3 + (uint32_t)h[0].b +
          h[2].c + (uint32_t)g.f2 + (uint32_t)m[0].z +
          (uint32_t)(m[1].y >> 20) + (uint32_t)m[k & 1].x + m[1].w +
          (g.f0 == -7);
  }
  return acc;
}
