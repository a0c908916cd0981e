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
 *
 * A dataflow region (a function that only declares static streams and
 * calls functions, each call a process) runs natively as a Kahn process
 * network when hlsc cosim has rewritten it (src/sim/spawn.c: each call
 * becomes hlsc_spawn_, the region ends with hlsc_join_). Each process is a
 * coroutine with its own stack; the processes run round-robin in spawn
 * order, and one blocked on an empty read lets the others run, so the
 * result does not depend on the order of the calls. The region returns
 * when its processes have returned. When none can run, hlsc_blocked_
 * lists the blocked ones in spawn order and, in a call of the top, the
 * processes are discarded and the call ends as an empty read ends it; else
 * the program prints the blocked processes and exits with status 70.
 *
 * AXI4-Stream side channels (TKEEP, TLAST, ...):
 *   HLSC_AXIS(pkt_stream, pkt, (data, 32), (keep, 4), (last, 1));
 * declares the word type
 *   typedef struct pkt {
 *     unsigned _BitInt(32) data; unsigned _BitInt(4) keep;
 *     unsigned _BitInt(1) last;
 *   } pkt;
 * and the stream type pkt_stream with pkt_stream_read/_write/_empty/_full,
 * as HLSC_STREAM does, that take and return a pkt. Each (member, width)
 * pair is one member, an unsigned integer of that many bits; the
 * members are any of data, keep, strb, user, id, dest and last, each at
 * most once, in any order. A stream argument of the top gets one port per
 * member: NAME_tdata, NAME_tkeep, NAME_tstrb, NAME_tuser, NAME_tid,
 * NAME_tdest, NAME_tlast, next to NAME_tvalid and NAME_tready; a member not
 * listed has no port. Inside hlsc and in the native FIFO a word is its
 * members packed into one integer, the first listed at bit 0, so all the
 * widths together must not exceed 1024 bits (hlsc and the native build
 * both stop with an error otherwise); a packed word wider than 64 bits
 * takes HLSC_LIMBS_ slots of the native FIFO, as in HLSC_STREAM.
 */
#ifndef HLSC_H
#define HLSC_H

#include <stdbool.h>

/* The element width hlsc cannot see after C's argument promotions: 1 for
 * bool, else the type's size in bits (exact for every type but _BitInt,
 * whose width LLVM keeps). */
#define HLSC_WIDTH_HINT_(T) ((T)2 == (T)1 ? 1u : (unsigned)(sizeof(T) * 8u))

/* ---- HLSC_AXIS's member lists: (member, width) pairs, 1 to 7 ---- */
#define HLSC_AXIS_CAT_(a, b) HLSC_AXIS_CAT2_(a, b)
#define HLSC_AXIS_CAT2_(a, b) a##b
#define HLSC_AXIS_COUNT_(...) HLSC_AXIS_COUNT2_(__VA_ARGS__, 7, 6, 5, 4, 3, 2, 1, 0)
#define HLSC_AXIS_COUNT2_(a, b, c, d, e, f, g, N, ...) N
/* M applied to each pair: M(member, width) */
#define HLSC_AXIS_EACH_(M, ...)                                                \
  HLSC_AXIS_CAT_(HLSC_AXIS_E, HLSC_AXIS_COUNT_(__VA_ARGS__))(M, __VA_ARGS__)
#define HLSC_AXIS_E1(M, a) M a
#define HLSC_AXIS_E2(M, a, ...) M a HLSC_AXIS_E1(M, __VA_ARGS__)
#define HLSC_AXIS_E3(M, a, ...) M a HLSC_AXIS_E2(M, __VA_ARGS__)
#define HLSC_AXIS_E4(M, a, ...) M a HLSC_AXIS_E3(M, __VA_ARGS__)
#define HLSC_AXIS_E5(M, a, ...) M a HLSC_AXIS_E4(M, __VA_ARGS__)
#define HLSC_AXIS_E6(M, a, ...) M a HLSC_AXIS_E5(M, __VA_ARGS__)
#define HLSC_AXIS_E7(M, a, ...) M a HLSC_AXIS_E6(M, __VA_ARGS__)
#define HLSC_AXIS_MEMBER_(n, w) unsigned _BitInt(w) n;
#define HLSC_AXIS_PLUS_(n, w) +(w)
/* the packed word's width */
#define HLSC_AXIS_WIDTH_(...) (0 HLSC_AXIS_EACH_(HLSC_AXIS_PLUS_, __VA_ARGS__))
#define HLSC_AXIS_PACK_(n, w)                                                  \
  hlsc_w_ |= (hlsc_bits_)hlsc_v_.n << hlsc_o_;                                 \
  hlsc_o_ += (w);
#define HLSC_AXIS_UNPACK_(n, w)                                                \
  hlsc_r_.n = (unsigned _BitInt(w))(hlsc_w_ >> hlsc_o_);                       \
  hlsc_o_ += (w);
/* WORD NAME##_read(NAME *s) etc. over a packed word of type BITS, whose
 * read and write are POP(s) and PUSH(s, w) */
#define HLSC_AXIS_WORD_FNS_(NAME, WORD, BITS, POP, PUSH, ...)                  \
  static inline __attribute__((always_inline, unused)) WORD NAME##_read(       \
      NAME *s) {                                                               \
    typedef BITS hlsc_bits_;                                                   \
    hlsc_bits_ hlsc_w_ = (hlsc_bits_)POP(s, #NAME "_read");                                   \
    WORD hlsc_r_;                                                              \
    unsigned hlsc_o_ = 0;                                                      \
    HLSC_AXIS_EACH_(HLSC_AXIS_UNPACK_, __VA_ARGS__)                            \
    (void)hlsc_o_;                                                             \
    return hlsc_r_;                                                            \
  }                                                                            \
  static inline __attribute__((always_inline, unused)) void NAME##_write(      \
      NAME *s, WORD hlsc_v_) {                                                 \
    typedef BITS hlsc_bits_;                                                   \
    hlsc_bits_ hlsc_w_ = 0;                                                    \
    unsigned hlsc_o_ = 0;                                                      \
    HLSC_AXIS_EACH_(HLSC_AXIS_PACK_, __VA_ARGS__)                              \
    (void)hlsc_o_;                                                             \
    PUSH(s, hlsc_w_);                                                          \
  }

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

/* The layout hlsc's frontend reads (src/llvm/axis.c): the member names,
 * then each member's width. */
#define HLSC_AXIS_NAME_(n, w) #n ","
#define HLSC_AXIS_WARG_(n, w) , (unsigned)(w)
#define HLSC_AXIS_LAYOUT_(...)                                                 \
  HLSC_AXIS_EACH_(HLSC_AXIS_NAME_, __VA_ARGS__)                                \
  HLSC_AXIS_EACH_(HLSC_AXIS_WARG_, __VA_ARGS__)

/* The packed word's type is at most 1024 bits wide, as hlsc's values are:
 * the frontend sees the layout's true width and rejects a wider word with
 * a located error (src/llvm/axis.c). */
#define HLSC_AXIS_HLSC_WIDTH_(...)                                             \
  (HLSC_AXIS_WIDTH_(__VA_ARGS__) > 1024 ? 1024                                 \
                                        : HLSC_AXIS_WIDTH_(__VA_ARGS__))

#define HLSC_AXIS(NAME, WORD, ...)                                             \
  typedef struct WORD {                                                        \
    HLSC_AXIS_EACH_(HLSC_AXIS_MEMBER_, __VA_ARGS__)                            \
  } WORD;                                                                      \
  typedef struct NAME {                                                        \
    struct hlsc_stream_tag_ hlsc_tag_;                                         \
  } NAME;                                                                      \
  typedef unsigned _BitInt(HLSC_AXIS_HLSC_WIDTH_(__VA_ARGS__))                  \
      hlsc_axis_##NAME##_;                                                     \
  static inline __attribute__((always_inline, unused)) hlsc_axis_##NAME##_     \
      hlsc_axis_pop_##NAME##_(NAME *s, const char *op) {                       \
    (void)op;                                                                  \
    return (hlsc_axis_##NAME##_)__hlsc_stream_read(                            \
        s, 0u, (hlsc_axis_##NAME##_)0, HLSC_AXIS_LAYOUT_(__VA_ARGS__));        \
  }                                                                            \
  static inline __attribute__((always_inline, unused)) void                    \
      hlsc_axis_push_##NAME##_(NAME *s, hlsc_axis_##NAME##_ w) {               \
    __hlsc_stream_write(s, 0u, w, HLSC_AXIS_LAYOUT_(__VA_ARGS__));             \
  }                                                                            \
  HLSC_AXIS_WORD_FNS_(NAME, WORD, hlsc_axis_##NAME##_,                         \
                      hlsc_axis_pop_##NAME##_, hlsc_axis_push_##NAME##_,       \
                      __VA_ARGS__)                                             \
  static inline __attribute__((always_inline, unused)) bool NAME##_empty(      \
      NAME *s) {                                                               \
    return __hlsc_stream_empty(s, 0u, (hlsc_axis_##NAME##_)0,                  \
                               HLSC_AXIS_LAYOUT_(__VA_ARGS__)) != 0;           \
  }                                                                            \
  static inline __attribute__((always_inline, unused)) bool NAME##_full(       \
      NAME *s) {                                                               \
    return __hlsc_stream_full(s, 0u, (hlsc_axis_##NAME##_)0,                   \
                              HLSC_AXIS_LAYOUT_(__VA_ARGS__)) != 0;            \
  }                                                                            \
  typedef int hlsc_stream_declared_##NAME##_

#define HLSC_CALL(call) ((void)(call))

#else /* native */

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>

#if defined(__SANITIZE_ADDRESS__)
#define HLSC_ASAN_ 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HLSC_ASAN_ 1
#endif
#endif
#ifdef HLSC_ASAN_
#include <sanitizer/asan_interface.h>
#endif

/* Every stream object starts with this (hlsc cosim's recorder reads it):
 * buf[0 .. len) are the words ever written, buf[0 .. head) those read. A
 * word wider than 64 bits (a _BitInt, unsigned __int128) takes
 * HLSC_LIMBS_(T) slots, its bytes in memory order (little-endian: the
 * least significant limb first), written and read together. */
#define HLSC_LIMBS_(T) ((sizeof(T) + 7u) / 8u)
typedef struct hlsc_fifo {
  unsigned long long *buf;
  unsigned long len, cap, head;
} hlsc_fifo;

/* Where a blocking read of an empty stream returns to (NULL: nowhere).
 * Weak, so that every file including this header shares one. */
__attribute__((weak)) jmp_buf *hlsc_call_env_ = 0;
/* The stream whose empty read ended the last such call. */
__attribute__((weak)) hlsc_fifo *hlsc_stopped_on_ = 0;

/* ---- dataflow regions: processes as coroutines ----
 * hlsc cosim rewrites a region's calls into hlsc_spawn_ and ends the
 * region with hlsc_join_ (src/sim/spawn.c); the rest is private. */

/* A blocked process when a region stopped: the stream it waits on, its
 * name (the called function) and the read it waits in. */
typedef struct hlsc_blocked {
  hlsc_fifo *fifo;
  const char *process, *op;
} hlsc_blocked;
/* The blocked processes of the last region that stopped, in spawn order
 * (hlsc_stopped_on_ is the first one's stream). */
__attribute__((weak)) hlsc_blocked *hlsc_blocked_ = 0;
__attribute__((weak)) unsigned hlsc_nblocked_ = 0;

typedef struct hlsc_proc_ {
  ucontext_t ctx;
  void (*fn)(void *);
  void *env;
  const char *name;
  struct hlsc_proc_ *parent; /* the region instance that spawned it */
  struct hlsc_proc_ *next;   /* spawn order */
  void *stack;
  size_t stack_size;
  unsigned children;         /* unfinished processes it spawned */
  hlsc_fifo *wait;           /* blocked reading this empty stream */
  const char *wait_op;
  int joining, finished, killed;
  void *fake_stack;          /* AddressSanitizer's, while switched out */
} hlsc_proc_;

typedef struct hlsc_sched_ {
  hlsc_proc_ main;           /* the main context: the scheduler */
  hlsc_proc_ *first, *last;  /* live processes, in spawn order */
  hlsc_proc_ *cur;           /* the running process; NULL: main context */
  const void *main_stack;    /* AddressSanitizer: the main stack's bounds */
  size_t main_stack_size;
} hlsc_sched_;
__attribute__((weak)) hlsc_sched_ hlsc_sched_state_;

/* A process's stack: reserved, never committed up front. */
#define HLSC_STACK_BYTES_ ((size_t)8 << 20)
#define HLSC_STACK_GUARD_ ((size_t)64 << 10)

void hlsc_spawn_(void (*fn)(void *env), void *env, const char *name);
void hlsc_join_(void);
void hlsc_wait_(hlsc_fifo *f, const char *op);

/* The main context resumes process p until it blocks or finishes. */
static __attribute__((unused)) void hlsc_resume_(hlsc_sched_ *s,
                                                 hlsc_proc_ *p) {
  s->cur = p;
#ifdef HLSC_ASAN_
  __sanitizer_start_switch_fiber(&s->main.fake_stack, p->stack,
                                 p->stack_size);
#endif
  swapcontext(&s->main.ctx, &p->ctx);
#ifdef HLSC_ASAN_
  __sanitizer_finish_switch_fiber(s->main.fake_stack, 0, 0);
#endif
  s->cur = 0;
}

/* A process goes back to the main context for good. */
static __attribute__((unused, noreturn)) void hlsc_exit_(hlsc_sched_ *s,
                                                         hlsc_proc_ *p) {
  p->finished = 1;
#ifdef HLSC_ASAN_
  __sanitizer_start_switch_fiber(0, s->main_stack, s->main_stack_size);
#endif
  swapcontext(&p->ctx, &s->main.ctx);
  abort(); /* a finished process is never resumed */
}

/* A process gives the main context control until it is resumed. */
static __attribute__((unused)) void hlsc_yield_(hlsc_sched_ *s,
                                                hlsc_proc_ *p) {
#ifdef HLSC_ASAN_
  __sanitizer_start_switch_fiber(&p->fake_stack, s->main_stack,
                                 s->main_stack_size);
#endif
  swapcontext(&p->ctx, &s->main.ctx);
#ifdef HLSC_ASAN_
  __sanitizer_finish_switch_fiber(p->fake_stack, &s->main_stack,
                                  &s->main_stack_size);
#endif
  if (p->killed) hlsc_exit_(s, p);
}

static __attribute__((unused)) void hlsc_proc_entry_(void) {
  hlsc_sched_ *s = &hlsc_sched_state_;
#ifdef HLSC_ASAN_
  __sanitizer_finish_switch_fiber(0, &s->main_stack, &s->main_stack_size);
#endif
  hlsc_proc_ *p = s->cur;
  p->fn(p->env);
  hlsc_join_(); /* a process ends when the processes it spawned have */
  hlsc_exit_(s, p);
}

static __attribute__((unused)) void hlsc_oom_(void) {
  fputs("hlsc: out of memory for a dataflow process\n", stderr);
  exit(70);
}

__attribute__((weak)) void hlsc_spawn_(void (*fn)(void *env), void *env,
                                       const char *name) {
  hlsc_sched_ *s = &hlsc_sched_state_;
  hlsc_proc_ *p = (hlsc_proc_ *)calloc(1, sizeof *p);
  if (!p) hlsc_oom_();
  p->fn = fn;
  p->env = env;
  p->name = name;
  p->parent = s->cur ? s->cur : &s->main;
  p->stack_size = HLSC_STACK_BYTES_;
#ifdef MAP_ANONYMOUS
  p->stack = mmap(0, p->stack_size, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  /* an overflow faults on the guard at the bottom, not in other memory */
  if (p->stack == MAP_FAILED ||
      mprotect(p->stack, HLSC_STACK_GUARD_, PROT_NONE))
    hlsc_oom_();
#else /* strict ISO C hides MAP_ANONYMOUS; the heap reserves lazily too */
  p->stack = malloc(p->stack_size);
  if (!p->stack) hlsc_oom_();
#endif
  if (getcontext(&p->ctx)) hlsc_oom_();
  p->ctx.uc_stack.ss_sp = p->stack;
  p->ctx.uc_stack.ss_size = p->stack_size;
  p->ctx.uc_link = 0;
  makecontext(&p->ctx, hlsc_proc_entry_, 0);
  /* only makecontext reads the stack's bounds; AddressSanitizer's
   * swapcontext would clear the stack's shadow at every switch (slow, and
   * it forgets the live frames' redzones) */
  p->ctx.uc_stack.ss_size = 0;
  if (s->last) s->last->next = p;
  else s->first = p;
  s->last = p;
  p->parent->children++;
}

static __attribute__((unused)) void hlsc_free_proc_(hlsc_proc_ *p) {
#ifdef HLSC_ASAN_
  __asan_unpoison_memory_region(p->stack, p->stack_size);
#endif
#ifdef MAP_ANONYMOUS
  munmap(p->stack, p->stack_size);
#else
  free(p->stack);
#endif
  free(p);
}

/* Removes a finished process p (prev: the one before it, or NULL). */
static __attribute__((unused)) void hlsc_reap_(hlsc_sched_ *s,
                                               hlsc_proc_ *prev,
                                               hlsc_proc_ *p) {
  if (prev) prev->next = p->next;
  else s->first = p->next;
  if (s->last == p) s->last = prev;
  p->parent->children--;
  hlsc_free_proc_(p);
}

static __attribute__((unused)) int hlsc_runnable_(const hlsc_proc_ *p) {
  if (p->wait && p->wait->head == p->wait->len) return 0;
  return !(p->joining && p->children);
}

/* No process can run: note the blocked ones, then end the call of the top
 * (every process discarded) or, outside one, the program. */
static __attribute__((unused)) void hlsc_quiescent_(hlsc_sched_ *s) {
  unsigned n = 0;
  for (hlsc_proc_ *p = s->first; p; p = p->next) n += p->wait != 0;
  free(hlsc_blocked_);
  hlsc_blocked_ = (hlsc_blocked *)calloc(n ? n : 1, sizeof *hlsc_blocked_);
  if (!hlsc_blocked_) hlsc_oom_();
  hlsc_nblocked_ = 0;
  for (hlsc_proc_ *p = s->first; p; p = p->next) {
    if (!p->wait) continue;
    hlsc_blocked *b = &hlsc_blocked_[hlsc_nblocked_++];
    b->fifo = p->wait;
    b->process = p->name;
    b->op = p->wait_op;
  }
  hlsc_stopped_on_ = n ? hlsc_blocked_[0].fifo : 0;
  if (!hlsc_call_env_) {
    for (unsigned i = 0; i < n; i++)
      fprintf(stderr,
              "hlsc: dataflow deadlock: process '%s' waits on an empty "
              "stream (%s)\n",
              hlsc_blocked_[i].process, hlsc_blocked_[i].op);
    exit(70);
  }
  /* each process leaves its stack through hlsc_exit_, which frees
   * AddressSanitizer's state of it too */
  while (s->first) {
    hlsc_proc_ *p = s->first;
    s->first = p->next;
    p->killed = 1;
    hlsc_resume_(s, p);
    hlsc_free_proc_(p);
  }
  s->last = 0;
  s->main.children = 0;
  longjmp(*hlsc_call_env_, 1);
}

__attribute__((weak)) void hlsc_join_(void) {
  hlsc_sched_ *s = &hlsc_sched_state_;
  hlsc_proc_ *self = s->cur;
  if (self) {
    if (!self->children) return;
    self->joining = 1;
    hlsc_yield_(s, self);
    self->joining = 0;
    return;
  }
  /* the main context schedules: round robin in spawn order */
  while (s->main.children) {
    int ran = 0;
    hlsc_proc_ *prev = 0;
    for (hlsc_proc_ *p = s->first; p && s->main.children;) {
      if (!hlsc_runnable_(p)) {
        prev = p;
        p = p->next;
        continue;
      }
      ran = 1;
      hlsc_resume_(s, p);
      hlsc_proc_ *next = p->next;
      if (p->finished) hlsc_reap_(s, prev, p);
      else prev = p;
      p = next;
    }
    if (!ran) hlsc_quiescent_(s);
  }
}

/* Inside a process: waits until f has a word (other processes run). */
__attribute__((weak)) void hlsc_wait_(hlsc_fifo *f, const char *op) {
  hlsc_sched_ *s = &hlsc_sched_state_;
  hlsc_proc_ *p = s->cur;
  p->wait = f;
  p->wait_op = op;
  hlsc_yield_(s, p);
  p->wait = 0;
}

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
  while (f->head == f->len) {
    if (hlsc_sched_state_.cur) {
      hlsc_wait_(f, fn);
      continue;
    }
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
    if (sizeof(T) <= 8)                                                        \
      return (T)hlsc_fifo_pop_(&s->hlsc_fifo_, #NAME "_read");                 \
    unsigned long long l_[HLSC_LIMBS_(T)];                                     \
    T v_;                                                                      \
    for (unsigned k_ = 0; k_ < HLSC_LIMBS_(T); k_++)                           \
      l_[k_] = hlsc_fifo_pop_(&s->hlsc_fifo_, #NAME "_read");                  \
    memcpy(&v_, l_, sizeof v_);                                                \
    return v_;                                                                 \
  }                                                                            \
  static inline __attribute__((unused)) void NAME##_write(NAME *s, T v) {      \
    if (sizeof(T) <= 8) {                                                      \
      hlsc_fifo_push_(&s->hlsc_fifo_, (unsigned long long)v);                  \
      return;                                                                  \
    }                                                                          \
    unsigned long long l_[HLSC_LIMBS_(T)] = {0};                               \
    memcpy(l_, &v, sizeof v);                                                  \
    for (unsigned k_ = 0; k_ < HLSC_LIMBS_(T); k_++)                           \
      hlsc_fifo_push_(&s->hlsc_fifo_, l_[k_]);                                 \
  }                                                                            \
  static inline __attribute__((unused)) bool NAME##_empty(NAME *s) {           \
    return s->hlsc_fifo_.head == s->hlsc_fifo_.len;                            \
  }                                                                            \
  static inline __attribute__((unused)) bool NAME##_full(NAME *s) {            \
    (void)s;                                                                   \
    return false;                                                              \
  }                                                                            \
  typedef int hlsc_stream_declared_##NAME##_

/* Natively a word is packed into the FIFO's 64-bit slot, or, when wider
 * than 64 bits, into HLSC_LIMBS_ of them (its bytes in memory order). */
#define HLSC_AXIS_NATIVE_WIDTH_(...)                                           \
  (HLSC_AXIS_WIDTH_(__VA_ARGS__) > 64 ? HLSC_AXIS_WIDTH_(__VA_ARGS__) : 64)
#define HLSC_AXIS_NATIVE_FIFO_(NAME, BITS)                                     \
  static inline __attribute__((unused)) BITS hlsc_axis_npop_##NAME##_(        \
      NAME *s, const char *op) {                                               \
    unsigned long long l_[HLSC_LIMBS_(BITS)];                                  \
    BITS v_;                                                                   \
    for (unsigned k_ = 0; k_ < HLSC_LIMBS_(BITS); k_++)                        \
      l_[k_] = hlsc_fifo_pop_(&s->hlsc_fifo_, op);                             \
    memcpy(&v_, l_, sizeof v_);                                                \
    return v_;                                                                 \
  }                                                                            \
  static inline __attribute__((unused)) void hlsc_axis_npush_##NAME##_(       \
      NAME *s, BITS v) {                                                       \
    unsigned long long l_[HLSC_LIMBS_(BITS)] = {0};                            \
    memcpy(l_, &v, sizeof v);                                                  \
    for (unsigned k_ = 0; k_ < HLSC_LIMBS_(BITS); k_++)                        \
      hlsc_fifo_push_(&s->hlsc_fifo_, l_[k_]);                                 \
  }

#define HLSC_AXIS(NAME, WORD, ...)                                             \
  typedef struct WORD {                                                        \
    HLSC_AXIS_EACH_(HLSC_AXIS_MEMBER_, __VA_ARGS__)                            \
  } WORD;                                                                      \
  _Static_assert(HLSC_AXIS_WIDTH_(__VA_ARGS__) <= 1024,                        \
                 "HLSC_AXIS: the members of " #WORD " together are wider "     \
                 "than 1024 bits");                                            \
  typedef struct NAME {                                                        \
    hlsc_fifo hlsc_fifo_;                                                      \
  } NAME;                                                                      \
  typedef unsigned _BitInt(HLSC_AXIS_NATIVE_WIDTH_(__VA_ARGS__))               \
      hlsc_axis_##NAME##_;                                                     \
  HLSC_AXIS_NATIVE_FIFO_(NAME, hlsc_axis_##NAME##_)                            \
  HLSC_AXIS_WORD_FNS_(NAME, WORD, hlsc_axis_##NAME##_,                         \
                      hlsc_axis_npop_##NAME##_, hlsc_axis_npush_##NAME##_,     \
                      __VA_ARGS__)                                             \
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
