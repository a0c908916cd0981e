/* Unit tests of run_command (src/util/os.c): a child that ends just inside
 * the time limit is not killed, one that runs past it is reported as timed
 * out (not as a SIGKILL), and no earlier than the limit; run_command_in's
 * working directory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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

/* run_command_in runs the child in the directory it is given (the
 * cosim's simulators read their data files from there). */
TEST(os_run_command_in_directory) {
  char dir[] = "/tmp/hlsc-test-cwd-XXXXXX";
  CHECK(mkdtemp(dir) != NULL);
  char *const argv[] = {"sh", "-c", "pwd > here.txt", NULL};
  CHECK_EQ_INT(run_command_in(dir, argv, NULL, NULL, 10), 0);
  char path[64];
  snprintf(path, sizeof path, "%s/here.txt", dir);
  char *text = read_file(path, NULL);
  CHECK(text && !strncmp(text, dir, strlen(dir)) && text[strlen(dir)] == '\n');
  free(text);
  unlink(path);
  rmdir(dir);
}

/* program_path: the file PATH finds for a bare name (what the cosim
 * cache's Verilator identity is taken from), a path with a '/' as it is,
 * NULL for what is not there. */
TEST(os_program_path) {
  char *sh = program_path("sh");
  CHECK(sh && sh[0] == '/' && access(sh, X_OK) == 0);
  size_t n = sh ? strlen(sh) : 0;
  CHECK(n > 3 && !strcmp(sh + n - 3, "/sh"));
  char *again = sh ? program_path(sh) : NULL;
  CHECK(again && !strcmp(again, sh));
  CHECK(program_path("hlsc-no-such-program") == NULL);
  CHECK(program_path("/nonexistent/hlsc") == NULL);
  free(sh);
  free(again);
}
