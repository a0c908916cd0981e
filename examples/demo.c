/* demo.c - the hlsc demo: Adler-32 checksums of a few lines of text, as a C
 * program with a `main` that prints its results.
 *
 * hlsc turns `main` into a Verilog module; the messages live in an on-chip
 * ROM, the loops become a finite-state machine, and every printf becomes a
 * $write in simulation. `hlsc cosim examples/demo.c --top main` runs the
 * Verilog and this same program natively and checks that both print the
 * same text and return the same value.
 */
#include <stdint.h>
#include <stdio.h>

#define NMSG 4

static const char messages[NMSG][24] = {
    "Hello, hardware!",
    "C in, Verilog out",
    "proven by cosim",
    "Wikipedia",
};

/* Adler-32 (RFC 1950): two running sums modulo the largest prime below
 * 2^16. */
static uint32_t adler32(const char *s, unsigned *len) {
  uint32_t a = 1, b = 0;
  unsigned n = 0;
  while (s[n] != '\0') {
    a = (a + (unsigned char)s[n]) % 65521u;
    b = (b + a) % 65521u;
    n++;
  }
  *len = n;
  return (b << 16) | a;
}

int main(void) {
  uint32_t all = 0;
  printf("hlsc demo: Adler-32 of %d messages\n", NMSG);
  for (int i = 0; i < NMSG; i++) {
    unsigned len;
    uint32_t sum = adler32(messages[i], &len);
    printf("  message %d: %2u bytes  adler32 = %08x\n", i, len, sum);
    all ^= sum;
  }
  printf("combined: %08x\n", all);
  return (int)(all & 0x7fffffff);
}
