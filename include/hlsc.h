/* hlsc.h - streams for hlsc designs and their testbenches.
 *
 *   #include <hlsc.h>
 *   typedef unsigned _BitInt(12) u12;
 *   HLSC_STREAM(u12_stream, u12);
 *
 * declares the type u12_stream and
 *   u12  u12_stream_read(u12_stream *s);          blocking read
 *   void u12_stream_write(u12_stream *s, u12 v);  blocking write
 *   bool u12_stream_empty(u12_stream *s);         no word to read now
 *   bool u12_stream_full(u12_stream *s);          a write would block now
 * The element type is any integer type: char/short/int/long (signed or
 * unsigned), bool, or _BitInt(N) with 1 <= N <= 64.
 *
 * Compiled by hlsc (__HLSC__ is defined), a stream argument of the top
 * function becomes an AXI4-Stream port, and the functions above become its
 * handshakes.
 *
 * Compiled natively (clang or gcc), a stream is an unbounded FIFO in memory:
 * a zero-initialized object is an empty stream, writes never block and
 * `full` is always false. A blocking read of an empty stream ends the
 * current call of the top function: control returns to the caller as if
 * the top had returned (a free-running `for (;;)` process stops when its
 * input is used up). `hlsc cosim` arranges this itself; a program built
 * without hlsc calls the top through HLSC_CALL:
 *   HLSC_CALL(top(&in, &out));
 * A blocking read of an empty stream anywhere else prints a message and
 * exits with status 70. Words read stay in the FIFO's history (hlsc cosim
 * records them), so a stream's memory grows with every word written.
 */
#ifndef HLSC_H
#define HLSC_H

#include <stdbool.h>

/* The element width hlsc cannot see after C's argument promotions: 1 for
 * bool, else the type's size in bits (exact for every type but _BitInt,
 * whose width LLVM keeps). */
#define HLSC_WIDTH_HINT_(T) ((T)2 == (T)1 ? 1u : (unsigned)(sizeof(T) * 8u))

#ifdef __HLSC__

/* Recognized by hlsc's frontend; never defined. The variadic argument
 * carries the element type (a _BitInt keeps its width through `...`). */
__attribute__((nomerge)) unsigned long long __hlsc_stream_read(void *s,
                                                              unsigned hint, ...);
__attribute__((nomerge)) void __hlsc_stream_write(void *s, unsigned hint, ...);
__attribute__((nomerge)) int __hlsc_stream_empty(void *s, unsigned hint, ...);
__attribute__((nomerge)) int __hlsc_stream_full(void *s, unsigned hint, ...);

/* Every stream type holds one of these, so that hlsc tells a stream object
 * (a static local stream of a dataflow region) from any other struct. */
struct hlsc_stream_tag_ {
  unsigned char hlsc_opaque_;
};

#define HLSC_STREAM(NAME, T)                                                   \
  typedef struct NAME {                                                        \
    struct hlsc_stream_tag_ hlsc_tag_;                                         \
  } NAME;                                                                      \
  static inline __attribute__((always_inline, unused)) T NAME##_read(          \
      NAME *s) {                                                               \
    return (T)__hlsc_stream_read(s, HLSC_WIDTH_HINT_(T), (T)0);                \
  }                                                                            \
  static inline __attribute__((always_inline, unused)) void NAME##_write(      \
      NAME *s, T v) {                                                          \
    __hlsc_stream_write(s, HLSC_WIDTH_HINT_(T), v);                            \
  }                                                                            \
  static inline __attribute__((always_inline, unused)) bool NAME##_empty(      \
      NAME *s) {                                                               \
    return __hlsc_stream_empty(s, HLSC_WIDTH_HINT_(T), (T)0) != 0;             \
  }                                                                            \
  static inline __attribute__((always_inline, unused)) bool NAME##_full(       \
      NAME *s) {                                                               \
    return __hlsc_stream_full(s, HLSC_WIDTH_HINT_(T), (T)0) != 0;              \
  }                                                                            \
  typedef int hlsc_stream_declared_##NAME##_

#define HLSC_CALL(call) ((void)(call))

#else /* native */

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

/* Every stream object starts with this (hlsc cosim's recorder reads it):
 * buf[0 .. len) are the words ever written, buf[0 .. head) those read. */
typedef struct hlsc_fifo {
  unsigned long long *buf;
  unsigned long len, cap, head;
} hlsc_fifo;

/* Where a blocking read of an empty stream returns to (NULL: nowhere).
 * Weak, so that every file including this header shares one. */
__attribute__((weak)) jmp_buf *hlsc_call_env_ = 0;
/* The stream whose empty read ended the last such call. */
__attribute__((weak)) hlsc_fifo *hlsc_stopped_on_ = 0;

static inline __attribute__((unused)) void hlsc_fifo_push_(hlsc_fifo *f,
                                                           unsigned long long v) {
  if (f->len == f->cap) {
    unsigned long cap = f->cap ? f->cap * 2 : 64;
    unsigned long long *b =
        (unsigned long long *)realloc(f->buf, cap * sizeof *b);
    if (!b) {
      fputs("hlsc: out of memory in a stream write\n", stderr);
      exit(70);
    }
    f->buf = b;
    f->cap = cap;
  }
  f->buf[f->len++] = v;
}

static inline __attribute__((unused)) unsigned long long
hlsc_fifo_pop_(hlsc_fifo *f, const char *fn) {
  if (f->head == f->len) {
    if (hlsc_call_env_) {
      hlsc_stopped_on_ = f;
      longjmp(*hlsc_call_env_, 1);
    }
    fprintf(stderr,
            "hlsc: %s: blocking read of an empty stream outside a call of "
            "the top function (call the top through HLSC_CALL)\n",
            fn);
    exit(70);
  }
  return f->buf[f->head++];
}

#define HLSC_STREAM(NAME, T)                                                   \
  typedef struct NAME {                                                        \
    hlsc_fifo hlsc_fifo_;                                                      \
  } NAME;                                                                      \
  static inline __attribute__((unused)) T NAME##_read(NAME *s) {               \
    return (T)hlsc_fifo_pop_(&s->hlsc_fifo_, #NAME "_read");                   \
  }                                                                            \
  static inline __attribute__((unused)) void NAME##_write(NAME *s, T v) {      \
    hlsc_fifo_push_(&s->hlsc_fifo_, (unsigned long long)v);                    \
  }                                                                            \
  static inline __attribute__((unused)) bool NAME##_empty(NAME *s) {           \
    return s->hlsc_fifo_.head == s->hlsc_fifo_.len;                            \
  }                                                                            \
  static inline __attribute__((unused)) bool NAME##_full(NAME *s) {            \
    (void)s;                                                                   \
    return false;                                                              \
  }                                                                            \
  typedef int hlsc_stream_declared_##NAME##_

/* Calls the top so that a blocking read of an empty stream returns here. */
#define HLSC_CALL(call)                                                        \
  do {                                                                         \
    jmp_buf hlsc_env_;                                                         \
    jmp_buf *hlsc_prev_ = hlsc_call_env_;                                      \
    if (!setjmp(hlsc_env_)) {                                                  \
      hlsc_call_env_ = &hlsc_env_;                                             \
      (void)(call);                                                            \
    }                                                                          \
    hlsc_call_env_ = hlsc_prev_;                                               \
  } while (0)

#endif /* __HLSC__ */

#endif
