/* frontend.c - C to HLS IR: runs clang 19, prepares the module for
 * hardware, runs the LLVM pass pipeline through the LLVM-C API, then hands
 * the optimized top to the importer.
 *
 * Why these clang flags: -O2 with -disable-llvm-passes gives unoptimized IR
 * without `optnone` (so our own pipeline may optimize it); -g gives every
 * instruction the user's line and column for diagnostics; -fno-builtin keeps
 * LLVM from inventing library calls (variable-length memset/memcpy from
 * loop idioms) that hardware cannot have.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/DebugInfo.h>
#include <llvm-c/Support.h>

#include "frontend.h"
#include "clangcc.h"
#include "dinfo.h"
#include "internal.h"

/* Strings that SrcLocs point at (file names of headers). They live as long
 * as the process: diagnostics and IR positions refer to them. */
static Arena fe_strings;

const char *fe_name(LLVMValueRef v) {
  size_t n = 0;
  const char *s = LLVMGetValueName2(v, &n);
  return s ? s : "";
}

static bool has_debug_loc(LLVMValueRef v) {
  return LLVMIsAInstruction(v) || LLVMIsAGlobalVariable(v) ||
         LLVMIsAFunction(v);
}

SrcLoc fe_loc(Imp *im, LLVMValueRef v) {
  SrcLoc l = {im->input, 0, 0};
  if (!v || !has_debug_loc(v)) return l;
  if (LLVMIsAInstruction(v) && !LLVMInstructionGetDebugLoc(v)) {
    /* No position of its own (a PHI, a branch LLVM made): use the
     * function's, so the user still learns where to look. */
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
    LLVMValueRef fn = bb ? LLVMGetBasicBlockParent(bb) : NULL;
    return fn ? fe_loc(im, fn) : l;
  }
  unsigned len = 0;
  const char *file = LLVMGetDebugLocFilename(v, &len);
  l.line = LLVMGetDebugLocLine(v);
  if (LLVMIsAInstruction(v)) l.col = LLVMGetDebugLocColumn(v);
  if (file && len) l.file = fe_file(im, file, len);
  return l;
}

/* An instruction with a source line of its own (LLVM gives line 0 to one
 * it merged from two lines, e.g. the stores of both sides of an `if`). */
static bool has_line(LLVMValueRef i) {
  return LLVMInstructionGetDebugLoc(i) && LLVMGetDebugLocLine(i) != 0;
}

static bool before(SrcLoc a, SrcLoc b) {
  return a.line < b.line || (a.line == b.line && a.col < b.col);
}

SrcLoc fe_diag_loc(Imp *im, LLVMValueRef v) {
  if (!v || !LLVMIsAInstruction(v) || has_line(v)) return fe_loc(im, v);
  /* clang's unlocated copy of a parameter into its variable: the
   * variable's position */
  if (LLVMIsAStoreInst(v) && LLVMIsAAllocaInst(LLVMGetOperand(v, 1)))
    v = LLVMGetOperand(v, 1);
  /* A variable clang allocates in the entry block has no position: its
   * first located use is where the user meets it. */
  if (LLVMIsAAllocaInst(v) && !has_line(v)) {
    SrcLoc best = {0};
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef user = LLVMGetUser(u);
      if (!LLVMIsAInstruction(user) || !has_line(user)) continue;
      SrcLoc l = fe_loc(im, user);
      if (!best.line || before(l, best)) best = l;
    }
    if (best.line) return best;
  } else {
    /* the nearest located instruction of the block: before it, else after */
    for (LLVMValueRef p = LLVMGetPreviousInstruction(v); p;
         p = LLVMGetPreviousInstruction(p))
      if (has_line(p)) return fe_loc(im, p);
    for (LLVMValueRef n = LLVMGetNextInstruction(v); n;
         n = LLVMGetNextInstruction(n))
      if (has_line(n)) return fe_loc(im, n);
  }
  LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
  LLVMValueRef fn = bb ? LLVMGetBasicBlockParent(bb) : NULL;
  return fn ? fe_loc(im, fn) : (SrcLoc){im->input, 0, 0};
}

/* path made absolute against the working directory (malloc'ed), or NULL */
static char *absolute(const char *path) {
  if (path[0] == '/') return xstrdup(path);
  char *cwd = getcwd(NULL, 0);
  if (!cwd) return NULL;
  size_t n = strlen(cwd) + strlen(path) + 2;
  char *s = xmalloc(n);
  snprintf(s, n, "%s/%s", cwd, path);
  free(cwd);
  return s;
}

bool fe_same_file(const char *a, const char *b) {
  if (!a || !b) return false;
  if (!strcmp(a, b)) return true;
  if ((a[0] == '/') == (b[0] == '/')) return false;
  char *x = absolute(a), *y = absolute(b);
  bool same = x && y && !strcmp(x, y);
  free(x), free(y);
  return same;
}

const char *fe_file(Imp *im, const char *file, unsigned len) {
  if (strlen(im->input) == len && strncmp(file, im->input, len) == 0)
    return im->input;
  /* the last name asked for and what it gave, for this input (every
   * instruction asks) */
  static const char *last_input, *last_in, *last_out;
  static unsigned last_len;
  if (last_input == im->input && last_len == len &&
      !memcmp(last_in, file, len))
    return last_out;
  char *s = arena_alloc(&fe_strings, len + 1);
  memcpy(s, file, len);
  s[len] = '\0';
  /* clang names a file under the working directory relative to it in its
   * debug information (`hlsc $PWD/x.c` gives "x.c"): the input as the
   * user wrote it, as the preprocessed text's markers (pragma.c) have it */
  last_input = im->input, last_in = s, last_len = len;
  last_out = fe_same_file(s, im->input) ? im->input : s;
  return last_out;
}

bool fe_is_intrinsic(LLVMValueRef callee) {
  return callee && LLVMIsAFunction(callee) && LLVMGetIntrinsicID(callee) != 0;
}

const char *fe_const_string(LLVMValueRef ptr, size_t *len_out) {
  if (!ptr || !LLVMIsAGlobalVariable(ptr) || !LLVMIsGlobalConstant(ptr))
    return NULL;
  LLVMValueRef init = LLVMGetInitializer(ptr);
  if (!init || !LLVMIsAConstantDataSequential(init) ||
      !LLVMIsConstantString(init))
    return NULL;
  size_t len = 0;
  const char *s = LLVMGetAsString(init, &len);
  if (!s) return NULL;
  /* A C literal ends in its NUL; the text stops at the first NUL. */
  len = strnlen(s, len);
  if (len_out) *len_out = len;
  return s;
}

/* Passes clang's diagnostics on as clang printed them, except that a
 * "fatal error" (an include file not found, brackets nested too deep) is
 * an "error" like every other rejected input. */
static void pass_diagnostics(const char *path) {
  size_t len = 0;
  char *text = read_file(path, &len);
  if (!text) return;
  static const char fatal[] = "fatal error: ";
  for (char *line = text; line < text + len;) {
    char *end = memchr(line, '\n', (size_t)(text + len - line));
    size_t n = end ? (size_t)(end - line) + 1 : (size_t)(text + len - line);
    char *f = memmem(line, n, fatal, sizeof fatal - 1);
    /* only the kind of a diagnostic: after "file:line:col: " or "clang: ",
     * perhaps with a colour escape between */
    char *k = f;
    while (k && k > line && k[-1] == 'm') {
      char *esc = k - 1;
      while (esc > line && *esc != '\033') esc--;
      if (*esc != '\033') break;
      k = esc;
    }
    if (f && k - line >= 2 && k[-2] == ':' && k[-1] == ' ') {
      fwrite(line, 1, (size_t)(f - line), stderr);
      fwrite(f + 6, 1, n - (size_t)(f + 6 - line), stderr);
    } else {
      fwrite(line, 1, n, stderr);
    }
    line += n;
  }
  free(text);
}

/* Runs clang on the input: with `preprocess`, only its preprocessor (-E,
 * quietly: the compilation repeats its warnings) as a separate program
 * writing `out`; otherwise its compilation inside hlsc (clangcc.h), the
 * module built in ctx (*mod). Its diagnostics reach the user through
 * pass_diagnostics. */
static bool run_clang(const FrontendOptions *opt, const char *out,
                      bool preprocess, LLVMContextRef ctx,
                      LLVMModuleRef *mod) {
  const char *mode[16];
  size_t nm = 0;
  static const char *const compile[] = {
      "-c", "-g", "-O2", "-Xclang", "-disable-llvm-passes",
      "-fno-builtin", "-fno-discard-value-names"};
  for (size_t i = 0; i < ARRAY_LEN(compile) && !preprocess; i++)
    mode[nm++] = compile[i];
  if (preprocess) mode[nm++] = "-E", mode[nm++] = "-w";
  /* clang's stderr is a file: colours only when hlsc's is a terminal */
  if (isatty(STDERR_FILENO)) mode[nm++] = "-fcolor-diagnostics";
  mode[nm++] = "-o";
  mode[nm++] = out;
  const char **argv = fe_clang_argv(opt, mode, nm);
  if (!argv) return false;
  size_t n = strlen(out) + 5;
  char *err = xmalloc(n);
  snprintf(err, n, "%s.err", out);
  int st;
  if (preprocess) {
    st = run_command((char *const *)argv, NULL, err, 0);
    if (st == -1) diag_error((SrcLoc){0}, "cannot run %s", argv[0]);
  } else {
    /* argv[0] is where clang's resource directory is looked for: the
     * program itself, not a link to it */
    char *real = realpath(argv[0], NULL);
    if (real) argv[0] = real;
    st = fe_clang_in_process(ctx, argv, err, exit_free_needed(), mod);
    if (st == -1) diag_error((SrcLoc){0}, "cannot write '%s'", err);
    free(real);
  }
  pass_diagnostics(err);
  free(err);
  if (st == -2)
    diag_error((SrcLoc){0}, "internal compiler error: clang crashed on "
               "this input");
  free(argv);
  return st == 0;
}

const char **fe_clang_argv(const FrontendOptions *opt,
                           const char *const *mode, size_t nmode) {
  static const char *const names[] = {"clang-19", NULL};
  const char *clang = find_program(names);
  if (!clang) {
    diag_error((SrcLoc){0}, "clang-19 not found (run scripts/setup.sh)");
    return NULL;
  }
  VEC(const char *) argv = {0};
  vec_push(&argv, clang);
  for (size_t i = 0; i < nmode; i++) vec_push(&argv, mode[i]);
  vec_push(&argv, "-std=gnu17");
  vec_push(&argv, "-D__HLSC__=1");
  const char *inc = hlsc_include_dir();
  if (inc) {
    vec_push(&argv, "-isystem");
    vec_push(&argv, inc);
  }
  for (size_t i = 0; i < opt->ncflags; i++) vec_push(&argv, opt->cflags[i]);
  vec_push(&argv, opt->input);
  vec_push(&argv, NULL);
  return argv.data;
}

/* A _BitInt(N) return is widened by clang (a _BitInt(33) comes back as an
 * i64): the C width is the one the top extends from before returning. */
static uint16_t c_return_width(Imp *im, LLVMValueRef top) {
  bool sg;
  bool bitint = fe_di_bitint(im->ctx, top, 0, &sg);
  unsigned w = int_width(LLVMGetReturnType(LLVMGlobalGetValueType(top)));
  unsigned found = 0;
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(top); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (!t || LLVMGetInstructionOpcode(t) != LLVMRet ||
        LLVMGetNumOperands(t) != 1)
      continue;
    LLVMValueRef v = LLVMGetOperand(t, 0);
    unsigned n = 0;
    if (LLVMIsAZExtInst(v) || LLVMIsASExtInst(v))
      n = int_width(LLVMTypeOf(LLVMGetOperand(v, 0)));
    if (!n || n >= w || (!bitint && (n == 1 || n % 8 == 0))) return 0;
    if (found && found != n) return 0;
    found = n;
  }
  return (uint16_t)found;
}

/* A _BitInt(N) parameter passed as a wider integer: clang stores it to a
 * slot and truncates what it loads from there to iN. */
static void c_param_widths(Imp *im, LLVMValueRef top) {
  unsigned n = LLVMCountParams(top);
  for (unsigned i = 0; i < n && i < 64; i++) {
    LLVMValueRef p = LLVMGetParam(top, i);
    unsigned w = int_width(LLVMTypeOf(p)), found = 0;
    bool sign = false;
    if (!w || !im->p_di[i] || !fe_di_bitint(im->ctx, top, im->p_di[i], &sign))
      continue;
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
      LLVMValueRef st = LLVMGetUser(u);
      if (!LLVMIsAStoreInst(st) || LLVMGetOperand(st, 0) != p) continue;
      LLVMValueRef slot = LLVMGetOperand(st, 1);
      for (LLVMUseRef v = LLVMGetFirstUse(slot); v; v = LLVMGetNextUse(v)) {
        LLVMValueRef ld = LLVMGetUser(v);
        if (!LLVMIsALoadInst(ld)) continue;
        for (LLVMUseRef x = LLVMGetFirstUse(ld); x; x = LLVMGetNextUse(x))
          if (LLVMIsATruncInst(LLVMGetUser(x)))
            found = int_width(LLVMTypeOf(LLVMGetUser(x)));
      }
    }
    if (found && found < w) {
      im->p_c_width[i] = (uint16_t)found;
      im->p_sign[i] = sign;
    }
  }
}

/* Every callee is inlined into the top; every global is private to the
 * design, so LLVM may optimize it as a closed world. */
static void prepare_module(LLVMContextRef ctx, LLVMModuleRef mod,
                           LLVMValueRef top) {
  unsigned ai = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  unsigned ni = LLVMGetEnumAttributeKindForName("noinline", 8);
  unsigned on = LLVMGetEnumAttributeKindForName("optnone", 7);
  for (LLVMValueRef f = LLVMGetFirstFunction(mod); f;
       f = LLVMGetNextFunction(f)) {
    if (LLVMIsDeclaration(f)) continue;
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, ni);
    LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, on);
    if (f == top) {
      LLVMSetLinkage(f, LLVMExternalLinkage);
      continue;
    }
    LLVMSetLinkage(f, LLVMInternalLinkage);
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(ctx, ai, 0));
  }
  for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g; g = LLVMGetNextGlobal(g))
    if (!LLVMIsDeclaration(g)) LLVMSetLinkage(g, LLVMInternalLinkage);
}

static LLVMValueRef find_top(Imp *im, const char *top) {
  LLVMValueRef fn = LLVMGetNamedFunction(im->mod, top);
  if (!fn || LLVMIsDeclaration(fn)) {
    diag_error((SrcLoc){im->input, 1, 1}, "no function named '%s' in %s",
               top, im->input);
    return NULL;
  }
  return fn;
}

static Func *compile_module(Imp *im, const char *top, Sbuf *llvm_text_out,
                            FeSeconds *sec) {
  LLVMValueRef fn = find_top(im, top);
  if (!fn) return NULL;
  im->top_fn = fn;
  if (!directive_apply(im)) return NULL;
  libc_define(im->mod);
  exit_mark_noreturn(im->mod);
  wide_streams(im->mod);
  wide_split(im->mod);
  fn = structparam_rewrite(im, fn);
  if (!fn || !check_module(im, fn) || !float_lower(im, fn)) return NULL;
  im->ret_c_width = c_return_width(im, fn);
  c_param_widths(im, fn);
  prepare_module(im->ctx, im->mod, fn);
  double t = monotonic_s();
  bool ok = fe_run_passes(im->mod, fn, sec);
  if (sec) sec->llvm_passes += monotonic_s() - t;
  if (!ok) return NULL;
  im->fn = LLVMGetNamedFunction(im->mod, top);
  if (im->fn) {
    unfold_pointer_phis(im->fn);
    overflow_lower(im->fn);
    if (!exit_lower(im)) return NULL;
    if (!float_lower_late(im)) return NULL;
  }
  if (llvm_text_out) {
    char *s = LLVMPrintModuleToString(im->mod);
    sb_puts(llvm_text_out, s);
    LLVMDisposeMessage(s);
  }
  if (!im->fn || !check_optimized(im)) return NULL;
  Func *f = import_top(im);
  if (f) {
    f->axilite = im->axilite;
    f->alloc_mul = im->alloc_mul;
    f->alloc_div = im->alloc_div;
  }
  if (f && im->nmaxi) {
    f->maxi_reqs = arena_alloc(&f->arena, im->nmaxi * sizeof *f->maxi_reqs);
    for (unsigned i = 0; i < im->nmaxi; i++) {
      f->maxi_reqs[i] = im->maxi[i];
      f->maxi_reqs[i].port = arena_strdup(&f->arena, im->maxi[i].port);
      /* the pragma's file name does not outlive the frontend */
      if (im->maxi[i].loc.file)
        f->maxi_reqs[i].loc.file =
            arena_strdup(&f->arena, im->maxi[i].loc.file);
      free((char *)im->maxi[i].port);
    }
    f->nmaxi_reqs = im->nmaxi;
  }
  return f;
}

static Func *compile(LLVMContextRef ctx, LLVMModuleRef mod, const char *input,
                     const char *top, Pragmas *pr, Sbuf *llvm_text_out,
                     FeSeconds *sec) {
  Imp im = {0};
  im.ctx = ctx;
  im.input = input;
  im.mod = mod;
  im.pr = pr;
  Func *f = compile_module(&im, top, llvm_text_out, sec);
  if (im.td) LLVMDisposeTargetData(im.td);
  for (unsigned i = 0; i < im.np_names; i++) free(im.p_names[i]);
  free(im.p_names);
  ptrmap_free(&im.vmap);
  ptrmap_free(&im.bmap);
  ptrmap_free(&im.bexit);
  ptrmap_free(&im.omap);
  ptrmap_free(&im.prov);
  vec_free(&im.binds);
  vec_free(&im.objs);
  return f;
}

Func *frontend_module(LLVMContextRef ctx, LLVMModuleRef mod,
                      const char *input, const char *top,
                      Sbuf *llvm_text_out, FeSeconds *seconds) {
  return compile(ctx, mod, input, top, NULL, llvm_text_out, seconds);
}

/* clang's -E output of the input, scanned for what clang itself drops
 * (pragma.c); false after clang's or the scan's errors. */
static bool preprocess(const FrontendOptions *opt, const char *dir,
                       Pragmas *pr) {
  size_t n = strlen(dir) + 8;
  char *ifile = xmalloc(n);
  snprintf(ifile, n, "%s/in.i", dir);
  bool ok = run_clang(opt, ifile, true, NULL, NULL);
  char *text = ok ? read_file(ifile, NULL) : NULL;
  if (ok && !text) diag_error((SrcLoc){0}, "cannot read clang's output");
  ok = text && pragma_scan(pr, opt->input, text);
  free(text);
  free(ifile);
  return ok;
}

/* Whether the top is a dataflow region (then opt->region is filled): 1,
 * 0 not one (or nobody asked), -1 after a located error. */
static int find_region(const FrontendOptions *opt, LLVMContextRef ctx,
                       LLVMModuleRef mod, Pragmas *pr) {
  if (!opt->region) return 0;
  Imp im = {0};
  im.ctx = ctx;
  im.input = opt->input;
  im.mod = mod;
  im.pr = pr;
  LLVMValueRef fn = LLVMGetNamedFunction(mod, opt->top);
  if (!fn || LLVMIsDeclaration(fn)) return 0; /* compile() says so */
  int rc = fe_region_find(&im, fn, opt->region);
  if (rc == 1 && !directive_stream_depths(&im, opt->region)) rc = -1;
  opt->region->found = rc == 1;
  return rc;
}

Func *frontend_c(const FrontendOptions *opt, Sbuf *llvm_text_out) {
  char *dir = make_temp_dir("hlsc-fe");
  if (!dir) {
    diag_error((SrcLoc){0}, "cannot create a temporary directory");
    return NULL;
  }
  size_t n = strlen(dir) + 8;
  char *obj = xmalloc(n);
  snprintf(obj, n, "%s/in.o", dir);
  Func *f = NULL;
  Pragmas pr = {0};
  double t = monotonic_s();
  fe_llvm_options();
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = NULL;
  bool ok = preprocess(opt, dir, &pr) &&
            run_clang(opt, obj, false, ctx, &mod);
  if (opt->seconds) opt->seconds->clang += monotonic_s() - t;
  if (ok) {
    int region = mod ? find_region(opt, ctx, mod, &pr) : 0;
    if (mod && !region) {
      arrayparam_sizes(opt, dir, ctx, mod);
      f = compile(ctx, mod, opt->input, opt->top, &pr, llvm_text_out,
                  opt->seconds);
      if (exit_free_needed()) LLVMDisposeModule(mod);
    }
  }
  /* (a compile about to exit leaves them to the system: util.h) */
  if (exit_free_needed() || !mod) LLVMContextDispose(ctx);
  pragma_free(&pr);
  rm_rf(dir);
  free(dir);
  free(obj);
  return f;
}
