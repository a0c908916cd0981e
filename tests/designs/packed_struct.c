/* packed_struct.c - fields of packed structs at odd offsets (Csmith's
 * `#pragma pack(1)`): a 32-bit field at byte 1, a 16-bit field at byte 5,
 * a 64-bit field at byte 7, read and written through a variable index and
 * directly. The memory's words become bytes, and each access several of
 * them (found by the random-program campaign: "unaligned access"). A
 * packed struct of bit-fields 6 bytes long is read and written as one
 * 48-bit value: exactly its 6 bytes, not the 8 of a power of two, which
 * would overwrite the next element (Csmith seed 30012).
 */
// top: packed_top
#include <stdint.h>

#pragma pack(push, 1)
struct P {
  int8_t a;
  int32_t b;
  int16_t c;
  uint64_t d;
};
struct Q {
  uint16_t x;
  struct P p;
  uint8_t tail;
};
#pragma pack(pop)

static struct P g[4] = {{1, 0x12345678, -3, 0x1122334455667788ull},
                        {2, -5, 7, 9},
                        {3, 4, 5, 6},
                        {-4, -100000, -32000, 0xFFFFFFFF00000001ull}};
static struct P h = {7, 8, 9, 10};
static struct Q q[2] = {{0xBEEF, {5, 6, 7, 8}, 9}, {1, {2, 3, 4, 5}, 6}};

#pragma pack(push, 1)
struct B {
  signed f0 : 12;
  unsigned f1 : 17;
  signed f2 : 15;
};
#pragma pack(pop)
static struct B bits[5] = {{-50, 135, 120}, {-32, 109, -52}, {-59, 300, 142},
                           {7, 140, -79}, {1, 2, 3}};

uint32_t packed_top(void) {
  uint32_t s = 0;
  for (int i = 0; i < 4; i++) {
    g[i].b += i * 77;
    g[i].d ^= (uint64_t)(uint32_t)g[i].b << 7;
    h.c = (int16_t)(h.c + g[i].c);
    s = s * 31 + (uint32_t)g[i].b + (uint32_t)g[i].d + (uint32_t)(g[i].d >> 32);
  }
  for (int j = 0; j < 2; j++) {
    q[j].p.b ^= q[j].x;
    q[j].p.d += q[j].tail;
    q[j ^ 1].p.c = (int16_t)(q[j].p.c - 1);
    s ^= (uint32_t)q[j].p.b + (uint32_t)q[j].p.d + (uint16_t)q[j ^ 1].p.c;
  }
  for (int i = 0; i < 5; i++) {
    bits[i].f2 = bits[i].f0 + 3;
    s = s * 33u + (uint32_t)bits[i].f1;
  }
  for (int i = 0; i < 5; i++)
    s += (uint32_t)bits[i].f0 * 7u + (uint32_t)bits[i].f1 + (uint32_t)bits[i].f2;
  h.b ^= (int32_t)s;
  return s * 7u + (uint32_t)h.b + (uint32_t)(uint16_t)h.c + (uint32_t)h.d;
}
