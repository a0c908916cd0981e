/* Verilog names: a top and a parameter named with non-ASCII identifiers
 * (each byte outside [A-Za-z0-9_] becomes _HH). */
// top: größe
#include <stdio.h>

unsigned größe(unsigned länge, unsigned breite) { return länge * breite + 1; }

int main(void) {
  for (unsigned i = 0; i < 3; i++) printf("%u\n", größe(i + 3, 2 * i + 1));
  return 0;
}
