/* ifconv_control.c - control flow around if-converted loops: a switch
 * with fallthrough and a conditional store, a goto out of two nested loops,
 * an irreducible loop (entered in its middle), and a loop with two early
 * returns and a continue (three exit targets).
 */
// top: ifconv_control
static unsigned a[40];
static volatile unsigned seed = 7;
/* early returns from a loop with different values (inlined per call) */
static unsigned scan(int from, unsigned r) {
  for (int i = from; i < 40; i++) {
    if (a[i] > 4000) {
      r += 9;
      continue;
    }
    if ((a[i] & 0x3f) == 0x11)
      return r + 2;
    if (i > 20 && a[i] < 150)
      return r + 1;
    r += a[i] & 7;
  }
  return r;
}

unsigned ifconv_control(void) {
  unsigned s = seed, r = 0;
  int k;
  for (int i = 0; i < 40; i++) { s = s * 69069u + 1; a[i] = s >> 20; }
  /* switch with fallthrough in a loop */
  for (int i = 0; i < 40; i++) {
    switch (a[i] & 3) {
    case 0: r += 1; /* fallthrough */
    case 1: r ^= a[i]; break;
    case 2: a[i] = r; /* fallthrough */
    default: r += 3;
    }
  }
  /* break out of two loops */
  int found = -1;
  for (int i = 0; i < 8; i++) {
    for (int j = 0; j < 5; j++)
      if (a[i * 5 + j] == (r & 0xfff)) { found = i * 5 + j; goto done; }
  }
done:
  /* irreducible: jump into the middle of a loop */
  k = (int)(s & 1);
  if (k) goto mid;
  while (k < 30) {
    r += a[k];
  mid:
    r ^= (unsigned)k << 2;
    k += 3;
  }
  return scan(0, r) + 3 * scan(14, r) + 5 * scan(30, r) + (unsigned)found;
}
