/* calls.c - calls that survive inlining: LLVM intrinsics become HLS IR
 * operations, printf/puts/putchar become PRINT values, memcpy/memset go to
 * access.c. Anything else is a located error.
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "internal.h"

static const char *callee_name(LLVMValueRef call) {
  LLVMValueRef c = LLVMGetCalledValue(call);
  return c && LLVMIsAFunction(c) ? fe_name(c) : "";
}

static bool starts(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

static ValId arg(Imp *im, LLVMValueRef call, unsigned i) {
  return imp_value(im, LLVMGetOperand(call, i));
}

static bool bind(Imp *im, LLVMValueRef call, ValId v) {
  imp_bind(im, call, (Binding){v, -1, 0});
  return true;
}

static bool fail(Imp *im, LLVMValueRef call, const char *fmt, const char *a) {
  diag_error(fe_diag_loc(im, call), fmt, a);
  im->failed = true;
  return false;
}

/* Bit i of x as a 1-bit value. */
static ValId bit(Imp *im, ValId x, unsigned w, unsigned i, SrcLoc l) {
  ValId s = i ? imp_op(im, OP_LSHR, w, x, imp_const(im, w, i), l) : x;
  return imp_resize(im, s, 1, false, l);
}

static ValId expand_minmax(Imp *im, LLVMValueRef call, Op cmp, SrcLoc l) {
  ValId a = arg(im, call, 0), b = arg(im, call, 1);
  return imp_sel(im, imp_op(im, cmp, 1, a, b, l), a, b, l);
}

static ValId expand_abs(Imp *im, ValId a, unsigned w, SrcLoc l) {
  ValId z = imp_const(im, w, 0);
  return imp_sel(im, imp_op(im, OP_SLT, 1, a, z, l),
                 imp_op(im, OP_SUB, w, z, a, l), a, l);
}

/* Population count as a balanced tree of narrow adders. */
static ValId expand_ctpop(Imp *im, ValId x, unsigned w, SrcLoc l) {
  unsigned k = ceil_log2((uint64_t)w + 1);
  if (k == 0) k = 1;
  ValId *t = xmalloc(w * sizeof *t);
  for (unsigned i = 0; i < w; i++)
    t[i] = imp_resize(im, bit(im, x, w, i, l), k, false, l);
  for (unsigned n = w; n > 1;) {
    unsigned m = 0;
    for (unsigned i = 0; i + 1 < n; i += 2)
      t[m++] = imp_op(im, OP_ADD, k, t[i], t[i + 1], l);
    if (n & 1) t[m++] = t[n - 1];
    n = m;
  }
  ValId r = imp_resize(im, t[0], w, false, l);
  free(t);
  return r;
}

/* Leading (or trailing) zero count: the highest (lowest) set bit wins. */
static ValId expand_count_zeros(Imp *im, ValId x, unsigned w, bool leading,
                                SrcLoc l) {
  ValId r = imp_const(im, w, w);
  for (unsigned j = 0; j < w; j++) {
    unsigned i = leading ? j : w - 1 - j;
    uint64_t count = leading ? w - 1 - i : i;
    r = imp_sel(im, bit(im, x, w, i, l), imp_const(im, w, count), r, l);
  }
  return r;
}

static ValId expand_bswap(Imp *im, ValId x, unsigned w, SrcLoc l) {
  ValId r = imp_const(im, w, 0);
  unsigned n = w / 8;
  for (unsigned k = 0; k < n; k++) {
    ValId byte = imp_op(im, OP_AND, w,
                        imp_op(im, OP_LSHR, w, x, imp_const(im, w, 8 * k), l),
                        imp_const(im, w, 0xff), l);
    byte = imp_op(im, OP_SHL, w, byte, imp_const(im, w, 8 * (n - 1 - k)), l);
    r = imp_op(im, OP_OR, w, r, byte, l);
  }
  return r;
}

static ValId expand_bitreverse(Imp *im, ValId x, unsigned w, SrcLoc l) {
  ValId r = imp_const(im, w, 0);
  for (unsigned i = 0; i < w; i++) {
    ValId b = imp_resize(im, bit(im, x, w, i, l), w, false, l);
    r = imp_op(im, OP_OR, w, r,
               imp_op(im, OP_SHL, w, b, imp_const(im, w, w - 1 - i), l), l);
  }
  return r;
}

/* Funnel shifts: the shift amount is taken modulo the width. */
static ValId expand_funnel(Imp *im, LLVMValueRef call, unsigned w, bool left,
                           SrcLoc l) {
  ValId a = arg(im, call, 0), b = arg(im, call, 1), sh = arg(im, call, 2);
  ValId sm = (w & (w - 1)) == 0
                 ? imp_op(im, OP_AND, w, sh, imp_const(im, w, w - 1), l)
                 : imp_op(im, OP_UREM, w, sh, imp_const(im, w, w), l);
  ValId inv = imp_op(im, OP_SUB, w, imp_const(im, w, w), sm, l);
  ValId zero = imp_op(im, OP_EQ, 1, sm, imp_const(im, w, 0), l);
  ValId hi = imp_op(im, OP_SHL, w, a, left ? sm : inv, l);
  ValId lo = imp_op(im, OP_LSHR, w, b, left ? inv : sm, l);
  return imp_sel(im, zero, left ? a : b, imp_op(im, OP_OR, w, hi, lo, l), l);
}

static ValId expand_sat(Imp *im, LLVMValueRef call, unsigned w, bool sign,
                        bool add, SrcLoc l) {
  ValId a = arg(im, call, 0), b = arg(im, call, 1);
  ValId s = imp_op(im, add ? OP_ADD : OP_SUB, w, a, b, l);
  ValId zero = imp_const(im, w, 0);
  if (!sign) {
    ValId ov = add ? imp_op(im, OP_ULT, 1, s, a, l)
                   : imp_op(im, OP_ULT, 1, a, b, l);
    return imp_sel(im, ov, add ? imp_const(im, w, mask_bits(w)) : zero, s, l);
  }
  /* Signed overflow: the result's sign differs from what the operands
   * allow. */
  ValId x = add ? imp_op(im, OP_AND, w, imp_op(im, OP_XOR, w, s, a, l),
                         imp_op(im, OP_XOR, w, s, b, l), l)
                : imp_op(im, OP_AND, w, imp_op(im, OP_XOR, w, a, b, l),
                         imp_op(im, OP_XOR, w, a, s, l), l);
  ValId ov = imp_op(im, OP_SLT, 1, x, zero, l);
  uint64_t min = (uint64_t)1 << (w - 1);
  ValId sat = imp_sel(im, imp_op(im, OP_SLT, 1, a, zero, l),
                      imp_const(im, w, min), imp_const(im, w, min - 1), l);
  return imp_sel(im, ov, sat, s, l);
}

static bool is_ignored_intrinsic(const char *n) {
  static const char *const p[] = {"llvm.dbg.", "llvm.lifetime.",
                                  "llvm.assume", "llvm.experimental.noalias",
                                  "llvm.invariant.", "llvm.sideeffect",
                                  "llvm.donothing", "llvm.pseudoprobe", NULL};
  for (int i = 0; p[i]; i++)
    if (starts(n, p[i])) return true;
  return false;
}

static bool import_intrinsic(Imp *im, LLVMValueRef call, const char *n) {
  SrcLoc l = fe_loc(im, call);
  unsigned w = int_width(LLVMTypeOf(call));
  if (is_ignored_intrinsic(n)) return true;
  if (!w) return fail(im, call, "intrinsic '%s' is not supported", n);
  if (w > IR_MAX_WIDTH || (ir_width_wide(w) && strstr(n, ".sat.")))
    return fail(im, call, "intrinsic '%s' on integers wider than 64 bits is "
                          "not supported", n);
  if (starts(n, "llvm.umin.")) return bind(im, call, expand_minmax(im, call, OP_ULT, l));
  if (starts(n, "llvm.umax.")) return bind(im, call, expand_minmax(im, call, OP_UGT, l));
  if (starts(n, "llvm.smin.")) return bind(im, call, expand_minmax(im, call, OP_SLT, l));
  if (starts(n, "llvm.smax.")) return bind(im, call, expand_minmax(im, call, OP_SGT, l));
  if (starts(n, "llvm.abs.")) return bind(im, call, expand_abs(im, arg(im, call, 0), w, l));
  if (starts(n, "llvm.ctpop.")) return bind(im, call, expand_ctpop(im, arg(im, call, 0), w, l));
  if (starts(n, "llvm.ctlz.")) return bind(im, call, expand_count_zeros(im, arg(im, call, 0), w, true, l));
  if (starts(n, "llvm.cttz.")) return bind(im, call, expand_count_zeros(im, arg(im, call, 0), w, false, l));
  if (starts(n, "llvm.bswap.")) return bind(im, call, expand_bswap(im, arg(im, call, 0), w, l));
  if (starts(n, "llvm.bitreverse.")) return bind(im, call, expand_bitreverse(im, arg(im, call, 0), w, l));
  if (starts(n, "llvm.fshl.")) return bind(im, call, expand_funnel(im, call, w, true, l));
  if (starts(n, "llvm.fshr.")) return bind(im, call, expand_funnel(im, call, w, false, l));
  if (starts(n, "llvm.uadd.sat.")) return bind(im, call, expand_sat(im, call, w, false, true, l));
  if (starts(n, "llvm.usub.sat.")) return bind(im, call, expand_sat(im, call, w, false, false, l));
  if (starts(n, "llvm.sadd.sat.")) return bind(im, call, expand_sat(im, call, w, true, true, l));
  if (starts(n, "llvm.ssub.sat.")) return bind(im, call, expand_sat(im, call, w, true, false, l));
  if (starts(n, "llvm.expect.")) return bind(im, call, arg(im, call, 0));
  return fail(im, call, "intrinsic '%s' is not supported", n);
}

/* Appends text to a format, with '%' escaped. */
static void put_literal(Sbuf *fmt, const char *s, size_t len) {
  for (size_t i = 0; i < len; i++) {
    if (s[i] == '%') sb_putc(fmt, '%');
    sb_putc(fmt, s[i]);
  }
}

/* A %s conversion with a constant string: formatted now (flags '-',
 * width and precision as digits). */
static bool put_string_conv(Sbuf *fmt, const char *spec, size_t speclen,
                            const char *s, size_t len) {
  bool left = false;
  size_t i = 1, width = 0, prec = (size_t)-1;
  for (; i < speclen && strchr("-+ #0", spec[i]); i++) left |= spec[i] == '-';
  for (; i < speclen && spec[i] >= '0' && spec[i] <= '9'; i++)
    width = width * 10 + (size_t)(spec[i] - '0');
  if (i < speclen && spec[i] == '.') {
    prec = 0;
    for (i++; i < speclen && spec[i] >= '0' && spec[i] <= '9'; i++)
      prec = prec * 10 + (size_t)(spec[i] - '0');
  }
  if (spec[i] != 's') return false; /* '*' or a length modifier */
  if (len > prec) len = prec;
  for (size_t k = len; !left && k < width; k++) sb_putc(fmt, ' ');
  put_literal(fmt, s, len);
  for (size_t k = len; left && k < width; k++) sb_putc(fmt, ' ');
  return true;
}

/* Length of the conversion specification starting at s ('%'). */
static size_t spec_length(const char *s) {
  size_t i = 1;
  while (s[i] && strchr("-+ #0'", s[i])) i++;
  while (s[i] && (strchr("0123456789.*", s[i]))) i++;
  while (s[i] && strchr("hljztLq", s[i])) i++;
  return s[i] ? i + 1 : i;
}

static bool make_print(Imp *im, LLVMValueRef call, const char *fmt,
                       const ValId *args, uint32_t nargs) {
  SrcLoc l = fe_loc(im, call);
  if (LLVMGetFirstUse(call))
    return fail(im, call, "the value '%s' returns is not supported",
                callee_name(call));
  uint32_t p = ir_print_new(im->f, fmt, nargs, l);
  ValId v = ir_add(im->f, im->cur, OP_PRINT, 0, nargs, args, l);
  ir_val(im->f, v)->imm = p;
  return true;
}

/* The 64 bits of a printed double (float.c: a double value is its bits;
 * a float argument reaches printf promoted to double). */
static bool double_bits(Imp *im, LLVMValueRef a, ValId *out) {
  if (LLVMGetTypeKind(LLVMTypeOf(a)) != LLVMDoubleTypeKind) return false;
  *out = imp_value(im, a);
  return true;
}

typedef VEC(ValId) ValIdVec;

/* A %f, %e, %g or %a conversion (spec of n characters): the '*' counts
 * (integers), then the double's bits. */
static bool double_conv(Imp *im, LLVMValueRef call, const char *spec,
                        size_t n, unsigned nops, unsigned *next,
                        ValIdVec *args) {
  for (size_t k = 0; k < n; k++) {
    if (spec[k] == 'L')
      return fail(im, call, "printf conversion '%s' (long double) is not "
                  "supported", "%L");
    if (spec[k] != '*') continue;
    LLVMValueRef a = *next < nops ? LLVMGetOperand(call, (*next)++) : NULL;
    if (!a || !int_width(LLVMTypeOf(a)))
      return fail(im, call, "printf argument for '%s' must be an integer",
                  "*");
    vec_push(args, imp_value(im, a));
  }
  LLVMValueRef a = *next < nops ? LLVMGetOperand(call, (*next)++) : NULL;
  ValId bits;
  char conv[3] = {'%', spec[n - 1], 0};
  if (!a || !double_bits(im, a, &bits))
    return fail(im, call, "printf argument for '%s' must be a double",
                conv);
  vec_push(args, bits);
  return true;
}

/* printf: integer arguments become PRINT operands; constant %s arguments
 * are substituted into the format. */
static bool import_printf(Imp *im, LLVMValueRef call) {
  size_t flen = 0;
  const char *f = fe_const_string(LLVMGetOperand(call, 0), &flen);
  if (!f)
    return fail(im, call, "the format string of '%s' must be a constant "
                "string literal", "printf");
  unsigned nops = (unsigned)LLVMGetNumArgOperands(call), next = 1;
  Sbuf fmt = {0};
  ValIdVec args = {0};
  bool ok = true;
  for (size_t i = 0; i < flen && ok;) {
    if (f[i] != '%') {
      sb_putc(&fmt, f[i++]);
      continue;
    }
    size_t n = spec_length(f + i);
    char conv = i + n <= flen ? f[i + n - 1] : 0;
    if (!conv) {
      ok = fail(im, call, "incomplete conversion at the end of the printf "
                "format%s", "");
    } else if (conv == '%') {
      sb_puts(&fmt, "%%");
    } else if (conv == 's') {
      size_t slen = 0;
      const char *s = next < nops
                          ? fe_const_string(LLVMGetOperand(call, next++), &slen)
                          : NULL;
      ok = s && put_string_conv(&fmt, f + i, n, s, slen);
      if (!ok)
        fail(im, call, "'%s' in printf needs a constant string argument", "%s");
    } else if (strchr("diouxXc*", conv) || memchr(f + i, '*', n)) {
      for (size_t k = 0; k < n; k++)
        if (f[i + k] == '*' || k == n - 1) {
          LLVMValueRef a = next < nops ? LLVMGetOperand(call, next++) : NULL;
          if (!a || !int_width(LLVMTypeOf(a))) {
            ok = fail(im, call, "printf argument for '%s' must be an integer",
                      "%");
            break;
          }
          vec_push(&args, imp_value(im, a));
        }
      for (size_t k = 0; k < n; k++) sb_putc(&fmt, f[i + k]);
    } else if (strchr("fFeEgGaA", conv)) {
      ok = double_conv(im, call, f + i, n, nops, &next, &args);
      for (size_t k = 0; k < n; k++) sb_putc(&fmt, f[i + k]);
    } else {
      char c[2] = {conv, 0};
      ok = fail(im, call, "printf conversion '%%%s' is not supported", c);
    }
    i += n;
  }
  if (ok) ok = make_print(im, call, sb_str(&fmt), args.data, (uint32_t)args.len);
  sb_free(&fmt);
  vec_free(&args);
  return ok;
}

static bool import_puts(Imp *im, LLVMValueRef call, bool newline) {
  size_t len = 0;
  const char *s = fe_const_string(LLVMGetOperand(call, 0), &len);
  if (!s)
    return fail(im, call, "the argument of '%s' must be a constant string",
                callee_name(call));
  Sbuf fmt = {0};
  put_literal(&fmt, s, len);
  if (newline) sb_putc(&fmt, '\n');
  bool ok = make_print(im, call, sb_str(&fmt), NULL, 0);
  sb_free(&fmt);
  return ok;
}

bool call_import(Imp *im, LLVMValueRef call) {
  int kind = mem_call_kind_of(call);
  if (kind == 1) return mem_memcpy(im, call);
  if (kind == 2) return mem_memset(im, call);
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (!callee || !LLVMIsAFunction(callee))
    return fail(im, call, "call through a function pointer is not supported%s",
                "");
  const char *n = fe_name(callee);
  if (fe_is_intrinsic(callee)) return import_intrinsic(im, call, n);
  if (ports_is_stream_call(call)) return ports_import_call(im, call);
  if (!strcmp(n, "printf")) return import_printf(im, call);
  if (!strcmp(n, "puts")) return import_puts(im, call, true);
  if (!strcmp(n, "fputs")) return import_puts(im, call, false);
  if (!strcmp(n, "putchar") || !strcmp(n, "putc") || !strcmp(n, "fputc")) {
    /* The stream argument of putc/fputc is stdout (the only one a design
     * has); the importer binds it to nothing. */
    ValId c = imp_resize(im, arg(im, call, 0), 8, false, fe_loc(im, call));
    return make_print(im, call, "%c", &c, 1);
  }
  return fail(im, call, "call to undefined function '%s'", n);
}
