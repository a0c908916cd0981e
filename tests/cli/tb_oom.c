/* A testbench that asks for more memory than it may have: cosim says it
 * ran out of memory, not that it has undefined behaviour. */
#include <stdlib.h>
#include <string.h>

int tb_oom(int x) { return x + 1; }

int main(int argc, char **argv) {
  (void)argv;
  size_t n = (size_t)1 << (44 + argc);
  char *p = malloc(n);
  if (p) memset(p, 1, n);
  return tb_oom(p ? p[argc] : 0) == 0;
}
