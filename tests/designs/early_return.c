/* early_return.c - early returns from the top and from helpers: validating
 * a "packet" and returning an error code from the first failing check, a
 * search helper returning from inside a loop, and a top that returns from
 * inside a nested loop when a condition is met.
 * Exercises: multiple return points merged into one exit (phi of returns),
 * returns from inside loops.
 */
// top: early_return

static const unsigned char packet[24] = {0x7e, 0x01, 0x10, 0x20, 0x30, 0x40,
                                         0x50, 0x60, 0x70, 0x80, 0x90, 0xa0,
                                         0xb0, 0xc0, 0xd0, 0xe0, 0xf0, 0x00,
                                         0x11, 0x22, 0x33, 0x44, 0x21, 0x7e};

static int validate(int len) {
  if (packet[0] != 0x7e)
    return -1;
  if (packet[len - 1] != 0x7e)
    return -2;
  if (packet[1] > 3)
    return -3;
  unsigned char x = 0;
  for (int i = 1; i < len - 2; i++)
    x ^= packet[i];
  if (x != packet[len - 2])
    return -4 - (int)x;
  return 0;
}

static int find_byte(unsigned char b) {
  for (int i = 0; i < 24; i++)
    if (packet[i] == b)
      return i;
  return -1;
}

int early_return(void) {
  int v = validate(24);
  int f = find_byte(0x44) * 100 + find_byte(0x45) + find_byte(0x7e);
  for (int i = 2; i < 20; i++) {
    for (int j = i + 1; j < 20; j++) {
      if ((packet[i] ^ packet[j]) == 0xf0)
        return v * 100000 + f * 10 + i * 1000 + j;
    }
  }
  return v * 100000 + f;
}
