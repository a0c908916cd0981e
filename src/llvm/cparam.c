/* cparam.c - a function's C parameters against its LLVM arguments, and
 * the scalar fields of its struct parameters (cparam.h). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

#include "cparam.h"
#include "dinfo.h"

/* A heap string (freed by the caller). */
static char *xprintf(const char *fmt, ...) PRINTF_LIKE(1, 2);
static char *xprintf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  Sbuf b = {0};
  sb_vprintf(&b, fmt, ap);
  va_end(ap);
  char *r = xstrdup(sb_str(&b));
  sb_free(&b);
  return r;
}

/* The flattening of one struct parameter. */
typedef struct Flat {
  LLVMContextRef ctx;
  CParam *p;
  Sbuf *err;
} Flat;

static bool flat_fail(Flat *fx, const char *path, const char *what) {
  sb_printf(fx->err, "member '%s' of struct parameter '%s' %s", path,
            fx->p->name, what);
  return false;
}

static bool add_field(Flat *fx, const char *name, const char *path,
                      uint64_t bit, uint64_t bits, bool sg) {
  if (!bits) return true; /* a zero-width bit-field holds nothing */
  if (bits > 1024) /* IR_MAX_WIDTH */
    return flat_fail(fx, path, "is wider than 1024 bits");
  if (fx->p->fields.len >= CPARAM_MAX_FIELDS) {
    sb_printf(fx->err, "struct parameter '%s' has more than %d scalar "
                       "fields", fx->p->name, CPARAM_MAX_FIELDS);
    return false;
  }
  CField f = {xstrdup(name), (uint32_t)bit, (uint32_t)bits, sg};
  vec_push(&fx->p->fields, f);
  return true;
}

/* A basic type's field: _Bool is one bit; a float or double is a port of
 * its bits; other floating point (long double, complex) has no port. */
static bool basic_field(Flat *fx, LLVMMetadataRef t, const char *name,
                        const char *path, uint64_t bit, uint64_t bits) {
  size_t n = 0;
  const char *tn = LLVMDITypeGetName(t, &n);
  char buf[64];
  snprintf(buf, sizeof buf, "%.*s", (int)(n < 63 ? n : 63), tn ? tn : "");
  if (!strcmp(buf, "float") || !strcmp(buf, "double"))
    return add_field(fx, name, path, bit, bits, false);
  if (strstr(buf, "float") || strstr(buf, "double") ||
      strstr(buf, "complex"))
    return flat_fail(fx, path, "is floating point other than float or "
                               "double");
  bool is_bool = !strcmp(buf, "_Bool") || !strcmp(buf, "bool");
  if (is_bool && bits == 8) bits = 1;
  return add_field(fx, name, path, bit, bits,
                   !is_bool && !strstr(buf, "unsigned"));
}

static bool flatten(Flat *fx, LLVMMetadataRef t, const char *name,
                    const char *path, uint64_t bit, int depth);

static bool flatten_struct(Flat *fx, LLVMMetadataRef t, const char *name,
                           const char *path, uint64_t bit, int depth) {
  LLVMMetadataRef els = di_op(fx->ctx, t, 4);
  unsigned n = di_count(fx->ctx, els);
  for (unsigned i = 0; i < n; i++) {
    LLVMMetadataRef m = di_op(fx->ctx, els, i);
    if (!m || di_tag(m) != DI_TAG_MEMBER) continue; /* not a data member */
    size_t ml = 0;
    const char *mn = LLVMDITypeGetName(m, &ml);
    /* an anonymous struct or union member: its members are the outer's */
    char *sub = ml ? xprintf("%s_%.*s", name, (int)ml, mn)
                   : xstrdup(name);
    char *subp = ml ? xprintf("%s.%.*s", path, (int)ml, mn)
                    : xstrdup(path);
    uint64_t mbit = bit + LLVMDITypeGetOffsetInBits(m);
    bool ok;
    if (LLVMDITypeGetFlags(m) & LLVMDIFlagBitField) {
      LLVMMetadataRef bt = di_strip(fx->ctx, di_op(fx->ctx, m, 3));
      uint64_t bits = LLVMDITypeGetSizeInBits(m);
      size_t bl = 0;
      const char *bn = bt ? LLVMDITypeGetName(bt, &bl) : NULL;
      bool sg = bt && di_tag(bt) != DI_TAG_ENUM &&
                !(bn && memmem(bn, bl, "unsigned", 8)) &&
                !(bn && bl == 5 && !memcmp(bn, "_Bool", 5));
      ok = add_field(fx, sub, subp, mbit, bits, sg);
    } else {
      ok = flatten(fx, di_op(fx->ctx, m, 3), sub, subp, mbit, depth + 1);
    }
    free(sub);
    free(subp);
    if (!ok) return false;
  }
  return true;
}

static bool flatten(Flat *fx, LLVMMetadataRef t, const char *name,
                    const char *path, uint64_t bit, int depth) {
  t = di_strip(fx->ctx, t);
  if (!t || depth > 32) return flat_fail(fx, path, "has a type hlsc cannot "
                                                   "see");
  uint64_t bits = LLVMDITypeGetSizeInBits(t);
  switch (di_tag(t)) {
  case 0:
    return basic_field(fx, t, name, path, bit, bits);
  case DI_TAG_ENUM:
    return add_field(fx, name, path, bit, bits, false);
  case DI_TAG_STRUCT:
    return flatten_struct(fx, t, name, path, bit, depth);
  case DI_TAG_UNION:
    return flat_fail(fx, path, "is a union (a struct parameter's members "
                               "must be integers, structs or arrays)");
  case DI_TAG_POINTER:
    return flat_fail(fx, path, "is a pointer (a struct parameter's "
                               "members must be integers, structs or "
                               "arrays)");
  case DI_TAG_ARRAY: {
    LLVMMetadataRef et = di_strip(fx->ctx, di_op(fx->ctx, t, 3));
    uint64_t eb = et ? LLVMDITypeGetSizeInBits(et) : 0;
    if (!eb || bits % eb)
      return flat_fail(fx, path, "is an array hlsc cannot see the size of");
    /* a multi-dimensional array counts its innermost elements in order */
    for (uint64_t k = 0; k < bits / eb; k++) {
      char *sub = xprintf("%s_%llu", name, (unsigned long long)k);
      char *subp = xprintf("%s[%llu]", path, (unsigned long long)k);
      bool ok = flatten(fx, et, sub, subp, bit + k * eb, depth + 1);
      free(sub);
      free(subp);
      if (!ok) return false;
    }
    return true;
  }
  default:
    return flat_fail(fx, path, "has a type no port can carry");
  }
}

/* ---- arguments against C parameters ---- */

static const char *arg_name(LLVMValueRef a, size_t *len) {
  size_t n = 0;
  const char *s = LLVMGetValueName2(a, &n);
  *len = s ? n : 0;
  return s ? s : "";
}

static bool ends_with(const char *s, size_t n, const char *suf) {
  size_t k = strlen(suf);
  return n >= k && !memcmp(s + n - k, suf, k);
}

static bool has_attr(LLVMValueRef fn, unsigned idx, const char *name) {
  unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));
  return LLVMGetEnumAttributeAtIndex(fn, idx, k) != NULL;
}

/* The struct parameter's C name: its argument's without `.coerce0`. */
static char *param_name(LLVMValueRef a, unsigned k) {
  size_t n = 0;
  const char *s = arg_name(a, &n);
  const char *sufs[] = {".coerce0", ".coerce"};
  for (int i = 0; i < 2; i++)
    if (ends_with(s, n, sufs[i])) n -= strlen(sufs[i]);
  if (!n) return xprintf("arg%u", k);
  return xprintf("%.*s", (int)n, s);
}

/* Offsets of the coerced arguments and the size of the image they and
 * the struct fill (clang's coercion type {T0, T1} in the data layout). */
static void piece_layout(LLVMValueRef fn, CParam *p, uint64_t bytes) {
  LLVMModuleRef mod = LLVMGetGlobalParent(fn);
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(mod);
  p->image_bytes = bytes;
  p->align = 16;
  if (p->byval || !p->nargs) return;
  LLVMTypeRef ts[2];
  for (unsigned j = 0; j < p->nargs; j++)
    ts[j] = LLVMTypeOf(LLVMGetParam(fn, p->arg + j));
  LLVMTypeRef st = LLVMStructTypeInContext(LLVMGetModuleContext(mod), ts,
                                           p->nargs, 0);
  for (unsigned j = 0; j < p->nargs; j++) {
    p->off[j] = LLVMOffsetOfElement(td, st, j);
    uint64_t end = p->off[j] + LLVMStoreSizeOfType(td, ts[j]);
    if (end > p->image_bytes) p->image_bytes = end;
  }
}

/* Every argument a parameter of its own (no debug info to go by). */
static void plain_params(LLVMValueRef fn, CParams *out) {
  cparams_free(out);
  for (unsigned i = 0; i < LLVMCountParams(fn); i++)
    vec_push(out, ((CParam){.arg = i, .nargs = 1, .di = i + 1}));
}

bool cparam_wide_int(LLVMContextRef ctx, LLVMMetadataRef t, uint64_t *bits,
                     bool *sg) {
  t = di_strip(ctx, t);
  if (!t || LLVMGetMetadataKind(t) != LLVMDIBasicTypeMetadataKind ||
      LLVMDITypeGetSizeInBits(t) <= 64)
    return false;
  size_t n = 0;
  const char *tn = LLVMDITypeGetName(t, &n);
  char buf[64];
  snprintf(buf, sizeof buf, "%.*s", (int)(n < 63 ? n : 63), tn ? tn : "");
  /* __int128, _BitInt(N); not long double, _Float128 or a complex */
  if ((!strstr(buf, "int") && !strstr(buf, "_BitInt")) ||
      strstr(buf, "float") || strstr(buf, "complex"))
    return false;
  *bits = LLVMDITypeGetSizeInBits(t);
  *sg = !strstr(buf, "unsigned");
  return true;
}

unsigned cparam_loaded_width(LLVMValueRef ptr) {
  for (LLVMUseRef u = LLVMGetFirstUse(ptr); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef ld = LLVMGetUser(u);
    if (!LLVMIsALoadInst(ld) ||
        LLVMGetTypeKind(LLVMTypeOf(ld)) != LLVMIntegerTypeKind)
      continue;
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(ld));
    for (LLVMUseRef x = LLVMGetFirstUse(ld); x; x = LLVMGetNextUse(x))
      if (LLVMIsATruncInst(LLVMGetUser(x)))
        return LLVMGetIntTypeWidth(LLVMTypeOf(LLVMGetUser(x)));
    if (w > 64) return w;
  }
  return 0;
}

/* The memory clang's prologue keeps wide parameter p in: the byval copy,
 * or the local the two halves are stored into (through a GEP). */
static LLVMValueRef wide_home(LLVMValueRef fn, const CParam *p) {
  LLVMValueRef a = LLVMGetParam(fn, p->arg);
  if (p->byval) return a;
  for (LLVMUseRef u = LLVMGetFirstUse(a); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef st = LLVMGetUser(u);
    if (!LLVMIsAStoreInst(st) || LLVMGetOperand(st, 0) != a) continue;
    LLVMValueRef at = LLVMGetOperand(st, 1);
    return LLVMIsAGetElementPtrInst(at) ? LLVMGetOperand(at, 0) : at;
  }
  return NULL;
}

/* The name of a byval wide parameter (clang leaves its argument unnamed):
 * that of the local `x.addr` its value is stored into. */
static char *byval_name(LLVMValueRef home, unsigned k) {
  for (LLVMUseRef u = LLVMGetFirstUse(home); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef v = LLVMGetUser(u);
    if (!LLVMIsALoadInst(v)) continue;
    for (int guard = 0; v && guard < 3; guard++) {
      LLVMUseRef x = LLVMGetFirstUse(v);
      LLVMValueRef n = x ? LLVMGetUser(x) : NULL;
      if (n && LLVMIsAStoreInst(n)) {
        size_t len = 0;
        const char *s = arg_name(LLVMGetOperand(n, 1), &len);
        if (ends_with(s, len, ".addr") && len > 5)
          return xprintf("%.*s", (int)(len - 5), s);
        break;
      }
      v = n && (LLVMIsATruncInst(n) || LLVMIsASExtInst(n) ||
                LLVMIsAZExtInst(n)) ? n : NULL;
    }
  }
  return xprintf("arg%u", k);
}

/* Wide integer parameter p (C index k): its one field, the integer. */
static bool wide_param(LLVMValueRef fn, CParam *p, unsigned k,
                       uint64_t bytes, bool sg, Sbuf *err) {
  p->is_wide = true;
  LLVMValueRef home = wide_home(fn, p);
  p->name = p->byval ? byval_name(home, k)
                     : param_name(LLVMGetParam(fn, p->arg), k);
  piece_layout(fn, p, bytes);
  unsigned w = home ? cparam_loaded_width(home) : 0;
  if (w <= 64) w = (unsigned)bytes * 8; /* (not found) */
  if (w > 1024) { /* IR_MAX_WIDTH */
    sb_printf(err, "parameter '%s' is wider than 1024 bits", p->name);
    return false;
  }
  CField f = {xstrdup(p->name), 0, w, sg};
  vec_push(&p->fields, f);
  return true;
}

/* The C parameter k (DI type t) starting at argument *a. False when the
 * arguments do not look like clang's lowering of it. */
static bool match_param(LLVMValueRef fn, LLVMContextRef ctx,
                        LLVMMetadataRef t, unsigned k, unsigned *a,
                        CParams *out, Sbuf *err, bool *bad) {
  unsigned n = LLVMCountParams(fn);
  LLVMMetadataRef st = di_strip(ctx, t);
  bool is_struct = st && di_tag(st) == DI_TAG_STRUCT;
  uint64_t bytes = is_struct ? LLVMDITypeGetSizeInBits(st) / 8 : 0;
  CParam p = {.arg = *a, .di = k + 1, .is_struct = is_struct};
  if (is_struct && !bytes) { /* an empty struct: no argument */
    p.name = xprintf("arg%u", k);
    vec_push(out, p);
    return true;
  }
  if (*a >= n) return false;
  size_t len = 0;
  const char *s = arg_name(LLVMGetParam(fn, *a), &len);
  p.nargs = 1;
  if (ends_with(s, len, "coerce0")) {
    if (*a + 1 >= n) return false;
    size_t l2 = 0;
    const char *s2 = arg_name(LLVMGetParam(fn, *a + 1), &l2);
    if (!ends_with(s2, l2, "coerce1")) return false;
    p.nargs = 2;
  }
  p.byval = has_attr(fn, *a + 1, "byval");
  if (is_struct && !p.byval && !ends_with(s, len, "coerce0") &&
      !ends_with(s, len, "coerce"))
    return false;
  *a += p.nargs;
  uint64_t wbits = 0;
  bool wsg = false;
  if ((p.byval || p.nargs == 2) && cparam_wide_int(ctx, t, &wbits, &wsg)) {
    if (!wide_param(fn, &p, k, wbits / 8, wsg, err)) *bad = true;
  } else if (is_struct) {
    p.name = param_name(LLVMGetParam(fn, p.arg), k);
    piece_layout(fn, &p, bytes);
    Flat fx = {ctx, &p, err};
    if (!flatten_struct(&fx, st, p.name, p.name, 0, 0)) *bad = true;
  }
  vec_push(out, p);
  return true;
}

/* The line of fn's parameter `name` (its DILocalVariable among the
 * subprogram's retained nodes, operand 7; name operand 1), 0: unknown. */
static unsigned param_line(LLVMContextRef ctx, LLVMMetadataRef sp,
                           const char *name) {
  LLVMMetadataRef nodes = di_op(ctx, sp, 7);
  unsigned n = di_count(ctx, nodes);
  for (unsigned i = 0; i < n; i++) {
    LLVMMetadataRef v = di_op(ctx, nodes, i);
    if (!v || LLVMGetMetadataKind(v) != LLVMDILocalVariableMetadataKind)
      continue;
    LLVMMetadataRef nm = di_op(ctx, v, 1);
    unsigned len = 0;
    const char *s = nm ? LLVMGetMDString(LLVMMetadataAsValue(ctx, nm), &len)
                       : NULL;
    if (s && strlen(name) == len && !memcmp(s, name, len))
      return LLVMDIVariableGetLine(v);
  }
  return 0;
}

bool cparams_of(LLVMValueRef fn, CParams *out, Sbuf *err,
                unsigned *err_line) {
  LLVMContextRef ctx = LLVMGetModuleContext(LLVMGetGlobalParent(fn));
  LLVMMetadataRef sp = LLVMGetSubprogram(fn);
  LLVMMetadataRef arr = di_signature(ctx, fn);
  unsigned nt = di_count(ctx, arr), n = LLVMCountParams(fn), a = 0;
  out->len = 0;
  if (!nt) {
    plain_params(fn, out);
    return true;
  }
  if (n && has_attr(fn, 1, "sret")) { /* a returned struct's address */
    vec_push(out, ((CParam){.arg = 0, .nargs = 1}));
    a = 1;
  }
  bool bad = false;
  for (unsigned k = 1; k < nt && !bad; k++) {
    LLVMMetadataRef t = di_op(ctx, arr, k);
    if (!t && k == nt - 1) break; /* `...` */
    if (!match_param(fn, ctx, t, k - 1, &a, out, err, &bad)) {
      plain_params(fn, out);
      return true;
    }
  }
  if (bad) {
    if (err_line && out->len)
      *err_line = param_line(ctx, sp, out->data[out->len - 1].name);
    cparams_free(out);
    return false;
  }
  if (a != n) plain_params(fn, out);
  return true;
}

bool cparams_any_struct(const CParams *ps) {
  for (size_t i = 0; i < ps->len; i++)
    if (ps->data[i].is_struct || ps->data[i].is_wide) return true;
  return false;
}

void cparams_free(CParams *ps) {
  for (size_t i = 0; i < ps->len; i++) {
    CParam *p = &ps->data[i];
    for (size_t j = 0; j < p->fields.len; j++) free(p->fields.data[j].name);
    vec_free(&p->fields);
    free(p->name);
  }
  vec_free(ps);
}
