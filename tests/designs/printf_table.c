/* printf_table.c - a `main` printing a formatted table: field widths,
 * zero padding, left alignment, negative numbers in fixed-width columns,
 * and hex with leading zeros (%5d %-6d %08x %4u %02x %3c, %s of a literal).
 * Exercises: printf width/flag handling in simulation vs. native output.
 */
#include <stdio.h>

static const short values[8] = {0, 7, -13, 255, -256, 1024, 32767, -32768};

int main(void) {
  printf("  idx| value|hex      |%s\n", "lo");
  unsigned check = 0;
  for (int i = 0; i < 8; i++) {
    int v = values[i];
    unsigned hex = (unsigned)v;
    unsigned char low = (unsigned char)v;
    printf("%5d|%6d|%08x |%02x\n", i, v, hex, low);
    check = check * 17u + hex;
  }
  for (int i = 0; i < 4; i++)
    printf("[%-6d][%4u][%3c]\n", -i * 11, (unsigned)i * 1000u, 'a' + i);
  printf("check=%08x\n", check);
  return (int)(check & 0xffff);
}
