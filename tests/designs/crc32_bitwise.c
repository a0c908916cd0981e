/* crc32_bitwise.c - bitwise CRC-32 of the ASCII string "123456789" (the
 * standard check input) and of a generated buffer, plus a CRC-16/CCITT of
 * the same string, all computed bit by bit with branch-based polynomial
 * reduction.
 * Exercises: nested loops with an 8-iteration inner loop, data-dependent
 * branches inside it, string literal ROM, 16- and 32-bit shifts/xors.
 */
// top: crc32_bitwise

static const char check[] = "123456789";

static unsigned crc32_bits(const unsigned char *p, int n) {
  unsigned crc = 0xffffffffu;
  for (int i = 0; i < n; i++) {
    crc ^= p[i];
    for (int b = 0; b < 8; b++) {
      if (crc & 1u)
        crc = (crc >> 1) ^ 0xedb88320u;
      else
        crc >>= 1;
    }
  }
  return crc ^ 0xffffffffu;
}

static unsigned short crc16_ccitt(const char *s) {
  unsigned short crc = 0xffff;
  for (int i = 0; s[i] != '\0'; i++) {
    crc ^= (unsigned short)((unsigned char)s[i] << 8);
    for (int b = 0; b < 8; b++) {
      if (crc & 0x8000u)
        crc = (unsigned short)((crc << 1) ^ 0x1021u);
      else
        crc = (unsigned short)(crc << 1);
    }
  }
  return crc;
}

unsigned crc32_bitwise(void) {
  unsigned char buf[64];
  for (int i = 0; i < 64; i++)
    buf[i] = (unsigned char)(255 - i * 3);
  unsigned a = crc32_bits((const unsigned char *)check, 9);
  unsigned b = crc32_bits(buf, 64);
  unsigned c = crc16_ccitt(check);
  return a ^ (b << 1) ^ (c << 16);
}
