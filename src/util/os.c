/* os.c - files, temp directories and child processes (POSIX). */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

char *read_file(const char *path, size_t *len_out) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  Sbuf b = {0};
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
    if (b.len + n + 1 > b.cap) {
      size_t cap = b.cap ? b.cap : 65536;
      while (cap < b.len + n + 1) cap *= 2;
      b.s = xrealloc(b.s, cap);
      b.cap = cap;
    }
    memcpy(b.s + b.len, buf, n);
    b.len += n;
  }
  bool err = ferror(f);
  fclose(f);
  if (err) {
    sb_free(&b);
    return NULL;
  }
  if (!b.s) b.s = xcalloc(1, 1);
  b.s[b.len] = 0;
  if (len_out) *len_out = b.len;
  return b.s;
}

/* Writes data to a path that is not a regular file (/dev/stdout, a pipe,
 * a symbolic link) in place: renaming over it would replace it. */
static bool write_special(const char *path, const char *data, size_t len) {
  FILE *f = fopen(path, "wb");
  if (!f) return false;
  bool ok = fwrite(data, 1, len, f) == len;
  return (fclose(f) == 0) && ok;
}

bool write_file(const char *path, const char *data, size_t len) {
  struct stat st;
  if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode))
    return write_special(path, data, len);
  size_t plen = strlen(path);
  char *tmp = xmalloc(plen + 32);
  snprintf(tmp, plen + 32, "%s.tmp%ld", path, (long)getpid());
  FILE *f = fopen(tmp, "wb");
  if (!f) {
    free(tmp);
    return false;
  }
  bool ok = fwrite(data, 1, len, f) == len;
  ok = (fclose(f) == 0) && ok;
  if (ok) ok = rename(tmp, path) == 0;
  if (!ok) unlink(tmp);
  free(tmp);
  return ok;
}

/* ---- what a signal must not leave behind ----
 * The child being waited for (its process group: every process it started)
 * and the temp directories not yet removed. On SIGINT, SIGTERM or SIGHUP
 * the handler kills the group, removes the directories and dies of the same
 * signal. It uses only async-signal-safe calls (kill, fork, execv, waitpid),
 * so the directories are removed by `rm -rf` in a child of its own. */
#define MAX_TEMP_DIRS 8
static volatile sig_atomic_t child_group;
static char temp_dirs[MAX_TEMP_DIRS][4096];
static volatile sig_atomic_t owner_pid;

static void remove_dir_safely(const char *dir) {
  pid_t pid = fork();
  if (pid == 0) {
    char *const argv[] = {"rm", "-rf", "--", (char *)dir, NULL};
    execv("/bin/rm", argv);
    execv("/usr/bin/rm", argv);
    _exit(127);
  }
  if (pid > 0) waitpid(pid, NULL, 0);
}

static void on_fatal_signal(int sig) {
  /* a forked child that has not exec'd yet must not clean up */
  if ((pid_t)owner_pid == getpid()) {
    pid_t g = (pid_t)child_group;
    if (g > 0) {
      kill(-g, SIGKILL);
      waitpid(g, NULL, 0);
    }
    for (int i = 0; i < MAX_TEMP_DIRS; i++)
      if (temp_dirs[i][0]) remove_dir_safely(temp_dirs[i]);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

void os_cleanup_on_signals(void) {
  owner_pid = (sig_atomic_t)getpid();
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_fatal_signal;
  sigemptyset(&sa.sa_mask);
  static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
    struct sigaction old;
    /* an ignored signal (nohup) stays ignored */
    if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
      continue;
    sigaction(sigs[i], &sa, NULL);
  }
}

/* Adds (keep false) or drops dir from the directories a signal removes;
 * signals are blocked meanwhile so the handler never sees half a path. */
static void track_temp_dir(const char *dir, bool add) {
  if (strlen(dir) >= sizeof temp_dirs[0]) return;
  sigset_t all, old;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &old);
  for (int i = 0; i < MAX_TEMP_DIRS; i++) {
    if (add && !temp_dirs[i][0]) {
      strcpy(temp_dirs[i], dir);
      break;
    }
    if (!add && !strcmp(temp_dirs[i], dir)) temp_dirs[i][0] = 0;
  }
  sigprocmask(SIG_SETMASK, &old, NULL);
}

void temp_dir_keep(const char *dir) {
  if (dir) track_temp_dir(dir, false);
}

char *make_temp_dir(const char *prefix) {
  const char *base = getenv("TMPDIR");
  if (!base || !*base) base = "/tmp";
  size_t n = strlen(base) + strlen(prefix) + 16;
  char *tmpl = xmalloc(n);
  snprintf(tmpl, n, "%s/%s-XXXXXX", base, prefix);
  if (!mkdtemp(tmpl)) {
    free(tmpl);
    return NULL;
  }
  track_temp_dir(tmpl, true);
  return tmpl;
}

static int rm_one(const char *path, const struct stat *st, int flag,
                  struct FTW *ftw) {
  (void)st;
  (void)flag;
  (void)ftw;
  remove(path);
  return 0;
}

void rm_rf(const char *path) {
  if (!path) return;
  nftw(path, rm_one, 16, FTW_DEPTH | FTW_PHYS);
  track_temp_dir(path, false);
}

static void redirect(const char *path, int fd) {
  if (!path) return;
  int f = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (f < 0) _exit(127);
  dup2(f, fd);
  close(f);
}

double monotonic_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

#if defined(__SANITIZE_ADDRESS__)
#define HLSC_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HLSC_ASAN 1
#endif
#endif

static bool free_skipped;

void exit_free_skip(bool skip) {
#ifdef HLSC_ASAN
  (void)skip; /* the leak check sees every structure freed */
#else
  free_skipped = skip;
#endif
}

bool exit_free_needed(void) { return !free_skipped; }

/* The child: its own process group (so the whole group can be ended), dies
 * with hlsc even when hlsc is killed with SIGKILL (Linux), stdin from
 * /dev/null. */
static NORETURN void exec_child(const char *cwd, char *const argv[],
                                const char *stdout_path,
                                const char *stderr_path, pid_t parent) {
  setpgid(0, 0);
#ifdef __linux__
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) _exit(127); /* hlsc died before prctl */
#else
  (void)parent;
#endif
  int devnull = open("/dev/null", O_RDONLY);
  if (devnull >= 0) {
    dup2(devnull, 0);
    close(devnull);
  }
  redirect(stdout_path, 1);
  redirect(stderr_path, 2);
  if (cwd && chdir(cwd) != 0) _exit(127);
  execvp(argv[0], argv);
  _exit(127);
}

int run_command(char *const argv[], const char *stdout_path,
                const char *stderr_path, unsigned timeout_s) {
  return run_command_in(NULL, argv, stdout_path, stderr_path, timeout_s);
}

int run_command_in(const char *cwd, char *const argv[], const char *stdout_path,
                   const char *stderr_path, unsigned timeout_s) {
  fflush(stdout);
  fflush(stderr);
  pid_t parent = getpid();
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) exec_child(cwd, argv, stdout_path, stderr_path, parent);
  setpgid(pid, pid);
  child_group = (sig_atomic_t)pid;
  double t0 = monotonic_s();
  int status = 0;
  bool timed_out = false;
  for (;;) {
    pid_t r = waitpid(pid, &status, timeout_s ? WNOHANG : 0);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) {
      child_group = 0;
      return -1;
    }
    if (timeout_s && monotonic_s() - t0 >= (double)timeout_s) {
      kill(-pid, SIGKILL);
      waitpid(pid, &status, 0);
      timed_out = true;
      break;
    }
    if (timeout_s) {
      struct timespec nap = {0, 5 * 1000 * 1000};
      nanosleep(&nap, NULL);
    }
  }
  /* whatever the child left running in its group ends with it */
  kill(-pid, SIGKILL);
  child_group = 0;
  if (timed_out) return RUN_TIMED_OUT;
  if (WIFEXITED(status)) {
    int rc = WEXITSTATUS(status);
    return rc == 127 ? -1 : rc;
  }
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return -1;
}

char *program_path(const char *name) {
  if (strchr(name, '/')) return access(name, X_OK) == 0 ? xstrdup(name) : NULL;
  const char *path = getenv("PATH");
  if (!path) path = "/usr/bin:/bin";
  for (const char *p = path; *p;) {
    size_t n = strcspn(p, ":");
    char buf[4096];
    if (n + strlen(name) + 2 < sizeof buf) {
      snprintf(buf, sizeof buf, "%.*s/%s", (int)n, p, name);
      if (access(buf, X_OK) == 0) return xstrdup(buf);
    }
    p += n;
    if (*p == ':') p++;
  }
  return NULL;
}

const char *find_program(const char *const names[]) {
  for (size_t i = 0; names[i]; i++) {
    char *p = program_path(names[i]);
    bool found = p != NULL;
    free(p);
    if (found) return names[i];
  }
  return NULL;
}

static bool has_file(const char *dir, const char *marker) {
  char p[4200];
  snprintf(p, sizeof p, "%s/%s", dir, marker);
  return access(p, R_OK) == 0;
}

/* A directory shipped with hlsc: $env when set and holding marker, else
 * next to the executable (rel[0]) or installed (rel[1]). */
static bool find_data_dir(char dir[4096], const char *env_name,
                          const char *const rel[2], const char *marker) {
  const char *env = getenv(env_name);
  if (env && *env && strlen(env) < 4096 && has_file(env, marker)) {
    strcpy(dir, env);
    return true;
  }
  char exe[4096];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) return false;
  exe[n] = 0;
  char *slash = strrchr(exe, '/');
  if (!slash) return false;
  *slash = 0;
  for (int i = 0; i < 2; i++) {
    char cand[4200];
    snprintf(cand, sizeof cand, "%s%s", exe, rel[i]);
    char *real = realpath(cand, NULL);
    if (real && strlen(real) < 4096 && has_file(real, marker)) {
      strcpy(dir, real);
      free(real);
      return true;
    }
    free(real);
  }
  return false;
}

const char *hlsc_include_dir(void) {
  static char dir[4096];
  static bool done, found;
  static const char *const rel[] = {"/../include", "/../share/hlsc/include"};
  if (!done) found = find_data_dir(dir, "HLSC_INCLUDE", rel, "hlsc.h");
  done = true;
  return found ? dir : NULL;
}

const char *hlsc_python_dir(void) {
  static char dir[4096];
  static bool done, found;
  static const char *const rel[] = {"/../python", "/../share/hlsc/python"};
  if (!done)
    found = find_data_dir(dir, "HLSC_PYTHON_DIR", rel, "hlsc/__init__.py");
  done = true;
  return found ? dir : NULL;
}
