/* directive.c - `#pragma HLS` directives (found by pragma.c) applied to
 * the unoptimized module, before the LLVM passes.
 *
 * A directive belongs to the innermost loop whose source range holds it
 * (Vitis writes loop directives inside the loop's body): clang gives every
 * loop an llvm.loop node with the position of its for/while/do and of its
 * end. What maps onto hlsc becomes the loop hint clang's own
 * `#pragma clang loop` would have given (PIPELINE II / off, UNROLL), so the
 * LLVM unroller and the scheduler see one kind of request; LOOP_TRIPCOUNT
 * is kept for the reports by the loop's position. Every other directive,
 * and every option hlsc has no use for, gets a located warning that says
 * what hlsc does instead: a ported design must not build other hardware
 * without a word.
 */
#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "directive.h"
#include "frontend.h"
#include "internal.h"

typedef struct Loop {
  LLVMValueRef id; /* the llvm.loop node (as a value) */
  SrcLoc start;
  uint32_t end_line, end_col;
  bool pipelined;  /* `#pragma HLS PIPELINE` (not off) in its body */
} Loop;
typedef VEC(Loop) Loops;

void dir_parse(const char *s, Parsed *p) {
  memset(p, 0, sizeof *p);
  size_t n = 0;
  while (isspace((unsigned char)*s)) s++;
  while (*s && !isspace((unsigned char)*s) && n + 1 < sizeof p->name)
    p->name[n++] = (char)toupper((unsigned char)*s++);
  while (*s && p->nopts < MAX_OPTS) {
    while (isspace((unsigned char)*s)) s++;
    if (!*s) break;
    Opt *o = &p->opts[p->nopts++];
    n = 0;
    while (*s && *s != '=' && !isspace((unsigned char)*s)) {
      if (n + 1 < sizeof o->key) o->key[n++] = *s;
      s++;
    }
    const char *q = s;
    while (isspace((unsigned char)*q)) q++;
    if (*q != '=') continue;
    s = q + 1;
    while (isspace((unsigned char)*s)) s++;
    n = 0;
    while (*s && !isspace((unsigned char)*s)) {
      if (n + 1 < sizeof o->val) o->val[n++] = *s;
      s++;
    }
  }
}

/* ---- loops of the module ---- */

static bool di_loc(Imp *im, LLVMMetadataRef md, SrcLoc *out) {
  if (!md || LLVMGetMetadataKind(md) != LLVMDILocationMetadataKind)
    return false;
  out->line = LLVMDILocationGetLine(md);
  out->col = LLVMDILocationGetColumn(md);
  out->file = im->input;
  LLVMMetadataRef scope = LLVMDILocationGetScope(md);
  LLVMMetadataRef file = scope ? LLVMDIScopeGetFile(scope) : NULL;
  unsigned len = 0;
  const char *name = file ? LLVMDIFileGetFilename(file, &len) : NULL;
  if (name && len) out->file = fe_file(im, name, len);
  return out->line != 0;
}

static LLVMValueRef *md_operands(LLVMValueRef md, unsigned *n) {
  *n = LLVMGetMDNodeNumOperands(md);
  LLVMValueRef *ops = xcalloc(*n + 1, sizeof *ops);
  LLVMGetMDNodeOperands(md, ops);
  return ops;
}

bool directive_loop_start(Imp *im, LLVMValueRef id, SrcLoc *out) {
  if (!id || !LLVMIsAMDNode(id)) return false;
  unsigned n = 0;
  LLVMValueRef *ops = md_operands(id, &n);
  bool ok = n > 1 && ops[1] && di_loc(im, LLVMValueAsMetadata(ops[1]), out);
  free(ops);
  return ok;
}

static unsigned loop_kind(Imp *im) {
  return LLVMGetMDKindIDInContext(im->ctx, "llvm.loop", 9);
}

static void collect_loops(Imp *im, Loops *loops) {
  unsigned kind = loop_kind(im);
  for (LLVMValueRef f = LLVMGetFirstFunction(im->mod); f;
       f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
      LLVMValueRef id = t ? LLVMGetMetadata(t, kind) : NULL;
      Loop L = {id, {0}, 0, 0, false};
      if (!id || !directive_loop_start(im, id, &L.start)) continue;
      bool seen = false;
      for (size_t i = 0; i < loops->len && !seen; i++)
        seen = loops->data[i].id == id;
      if (seen) continue;
      unsigned n = 0;
      LLVMValueRef *ops = md_operands(id, &n);
      SrcLoc end = {0};
      if (n > 2 && ops[2] && di_loc(im, LLVMValueAsMetadata(ops[2]), &end)) {
        L.end_line = end.line;
        L.end_col = end.col;
      }
      free(ops);
      vec_push(loops, L);
    }
}

static bool before(uint32_t l1, uint32_t c1, uint32_t l2, uint32_t c2) {
  return l1 < l2 || (l1 == l2 && c1 <= c2);
}

/* The innermost loop whose range holds position at, or NULL. */
static Loop *loop_around(Loop *loops, size_t n, SrcLoc at) {
  Loop *best = NULL;
  for (size_t i = 0; i < n; i++) {
    Loop *L = &loops[i];
    if (!fe_same_file(L->start.file, at.file) || !L->end_line)
      continue;
    if (!before(L->start.line, L->start.col, at.line, at.col) ||
        !before(at.line, at.col, L->end_line, L->end_col))
      continue;
    if (!best || before(best->start.line, best->start.col, L->start.line,
                        L->start.col))
      best = L;
  }
  return best;
}

/* ---- loop hints ---- */

/* Replaces loop L's llvm.loop node by one with the hint `name` (value x;
 * x < 0: no value) instead of any hint of that name: a new node whose
 * first operand is itself (what makes it a loop ID), put on every branch
 * that carried the old one. */
static void set_hint(Imp *im, Loop *L, const char *name, int64_t x) {
  unsigned n = 0;
  LLVMValueRef *ops = md_operands(L->id, &n);
  LLVMMetadataRef *md = xcalloc(n + 2, sizeof *md);
  LLVMMetadataRef self = LLVMTemporaryMDNode(im->ctx, NULL, 0);
  unsigned k = 0;
  md[k++] = self;
  size_t len = strlen(name);
  for (unsigned i = 1; i < n; i++) {
    unsigned sl = 0;
    const char *s = NULL;
    if (LLVMIsAMDNode(ops[i]) && LLVMGetMDNodeNumOperands(ops[i]) >= 1) {
      LLVMValueRef first[2] = {0};
      if (LLVMGetMDNodeNumOperands(ops[i]) <= 2) {
        LLVMGetMDNodeOperands(ops[i], first);
        s = first[0] ? LLVMGetMDString(first[0], &sl) : NULL;
      }
    }
    if (s && sl == len && !strncmp(s, name, len)) continue;
    md[k++] = LLVMValueAsMetadata(ops[i]);
  }
  LLVMMetadataRef hint[2] = {LLVMMDStringInContext2(im->ctx, name, len), NULL};
  if (x >= 0)
    hint[1] = LLVMValueAsMetadata(
        LLVMConstInt(LLVMInt32TypeInContext(im->ctx), (uint64_t)x, false));
  md[k++] = LLVMMDNodeInContext2(im->ctx, hint, x >= 0 ? 2 : 1);
  LLVMMetadataRef node = LLVMMDNodeInContext2(im->ctx, md, k);
  /* a uniqued node that comes to refer to itself becomes distinct */
  LLVMMetadataReplaceAllUsesWith(self, node);
  LLVMValueRef id = LLVMMetadataAsValue(im->ctx, node);
  unsigned kind = loop_kind(im);
  for (LLVMValueRef f = LLVMGetFirstFunction(im->mod); f;
       f = LLVMGetNextFunction(f))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
      if (t && LLVMGetMetadata(t, kind) == L->id) LLVMSetMetadata(t, kind, id);
    }
  L->id = id;
  free(md);
  free(ops);
}

/* ---- the directives ---- */

/* A number option (at least `least`), false after a located error. */
bool dir_number(const Directive *d, const Parsed *p, const Opt *o,
                   uint64_t least, uint64_t *out) {
  char *e = NULL;
  unsigned long long x = strtoull(o->val, &e, 0);
  if (!o->val[0] || *e || o->val[0] == '-' || x < least || x > 0x7fffffff) {
    diag_error(d->loc, "'#pragma HLS %s %s=%s': %s must be an integer "
               "constant of at least %llu", p->name, o->key, o->val, o->key,
               (unsigned long long)least);
    return false;
  }
  *out = x;
  return true;
}

void dir_ignored_option(const Directive *d, const Parsed *p, const Opt *o,
                           const char *why) {
  diag_warning(d->loc, "option '%s' of '#pragma HLS %s' ignored: %s", o->key,
               p->name, why);
}

bool dir_is_key(const Opt *o, const char *k) { return !strcasecmp(o->key, k); }

static bool off_value(const Opt *o) {
  return !o->val[0] || !strcasecmp(o->val, "true") || !strcmp(o->val, "1");
}

static bool pipeline(Imp *im, const Directive *d, const Parsed *p, Loop *L) {
  if (!L) {
    diag_warning(d->loc, "'#pragma HLS PIPELINE' outside a loop ignored: hlsc "
                 "pipelines loops (put it in the loop's body); a function is "
                 "scheduled as a whole");
    return true;
  }
  for (unsigned i = 0; i < p->nopts; i++) {
    const Opt *o = &p->opts[i];
    uint64_t ii = 0;
    if (dir_is_key(o, "II")) {
      if (!dir_number(d, p, o, 1, &ii)) return false;
      set_hint(im, L, "llvm.loop.pipeline.initiationinterval", (int64_t)ii);
    } else if (dir_is_key(o, "off") && off_value(o)) {
      set_hint(im, L, "llvm.loop.pipeline.disable", 1);
      return true;
    } else {
      dir_ignored_option(d, p, o, "hlsc pipelines at the smallest II it can "
                     "reach, or the II that II= asks");
    }
  }
  L->pipelined = true;
  return true;
}

/* Whether loop L has a hint whose name starts with prefix. */
static bool has_hint(const Loop *L, const char *prefix) {
  unsigned n = 0;
  LLVMValueRef *ops = md_operands(L->id, &n);
  bool found = false;
  for (unsigned i = 1; i < n && !found; i++) {
    if (!ops[i] || !LLVMIsAMDNode(ops[i]) ||
        LLVMGetMDNodeNumOperands(ops[i]) < 1 ||
        LLVMGetMDNodeNumOperands(ops[i]) > 2)
      continue;
    LLVMValueRef first[2] = {0};
    LLVMGetMDNodeOperands(ops[i], first);
    unsigned sl = 0;
    const char *s = first[0] ? LLVMGetMDString(first[0], &sl) : NULL;
    found = s && sl >= strlen(prefix) && !strncmp(s, prefix, strlen(prefix));
  }
  free(ops);
  return found;
}

/* As Vitis does, a loop that `#pragma HLS PIPELINE` pipelines has the
 * loops written inside it fully unrolled (those without an unroll
 * directive of their own), so that it is an innermost loop; a loop LLVM
 * cannot unroll fully (a trip count not known when compiling, or too large
 * a body) stays, and the outer loop with it sequential, as -v says. */
static void unroll_inside_pipelined(Imp *im, Loop *loops, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const Loop *P = &loops[i];
    if (!P->pipelined || !P->end_line) continue;
    for (size_t k = 0; k < n; k++) {
      Loop *K = &loops[k];
      if (k == i || !K->start.file || strcmp(K->start.file, P->start.file) ||
          !before(P->start.line, P->start.col, K->start.line, K->start.col) ||
          !before(K->start.line, K->start.col, P->end_line, P->end_col) ||
          has_hint(K, "llvm.loop.unroll."))
        continue;
      set_hint(im, K, "llvm.loop.unroll.full", -1);
    }
  }
}

static bool unroll(Imp *im, const Directive *d, const Parsed *p, Loop *L) {
  if (!L) {
    diag_warning(d->loc, "'#pragma HLS UNROLL' outside a loop ignored: put it "
                 "in the body of the loop to unroll");
    return true;
  }
  bool full = true;
  for (unsigned i = 0; i < p->nopts; i++) {
    const Opt *o = &p->opts[i];
    uint64_t k = 0;
    if (dir_is_key(o, "factor")) {
      if (!dir_number(d, p, o, 1, &k)) return false;
      full = false;
      if (k == 1) set_hint(im, L, "llvm.loop.unroll.disable", -1);
      else set_hint(im, L, "llvm.loop.unroll.count", (int64_t)k);
    } else if (dir_is_key(o, "off") && off_value(o)) {
      full = false;
      set_hint(im, L, "llvm.loop.unroll.disable", -1);
    } else {
      dir_ignored_option(d, p, o, "hlsc keeps the exit test of every copy");
    }
  }
  if (full) set_hint(im, L, "llvm.loop.unroll.full", -1);
  return true;
}

static bool tripcount(Imp *im, const Directive *d, const Parsed *p, Loop *L) {
  if (!L) {
    diag_warning(d->loc, "'#pragma HLS LOOP_TRIPCOUNT' outside a loop "
                 "ignored: put it in the loop's body");
    return true;
  }
  LoopTrip t = {L->start, 0, 0, 0, false};
  bool avg = false;
  for (unsigned i = 0; i < p->nopts; i++) {
    const Opt *o = &p->opts[i];
    uint64_t *dst = dir_is_key(o, "min") ? &t.min : dir_is_key(o, "max") ? &t.max
                  : dir_is_key(o, "avg") ? &t.avg : NULL;
    if (!dst) {
      dir_ignored_option(d, p, o, "hlsc reads min, max and avg");
      continue;
    }
    if (!dir_number(d, p, o, 0, dst)) return false;
    avg = avg || dst == &t.avg;
  }
  if (!t.max || t.min > t.max) {
    diag_warning(d->loc, "'#pragma HLS LOOP_TRIPCOUNT' ignored: it needs "
                 "max= (and min= no larger)");
    return true;
  }
  if (!avg) t.avg = (t.min + t.max) / 2;
  vec_push(&im->pr->trips, t);
  return true;
}

/* `#pragma HLS SPECULATE` in a loop's body: the loop may start its next
 * iteration on a guessed condition (sched_speculate). */
static bool speculate(Imp *im, const Directive *d, const Parsed *p, Loop *L) {
  if (!L) {
    diag_warning(d->loc, "'#pragma HLS SPECULATE' outside a loop ignored: "
                 "put it in the loop's body");
    return true;
  }
  for (unsigned i = 0; i < p->nopts; i++)
    dir_ignored_option(d, p, &p->opts[i], "SPECULATE takes no options");
  LoopTrip t = {L->start, 0, 0, 0, true};
  vec_push(&im->pr->trips, t);
  return true;
}

/* What hlsc does instead of a directive it does not implement. */
static const char *instead(const char *name) {
  static const struct {
    const char *name, *why;
  } tab[] = {
      {"DATAFLOW", "a function is a dataflow region when it declares "
                   "static local streams and only calls its processes"},
      {"ARRAY_RESHAPE", "hlsc keeps each array's words as they are; "
                        "ARRAY_PARTITION splits an array into banks"},
      {"INTERFACE", "top parameters get the ports docs/user-guide.md "
                    "describes (scalars as inputs, arrays as memory ports, "
                    "streams as valid/ready; `INTERFACE s_axilite` in the "
                    "top: an AXI4-Lite control slave; `INTERFACE m_axi "
                    "port=A`: an AXI4 master)"},
      {"STREAM", "only a static local stream of a dataflow region has a "
                 "depth (`#pragma HLS STREAM variable=NAME depth=N` in the "
                 "region)"},
  };
  for (size_t i = 0; i < ARRAY_LEN(tab); i++)
    if (!strcmp(tab[i].name, name)) return tab[i].why;
  return "hlsc does not implement this directive";
}

bool dir_in_function(Imp *im, LLVMValueRef f, SrcLoc at) {
  SrcLoc start = fe_loc(im, f);
  if (!start.file || !at.file || !fe_same_file(start.file, at.file) ||
      at.line < start.line)
    return false;
  uint32_t end = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb;
       bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i))
      if (LLVMInstructionGetDebugLoc(i) && LLVMGetDebugLocLine(i) > end)
        end = LLVMGetDebugLocLine(i);
  return at.line <= end;
}

static bool in_region_function(Imp *im, SrcLoc at) {
  for (LLVMValueRef f = LLVMGetFirstFunction(im->mod); f;
       f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && dir_in_function(im, f, at))
      return fe_region_candidate(f);
  return false;
}

/* The burst options of an m_axi line: *slot gets the value of o when o
 * is one of them (false after a located error: out of range); slot NULL
 * when o is none of them. */
static bool maxi_burst_option(const Directive *d, const Parsed *p,
                              const Opt *o, MaxiReq *r, uint16_t **slot) {
  static const struct {
    const char *key;
    size_t off;
    uint64_t most;
  } opts[] = {
      {"max_read_burst_length", offsetof(MaxiReq, rburst), 256},
      {"max_write_burst_length", offsetof(MaxiReq, wburst), 256},
      {"num_read_outstanding", offsetof(MaxiReq, rout), 32},
      {"num_write_outstanding", offsetof(MaxiReq, wout), 32},
  };
  *slot = NULL;
  for (size_t k = 0; k < ARRAY_LEN(opts); k++) {
    if (!dir_is_key(o, opts[k].key)) continue;
    uint64_t v;
    if (!dir_number(d, p, o, 1, &v)) return false;
    if (v > opts[k].most) {
      diag_error(d->loc, "'#pragma HLS %s %s=%s': at most %llu (%s)", p->name,
                 o->key, o->val, (unsigned long long)opts[k].most,
                 opts[k].most == 256 ? "an AXI4 INCR burst has 1 to 256 beats"
                                     : "bursts in flight per direction");
      return false;
    }
    *slot = (uint16_t *)((char *)r + opts[k].off);
    **slot = (uint16_t)v;
    return true;
  }
  return true;
}

/* `#pragma HLS INTERFACE m_axi port=NAME [max_widen_bitwidth=W]
 * [max_read_burst_length=L] [max_write_burst_length=L]
 * [num_read_outstanding=N] [num_write_outstanding=N]` in the top: NAME is
 * an AXI4 master (rtl/maxi.h; the name is checked there); other options
 * (offset, bundle, depth, ...) are ignored with a warning. */
static bool maxi_pragma(Imp *im, const Directive *d, const Parsed *p,
                        bool *ok) {
  MaxiReq r = {.loc = d->loc};
  for (unsigned i = 0; i < p->nopts; i++) {
    const Opt *o = &p->opts[i];
    uint64_t w;
    uint16_t *slot;
    if (!maxi_burst_option(d, p, o, &r, &slot))
      return (*ok = false), true;
    if (slot) continue;
    if (dir_is_key(o, "port")) r.port = o->val; /* copied below */
    else if (dir_is_key(o, "max_widen_bitwidth")) {
      if (!dir_number(d, p, o, 1, &w)) return (*ok = false), true;
      r.width = w > 4096 ? 4096 : (uint32_t)w;
    } else if (!dir_is_key(o, "mode") && strcasecmp(o->key, "m_axi"))
      dir_ignored_option(d, p, o, "an AXI4 master has 64-bit addresses, "
                         "a base address input and one bundle per array");
  }
  if (!r.port || !r.port[0]) {
    diag_error(d->loc, "'#pragma HLS INTERFACE m_axi' needs port=NAME (an "
               "array parameter of the top)");
    return (*ok = false), true;
  }
  if (!im->top_fn || !dir_in_function(im, im->top_fn, d->loc)) {
    diag_warning(d->loc, "'#pragma HLS INTERFACE m_axi' ignored: only the "
                 "top function's parameters can be AXI4 masters");
    return true;
  }
  if (im->nmaxi == ARRAY_LEN(im->maxi)) {
    diag_error(d->loc, "too many '#pragma HLS INTERFACE m_axi' lines (at "
               "most %zu)", ARRAY_LEN(im->maxi));
    return (*ok = false), true;
  }
  r.port = xstrdup(r.port); /* freed by the frontend (frontend.c) */
  im->maxi[im->nmaxi++] = r;
  return true;
}

/* `#pragma HLS INTERFACE`: mode s_axilite (`INTERFACE s_axilite port=...`
 * or `mode=s_axilite`) in the top puts its control behind an AXI4-Lite
 * slave (every scalar argument and the return value go with it, whatever
 * port= names); m_axi: maxi_pragma above; any
 * other mode is ignored with a warning (false: not an INTERFACE line this
 * handles, *ok: the result). */
static bool interface(Imp *im, const Directive *d, const Parsed *p,
                      bool *ok) {
  const char *mode = "";
  for (unsigned i = 0; i < p->nopts; i++) {
    const Opt *o = &p->opts[i];
    if (dir_is_key(o, "mode")) mode = o->val;
    else if (!o->val[0] && !mode[0]) mode = o->key;
  }
  *ok = true;
  if (!strcasecmp(mode, "m_axi")) return maxi_pragma(im, d, p, ok);
  if (strcasecmp(mode, "s_axilite")) return false;
  if (im->top_fn && dir_in_function(im, im->top_fn, d->loc)) {
    im->axilite = true;
    return true;
  }
  diag_warning(d->loc, "'#pragma HLS INTERFACE s_axilite' ignored: only "
               "the top function's control can be an AXI4-Lite slave (put "
               "it in the top, or use --interface s_axilite)");
  return true;
}

/* `#pragma HLS ALLOCATION operation instances=KIND limit=N` (Vitis's
 * form; `type=operation` too) in the top: at most N multipliers (KIND mul)
 * or dividers (KIND div, udiv, sdiv, rem, urem, srem: hlsc's dividers
 * give quotient and remainder) in the top's FSM states, as --units
 * mul=N / div=N (which overrides it). Two lines for one class: the
 * smaller limit. Other kinds, `function` allocations and the pragma
 * outside the top are ignored with a warning. */
static bool allocation(Imp *im, const Directive *d, const Parsed *p) {
  const char *kind = NULL, *type = NULL;
  uint64_t limit = 0;
  bool has_limit = false;
  for (unsigned i = 0; i < p->nopts; i++) {
    const Opt *o = &p->opts[i];
    if (dir_is_key(o, "instances")) kind = o->val;
    else if (dir_is_key(o, "limit")) {
      if (!dir_number(d, p, o, 1, &limit)) return false;
      has_limit = true;
    } else if (dir_is_key(o, "type")) type = o->val;
    else if (!o->val[0] && (dir_is_key(o, "operation") ||
                            dir_is_key(o, "function") || dir_is_key(o, "core")))
      type = o->key;
    else
      dir_ignored_option(d, p, o, "an ALLOCATION line sets the number of "
                         "units of one operation");
  }
  if (type && strcasecmp(type, "operation")) {
    diag_warning(d->loc, "'#pragma HLS ALLOCATION %s' ignored: hlsc inlines "
                 "every function and limits only operations (multipliers "
                 "and dividers)", type);
    return true;
  }
  if (!kind || !kind[0] || !has_limit) {
    diag_error(d->loc, "'#pragma HLS ALLOCATION' needs instances=KIND and "
               "limit=N (KIND mul or div)");
    return false;
  }
  static const char *const divs[] = {"div", "udiv", "sdiv",
                                     "rem", "urem", "srem"};
  uint32_t *slot = !strcasecmp(kind, "mul") ? &im->alloc_mul : NULL;
  for (size_t i = 0; i < ARRAY_LEN(divs) && !slot; i++)
    if (!strcasecmp(kind, divs[i])) slot = &im->alloc_div;
  if (!slot) {
    diag_warning(d->loc, "'#pragma HLS ALLOCATION' of '%s' ignored: hlsc "
                 "shares multipliers (mul) and dividers (div) only; every "
                 "other operation has its own logic", kind);
    return true;
  }
  if (!im->top_fn || !dir_in_function(im, im->top_fn, d->loc)) {
    diag_warning(d->loc, "'#pragma HLS ALLOCATION' ignored: it limits the "
                 "units of the top function (put it there, or use --units)");
    return true;
  }
  uint32_t n = limit > UINT32_MAX ? UINT32_MAX : (uint32_t)limit;
  if (!*slot || n < *slot) *slot = n;
  return true;
}

/* Inside the line range of a dataflow region's function. */
static bool in_region(const FeRegion *r, SrcLoc at) {
  return fe_same_file(at.file, r->loc.file) &&
         at.line >= r->loc.line && at.line <= r->end_line;
}

bool directive_stream_depths(Imp *im, FeRegion *r) {
  if (!im->pr) return true;
  for (size_t i = 0; i < im->pr->dirs.len; i++) {
    const Directive *d = &im->pr->dirs.data[i];
    Parsed p;
    dir_parse(d->text, &p);
    if (strcmp(p.name, "STREAM") || !in_region(r, d->loc)) continue;
    const char *var = NULL;
    uint64_t depth = 0;
    bool have_depth = false;
    for (unsigned k = 0; k < p.nopts; k++) {
      const Opt *o = &p.opts[k];
      if (dir_is_key(o, "variable")) var = o->val;
      else if (dir_is_key(o, "depth")) {
        if (!dir_number(d, &p, o, 0, &depth)) return false;
        have_depth = true;
      } else dir_ignored_option(d, &p, o, "hlsc reads variable and depth");
    }
    FeChan *c = NULL;
    for (size_t k = 0; var && k < r->chans.len; k++)
      if (!strcmp(r->chans.data[k].name, var)) c = &r->chans.data[k];
    if (!c) {
      diag_error(d->loc, "'#pragma HLS STREAM' names %s%s%s, which is not "
                 "a static local stream of dataflow region '%s' that a "
                 "process uses", var ? "'" : "no variable", var ? var : "",
                 var ? "'" : "", r->name);
      return false;
    }
    if (!have_depth || depth > 65536) {
      diag_error(d->loc, "'#pragma HLS STREAM variable=%s' needs depth=N "
                 "with 0 <= N <= 65536 (0: a direct wire)", var);
      return false;
    }
    c->depth = (uint32_t)depth;
    c->depth_set = true;
  }
  return true;
}

static bool apply_one(Imp *im, const Directive *d, Loop *loops, size_t n) {
  Parsed p;
  dir_parse(d->text, &p);
  /* a region's own directives: read by directive_stream_depths, or what
   * a region is anyway */
  if ((!strcmp(p.name, "STREAM") || !strcmp(p.name, "DATAFLOW")) &&
      in_region_function(im, d->loc))
    return true;
  bool ok;
  if (!strcmp(p.name, "INTERFACE") && interface(im, d, &p, &ok)) return ok;
  Loop *L = loop_around(loops, n, d->loc);
  if (!strcmp(p.name, "PIPELINE")) return pipeline(im, d, &p, L);
  if (!strcmp(p.name, "UNROLL")) return unroll(im, d, &p, L);
  if (!strcmp(p.name, "LOOP_TRIPCOUNT")) return tripcount(im, d, &p, L);
  if (!strcmp(p.name, "SPECULATE")) return speculate(im, d, &p, L);
  if (!strcmp(p.name, "ARRAY_PARTITION")) return directive_partition(im, d, &p);
  if (!strcmp(p.name, "ALLOCATION")) return allocation(im, d, &p);
  if (!strcmp(p.name, "INLINE")) {
    for (unsigned i = 0; i < p.nopts; i++)
      if (dir_is_key(&p.opts[i], "off") && off_value(&p.opts[i]))
        diag_warning(d->loc, "'#pragma HLS INLINE off' ignored: hlsc inlines "
                     "every function (processes come with dataflow regions)");
    return true; /* INLINE (on, recursive) is what hlsc does anyway */
  }
  diag_warning(d->loc, "'#pragma HLS %s' ignored: %s", p.name[0] ? p.name : "",
               instead(p.name));
  return true;
}

bool directive_apply(Imp *im) {
  if (!im->pr || !im->pr->dirs.len) return true;
  Loops loops = {0};
  collect_loops(im, &loops);
  bool ok = true;
  for (size_t i = 0; i < im->pr->dirs.len; i++)
    ok = apply_one(im, &im->pr->dirs.data[i], loops.data, loops.len) && ok;
  if (ok) unroll_inside_pipelined(im, loops.data, loops.len);
  vec_free(&loops);
  return ok;
}
