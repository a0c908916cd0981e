/* Unit tests of run_command's time limit (src/util/os.c): a child that
 * ends just inside the limit is not killed, one that runs past it is
 * reported as timed out (not as a SIGKILL), and no earlier than the limit. */
#include <time.h>

#include "../../src/util/util.h"
#include "test.h"

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A whole-second timer killed such a child whenever a second boundary
 * fell inside its run: three runs make that all but certain. */
TEST(os_run_command_inside_limit) {
  char *const argv[] = {"sleep", "0.8", NULL};
  for (int i = 0; i < 3; i++)
    CHECK_EQ_INT(run_command(argv, NULL, NULL, 1), 0);
}

TEST(os_run_command_timed_out) {
  char *const argv[] = {"sleep", "5", NULL};
  double t0 = now_s();
  CHECK_EQ_INT(run_command(argv, NULL, NULL, 1), RUN_TIMED_OUT);
  double t = now_s() - t0;
  CHECK(t >= 1.0 && t < 3.0);
}
