/* dead_libcall.c - Csmith's main(argc, argv) reads its command line with
 * strcmp only when argc == 2; called with a constant argc, that call and
 * the allocation beside it are dead code, and hlsc refuses only the calls
 * that survive optimization.
 */
// top: dead_libcall
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned table[16];

static int real_main(int argc, char *argv[]) {
  int print_hash_value = 0;
  if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
  unsigned *scratch = table;
  if (argc > 3) scratch = malloc(16 * sizeof *scratch);
  unsigned h = 17;
  for (int i = 0; i < 16; i++) {
    scratch[i] = h;
    h = h * 31u + (unsigned)i;
  }
  if (print_hash_value) printf("checksum = %X\n", h);
  return (int)(h ^ scratch[5]);
}

int dead_libcall(void) {
  char *argv[] = {"csmith", NULL};
  return real_main(1, argv);
}
