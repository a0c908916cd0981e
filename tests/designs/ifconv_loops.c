/* ifconv_loops.c - loops with branches inside, which are if-converted and
 * pipelined: every store must happen exactly where the program stores.
 * Exercises: stores on one side of an if (predicated writes), an if/else
 * storing to the same array at different addresses, a merge of values
 * (PHI to SELECT), a switch inside a loop, a continue (two latches), a
 * break to one place and a return to another (two exit targets), a
 * read-modify-write under a condition (histogram of selected values), and
 * a while loop whose exit is tested in the middle of the body.
 */
// top: ifconv_loops

static unsigned src[96];
static unsigned odds[96];
static unsigned short evens[96]; /* a different type: two stores stay two */
static unsigned hist[16];
static unsigned char kind[96];
static volatile unsigned seed = 12345;

static int find(int odd, int n, unsigned key, unsigned limit) {
  for (int i = 0; i < n; i++) {
    unsigned v = odd ? odds[i] : evens[i];
    if (v == key)
      return i;            /* first exit target */
    if (v > limit)
      break;               /* second exit target */
  }
  return -1;
}

unsigned ifconv_loops(void) {
  unsigned s = seed, acc = 0;
  for (int i = 0; i < 96; i++) {
    s = s * 1103515245u + 12345u;
    src[i] = (s >> 16) & 0x3ff;
    kind[i] = (unsigned char)((s >> 8) % 5);
  }
  /* split into two arrays by parity: each store on one side of the if */
  int ne = 0, no = 0;
  for (int i = 0; i < 96; i++) {
    unsigned v = src[i];
    if (v & 1)
      odds[no++] = v;
    else
      evens[ne++] = (unsigned short)(v >> 1);
  }
  /* merge of values, and a conditional store into one array */
  unsigned best = 0;
  for (int i = 0; i < 96; i++) {
    unsigned v = src[i];
    unsigned w = v > 500 ? v - 500 : v * 3;
    if (w > best)
      best = w;
    if (v % 7 == 0)
      src[i] = w;
  }
  /* a switch in the loop body */
  unsigned sw = 0;
  for (int i = 0; i < 96; i++) {
    switch (kind[i]) {
    case 0: sw += src[i]; break;
    case 1: sw ^= src[i] << 3; break;
    case 3: sw = sw * 5 + 1; break;
    default: sw -= 7; break;
    }
  }
  /* continue: two back edges */
  unsigned cnt = 0;
  for (int i = 0; i < 96; i++) {
    if (kind[i] == 2)
      continue;
    cnt += src[i] & 15;
    if (src[i] & 2)
      continue;
    cnt += 100;
  }
  /* conditional read-modify-write: a histogram of the selected values */
  for (int i = 0; i < 96; i++)
    if (kind[i] != 4)
      hist[src[i] & 15]++;
  /* the exit tested in the middle of a while loop */
  unsigned x = s | 1, steps = 0;
  while (1) {
    x = x & 1 ? 3 * x + 1 : x >> 1;
    if (x == 1 || steps == 200)
      break;
    steps++;
  }
  int f1 = find(0, ne, evens[ne / 2], 2000);
  int f2 = find(1, no, 0xffff, 600);
  int f3 = find(1, no, 0xffff, 5000);
  for (int i = 0; i < 16; i++)
    acc = acc * 31 + hist[i];
  for (int i = 0; i < ne; i++)
    acc = acc * 3 + evens[i];
  for (int i = 0; i < no; i++)
    acc = acc * 5 + odds[i];
  for (int i = 0; i < 96; i++)
    acc ^= src[i] << (i & 7);
  return acc + best * 7 + sw * 11 + cnt * 13 + steps * 17 +
         (unsigned)(f1 * 19 + f2 * 23 + f3 * 29) + (unsigned)(ne * no);
}
