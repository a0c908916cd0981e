/* Integers wider than 64 bits as parameters of the top and as members of
 * struct parameters: an unsigned __int128 and a _BitInt(100) member of a
 * 48-byte struct (passed as a pointer to a copy: ports of the members'
 * storage, 128 bits), a 16-byte struct of one unsigned _BitInt(100)
 * (passed as two i64), a signed __int128 parameter, and a _BitInt(100)
 * returned as two i64. The cosim drives every wide port from the fields'
 * bytes, in Verilator and Icarus. */
// top: wide_struct
// expect-ports: b_tag:8 b_v:128 b_w:128 s_v:128 x:128 ret:100
#include <stdio.h>

typedef unsigned __int128 u128;
typedef _BitInt(100) s100;
struct big { unsigned char tag; u128 v; s100 w; };
struct small { unsigned _BitInt(100) v; };

s100 wide_struct(struct big b, struct small s, __int128 x) {
  u128 r = b.v ^ ((u128)s.v << 5);
  r += (u128)(b.w * (s100)x);
  if (x < 0) r = ~r;
  return b.tag & 1 ? (s100)r : -(s100)(r >> 9);
}

int main(void) {
  struct big bs[3] = {{1, 5, -3},
                      {2, ~(u128)0 >> 1, (s100)1 << 98},
                      {3, (u128)0xabcdefull << 90, -1}};
  struct small ss[3] = {{7}, {((unsigned _BitInt(100))1 << 99) | 12345}, {0}};
  __int128 xs[3] = {1, -7, (__int128)1 << 100};
  for (int i = 0; i < 3; i++) {
    s100 r = wide_struct(bs[i], ss[i], xs[i]);
    printf("%d %016llx %016llx\n", r < 0, (unsigned long long)(r >> 64),
           (unsigned long long)r);
  }
  return 0;
}
