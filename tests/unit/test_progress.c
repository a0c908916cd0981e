/* test_progress.c - util/progress.c: a phase longer than its first delay
 * prints "still running" and "done" lines on stderr, a shorter one or a
 * disabled one nothing. The delays are milliseconds here, and the phases
 * sleep well past them: the checks are about which lines appear, not about
 * how long anything took. */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "test.h"
#include "util/progress.h"

/* Sleeps ms milliseconds of wall clock (SIGALRM cuts nanosleep short). */
static void sleep_ms(long ms) {
  struct timespec t0, t;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  for (;;) {
    clock_gettime(CLOCK_MONOTONIC, &t);
    long done = (t.tv_sec - t0.tv_sec) * 1000 +
                (t.tv_nsec - t0.tv_nsec) / 1000000;
    if (done >= ms) return;
    struct timespec d = {0, (ms - done) * 1000000L};
    nanosleep(&d, NULL);
  }
}

/* What stderr received while one phase ran for run_ms. */
static void capture(bool enabled, long first_ms, long run_ms, char *out,
                    size_t n) {
  fflush(stderr);
  FILE *tmp = tmpfile();
  int saved = dup(STDERR_FILENO);
  dup2(fileno(tmp), STDERR_FILENO);
  progress_phase_ms(enabled, "testphase", first_ms, 40);
  sleep_ms(run_ms);
  progress_end();
  fflush(stderr);
  dup2(saved, STDERR_FILENO);
  close(saved);
  rewind(tmp);
  size_t len = fread(out, 1, n - 1, tmp);
  out[len] = 0;
  fclose(tmp);
}

TEST(progress_lines_for_a_long_phase_only) {
  char buf[4096];
  capture(true, 30, 150, buf, sizeof buf);
  CHECK(strstr(buf, "hlsc: testphase: still running after ") == buf);
  CHECK(strstr(buf, "hlsc: testphase: done in ") != NULL);
  capture(true, 10000, 20, buf, sizeof buf);
  CHECK_EQ_INT(strlen(buf), 0);
  capture(false, 30, 150, buf, sizeof buf);
  CHECK_EQ_INT(strlen(buf), 0);
}
