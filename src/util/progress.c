/* progress.c - see progress.h. The signal handler only reads the phase's
 * name and start time, formats with its own integer printing and calls
 * clock_gettime and write, all async-signal-safe. */
#include "progress.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

static const char *volatile phase_name; /* NULL: no phase timed */
static volatile sig_atomic_t printed;
static double phase_t0;

static double elapsed_s(void) { return monotonic_s() - phase_t0; }

static size_t put_str(char *b, size_t n, const char *s) {
  while (*s && n < 200) b[n++] = *s++;
  return n;
}

static size_t put_uint(char *b, size_t n, unsigned long v) {
  char d[24];
  size_t k = 0;
  do d[k++] = (char)('0' + v % 10); while ((v /= 10) && k < sizeof d);
  while (k) b[n++] = d[--k];
  return n;
}

static void on_alarm(int sig) {
  (void)sig;
  const char *name = phase_name;
  if (!name) return;
  char b[256];
  size_t n = put_str(b, 0, "hlsc: ");
  n = put_str(b, n, name);
  n = put_str(b, n, ": still running after ");
  n = put_uint(b, n, (unsigned long)(elapsed_s() + 0.5));
  n = put_str(b, n, " s\n");
  ssize_t w = write(STDERR_FILENO, b, n);
  (void)w; /* nothing to do about a lost progress line */
  printed = 1;
}

static void set_timer(long first_ms, long every_ms) {
  struct itimerval it = {{every_ms / 1000, every_ms % 1000 * 1000},
                         {first_ms / 1000, first_ms % 1000 * 1000}};
  setitimer(ITIMER_REAL, &it, NULL);
}

void progress_end(void) {
  if (!phase_name) return;
  set_timer(0, 0);
  const char *name = phase_name;
  phase_name = NULL;
  if (printed) fprintf(stderr, "hlsc: %s: done in %.1f s\n", name, elapsed_s());
  printed = 0;
}

void progress_phase(bool enabled, const char *name) {
  progress_phase_ms(enabled, name, PROGRESS_FIRST_S * 1000L,
                    PROGRESS_EVERY_S * 1000L);
}

void progress_phase_ms(bool enabled, const char *name, long first_ms,
                       long every_ms) {
  progress_end();
  if (!enabled) return;
  static bool installed;
  if (!installed) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = SA_RESTART;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, NULL);
    installed = true;
  }
  phase_t0 = monotonic_s();
  printed = 0;
  phase_name = name;
  set_timer(first_ms, every_ms);
}
