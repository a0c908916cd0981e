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
  if (path) nftw(path, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

static void redirect(const char *path, int fd) {
  if (!path) return;
  int f = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (f < 0) _exit(127);
  dup2(f, fd);
  close(f);
}

int run_command(char *const argv[], const char *stdout_path,
                const char *stderr_path, unsigned timeout_s) {
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    setpgid(0, 0);
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) {
      dup2(devnull, 0);
      close(devnull);
    }
    redirect(stdout_path, 1);
    redirect(stderr_path, 2);
    execvp(argv[0], argv);
    _exit(127);
  }
  setpgid(pid, pid);
  struct timespec t0;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  int status = 0;
  for (;;) {
    pid_t r = waitpid(pid, &status, timeout_s ? WNOHANG : 0);
    if (r == pid) break;
    if (r < 0 && errno != EINTR) return -1;
    if (timeout_s) {
      struct timespec t;
      clock_gettime(CLOCK_MONOTONIC, &t);
      if ((unsigned)(t.tv_sec - t0.tv_sec) >= timeout_s) {
        kill(-pid, SIGKILL);
        waitpid(pid, &status, 0);
        return 128 + SIGKILL;
      }
      struct timespec nap = {0, 5 * 1000 * 1000};
      nanosleep(&nap, NULL);
    }
  }
  if (WIFEXITED(status)) {
    int rc = WEXITSTATUS(status);
    return rc == 127 ? -1 : rc;
  }
  if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
  return -1;
}

const char *find_program(const char *const names[]) {
  const char *path = getenv("PATH");
  if (!path) path = "/usr/bin:/bin";
  for (size_t i = 0; names[i]; i++) {
    if (strchr(names[i], '/')) {
      if (access(names[i], X_OK) == 0) return names[i];
      continue;
    }
    const char *p = path;
    while (*p) {
      const char *e = strchr(p, ':');
      size_t n = e ? (size_t)(e - p) : strlen(p);
      char buf[4096];
      if (n + strlen(names[i]) + 2 < sizeof buf) {
        snprintf(buf, sizeof buf, "%.*s/%s", (int)n, p, names[i]);
        if (access(buf, X_OK) == 0) return names[i];
      }
      p += n;
      if (*p == ':') p++;
    }
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
