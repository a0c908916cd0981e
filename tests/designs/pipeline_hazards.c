/* pipeline_hazards.c - loops whose pipelining must respect dependences
 * through memory and registers, and squash iterations started past an exit.
 * Exercises: store-to-load distances 1, 2 and 3 in one array, an address
 * that wraps around (unsigned char and 2-bit indices), a recurrence through a load
 * (pointer chasing), a data-dependent exit with stores after the exit test
 * (no squashed iteration may write), a PHI's value used after the loop,
 * a shift register of loop-carried values (PHIs carrying PHIs) with
 * distinct initial values, and a search that exits early with its index.
 */
// top: pipeline_hazards

static unsigned a[64];
static unsigned ring[256];
static unsigned quad[4];
static unsigned char next[64];
static unsigned out[64];
static unsigned char stop[64];
static unsigned mark[64];
static volatile unsigned seed[3] = {101, 202, 303};

static unsigned mix(unsigned h, unsigned v) { return (h ^ v) * 16777619u; }

unsigned pipeline_hazards(void) {
  unsigned h = 2166136261u;
  for (int i = 0; i < 64; i++) {
    a[i] = (unsigned)((i * 37) % 11) - 5u;
    next[i] = (unsigned char)((i * 23 + 7) % 64);
    stop[i] = (unsigned char)((i * 7) % 13);
  }
  /* distance 1, 2 and 3 recurrences through memory */
  for (int i = 3; i < 64; i++)
    a[i] = a[i - 1] + a[i - 2] * 2 - a[i - 3];
  for (int i = 0; i < 64; i++) h = mix(h, (unsigned)a[i]);
  /* the index wraps: iteration i + 156 loads what iteration i stored */
  unsigned char j = 200;
  for (int i = 0; i < 300; i++) {
    ring[j] = ring[(unsigned char)(j + 100)] * 5u + (unsigned)i;
    j++;
  }
  for (int i = 0; i < 256; i++) h = mix(h, (unsigned)ring[i]);
  /* a 2-bit index: the load of iteration k + 3 reads the word that
   * iteration k stored (a distance only modular arithmetic sees) */
  unsigned _BitInt(2) q = 0;
  for (int i = 0; i < 50; i++) {
    quad[q] = quad[(unsigned _BitInt(2))(q + 1)] * 3u + (unsigned)i;
    q++;
  }
  for (int i = 0; i < 4; i++) h = mix(h, quad[i]);
  /* pointer chasing: the next address comes from the last load */
  unsigned p = 0, steps = 0;
  for (int i = 0; i < 100; i++) {
    p = next[p];
    steps += p;
  }
  h = mix(h, steps ^ p);
  /* data-dependent exit; the store comes after the test in the source */
  int k = 0;
  unsigned s = 0;
  while (1) {
    s += a[k] * 3;
    if (s > 400u || k == 63) break;
    out[k] = s;
    k++;
  }
  h = mix(h, (unsigned)s ^ (unsigned)k);
  for (int i = 0; i < 64; i++) h = mix(h, (unsigned)out[i]);
  /* the store is ready before the exit test: an iteration started past the
   * exit must not write its word */
  int m = 0;
  do {
    mark[m] = (unsigned)m * 3u + 1u;
    m++;
  } while (stop[m] != 12);
  for (int i = 0; i < 64; i++) h = mix(h, mark[i]);
  /* a shift register with distinct initial values: iteration k reads the
   * value loaded three iterations before (or an initial value) */
  unsigned r0 = seed[0], r1 = seed[1], r2 = seed[2], fir = 0;
  for (int i = 0; i < 40; i++) {
    fir = fir * 3u + r2 * 5u + r1 * 2u + r0;
    r2 = r1;
    r1 = r0;
    r0 = a[i];
  }
  h = mix(h, fir ^ r2);
  /* early-exit search; the index found is used after the loop */
  int found = -1;
  for (int i = 0; i < 64; i++)
    if (a[i] == 17u) {
      found = i;
      break;
    }
  return mix(h, (unsigned)found);
}
