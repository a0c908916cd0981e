/* switch_sparse.c - a sparse switch (case values far apart, as for protocol
 * opcodes) and a dense switch with a default, applied to a stream of codes.
 * Exercises: sparse switch (compare chain / lookup), dense switch (jump
 * table), default case, multiple labels on one case.
 */
// top: switch_sparse

static const unsigned short codes[16] = {3,    100,  1000, 65535, 7,  100,
                                         4242, 3,    999,  1000,  17, 65535,
                                         0,    31337, 4242, 12};

static unsigned sparse(unsigned short c, unsigned acc) {
  switch (c) {
  case 3: return acc + 1u;
  case 100: return acc * 3u;
  case 1000: return acc ^ 0x5a5au;
  case 4242:
  case 31337: return acc - 77u;
  case 65535: return acc << 1;
  default: return acc + c;
  }
}

static int dense(int k) {
  switch (k & 7) {
  case 0: return 11;
  case 1: return -3;
  case 2: return 40;
  case 3: return 7;
  case 4: return -19;
  case 5: return 2;
  case 6: return 100;
  default: return 0;
  }
}

unsigned switch_sparse(void) {
  unsigned acc = 1;
  int d = 0;
  for (int i = 0; i < 16; i++) {
    acc = sparse(codes[i], acc);
    d += dense(codes[i] + i);
  }
  return acc ^ ((unsigned)d << 20);
}
