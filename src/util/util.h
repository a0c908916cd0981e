/* util.h - the few containers and helpers every module uses.
 *
 * Promises:
 *  - Arena: bump allocator; memory lives until arena_free(). Allocation never
 *    returns NULL (out of memory is an internal failure that aborts with a
 *    message; it is not a user error).
 *  - VEC(T): growable array of plain structs; vec_push may move the storage.
 *  - Sbuf: growing string builder (used for Verilog, IR text, reports).
 *  - Diagnostics: every user-facing error carries a source position and is
 *    printed as "file:line:col: error: message" (gcc/clang style).
 *    diag_error() records the error and returns; stages check diag_errors()
 *    and stop. internal_error() is for compiler bugs only.
 */
#ifndef HLSC_UTIL_H
#define HLSC_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define HLSC_VERSION "0.1.0"

#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#define NORETURN __attribute__((noreturn))
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define unreachable() internal_error(__FILE__, __LINE__, "unreachable")

/* ---- arena ---- */
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
  ArenaChunk *head;
} Arena;

void *arena_alloc(Arena *a, size_t size);           /* zeroed, 16-aligned */
void *arena_dup(Arena *a, const void *p, size_t size);
char *arena_strdup(Arena *a, const char *s);
char *arena_printf(Arena *a, const char *fmt, ...) PRINTF_LIKE(2, 3);
void arena_free(Arena *a);

/* ---- heap helpers that never return NULL ---- */
void *xmalloc(size_t size);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t size);
char *xstrdup(const char *s);

/* ---- growable arrays (heap) ----
 *   VEC(int) v = {0}; vec_push(&v, 3); v.data[0]; v.len; vec_free(&v);
 */
#define VEC(T)                                                                 \
  struct {                                                                     \
    T *data;                                                                   \
    size_t len, cap;                                                           \
  }
#define vec_push(v, x)                                                         \
  do {                                                                         \
    if ((v)->len == (v)->cap) {                                                \
      (v)->cap = (v)->cap ? (v)->cap * 2 : 8;                                  \
      (v)->data = xrealloc((v)->data, (v)->cap * sizeof(*(v)->data));          \
    }                                                                          \
    (v)->data[(v)->len++] = (x);                                               \
  } while (0)
#define vec_free(v)                                                            \
  do {                                                                         \
    free((v)->data);                                                           \
    (v)->data = NULL;                                                          \
    (v)->len = (v)->cap = 0;                                                   \
  } while (0)

/* ---- string builder ---- */
typedef struct Sbuf {
  char *s;
  size_t len, cap;
} Sbuf;

void sb_printf(Sbuf *b, const char *fmt, ...) PRINTF_LIKE(2, 3);
void sb_vprintf(Sbuf *b, const char *fmt, va_list ap);
void sb_puts(Sbuf *b, const char *s);
void sb_append(Sbuf *b, const char *data, size_t n); /* n bytes, NULs too */
void sb_putc(Sbuf *b, char c);
void sb_free(Sbuf *b);
const char *sb_str(Sbuf *b); /* never NULL; "" when empty */
/* The value of n 64-bit words (least significant first) in hex, most
 * significant digit first, without leading zeros or prefix ("0" for 0). */
void sb_hex_words(Sbuf *b, const uint64_t *w, unsigned n);

/* ---- source positions and diagnostics ---- */
typedef struct SrcLoc {
  const char *file; /* NULL when unknown */
  uint32_t line, col;
} SrcLoc;

/* Prints "file:line:col: error: ..." (or "hlsc: error: ..." without a
 * position) to stderr and counts it. */
void diag_error(SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(2, 3);
void diag_warning(SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(2, 3);
void diag_note(SrcLoc loc, const char *fmt, ...) PRINTF_LIKE(2, 3);
int diag_errors(void);
void diag_reset(void);
/* Drops every diagnostic while on (errors are not counted either), for
 * trial runs of a stage whose failure is judged by its result; returns the
 * previous setting. */
bool diag_quiet(bool q);

/* A bug in hlsc, never a user error: prints and aborts. */
NORETURN void internal_error(const char *file, int line, const char *fmt, ...)
    PRINTF_LIKE(3, 4);
#define ICE(...) internal_error(__FILE__, __LINE__, __VA_ARGS__)

/* ---- files and processes ---- */
/* Reads a whole file; NULL if it cannot be read. Caller frees. */
char *read_file(const char *path, size_t *len_out);
/* Writes a regular file atomically (temp file + rename); anything else that
 * exists (/dev/stdout, a pipe, a symbolic link) in place. False on
 * failure. */
bool write_file(const char *path, const char *data, size_t len);
/* Makes a fresh private temp directory; caller removes it with rm_rf. Until
 * then a SIGINT, SIGTERM or SIGHUP removes it (os_cleanup_on_signals). */
char *make_temp_dir(const char *prefix);
void rm_rf(const char *path);
/* Seconds on the monotonic clock (async-signal-safe: clock_gettime). */
double monotonic_s(void);
/* Freeing at exit, decided in this one place (os.c): a plain compile
 * (main.c) exits right after writing its outputs, so it leaves its big
 * structures (the LLVM context and module, the compilation) to the
 * operating system, as clang's cc1 does with -disable-free: disposing of
 * the LLVM module of a 100,000-statement chain took 0.9 to 1.3 s (the
 * rest 0.05 s), at the price of a higher peak (925 MB instead of 673: the
 * later phases no longer reuse the module's memory). Under AddressSanitizer
 * everything is still freed, so its leak check stays meaningful.
 * exit_free_skip(true) asks for it (ignored under ASan); exit_free_needed()
 * is what the owners of those structures ask before freeing them. */
void exit_free_skip(bool skip);
bool exit_free_needed(void);
/* A temp directory the user asked to keep: no signal removes it. */
void temp_dir_keep(const char *dir);
/* Installs the handlers that, on SIGINT, SIGTERM or SIGHUP, end the running
 * child's whole process group, remove the temp directories and let hlsc
 * die of the signal. */
void os_cleanup_on_signals(void);
/* run_command's status when timeout_s ran out (the child was killed). */
#define RUN_TIMED_OUT (-2)
/* Runs argv (argv[0] searched in PATH) in a process group of its own.
 * stdout/stderr go to the given files when non-NULL (else inherited).
 * Returns the exit status, 128+signal when killed, RUN_TIMED_OUT when it
 * ran timeout_s seconds (0: no limit; the whole group is killed), or -1
 * when it could not start. */
int run_command(char *const argv[], const char *stdout_path,
                const char *stderr_path, unsigned timeout_s);
/* run_command in the working directory cwd (NULL: hlsc's own); a program
 * named by a relative path is found from there. */
int run_command_in(const char *cwd, char *const argv[], const char *stdout_path,
                   const char *stderr_path, unsigned timeout_s);
/* The directory holding hlsc.h: $HLSC_INCLUDE, else include/ next to the
 * directory of the hlsc executable (build/hlsc -> include/), else
 * ../share/hlsc/include from it. Static storage; NULL when not found. */
const char *hlsc_include_dir(void);
/* The directory holding the `hlsc` Python package (python/ of the
 * repository; $HLSC_PYTHON_DIR overrides), or NULL. */
const char *hlsc_python_dir(void);
/* Finds an executable in PATH trying names in order; NULL if none. */
const char *find_program(const char *const names[]);
/* The path of the executable `name` (itself when it has a '/'), as PATH
 * finds it (malloc'd), or NULL. */
char *program_path(const char *name);

/* ---- bits ---- */
static inline uint64_t mask_bits(unsigned width) {
  return width >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << width) - 1);
}
static inline int64_t sign_extend(uint64_t v, unsigned width) {
  if (width == 0 || width >= 64) return (int64_t)v;
  uint64_t m = (uint64_t)1 << (width - 1);
  v &= mask_bits(width);
  return (int64_t)((v ^ m) - m);
}
static inline unsigned ceil_log2(uint64_t n) {
  unsigned b = 0;
  while (b < 64 && ((uint64_t)1 << b) < n) b++;
  return b;
}

#endif
