/* record.c - the reference run of a C testbench: every call of the top is
 * recorded at its boundary.
 *
 * Each C file is compiled by clang to LLVM bitcode (with the sanitizers'
 * instrumentation: the program must be free of undefined behaviour to be a
 * reference), the modules are linked, and the top is renamed and replaced
 * by a wrapper of exactly its LLVM type and parameter attributes (so the
 * ABI of any C parameter type is kept). The wrapper calls the recorder
 * (hlsc_rec.c, generated with the top's port table) before and after the
 * real top, and catches with setjmp the blocking read of an empty stream
 * that ends a call (hlsc.h). The record file, one call after another:
 *   call
 *   scalar P HEX            one per scalar port
 *   memin P N HEX...        one per memory port: its words before the call
 *                           (a word wider than 64 bits: all its digits)
 *   words P N HEX...        one per stream port: words read or written
 *                           (natively, a word wider than 64 bits is
 *                           ceil(width/64) 64-bit limbs in the FIFO)
 *   memout P N HEX...       words after the call
 *   ret HEX
 *   return | stop P         returned, or ended by an empty read of P
 *   alias P Q               (before memin) memory ports P and Q overlap
 * Values are masked to the port's width. A struct argument is recorded
 * field by field (one scalar port each, ../llvm/cparam.h), read from its
 * bytes at the fields' bit offsets. */
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Core.h>
#include <llvm-c/Linker.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../llvm/cparam.h"
#include "sim.h"

/* ---- the recorder's C source ---- */

static unsigned word_bytes(unsigned width) {
  unsigned b = (width + 7) / 8, p = 1;
  while (p < b) p <<= 1;
  return p;
}

static const char recorder_body[] =
    "static FILE *rec;\n"
    "static const unsigned char *wret; /* a wide return value's bytes */\n"
    "static void *ptr[NPORTS + 1];\n"
    "static unsigned long pos0[NPORTS + 1];\n"
    "static jmp_buf env;\n"
    "static jmp_buf *prev_env;\n"
    "static int active;\n"
    "const char *__asan_default_options(void);\n"
    "const char *__asan_default_options(void) { return \"detect_leaks=0\"; }\n"
    "static unsigned long long mask(unsigned w) {\n"
    "  return w >= 64 ? ~0ull : (1ull << w) - 1;\n"
    "}\n"
    "static void fail(const char *what) {\n"
    "  fprintf(stderr, \"hlsc cosim: %s\\n\", what);\n"
    "  exit(121);\n"
    "}\n"
    "void __hlsc_rec_begin(void);\n"
    "void __hlsc_rec_begin(void) {\n"
    "  if (!rec) rec = fopen(getenv(\"HLSC_RECORD\"), \"w\");\n"
    "  if (!rec) fail(\"cannot write the record file\");\n"
    "  if (active) fail(\"the top was called while it was running\");\n"
    "  active = 1;\n"
    "  fputs(\"call\\n\", rec);\n"
    "}\n"
    "void __hlsc_rec_scalar(int i, unsigned long long v);\n"
    "void __hlsc_rec_scalar(int i, unsigned long long v) {\n"
    "  fprintf(rec, \"scalar %d %llx\\n\", i, v & mask(width[i]));\n"
    "}\n"
    "void __hlsc_rec_field(int i, const unsigned char *b, unsigned bit,\n"
    "                      unsigned bits);\n"
    "/* bits [bit, bit + bits) of b, in hex (most significant digit first) */\n"
    "static void put_bits(const unsigned char *b, unsigned bit, unsigned bits) {\n"
    "  for (unsigned d = (bits + 3) / 4; d-- > 0;) {\n"
    "    unsigned x = 0;\n"
    "    for (unsigned k = 4 * d; k < 4 * d + 4 && k < bits; k++)\n"
    "      x |= (unsigned)(b[(bit + k) / 8] >> ((bit + k) % 8) & 1) << (k - 4 * d);\n"
    "    fputc(\"0123456789abcdef\"[x], rec);\n"
    "  }\n"
    "}\n"
    "void __hlsc_rec_field(int i, const unsigned char *b, unsigned bit,\n"
    "                      unsigned bits) {\n"
    "  if (width[i] > 64) { /* a wide integer: its port's digits (the\n"
    "                         instrumented program hides clang's width) */\n"
    "    fprintf(rec, \"scalar %d \", i);\n"
    "    put_bits(b, bit, width[i]);\n"
    "    fputc('\\n', rec);\n"
    "    return;\n"
    "  }\n"
    "  unsigned long long v = 0;\n"
    "  for (unsigned k = 0; k < bits; k++)\n"
    "    v |= (unsigned long long)(b[(bit + k) / 8] >> ((bit + k) % 8) & 1)\n"
    "         << k;\n"
    "  __hlsc_rec_scalar(i, v);\n"
    "}\n"
    "void __hlsc_rec_wret(const unsigned char *b);\n"
    "void __hlsc_rec_wret(const unsigned char *b) { wret = b; }\n"
    "void __hlsc_rec_ptr(int i, void *p);\n"
    "void __hlsc_rec_ptr(int i, void *p) { ptr[i] = p; }\n"
    "static void dump_mem(const char *tag, int i) {\n"
    "  const unsigned char *b = (const unsigned char *)ptr[i];\n"
    "  fprintf(rec, \"%s %d %llu\", tag, i, depth[i]);\n"
    "  for (unsigned long long k = 0; k < depth[i]; k++) {\n"
    "    if (width[i] > 64) { /* its digits, from its bytes */\n"
    "      fputc(' ', rec);\n"
    "      put_bits(b + k * wbytes[i], 0, width[i]);\n"
    "      continue;\n"
    "    }\n"
    "    unsigned long long w = 0;\n"
    "    for (unsigned j = 0; j < wbytes[i]; j++)\n"
    "      w |= (unsigned long long)b[k * wbytes[i] + j] << (8 * j);\n"
    "    fprintf(rec, \" %llx\", w & mask(width[i]));\n"
    "  }\n"
    "  fputc('\\n', rec);\n"
    "}\n"
    "static int overlap(int i, int j) {\n"
    "  const char *a = (const char *)ptr[i], *b = (const char *)ptr[j];\n"
    "  return a < b + depth[j] * wbytes[j] && b < a + depth[i] * wbytes[i];\n"
    "}\n"
    "void __hlsc_rec_inputs(void);\n"
    "void __hlsc_rec_inputs(void) {\n"
    "  for (int i = 0; i < NPORTS; i++)\n"
    "    for (int j = i + 1; kind[i] == 4 && ptr[i] && j < NPORTS; j++)\n"
    "      if (kind[j] == 4 && ptr[j] && overlap(i, j))\n"
    "        fprintf(rec, \"alias %d %d\\n\", i, j);\n"
    "  for (int i = 0; i < NPORTS; i++) {\n"
    "    if (kind[i] == 0 || kind[i] == 3) continue;\n"
    "    if (!ptr[i]) fail(\"a stream or array argument of the top is NULL\");\n"
    "    if (kind[i] == 4) { dump_mem(\"memin\", i); continue; }\n"
    "    hlsc_fifo *f = (hlsc_fifo *)ptr[i];\n"
    "    pos0[i] = kind[i] == 1 ? f->head : f->len;\n"
    "  }\n"
    "}\n"
    "void *__hlsc_rec_env(void);\n"
    "void *__hlsc_rec_env(void) {\n"
    "  prev_env = hlsc_call_env_;\n"
    "  hlsc_call_env_ = &env;\n"
    "  hlsc_stopped_on_ = 0;\n"
    "  hlsc_nblocked_ = 0;\n"
    "  return &env;\n"
    "}\n"
    "/* The input port a stopped call waits on: of a dataflow region, the\n"
    " * first blocked process (in spawn order) that waits on one. */\n"
    "static int stop_port(void) {\n"
    "  for (unsigned b = 0; b < hlsc_nblocked_; b++)\n"
    "    for (int i = 0; i < NPORTS; i++)\n"
    "      if (kind[i] == 1 && ptr[i] == hlsc_blocked_[b].fifo) return i;\n"
    "  if (hlsc_nblocked_) {\n"
    "    fputs(\"hlsc cosim: the dataflow region deadlocked in the C \"\n"
    "          \"program:\", stderr);\n"
    "    for (unsigned b = 0; b < hlsc_nblocked_; b++)\n"
    "      fprintf(stderr, \"%s process '%s' waits on a stream that no \"\n"
    "              \"process writes (%s)\", b ? \";\" : \"\",\n"
    "              hlsc_blocked_[b].process, hlsc_blocked_[b].op);\n"
    "    fputc('\\n', stderr);\n"
    "    exit(121);\n"
    "  }\n"
    "  for (int i = 0; i < NPORTS; i++)\n"
    "    if ((kind[i] == 1 || kind[i] == 2) && ptr[i] == hlsc_stopped_on_)\n"
    "      return i;\n"
    "  fail(\"the top stopped at an empty read of a stream that is not its \"\n"
    "       \"argument\");\n"
    "  return -1;\n"
    "}\n"
    "void __hlsc_rec_end(unsigned long long ret, int stopped);\n"
    "void __hlsc_rec_end(unsigned long long ret, int stopped) {\n"
    "  hlsc_call_env_ = prev_env;\n"
    "  int stop = stopped ? stop_port() : -1;\n"
    "  for (int i = 0; i < NPORTS; i++) {\n"
    "    if (kind[i] == 4) dump_mem(\"memout\", i);\n"
    "    if (kind[i] != 1 && kind[i] != 2) continue;\n"
    "    hlsc_fifo *f = (hlsc_fifo *)ptr[i];\n"
    "    unsigned long end = kind[i] == 1 ? f->head : f->len;\n"
    "    if (width[i] > 64) { /* limbs, least significant first */\n"
    "      unsigned nl = (width[i] + 63) / 64;\n"
    "      fprintf(rec, \"words %d %lu\", i, (end - pos0[i]) / nl);\n"
    "      for (unsigned long k = pos0[i]; k + nl <= end; k += nl) {\n"
    "        fprintf(rec, \" %llx\", f->buf[k + nl - 1] &\n"
    "                mask(width[i] % 64 ? width[i] % 64 : 64));\n"
    "        for (unsigned j = nl - 1; j-- > 0;)\n"
    "          fprintf(rec, \"%016llx\", f->buf[k + j]);\n"
    "      }\n"
    "      fputc('\\n', rec);\n"
    "      continue;\n"
    "    }\n"
    "    fprintf(rec, \"words %d %lu\", i, end - pos0[i]);\n"
    "    for (unsigned long k = pos0[i]; k < end; k++)\n"
    "      fprintf(rec, \" %llx\", f->buf[k] & mask(width[i]));\n"
    "    fputc('\\n', rec);\n"
    "  }\n"
    "  if (RET_WIDTH > 64) { /* wide: from its bytes (0: stopped) */\n"
    "    fputs(\"ret \", rec);\n"
    "    if (wret && !stopped) put_bits(wret, 0, RET_WIDTH);\n"
    "    else fputc('0', rec);\n"
    "    fputc('\\n', rec);\n"
    "    wret = 0;\n"
    "  } else {\n"
    "    fprintf(rec, \"ret %llx\\n\", ret & mask(RET_WIDTH));\n"
    "  }\n"
    "  if (stopped) fprintf(rec, \"stop %d\\n\", stop);\n"
    "  else fputs(\"return\\n\", rec);\n"
    "  fflush(rec);\n"
    "  active = 0;\n"
    "}\n";

static void write_recorder(const Func *f, Sbuf *s) {
  size_t n = f->ports.len;
  sb_puts(s, "/* generated by hlsc cosim: records the calls of the top */\n"
             "#include <hlsc.h>\n#include <stdio.h>\n#include <stdlib.h>\n");
  sb_printf(s, "#define NPORTS %zu\n#define RET_WIDTH %u\n", n,
            f->ret_width ? f->ret_width : 64);
  /* kind: 0 scalar, 1 stream in, 2 stream out, 3 unused, 4 memory */
  static const int kinds[] = {0, 1, 2, 3, 4};
  const char *names[] = {"kind", "width", "wbytes", "depth"};
  for (int t = 0; t < 4; t++) {
    sb_printf(s, "static const %s %s[NPORTS + 1] = {",
              t == 3 ? "unsigned long long" : t == 0 ? "int" : "unsigned",
              names[t]);
    for (size_t i = 0; i < n; i++) {
      const Port *p = &f->ports.data[i];
      const Mem *m = p->kind == PORT_MEM ? &f->mems.data[p->mem] : NULL;
      unsigned long long x =
          t == 0 ? (unsigned long long)kinds[p->kind]
          : t == 1 ? p->width
          : t == 2 ? (m ? word_bytes(m->width) : 0)
                   : (m ? m->depth : 0);
      sb_printf(s, "%llu, ", x);
    }
    sb_puts(s, "0};\n");
  }
  sb_puts(s, recorder_body);
}

/* ---- the wrapper, in LLVM IR ---- */

static LLVMValueRef declare(LLVMModuleRef mod, const char *name,
                            LLVMTypeRef ret, LLVMTypeRef *params,
                            unsigned n) {
  LLVMValueRef fn = LLVMGetNamedFunction(mod, name);
  if (fn) return fn;
  return LLVMAddFunction(mod, name, LLVMFunctionType(ret, params, n, 0));
}

void sim_copy_attrs(LLVMValueRef from, LLVMValueRef to_fn,
                    LLVMValueRef to_call, unsigned n) {
  for (unsigned idx = 0; idx <= n; idx++) {
    unsigned cnt = LLVMGetAttributeCountAtIndex(from, idx);
    if (!cnt) continue;
    LLVMAttributeRef *a = xmalloc(cnt * sizeof *a);
    LLVMGetAttributesAtIndex(from, idx, a);
    for (unsigned k = 0; k < cnt; k++) {
      if (to_fn) LLVMAddAttributeAtIndex(to_fn, idx, a[k]);
      if (to_call) LLVMAddCallSiteAttribute(to_call, idx, a[k]);
    }
    free(a);
  }
}

static bool is_fp(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMFloatTypeKind ||
         LLVMGetTypeKind(t) == LLVMDoubleTypeKind;
}

/* An integer argument, zero-extended to 64 bits (callers mask); a float or
 * double: its bits, as the design's port carries them. */
static LLVMValueRef to_u64(LLVMBuilderRef b, LLVMContextRef ctx,
                           LLVMValueRef v) {
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  if (is_fp(LLVMTypeOf(v)))
    v = LLVMBuildBitCast(
        b, v,
        LLVMIntTypeInContext(ctx, LLVMGetTypeKind(LLVMTypeOf(v)) ==
                                          LLVMFloatTypeKind ? 32 : 64),
        "");
  unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(v));
  if (w == 64) return v;
  if (w > 64) return LLVMBuildTrunc(b, v, i64, "");
  return LLVMBuildZExt(b, v, i64, "");
}

/* Renames the top to __hlsc_top_impl and puts an empty function of its
 * type under its name, which every use now calls (returned); NULL when
 * the top is not defined. */
static LLVMValueRef swap_top(LLVMModuleRef mod, const char *top,
                             LLVMValueRef *impl_out) {
  LLVMValueRef impl = LLVMGetNamedFunction(mod, top);
  if (!impl || LLVMIsDeclaration(impl)) return NULL;
  LLVMValueRef w = LLVMAddFunction(mod, "__hlsc_wrapper_tmp",
                                   LLVMGlobalGetValueType(impl));
  LLVMReplaceAllUsesWith(impl, w);
  LLVMSetValueName2(impl, "__hlsc_top_impl", strlen("__hlsc_top_impl"));
  LLVMSetValueName2(w, top, strlen(top));
  LLVMSetLinkage(w, LLVMGetLinkage(impl));
  LLVMSetLinkage(impl, LLVMInternalLinkage);
  /* the real top must not be inlined into the wrapper's setjmp frame */
  unsigned ni = LLVMGetEnumAttributeKindForName("noinline", 8);
  LLVMAddAttributeAtIndex(
      impl, LLVMAttributeFunctionIndex,
      LLVMCreateEnumAttribute(LLVMGetModuleContext(mod), ni, 0));
  *impl_out = impl;
  return w;
}

/* A struct argument: its image in memory (the byval copy, or the coerced
 * integers stored at their offsets), each field recorded from there as the
 * scalar port it is in the design (cparam.h: the same fields, in order). */
static void record_struct(LLVMBuilderRef b, LLVMContextRef ctx,
                          LLVMModuleRef mod, LLVMValueRef w,
                          const CParam *p, unsigned *port) {
  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  LLVMTypeRef pf[] = {i32, ptr, i32, i32};
  LLVMValueRef f_field = declare(mod, "__hlsc_rec_field",
                                 LLVMVoidTypeInContext(ctx), pf, 4);
  LLVMValueRef img = LLVMGetParam(w, p->arg);
  if (!p->byval) {
    img = LLVMBuildAlloca(b, LLVMArrayType2(i8, p->image_bytes + 8), "");
    LLVMSetAlignment(img, p->align);
    for (unsigned j = 0; j < p->nargs; j++) {
      LLVMValueRef idx = LLVMConstInt(i64, p->off[j], 0);
      LLVMValueRef at = LLVMBuildInBoundsGEP2(b, i8, img, &idx, 1, "");
      LLVMSetAlignment(LLVMBuildStore(b, LLVMGetParam(w, p->arg + j), at), 1);
    }
  }
  for (size_t j = 0; j < p->fields.len; j++) {
    const CField *f = &p->fields.data[j];
    LLVMValueRef a[4] = {LLVMConstInt(i32, (*port)++, 0), img,
                         LLVMConstInt(i32, f->bit, 0),
                         LLVMConstInt(i32, f->bits, 0)};
    LLVMBuildCall2(b, LLVMGlobalGetValueType(f_field), f_field, a, 4, "");
  }
}

/* A return value wider than 64 bits: the recorder reads its bytes, in
 * the memory the hidden sret argument points to (v), or in a local copy
 * of the {i64, i64} clang returns (v). */
static void record_wide_ret(LLVMBuilderRef b, LLVMContextRef ctx,
                            LLVMModuleRef mod, LLVMValueRef v, bool sret) {
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  LLVMValueRef f_wret = declare(mod, "__hlsc_rec_wret",
                                LLVMVoidTypeInContext(ctx), &ptr, 1);
  if (!sret) {
    LLVMValueRef img = LLVMBuildAlloca(b, LLVMTypeOf(v), "");
    LLVMBuildStore(b, v, img);
    v = img;
  }
  LLVMBuildCall2(b, LLVMGlobalGetValueType(f_wret), f_wret, &v, 1, "");
}

/* Each argument of the wrapper w recorded as the design's ports see it
 * (impl: the real top; sret: its first argument is the wide return
 * value's memory, no port). False, the reason in err, when a struct
 * parameter has a member no port can carry. */
static bool record_args(LLVMBuilderRef b, LLVMModuleRef mod,
                        LLVMValueRef impl, LLVMValueRef w, bool sret,
                        Sbuf *err) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMTypeRef vd = LLVMVoidTypeInContext(ctx);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  LLVMTypeRef p_scalar[] = {i32, i64}, p_ptr[] = {i32, ptr};
  LLVMValueRef f_scalar = declare(mod, "__hlsc_rec_scalar", vd, p_scalar, 2);
  LLVMValueRef f_ptr = declare(mod, "__hlsc_rec_ptr", vd, p_ptr, 2);
  CParams ps = {0};
  if (!cparams_of(impl, &ps, err, NULL)) return false;
  unsigned port = 0;
  for (size_t c = 0; c < ps.len; c++) {
    const CParam *p = &ps.data[c];
    if (sret && p->arg == 0) continue; /* the return value's memory */
    if (p->is_struct || p->is_wide) {
      record_struct(b, ctx, mod, w, p, &port);
      continue;
    }
    for (unsigned j = 0; j < p->nargs; j++, port++) {
      LLVMValueRef arg = LLVMGetParam(w, p->arg + j);
      LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(arg));
      LLVMValueRef a[2] = {LLVMConstInt(i32, port, 0), NULL};
      if (k == LLVMIntegerTypeKind || is_fp(LLVMTypeOf(arg))) {
        a[1] = to_u64(b, ctx, arg);
        LLVMBuildCall2(b, LLVMGlobalGetValueType(f_scalar), f_scalar, a, 2,
                       "");
      } else if (k == LLVMPointerTypeKind) {
        a[1] = arg;
        LLVMBuildCall2(b, LLVMGlobalGetValueType(f_ptr), f_ptr, a, 2, "");
      }
    }
  }
  cparams_free(&ps);
  return true;
}

static bool wrap_top(LLVMModuleRef mod, const char *top, bool wide_ret,
                     Sbuf *err) {
  LLVMContextRef ctx = LLVMGetModuleContext(mod);
  LLVMValueRef impl = NULL, w = swap_top(mod, top, &impl);
  if (!w) {
    sb_printf(err, "no definition of '%s' in the testbench's files", top);
    return false;
  }
  LLVMTypeRef fty = LLVMGlobalGetValueType(impl);
  unsigned n = LLVMCountParams(impl);
  LLVMTypeRef vd = LLVMVoidTypeInContext(ctx);
  LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
  LLVMTypeRef p_end[] = {i64, i32};
  LLVMValueRef f_begin = declare(mod, "__hlsc_rec_begin", vd, NULL, 0);
  LLVMValueRef f_inputs = declare(mod, "__hlsc_rec_inputs", vd, NULL, 0);
  LLVMValueRef f_env = declare(mod, "__hlsc_rec_env", ptr, NULL, 0);
  LLVMValueRef f_end = declare(mod, "__hlsc_rec_end", vd, p_end, 2);
  LLVMValueRef f_sj = declare(mod, "_setjmp", i32, &ptr, 1);
  unsigned rt = LLVMGetEnumAttributeKindForName("returns_twice", 13);
  LLVMAttributeRef rta = LLVMCreateEnumAttribute(ctx, rt, 0);
  LLVMAddAttributeAtIndex(f_sj, LLVMAttributeFunctionIndex, rta);
  LLVMAddAttributeAtIndex(w, LLVMAttributeFunctionIndex, rta);

  LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx, w, "entry");
  LLVMBasicBlockRef run = LLVMAppendBasicBlockInContext(ctx, w, "run");
  LLVMBasicBlockRef stop = LLVMAppendBasicBlockInContext(ctx, w, "stop");
  LLVMPositionBuilderAtEnd(b, entry);
  LLVMBuildCall2(b, LLVMGlobalGetValueType(f_begin), f_begin, NULL, 0, "");
  LLVMValueRef *args = xmalloc((n + 1) * sizeof *args);
  for (unsigned i = 0; i < n; i++) args[i] = LLVMGetParam(w, i);
  unsigned sk = LLVMGetEnumAttributeKindForName("sret", 4);
  bool sret = wide_ret && n && LLVMGetEnumAttributeAtIndex(impl, 1, sk);
  if (!record_args(b, mod, impl, w, sret, err)) {
    LLVMDisposeBuilder(b);
    free(args);
    return false;
  }
  LLVMBuildCall2(b, LLVMGlobalGetValueType(f_inputs), f_inputs, NULL, 0, "");
  LLVMValueRef env =
      LLVMBuildCall2(b, LLVMGlobalGetValueType(f_env), f_env, NULL, 0, "");
  LLVMValueRef sj =
      LLVMBuildCall2(b, LLVMGlobalGetValueType(f_sj), f_sj, &env, 1, "");
  LLVMAddCallSiteAttribute(sj, LLVMAttributeFunctionIndex, rta);
  LLVMValueRef zero = LLVMBuildICmp(b, LLVMIntEQ, sj, LLVMConstInt(i32, 0, 0), "");
  LLVMBuildCondBr(b, zero, run, stop);

  LLVMTypeRef ret = LLVMGetReturnType(fty);
  bool is_void = LLVMGetTypeKind(ret) == LLVMVoidTypeKind;
  LLVMPositionBuilderAtEnd(b, run);
  LLVMValueRef call = LLVMBuildCall2(b, fty, impl, args, n, "");
  sim_copy_attrs(impl, w, call, n);
  if (wide_ret) record_wide_ret(b, ctx, mod, sret ? args[0] : call, sret);
  LLVMValueRef e[2] = {is_void || wide_ret ? LLVMConstInt(i64, 0, 0)
                                           : to_u64(b, ctx, call),
                       LLVMConstInt(i32, 0, 0)};
  LLVMBuildCall2(b, LLVMGlobalGetValueType(f_end), f_end, e, 2, "");
  if (is_void) LLVMBuildRetVoid(b);
  else LLVMBuildRet(b, call);

  LLVMPositionBuilderAtEnd(b, stop);
  e[0] = LLVMConstInt(i64, 0, 0);
  e[1] = LLVMConstInt(i32, 1, 0);
  LLVMBuildCall2(b, LLVMGlobalGetValueType(f_end), f_end, e, 2, "");
  if (is_void) LLVMBuildRetVoid(b);
  else LLVMBuildRet(b, LLVMConstNull(ret));
  LLVMDisposeBuilder(b);
  free(args);
  if (!wide_ret && LLVMGetTypeKind(ret) != LLVMVoidTypeKind &&
      LLVMGetTypeKind(ret) != LLVMIntegerTypeKind && !is_fp(ret)) {
    sb_printf(err, "'%s' returns a type hlsc cannot record", top);
    return false;
  }
  return true;
}

/* ---- building ---- */

static LLVMModuleRef read_module(LLVMContextRef ctx, const char *path) {
  LLVMMemoryBufferRef buf = NULL;
  char *msg = NULL;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    LLVMDisposeMessage(msg);
    return NULL;
  }
  LLVMModuleRef mod = NULL;
  bool bad = LLVMParseBitcodeInContext2(ctx, buf, &mod);
  LLVMDisposeMemoryBuffer(buf);
  return bad ? NULL : mod;
}

static int clang_run(const SimCtx *cx, const char *const *extra, size_t n,
                     const char *log, const char *what) {
  static const char *const names[] = {"clang-19", "clang", NULL};
  const char *clang = sim_tool(names, "clang (for the native run)");
  if (!clang) return 2;
  VEC(char *) argv = {0};
  vec_push(&argv, (char *)clang);
  for (size_t i = 0; i < n; i++) vec_push(&argv, (char *)extra[i]);
  vec_push(&argv, NULL);
  int rc = sim_run_tool(cx, argv.data, log, what);
  vec_free(&argv);
  return rc;
}

/* Compiles one C file to instrumented bitcode. */
static int compile_file(const SimCtx *cx, const char *src, const char *bc,
                        const char *log) {
  VEC(const char *) a = {0};
  vec_push(&a, "-std=gnu17");
  const char *inc = hlsc_include_dir();
  if (inc) {
    vec_push(&a, "-isystem");
    vec_push(&a, inc);
  }
  for (size_t i = 0; i < cx->opt->cflags.len; i++)
    vec_push(&a, cx->opt->cflags.data[i]);
  /* value names: clang names the arguments of a struct parameter after it
   * (s.coerce0), which is how ../llvm/cparam.h matches them */
  const char *tail[] = {"-c", "-emit-llvm", "-O0", "-g",
                        "-fno-discard-value-names", SIM_CHECKED_BUILD_FLAGS,
                        "-o", bc, src};
  for (size_t i = 0; i < ARRAY_LEN(tail); i++) vec_push(&a, tail[i]);
  int rc = clang_run(cx, a.data, a.len, log, "compiling the testbench");
  if (!rc) sim_note_uninit(cx, log);
  vec_free(&a);
  return rc;
}

int record_compile(const SimCtx *cx, const char *const *files, size_t nfiles,
                   int *top_file) {
  char *log = sim_path(cx->dir, "native-build.log");
  int rc = 0;
  *top_file = -1;
  LLVMContextRef ctx = LLVMContextCreate();
  for (size_t i = 0; i < nfiles && !rc; i++) {
    char name[64];
    snprintf(name, sizeof name, "tb%zu.bc", i);
    char *bc = sim_path(cx->dir, name);
    rc = compile_file(cx, files[i], bc, log);
    LLVMModuleRef m = rc ? NULL : read_module(ctx, bc);
    if (!rc && !m) {
      fprintf(stderr, "hlsc: error: cannot read clang's bitcode %s\n", bc);
      rc = 2;
    }
    LLVMValueRef fn = m ? LLVMGetNamedFunction(m, cx->opt->top) : NULL;
    if (fn && !LLVMIsDeclaration(fn) && *top_file < 0) *top_file = (int)i;
    if (m) LLVMDisposeModule(m);
    free(bc);
  }
  LLVMContextDispose(ctx);
  free(log);
  return rc;
}

int record_build(const SimCtx *cx, size_t nfiles, const char *exe,
                 Sbuf *fail) {
  char *log = sim_path(cx->dir, "native-build.log");
  int rc = 0;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef all = NULL;
  for (size_t i = 0; i < nfiles && !rc; i++) {
    char name[64];
    snprintf(name, sizeof name, "tb%zu.bc", i);
    char *bc = sim_path(cx->dir, name);
    LLVMModuleRef m = read_module(ctx, bc);
    if (!m) {
      fprintf(stderr, "hlsc: error: cannot read clang's bitcode %s\n", bc);
      rc = 2;
    }
    if (m && !all) all = m;
    else if (m && LLVMLinkModules2(all, m)) {
      fprintf(stderr, "hlsc: error: the testbench's files do not link "
                      "together (%s)\n", bc);
      rc = 2;
    }
    free(bc);
  }
  LLVMValueRef main_fn = all ? LLVMGetNamedFunction(all, "main") : NULL;
  if (!rc && (!main_fn || LLVMIsDeclaration(main_fn))) {
    fprintf(stderr, "hlsc: error: no main in the testbench's files: '%s' "
                    "has parameters (or returns an integer wider than 64 "
                    "bits), so co-simulation needs a C testbench whose main "
                    "calls it (hlsc cosim TB.c DESIGN.c --top %s)\n",
            cx->opt->top, cx->opt->top);
    rc = 2;
  }
  if (!rc && !spawn_regions(all, cx->regions, cx->nregions, fail)) {
    fprintf(stderr, "hlsc: error: %s\n", sb_str(fail));
    fail->len = 0;
    rc = 2;
  }
  if (!rc && !wrap_top(all, cx->opt->top, cx->func->ret_width > 64, fail)) {
    fprintf(stderr, "hlsc: error: %s\n", sb_str(fail));
    fail->len = 0;
    rc = 2;
  }
  char *bc = sim_path(cx->dir, "native.bc");
  char *obj = sim_path(cx->dir, "native.o");
  char *recc = sim_path(cx->dir, "hlsc_rec.c");
  if (!rc && LLVMWriteBitcodeToFile(all, bc)) {
    fprintf(stderr, "hlsc: error: cannot write %s\n", bc);
    rc = 2;
  }
  if (all) LLVMDisposeModule(all);
  LLVMContextDispose(ctx);
  Sbuf src = {0};
  write_recorder(cx->func, &src);
  if (!rc && !write_file(recc, src.s, src.len)) {
    fprintf(stderr, "hlsc: error: cannot write %s\n", recc);
    rc = 2;
  }
  sb_free(&src);
  if (!rc) {
    const char *a[] = {"-c", "-O1", "-w", "-o", obj, bc};
    rc = clang_run(cx, a, ARRAY_LEN(a), log, "compiling the testbench");
  }
  if (!rc) {
    const char *inc = hlsc_include_dir();
    /* the library only for a design that calls it (it takes a sanitized
     * compile of its own); a network's processes may, so they get it */
    bool libm = !cx->func || cx->func->uses_libm || (cx->comp && cx->comp->net);
    char *libm_c = libm ? sim_path(inc ? inc : ".", SIM_LIBM_SOURCE) : NULL;
    const char *a[] = {"-std=gnu17", "-O1", "-w", "-isystem", inc ? inc : ".",
                       "-fsanitize=address,undefined",
                       "-fno-sanitize-recover=all", SIM_LIBM_FLAGS,
                       "-o", exe, obj, recc, SIM_LIBM_WRAP, libm_c};
    /* without the library, neither it nor its link flag */
    rc = clang_run(cx, a, ARRAY_LEN(a) - 2 * !libm_c, log,
                   "linking the testbench");
    free(libm_c);
  }
  free(bc);
  free(obj);
  free(recc);
  free(log);
  return rc;
}
