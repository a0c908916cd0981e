/* memcpy_struct.c - bulk memory operations: memset and memcpy of fixed size
 * (through <string.h>, which LLVM turns into llvm.memset/llvm.memcpy),
 * hand-written copy/clear loops that LLVM's idiom recognition also turns
 * into those intrinsics, and whole-struct assignment (an aggregate copy).
 * Exercises: memset/memcpy intrinsics of fixed size, struct copies between
 * memories, overlapping-free block moves.
 */
// top: memcpy_struct
#include <string.h>

struct frame {
  unsigned short seq;
  unsigned char len;
  unsigned char flags;
  unsigned char payload[12];
};

static struct frame inbox[4], outbox[4];
static unsigned char scratch[48];
static unsigned words_a[20], words_b[20];

unsigned memcpy_struct(void) {
  for (int i = 0; i < 4; i++) {
    inbox[i].seq = (unsigned short)(1000 + i);
    inbox[i].len = (unsigned char)(3 + i * 2);
    inbox[i].flags = (unsigned char)(i & 1);
    for (int k = 0; k < 12; k++)
      inbox[i].payload[k] = (unsigned char)(i * 16 + k);
  }
  /* whole-struct copies, in reverse order */
  for (int i = 0; i < 4; i++)
    outbox[i] = inbox[3 - i];
  outbox[1].flags |= 0x80;

  memset(scratch, 0xa5, sizeof scratch);
  memcpy(scratch + 8, inbox[2].payload, 12);
  memset(scratch + 30, 0, 6);

  for (int i = 0; i < 20; i++) /* a copy loop */
    words_a[i] = (unsigned)i * 0x01010101u;
  for (int i = 0; i < 20; i++)
    words_b[i] = words_a[i];
  for (int i = 5; i < 9; i++) /* a clear loop */
    words_b[i] = 0;

  unsigned h = 0;
  for (int i = 0; i < 4; i++) {
    h = h * 31u + outbox[i].seq + outbox[i].len + outbox[i].flags;
    for (int k = 0; k < outbox[i].len; k++)
      h += outbox[i].payload[k];
  }
  for (int i = 0; i < 48; i++)
    h = (h << 1 | h >> 31) ^ scratch[i];
  for (int i = 0; i < 20; i++)
    h ^= words_b[i] + (unsigned)i;
  return h;
}
