/* vcache.c - a cache of Verilator's compiled runtime library.
 *
 * Building a Verilator simulation compiles verilated.cpp and
 * verilated_threads.cpp every time, which is more than half of the build
 * time of a small design, and the objects depend only on the Verilator
 * installation and the flags hlsc passes (fixed). So the objects of the
 * first build are kept in a cache directory and copied into the next build
 * directory before `make` runs, which then finds them up to date.
 *
 * The cache lives in $HLSC_CACHE_DIR, else $XDG_CACHE_HOME/hlsc, else
 * ~/.cache/hlsc, in a subdirectory named after `verilator --version`;
 * HLSC_CACHE_DIR set to the empty string disables it. Every failure here
 * only disables caching: the build then compiles everything itself. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sim.h"

static const char *const cached_objects[] = {"verilated.o",
                                             "verilated_threads.o"};

/* mkdir -p; false when the directory cannot be made. */
static bool make_dirs(char *path) {
  for (char *p = path + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    bool ok = mkdir(path, 0755) == 0 || errno == EEXIST;
    *p = '/';
    if (!ok) return false;
  }
  return mkdir(path, 0755) == 0 || errno == EEXIST;
}

static char *cache_root(void) {
  const char *env = getenv("HLSC_CACHE_DIR");
  if (env) return *env ? xstrdup(env) : NULL;
  Sbuf s = {0};
  const char *xdg = getenv("XDG_CACHE_HOME");
  const char *home = getenv("HOME");
  if (xdg && *xdg == '/') sb_printf(&s, "%s/hlsc", xdg);
  else if (home && *home == '/') sb_printf(&s, "%s/.cache/hlsc", home);
  else return NULL;
  return s.s;
}

/* "Verilator 5.006 2023-01-22" -> "verilator-5.006-2023-01-22-O0". */
static char *version_key(const SimCtx *cx, const char *verilator) {
  char *out = sim_path(cx->dir, "verilator-version.txt");
  char *const argv[] = {(char *)verilator, "--version", NULL};
  int st = run_command(argv, out, out, 60);
  char *text = st == 0 ? read_file(out, NULL) : NULL;
  free(out);
  if (!text) return NULL;
  Sbuf key = {0};
  sb_puts(&key, "verilator-");
  const char *p = strncmp(text, "Verilator ", 10) ? text : text + 10;
  for (; *p && *p != '\n' && key.len < 80; p++) {
    char c = *p;
    bool plain = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
                 (c >= 'A' && c <= 'Z') || c == '.' || c == '-';
    sb_putc(&key, plain ? c : '-');
  }
  sb_puts(&key, "-O0"); /* the OPT_GLOBAL hlsc builds the runtime with */
  free(text);
  return key.s;
}

char *vcache_dir(const SimCtx *cx, const char *verilator) {
  char *root = cache_root();
  if (!root) return NULL;
  char *key = version_key(cx, verilator);
  char *dir = key ? sim_path(root, key) : NULL;
  if (dir && !make_dirs(dir)) {
    free(dir);
    dir = NULL;
  }
  free(root);
  free(key);
  return dir;
}

static bool copy_file(const char *from, const char *to) {
  size_t len;
  char *data = read_file(from, &len);
  if (!data) return false;
  bool ok = write_file(to, data, len);
  free(data);
  return ok;
}

void vcache_seed(const char *cache, const char *mdir) {
  if (!cache || (mkdir(mdir, 0755) != 0 && errno != EEXIST)) return;
  for (size_t i = 0; i < ARRAY_LEN(cached_objects); i++) {
    char *from = sim_path(cache, cached_objects[i]);
    char *to = sim_path(mdir, cached_objects[i]);
    struct stat st;
    if (stat(from, &st) == 0) copy_file(from, to);
    free(from);
    free(to);
  }
}

void vcache_store(const char *cache, const char *mdir) {
  if (!cache) return;
  for (size_t i = 0; i < ARRAY_LEN(cached_objects); i++) {
    char *from = sim_path(mdir, cached_objects[i]);
    char *to = sim_path(cache, cached_objects[i]);
    struct stat st;
    /* write_file renames a complete temporary file into place, so a
     * concurrent build never sees half an object. */
    if (stat(to, &st) != 0) copy_file(from, to);
    free(from);
    free(to);
  }
}
