/* arrayparam.c - `T a[N]` parameters of the top get the size they declare,
 * exactly as `T a[static N]` would.
 *
 * Why a second look at the source: C adjusts an array parameter to a
 * pointer, and clang's IR and even its debug info only keep `T *`; only
 * `[static N]` leaves a trace (dereferenceable). clang's declaration
 * printer (-ast-print) writes the parameter as declared, with its sizes
 * evaluated (`int a[2*N]` prints as `int a[8]`). The outer size N comes
 * from there, the size of one element (`T`, itself perhaps an array) from
 * the debug info of the top's type (DISubroutineType: return type, then
 * the parameters in C order), and the top's parameter gets
 * dereferenceable(N * sizeof(T)), which the rest of hlsc reads as it does
 * for `[static N]`. A parameter declared `T a[]` or `T *p` keeps no size.
 * Every pointer parameter also gets the alignment of its C element type
 * (param_aligns). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "dinfo.h"
#include "frontend.h"
#include "internal.h"

typedef struct Decl {
  char *name;     /* the parameter's name */
  uint64_t outer; /* N of `T name[N]`; 0: none */
} Decl;

typedef VEC(Decl) Decls;

/* The size of the first [...] group after the name: the last number in it
 * (after `static`, `const` ...); 0 when there is none. */
static void parse_param(const char *s, size_t n, Decl *d) {
  const char *br = memchr(s, '[', n);
  const char *end = br ? br : s + n;
  while (end > s && (end[-1] == ' ' || end[-1] == ')')) end--;
  const char *b = end;
  while (b > s && (b[-1] == '_' || (b[-1] >= 'a' && b[-1] <= 'z') ||
                   (b[-1] >= 'A' && b[-1] <= 'Z') ||
                   (b[-1] >= '0' && b[-1] <= '9') || (signed char)b[-1] < 0))
    b--;
  d->name = xmalloc((size_t)(end - b) + 1);
  memcpy(d->name, b, (size_t)(end - b));
  d->name[end - b] = 0;
  d->outer = 0;
  if (!br) return;
  const char *close = memchr(br, ']', (size_t)(s + n - br));
  for (const char *p = br + 1; close && p < close; p++)
    if (*p >= '0' && *p <= '9' && (p[-1] == '[' || p[-1] == ' ')) {
      char *e;
      unsigned long long v = strtoull(p, &e, 0);
      if (e == close || *e == 'U' || *e == 'u' || *e == 'L' || *e == 'l')
        d->outer = v;
    }
}

/* The parameters of `TOP(...)` on the line after "Printing TOP:". */
static void parse_print(const char *text, const char *top, Decls *out) {
  char head[300];
  snprintf(head, sizeof head, "Printing %s:\n", top);
  const char *p = strstr(text, head);
  if (!p) return;
  p += strlen(head);
  const char *nl = strchr(p, '\n');
  size_t tl = strlen(top);
  const char *open = NULL;
  for (const char *q = p; q && (!nl || q < nl); q = strstr(q + 1, top))
    if (q[tl] == '(' && (q == p || q[-1] == ' ' || q[-1] == '*')) {
      open = q + tl;
      break;
    }
  if (!open) return;
  int depth = 0;
  const char *start = open + 1;
  for (const char *q = open; *q && *q != '\n'; q++) {
    if (*q == '(' || *q == '[') depth++;
    if ((*q == ')' || *q == ']') && --depth == 0 && *q == ')') {
      if (q > start) vec_push(out, ((Decl){0}));
      if (q > start) parse_param(start, (size_t)(q - start), &out->data[out->len - 1]);
      return;
    }
    if (*q == ',' && depth == 1) {
      vec_push(out, ((Decl){0}));
      parse_param(start, (size_t)(q - start), &out->data[out->len - 1]);
      start = q + 2;
    }
  }
}

/* Runs clang -ast-print on the top only; its declaration text (or NULL). */
static char *print_top(const FrontendOptions *opt, const char *dir) {
  char filter[300];
  snprintf(filter, sizeof filter, "-ast-dump-filter=%s", opt->top);
  const char *mode[] = {"-fsyntax-only", "-Xclang", "-ast-print", "-Xclang",
                        filter};
  const char **argv = fe_clang_argv(opt, mode, ARRAY_LEN(mode));
  if (!argv) return NULL;
  size_t n = strlen(dir) + 16;
  char *out = xmalloc(n);
  snprintf(out, n, "%s/print.txt", dir);
  char *err = xmalloc(n);
  snprintf(err, n, "%s/print.err", dir);
  int st = run_command((char *const *)argv, out, err, 0);
  free(argv);
  char *text = st == 0 ? read_file(out, NULL) : NULL;
  free(out);
  free(err);
  return text;
}

/* The size in bytes of what C parameter k of fn points to (0: unknown;
 * typedefs and qualifiers have no size of their own). */
static uint64_t pointee_bytes(LLVMContextRef ctx, LLVMValueRef fn, size_t k) {
  LLVMMetadataRef pt = di_op(ctx, di_signature(ctx, fn), (unsigned)k + 1);
  if (!pt || LLVMGetMetadataKind(pt) != LLVMDIDerivedTypeMetadataKind)
    return 0;
  LLVMMetadataRef t = di_strip(ctx, di_op(ctx, pt, 3));
  return t ? LLVMDITypeGetSizeInBits(t) / 8 : 0;
}

bool fe_di_bitint(LLVMContextRef ctx, LLVMValueRef fn, unsigned k,
                  bool *sign) {
  LLVMMetadataRef t = di_strip(ctx, di_op(ctx, di_signature(ctx, fn), k));
  if (!t || LLVMGetMetadataKind(t) != LLVMDIBasicTypeMetadataKind)
    return false;
  size_t n = 0;
  const char *name = LLVMDITypeGetName(t, &n);
  *sign = n == 7 && !strncmp(name, "_BitInt", 7);
  return *sign || (n == 16 && !strncmp(name, "unsigned _BitInt", 16));
}

/* The alignment C promises for what C parameter k of fn points to: that
 * of its scalar element type (an array's, through its dimensions); 0 when
 * unknown (a struct, a union, no debug info). */
static uint32_t pointee_align(LLVMContextRef ctx, LLVMValueRef fn, size_t k) {
  LLVMMetadataRef pt = di_strip(ctx, di_op(ctx, di_signature(ctx, fn),
                                           (unsigned)k + 1));
  if (!pt || di_tag(pt) != DI_TAG_POINTER) return 0;
  LLVMMetadataRef t = di_strip(ctx, di_op(ctx, pt, 3));
  for (int guard = 0; t && di_tag(t) == DI_TAG_ARRAY && guard < 64; guard++)
    t = di_strip(ctx, di_op(ctx, t, 3));
  if (!t) return 0;
  LLVMMetadataKind mk = LLVMGetMetadataKind(t);
  unsigned tag = di_tag(t);
  if (mk != LLVMDIBasicTypeMetadataKind && tag != DI_TAG_POINTER &&
      tag != DI_TAG_ENUM)
    return 0;
  uint32_t a = LLVMDITypeGetAlignInBits(t) / 8;
  uint64_t bytes = LLVMDITypeGetSizeInBits(t) / 8;
  if (!a && bytes) a = (uint32_t)(bytes & (~bytes + 1));
  return a > 16 ? 16 : a;
}

/* Pointer parameters of the top get align(A), A the alignment of their C
 * element type (C makes a misaligned `T *` undefined, and clang does not
 * say it): an `int a[N]` is then a memory of 32-bit words however LLVM
 * computes its addresses. The C parameters are the LLVM ones, in order,
 * when their numbers agree (no struct passed or returned by value). */
static void param_aligns(LLVMContextRef ctx, LLVMValueRef fn) {
  unsigned n = LLVMCountParams(fn);
  if (di_count(ctx, di_signature(ctx, fn)) != n + 1 ||
      di_returns_record(ctx, fn))
    return;
  unsigned ka = LLVMGetEnumAttributeKindForName("align", 5);
  for (unsigned i = 0; i < n; i++) {
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, i))) !=
            LLVMPointerTypeKind ||
        LLVMGetEnumAttributeAtIndex(fn, i + 1, ka))
      continue;
    uint32_t a = pointee_align(ctx, fn, i);
    if (a > 1)
      LLVMAddAttributeAtIndex(fn, i + 1, LLVMCreateEnumAttribute(ctx, ka, a));
  }
}

void arrayparam_sizes(const FrontendOptions *opt, const char *dir,
                      LLVMContextRef ctx, LLVMModuleRef mod) {
  LLVMValueRef fn = LLVMGetNamedFunction(mod, opt->top);
  if (!fn || LLVMIsDeclaration(fn)) return;
  param_aligns(ctx, fn);
  unsigned kd = LLVMGetEnumAttributeKindForName("dereferenceable", 15);
  bool unsized = false;
  for (unsigned i = 0; i < LLVMCountParams(fn); i++)
    unsized |= LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, i))) ==
                   LLVMPointerTypeKind &&
               !LLVMGetEnumAttributeAtIndex(fn, i + 1, kd);
  if (!unsized) return; /* no second clang run */
  char *text = print_top(opt, dir);
  if (!text) return; /* the compile itself reports what is wrong */
  Decls d = {0};
  parse_print(text, opt->top, &d);
  free(text);
  for (unsigned i = 0; i < LLVMCountParams(fn); i++) {
    LLVMValueRef p = LLVMGetParam(fn, i);
    if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind ||
        LLVMGetEnumAttributeAtIndex(fn, i + 1, kd))
      continue;
    for (size_t k = 0; k < d.len; k++) {
      if (strcmp(d.data[k].name, fe_name(p)) || !d.data[k].outer) continue;
      uint64_t b = pointee_bytes(ctx, fn, k);
      if (b)
        LLVMAddAttributeAtIndex(fn, i + 1,
                                LLVMCreateEnumAttribute(ctx, kd,
                                                        b * d.data[k].outer));
      break;
    }
  }
  for (size_t k = 0; k < d.len; k++) free(d.data[k].name);
  vec_free(&d);
}
