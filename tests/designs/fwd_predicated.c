/* fwd_predicated.c - a conditional histogram update (only weights above 3
 * count) over bins that repeat back to back, at distance 2 and in runs.
 * Exercises: forwarding from a predicated store: a skipped update must
 * not forward its data, a taken one must. */
// top: fwd_predicated

static unsigned char bin[512], wt[512];
static unsigned short hist[16];

unsigned fwd_predicated(void) {
  unsigned s = 0xbeefu;
  for (int i = 0; i < 512; i++) {
    s = s * 1664525u + 1013904223u;
    unsigned r = s >> 24;
    /* runs of 1..4 samples on one bin */
    bin[i] = (unsigned char)(i & 64 ? (r >> 6) : ((unsigned)i >> (r & 3u)) & 15u);
    wt[i] = (unsigned char)(r & 7u);
  }
  for (int i = 0; i < 512; i++) {
    unsigned w = wt[i];
    if (w > 3u) hist[bin[i]] += (unsigned short)w;
  }
  unsigned h = 0;
  for (int b = 0; b < 16; b++)
    h = h * 33u + hist[b];
  return h;
}
