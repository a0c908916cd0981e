/* vcache.c - caches of Verilator builds: the compiled runtime library and
 * whole models.
 *
 * Building a Verilator simulation compiles verilated.cpp and
 * verilated_threads.cpp every time, which is more than half of the build
 * time of a small design, and the objects depend only on the Verilator
 * installation and the flags hlsc passes (fixed). So the objects of the
 * first build are kept in a cache directory and copied into the next build
 * directory before `make` runs, which then finds them up to date.
 *
 * A whole model (the executable) depends only on its sources, the flags
 * and the top module, all in its key (verilator.c): a cosim of the same
 * design and testbench text (a stream design under another stall seed, or
 * with other data of the same sizes, streamtb.c) takes the executable from
 * the cache instead of building it again. The key is kept next to the
 * executable and compared byte for byte on a lookup (the directory's name
 * is only a hash of it), so a hit is always the same build. At most
 * MODEL_BUDGET bytes of executables and keys (a key holds its design's
 * whole Verilog) are kept; the least recently used go first. A store
 * builds its model in a temporary directory renamed into place; one left
 * by a store that was killed is removed by a later store after an hour.
 *
 * The cache lives in $HLSC_CACHE_DIR, else $XDG_CACHE_HOME/hlsc, else
 * ~/.cache/hlsc, in a subdirectory named after `verilator --version`;
 * HLSC_CACHE_DIR set to the empty string disables it. That version is
 * remembered in the cache under the identity of the `verilator` program
 * (its path, inode, size and modification time, and $VERILATOR_ROOT), so
 * it runs once per installation, not once per cosim (0.16 s of CPU each).
 * Every failure here only disables caching: the build then compiles
 * everything itself. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

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

/* DIR/SUB/<FNV-1a hash of key>: a file or directory named by a key that
 * is kept in it and compared in full (the hash only spreads them). */
static char *hashed_path(const char *dir, const char *sub, const Sbuf *key) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t i = 0; i < key->len; i++)
    h = (h ^ (unsigned char)key->s[i]) * 0x100000001b3ull;
  char name[80];
  snprintf(name, sizeof name, "%s/%016llx", sub, (unsigned long long)h);
  return sim_path(dir, name);
}

/* version_key, remembered in root/versions under the identity of the
 * verilator program: the file holds that identity, then the key. */
static char *remembered_version_key(const SimCtx *cx, const char *root,
                                    const char *verilator) {
  char *path = program_path(verilator);
  struct stat st;
  if (!path || stat(path, &st) != 0) {
    free(path);
    return version_key(cx, verilator);
  }
  const char *vroot = getenv("VERILATOR_ROOT");
  Sbuf id = {0};
  sb_printf(&id, "verilator %s\ninode %llu:%llu size %lld mtime %lld.%09ld\n"
                 "VERILATOR_ROOT %s\n",
            path, (unsigned long long)st.st_dev,
            (unsigned long long)st.st_ino, (long long)st.st_size,
            (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
            vroot ? vroot : "(unset)");
  char *memo = hashed_path(root, "versions", &id);
  size_t len = 0;
  char *text = read_file(memo, &len);
  char *key = NULL;
  if (text && len > id.len && !memcmp(text, id.s, id.len) &&
      text[len - 1] == '\n' && !memchr(text + id.len, '\n', len - id.len - 1)) {
    text[len - 1] = 0;
    key = xstrdup(text + id.len);
  } else if ((key = version_key(cx, verilator))) {
    char *dir = sim_path(root, "versions");
    sb_printf(&id, "%s\n", key);
    /* write_file renames a complete file into place */
    if (make_dirs(dir)) write_file(memo, id.s, id.len);
    free(dir);
  }
  free(text);
  free(memo);
  free(path);
  sb_free(&id);
  return key;
}

char *vcache_dir(const SimCtx *cx, const char *verilator) {
  char *root = cache_root();
  if (!root) return NULL;
  char *key = remembered_version_key(cx, root, verilator);
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

bool vcache_seed(const char *cache, const char *mdir) {
  if (!cache || (mkdir(mdir, 0755) != 0 && errno != EEXIST)) return false;
  bool all = true;
  for (size_t i = 0; i < ARRAY_LEN(cached_objects); i++) {
    char *from = sim_path(cache, cached_objects[i]);
    char *to = sim_path(mdir, cached_objects[i]);
    struct stat st;
    all = stat(from, &st) == 0 && copy_file(from, to) && all;
    free(from);
    free(to);
  }
  return all;
}

char *vcache_pch(const char *cache) {
  static const char text[] = "/* precompiled for hlsc's Verilator builds "
                             "(src/sim/verilator.c) */\n"
                             "#include \"verilated.h\"\n";
  char *h = cache ? sim_path(cache, "hlsc_pch.h") : NULL;
  size_t len = 0;
  char *old = h ? read_file(h, &len) : NULL;
  bool same = old && len == sizeof text - 1 && !memcmp(old, text, len);
  bool ok = h && (same || write_file(h, text, sizeof text - 1));
  if (ok && !same) {
    /* g++ takes a .gch without looking at its header: one of other text
     * must go (verilator.c builds the new one) */
    char *gch = xmalloc(strlen(h) + 5);
    sprintf(gch, "%s.gch", h);
    unlink(gch);
    free(gch);
  }
  free(old);
  if (!ok) free(h);
  return ok ? h : NULL;
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

/* ---- whole models ---- */

#define MODEL_BUDGET (512ull << 20)

static char *model_dir(const char *cache, const Sbuf *key) {
  return hashed_path(cache, "models", key);
}

static bool copy_exe(const char *from, const char *to) {
  return copy_file(from, to) && chmod(to, 0755) == 0;
}

bool vcache_model_fetch(const char *cache, const Sbuf *key, const char *mdir,
                        const char *exe) {
  if (!cache || !key->len) return false;
  char *dir = model_dir(cache, key);
  char *kfile = sim_path(dir, "key");
  char *sim = sim_path(dir, "sim");
  size_t len = 0;
  char *text = read_file(kfile, &len);
  bool hit = text && len == key->len && !memcmp(text, key->s, len) &&
             (mkdir(mdir, 0755) == 0 || errno == EEXIST) && copy_exe(sim, exe);
  if (hit) utimensat(AT_FDCWD, kfile, NULL, 0); /* recently used */
  free(text);
  free(kfile);
  free(sim);
  free(dir);
  return hit;
}

typedef struct {
  char *dir;
  off_t size;
  struct timespec used;
} Model;

static int older_first(const void *a, const void *b) {
  const struct timespec *x = &((const Model *)a)->used;
  const struct timespec *y = &((const Model *)b)->used;
  if (x->tv_sec != y->tv_sec) return x->tv_sec < y->tv_sec ? -1 : 1;
  return (x->tv_nsec > y->tv_nsec) - (x->tv_nsec < y->tv_nsec);
}

static void remove_model(const char *dir) {
  char *kfile = sim_path(dir, "key"), *sim = sim_path(dir, "sim");
  unlink(kfile);
  unlink(sim);
  rmdir(dir);
  free(kfile);
  free(sim);
}

/* A store's temporary directory older than this was left by a store that
 * was killed midway (a store takes seconds). */
#define STALE_TMP_SECONDS 3600

/* Removes the temporary directory tmp when it is stale. */
static void remove_stale(const char *tmp) {
  struct stat st;
  if (stat(tmp, &st) == 0 && time(NULL) - st.st_mtime > STALE_TMP_SECONDS)
    rm_rf(tmp); /* with a half-written file's temporary, if any */
}

/* Removes the least recently used models until the rest (executables and
 * keys) fit the budget, and the stale temporary directories. */
static void evict(const char *models) {
  DIR *d = opendir(models);
  if (!d) return;
  VEC(Model) all = {0};
  unsigned long long total = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    if (!strncmp(e->d_name, "tmp", 3)) {
      char *tmp = sim_path(models, e->d_name);
      remove_stale(tmp);
      free(tmp);
      continue;
    }
    Model m = {.dir = sim_path(models, e->d_name)};
    char *kfile = sim_path(m.dir, "key"), *sim = sim_path(m.dir, "sim");
    struct stat ks, ss;
    if (stat(kfile, &ks) == 0 && stat(sim, &ss) == 0) {
      m.size = ss.st_size + ks.st_size;
      m.used = ks.st_mtim;
      total += (unsigned long long)m.size;
      vec_push(&all, m);
    } else {
      free(m.dir);
    }
    free(kfile);
    free(sim);
  }
  closedir(d);
  if (all.len) qsort(all.data, all.len, sizeof *all.data, older_first);
  for (size_t i = 0; i < all.len; i++) {
    if (total > MODEL_BUDGET) {
      remove_model(all.data[i].dir);
      total -= (unsigned long long)all.data[i].size;
    }
    free(all.data[i].dir);
  }
  vec_free(&all);
}

void vcache_model_store(const char *cache, const Sbuf *key, const char *exe) {
  if (!cache || !key->len) return;
  char *models = sim_path(cache, "models");
  char *tmp = sim_path(models, "tmpXXXXXX");
  char *dir = model_dir(cache, key);
  if ((mkdir(models, 0755) == 0 || errno == EEXIST) && mkdtemp(tmp)) {
    char *kfile = sim_path(tmp, "key"), *sim = sim_path(tmp, "sim");
    /* complete before it is renamed into place: a concurrent lookup sees
     * the whole model or none (an older one of the same hash is kept) */
    if (!copy_exe(exe, sim) || !write_file(kfile, key->s, key->len) ||
        rename(tmp, dir) != 0)
      remove_model(tmp);
    free(kfile);
    free(sim);
    evict(models);
  }
  free(models);
  free(tmp);
  free(dir);
}
