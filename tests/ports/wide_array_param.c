/* Array parameters of the top with elements wider than 64 bits: external
 * memories whose words are 128 bits (unsigned __int128), 256 bits (an
 * unsigned _BitInt(200), which clang keeps in memory as 256 bits) and
 * 1024 bits, read and written at run-time indices; the testbench's memory
 * initialization and the comparison of every word after each call carry
 * all of their bits, in Verilator and Icarus. */
// top: wide_array_param
// expect-ports: a_rdata:128 b_wdata:128 c_wdata:256 d_rdata:1024
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef unsigned _BitInt(200) u200;
typedef unsigned _BitInt(1024) u1024;

void wide_array_param(const u128 a[8], u128 b[8], u200 c[4], u1024 d[2],
                      unsigned k) {
  for (unsigned i = 0; i < 8; i++)
    b[(i + k) & 7] = a[i] + (a[(i * 3) & 7] << 7);
  for (unsigned i = 0; i < 4; i++) c[i] ^= (u200)b[(i + k) & 7] << (i * 20);
  d[k & 1] ^= (d[(k + 1) & 1] << 9) ^ ((u1024)c[k & 3] << 700);
}

int main(void) {
  u128 a[8], b[8];
  u200 c[4];
  u1024 d[2] = {((u1024)0xfeedull << 1000) | 3, (u1024)-1 >> 5};
  for (int i = 0; i < 8; i++) {
    a[i] = ((u128)(i * 0x9e3779b97f4a7c15ull) << 64) |
           (uint64_t)(i * 77 + 1);
    b[i] = 0;
  }
  for (int i = 0; i < 4; i++)
    c[i] = ((u200)i << 190) | (u200)(0x1234567ull * (unsigned)i);
  wide_array_param(a, b, c, d, 3);
  wide_array_param(b, a, c, d, 6);
  printf("%llx %llx\n", (unsigned long long)(c[1] >> 150),
         (unsigned long long)(d[0] >> 960));
  return 0;
}
