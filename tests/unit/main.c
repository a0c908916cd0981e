/* Runs every registered unit test; prints "N passed, N failed". */
#include <stdlib.h>
#include <string.h>

#include "test.h"

typedef struct {
  const char *name;
  TestFn fn;
} Test;
static Test tests[1024];
static int ntests;

void test_register(const char *name, TestFn fn) {
  if (ntests < (int)(sizeof tests / sizeof tests[0]))
    tests[ntests++] = (Test){name, fn};
}

static int cmp(const void *a, const void *b) {
  return strcmp(((const Test *)a)->name, ((const Test *)b)->name);
}

int main(int argc, char **argv) {
  qsort(tests, (size_t)ntests, sizeof tests[0], cmp);
  int passed = 0, failed = 0;
  for (int i = 0; i < ntests; i++) {
    if (argc > 1 && !strstr(tests[i].name, argv[1])) continue;
    int f = 0;
    tests[i].fn(&f);
    printf("%s %s\n", f ? "FAIL" : "ok  ", tests[i].name);
    if (f) failed++;
    else passed++;
  }
  printf("unit: %d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
