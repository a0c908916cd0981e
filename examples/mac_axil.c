/* The worked example of docs/user-guide.md, "AXI4-Lite control":
 *   hlsc examples/mac_axil.c --top mac --interface s_axilite -o mac.v
 * writes mac.v (module mac, an AXI4-Lite slave around mac_core) and
 * mac_axil.h (register map and driver);
 *   hlsc cosim examples/mac_axil.c --top mac --interface s_axilite
 * drives both calls of main through the bus. */
#include <stdint.h>
#include <stdio.h>

int32_t mac(int32_t a, uint16_t n, int64_t bias) {
  int64_t acc = bias;
  for (uint16_t i = 0; i < n; i++) acc += (int64_t)a * i;
  return (int32_t)(acc >> 4);
}

int main(void) {
  printf("%d\n", mac(3, 100, -5));
  printf("%d\n", mac(-70000, 1000, 1LL << 40));
  return 0;
}
