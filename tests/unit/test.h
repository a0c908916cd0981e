/* test.h - a minimal unit test framework.
 *   TEST(name) { CHECK(cond); CHECK_EQ_INT(a, b); }
 * Tests register themselves; tests/unit/main.c runs them and prints
 * "N passed, N failed". */
#ifndef HLSC_TEST_H
#define HLSC_TEST_H
#include <stdio.h>

typedef void (*TestFn)(int *failed);
void test_register(const char *name, TestFn fn);

#define TEST(name)                                                             \
  static void test_##name(int *test_failed_);                                 \
  __attribute__((constructor)) static void test_reg_##name(void) {            \
    test_register(#name, test_##name);                                         \
  }                                                                            \
  static void test_##name(int *test_failed_)

#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      *test_failed_ = 1;                                                       \
    }                                                                          \
  } while (0)

#define CHECK_EQ_INT(a, b)                                                     \
  do {                                                                         \
    long long a_ = (long long)(a), b_ = (long long)(b);                        \
    if (a_ != b_) {                                                            \
      fprintf(stderr, "%s:%d: check failed: %s == %s (%lld != %lld)\n",        \
              __FILE__, __LINE__, #a, #b, a_, b_);                             \
      *test_failed_ = 1;                                                       \
    }                                                                          \
  } while (0)

#endif
