/* fwd_repeats.c - a histogram whose bins repeat at every distance the
 * pipeline forwards: segments with no back-to-back repeat, one bin for 64
 * samples, pairs (distance 1), A B A B (distance 2), A B C (distance 3)
 * and random bins, some drawn from only four values.
 * Exercises: store-to-load forwarding through an on-chip memory (the
 * update loop runs at II 1; without the forwarding multiplexer a repeat
 * reads the bin's old count). */
// top: fwd_repeats

static unsigned char seq[640];
static unsigned hist[32];

unsigned fwd_repeats(void) {
  unsigned s = 0x1234u;
  for (int i = 0; i < 640; i++) {
    s = s * 1103515245u + 12345u;
    unsigned r = (s >> 16) & 31u, seg = (unsigned)i >> 6, b;
    if (seg == 0) b = (unsigned)i * 7u;             /* never back to back */
    else if (seg == 1) b = 5;                       /* a run of one bin */
    else if (seg == 2) b = ((unsigned)i >> 1) * 3u; /* pairs: distance 1 */
    else if (seg == 3) b = i & 1 ? 9 : 17;          /* distance 2 */
    else if (seg == 4) b = 20u + (unsigned)i % 3u;  /* distance 3 */
    else if (seg == 5) b = r & 3u;                  /* random, 4 bins */
    else b = r;
    seq[i] = (unsigned char)(b & 31u);
  }
  for (int i = 0; i < 640; i++)
    hist[seq[i]] += 1u + ((unsigned)i & 7u);
  unsigned h = 0;
  for (int b = 0; b < 32; b++)
    h = h * 31u + hist[b];
  return h;
}
