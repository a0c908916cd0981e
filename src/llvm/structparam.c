/* structparam.c - a struct parameter of the top, passed by value, becomes
 * one argument (so one port) per scalar field, before the pass pipeline.
 *
 * Why here: clang passes a struct as its bytes (one or two integers with
 * the padding, or a pointer to a copy), which would make a port named
 * after the ABI (`cfg.coerce0`) whose bits mean nothing to the user. The
 * top is rebuilt as a function taking one integer per field (cparam.h:
 * `cfg_gain`, `cfg_in_x`, `cfg_v_3`); at its entry the fields are stored
 * at their offsets into a zeroed local image of the struct, and what clang
 * passed is read back from that image (the coerced integers) or is the
 * image (byval). SROA then removes the image, and the rest of hlsc sees
 * ordinary scalar parameters. The old top stays as an empty declaration
 * for whatever else in the file calls it (main, which the pipeline drops).
 *
 * An integer wider than 64 bits (__int128, _BitInt(N)) is passed the same
 * ways (two i64, or a pointer to a copy) and becomes one argument iN the
 * same way, an image with one field. Returned, clang gives it back as two
 * i64 ({i64, i64}) or through a hidden first parameter (sret): the new top
 * returns iN instead, read from an image clang's return is stored into.
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "cparam.h"
#include "dinfo.h"
#include "internal.h"

static void copy_attrs(LLVMValueRef from, unsigned fi, LLVMValueRef to,
                       unsigned ti) {
  unsigned cnt = LLVMGetAttributeCountAtIndex(from, fi);
  if (!cnt) return;
  LLVMAttributeRef *a = xmalloc(cnt * sizeof *a);
  LLVMGetAttributesAtIndex(from, fi, a);
  for (unsigned k = 0; k < cnt; k++) LLVMAddAttributeAtIndex(to, ti, a[k]);
  free(a);
}

static LLVMValueRef byte_ptr(LLVMBuilderRef b, LLVMContextRef ctx,
                             LLVMValueRef img, uint64_t off) {
  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx);
  LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(ctx), off, 0);
  return LLVMBuildInBoundsGEP2(b, i8, img, &idx, 1, "");
}

/* Stores field value v (iN) at its bits of the zeroed image: a whole
 * naturally sized integer directly, else byte by byte (bit-fields). */
static void store_field(LLVMBuilderRef b, LLVMContextRef ctx,
                        LLVMValueRef img, const CField *f, LLVMValueRef v) {
  unsigned bits = f->bits, sh = f->bit % 8;
  if (!sh && (bits == 8 || bits == 16 || bits == 32 || bits == 64)) {
    LLVMValueRef st = LLVMBuildStore(b, v, byte_ptr(b, ctx, img, f->bit / 8));
    LLVMSetAlignment(st, 1);
    return;
  }
  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx);
  LLVMTypeRef wt = LLVMIntTypeInContext(ctx, bits < 8 ? 8 : bits);
  LLVMValueRef vz = bits < 8 ? LLVMBuildZExt(b, v, wt, "") : v;
  unsigned nbytes = (sh + bits + 7) / 8;
  for (unsigned j = 0; j < nbytes; j++) {
    /* the field's bit s lands on bit 0 of byte j */
    int s = (int)(8 * j) - (int)sh;
    LLVMValueRef t =
        s >= 0 ? (s ? LLVMBuildLShr(b, vz, LLVMConstInt(wt, (unsigned)s, 0), "")
                    : vz)
               : LLVMBuildShl(b, vz, LLVMConstInt(wt, (unsigned)-s, 0), "");
    if (LLVMGetIntTypeWidth(wt) > 8) t = LLVMBuildTrunc(b, t, i8, "");
    LLVMValueRef p = byte_ptr(b, ctx, img, f->bit / 8 + j);
    LLVMValueRef old = LLVMBuildLoad2(b, i8, p, "");
    LLVMValueRef st = LLVMBuildStore(b, LLVMBuildOr(b, old, t, ""), p);
    LLVMSetAlignment(old, 1);
    LLVMSetAlignment(st, 1);
  }
}

/* The image of struct parameter p from the field arguments of nf from
 * *k on; clang's arguments of p in fn get their values from it. */
static void build_image(LLVMBuilderRef b, LLVMContextRef ctx,
                        LLVMValueRef fn, LLVMValueRef nf, const CParam *p,
                        unsigned *k) {
  LLVMTypeRef i8 = LLVMInt8TypeInContext(ctx);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
  LLVMValueRef img =
      LLVMBuildAlloca(b, LLVMArrayType2(i8, p->image_bytes), p->name);
  LLVMSetAlignment(img, p->align);
  LLVMBuildMemSet(b, img, LLVMConstInt(i8, 0, 0),
                  LLVMConstInt(i64, p->image_bytes, 0), p->align);
  if (p->is_wide) { /* the integer, extended to its storage */
    const CField *f = &p->fields.data[0];
    LLVMTypeRef st = LLVMIntTypeInContext(ctx, (unsigned)p->image_bytes * 8);
    LLVMValueRef v = LLVMGetParam(nf, (*k)++);
    if (f->bits < p->image_bytes * 8)
      v = f->is_signed ? LLVMBuildSExt(b, v, st, "") : LLVMBuildZExt(b, v, st, "");
    LLVMSetAlignment(LLVMBuildStore(b, v, img), 1);
  }
  for (size_t j = 0; !p->is_wide && j < p->fields.len; j++)
    store_field(b, ctx, img, &p->fields.data[j], LLVMGetParam(nf, (*k)++));
  if (p->byval) {
    LLVMReplaceAllUsesWith(LLVMGetParam(fn, p->arg), img);
    return;
  }
  for (unsigned j = 0; j < p->nargs; j++) {
    LLVMValueRef old = LLVMGetParam(fn, p->arg + j);
    LLVMValueRef ld = LLVMBuildLoad2(b, LLVMTypeOf(old),
                                     byte_ptr(b, ctx, img, p->off[j]), "");
    LLVMSetAlignment(ld, 1);
    LLVMReplaceAllUsesWith(old, ld);
  }
}

/* A wide integer returned: its exact width and signedness, and whether
 * clang returns it through a hidden first parameter (else as {i64, i64}). */
typedef struct WideRet {
  unsigned bits, bytes; /* bytes: the storage clang returns */
  bool sg, sret;
} WideRet;

/* The new top's type: clang's arguments, a struct's replaced by its
 * fields' integers (a wide integer's by the integer); returning the wide
 * integer wr (when not NULL). */
static LLVMTypeRef new_type(LLVMContextRef ctx, LLVMValueRef fn,
                            const CParams *ps, const WideRet *wr,
                            unsigned *n) {
  VEC(LLVMTypeRef) ts = {0};
  for (size_t i = 0; i < ps->len; i++) {
    const CParam *p = &ps->data[i];
    if (wr && wr->sret && i == 0) continue; /* returned instead */
    if (!p->is_struct && !p->is_wide) {
      for (unsigned j = 0; j < p->nargs; j++)
        vec_push(&ts, LLVMTypeOf(LLVMGetParam(fn, p->arg + j)));
      continue;
    }
    for (size_t j = 0; j < p->fields.len; j++)
      vec_push(&ts, LLVMIntTypeInContext(ctx, p->fields.data[j].bits));
  }
  LLVMTypeRef ret = wr ? LLVMIntTypeInContext(ctx, wr->bits)
                      : LLVMGetReturnType(LLVMGlobalGetValueType(fn));
  LLVMTypeRef ft = LLVMFunctionType(ret, ts.data, (unsigned)ts.len, 0);
  *n = (unsigned)ts.len;
  vec_free(&ts);
  return ft;
}

/* Names and attributes of the new arguments; im->p_di for them. */
static void name_args(Imp *im, LLVMValueRef fn, LLVMValueRef nf,
                      const CParams *ps, const WideRet *wr) {
  unsigned k = 0;
  unsigned sx = LLVMGetEnumAttributeKindForName("signext", 7);
  im->np_names = LLVMCountParams(nf);
  im->p_names = xcalloc(im->np_names + 1, sizeof *im->p_names);
  for (size_t i = 0; i < ps->len; i++) {
    const CParam *p = &ps->data[i];
    bool flat = p->is_struct || p->is_wide;
    if (wr && wr->sret && i == 0) continue;
    for (unsigned j = 0; !flat && j < p->nargs; j++, k++) {
      LLVMValueRef a = LLVMGetParam(fn, p->arg + j);
      const char *nm = fe_name(a);
      LLVMSetValueName2(LLVMGetParam(nf, k), nm, strlen(nm));
      im->p_names[k] = xstrdup(nm);
      copy_attrs(fn, p->arg + j + 1, nf, k + 1);
      if (k < 64) im->p_di[k] = (uint16_t)p->di;
    }
    for (size_t j = 0; flat && j < p->fields.len; j++, k++) {
      const CField *f = &p->fields.data[j];
      LLVMSetValueName2(LLVMGetParam(nf, k), f->name, strlen(f->name));
      im->p_names[k] = xstrdup(f->name);
      if (f->is_signed)
        LLVMAddAttributeAtIndex(nf, k + 1,
                                LLVMCreateEnumAttribute(im->ctx, sx, 0));
      if (k < 64) im->p_di[k] = 0;
    }
  }
}

/* The integer local clang loads a returned {i64, i64} from (`retval`,
 * an iN), or NULL. */
static LLVMValueRef retval_slot(LLVMValueRef v) {
  LLVMValueRef a = v && LLVMIsALoadInst(v) ? LLVMGetOperand(v, 0) : NULL;
  if (!a || !LLVMIsAAllocaInst(a) ||
      LLVMGetTypeKind(LLVMGetAllocatedType(a)) != LLVMIntegerTypeKind)
    return NULL;
  return a;
}

/* Whether fn returns an integer wider than 64 bits through memory or as
 * {i64, i64} (then *wr says how). */
static bool wide_return(Imp *im, LLVMValueRef fn, WideRet *wr) {
  uint64_t bits = 0;
  LLVMMetadataRef t = di_op(im->ctx, di_signature(im->ctx, fn), 0);
  if (!cparam_wide_int(im->ctx, t, &bits, &wr->sg)) return false;
  unsigned k = LLVMGetEnumAttributeKindForName("sret", 4);
  wr->bytes = (unsigned)(bits / 8);
  wr->sret = LLVMCountParams(fn) && LLVMGetEnumAttributeAtIndex(fn, 1, k);
  if (wr->sret) {
    wr->bits = cparam_loaded_width(LLVMGetParam(fn, 0));
  } else if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(fn))) ==
             LLVMStructTypeKind) {
    wr->bits = 0; /* the width of clang's local `retval` */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
      LLVMValueRef r = LLVMGetBasicBlockTerminator(bb);
      LLVMValueRef a = r && LLVMIsAReturnInst(r) && LLVMGetNumOperands(r)
                           ? retval_slot(LLVMGetOperand(r, 0)) : NULL;
      if (a) wr->bits = LLVMGetIntTypeWidth(LLVMGetAllocatedType(a));
    }
  } else {
    return false; /* an iN already */
  }
  if (!wr->bits || wr->bits > bits) wr->bits = (unsigned)bits;
  return true;
}

/* nf's returns give the wide integer: read from clang's local `retval`
 * as the integer it stored there (its {i64, i64} would keep SROA from
 * promoting it), or from the image the sret pointer now is, or else
 * from an image clang's {i64, i64} is stored into. */
static void wide_rets(LLVMBuilderRef b, LLVMContextRef ctx, LLVMValueRef fn,
                      LLVMValueRef nf, const WideRet *wr) {
  LLVMValueRef img = LLVMBuildAlloca(
      b, LLVMArrayType2(LLVMInt8TypeInContext(ctx), wr->bytes), "retimg");
  LLVMSetAlignment(img, 16);
  if (wr->sret) LLVMReplaceAllUsesWith(LLVMGetParam(fn, 0), img);
  LLVMTypeRef st = LLVMIntTypeInContext(ctx, wr->bytes * 8);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(nf); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef r = LLVMGetBasicBlockTerminator(bb);
    if (!r || !LLVMIsAReturnInst(r)) continue;
    LLVMPositionBuilderBefore(b, r);
    LLVMValueRef slot = wr->sret ? NULL : retval_slot(LLVMGetOperand(r, 0));
    LLVMValueRef v;
    if (slot) {
      v = LLVMBuildLoad2(b, LLVMGetAllocatedType(slot), slot, "");
    } else {
      if (!wr->sret)
        LLVMSetAlignment(LLVMBuildStore(b, LLVMGetOperand(r, 0), img), 1);
      v = LLVMBuildLoad2(b, st, img, "");
      LLVMSetAlignment(v, 1);
    }
    if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) > wr->bits)
      v = LLVMBuildTrunc(b, v, LLVMIntTypeInContext(ctx, wr->bits), "");
    LLVMBuildRet(b, v);
    LLVMValueRef old = LLVMGetNumOperands(r) ? LLVMGetOperand(r, 0) : NULL;
    LLVMInstructionEraseFromParent(r);
    if (old && LLVMIsAInstruction(old) && !LLVMGetFirstUse(old))
      LLVMInstructionEraseFromParent(old); /* (SROA then sees only iN) */
  }
}

LLVMValueRef structparam_rewrite(Imp *im, LLVMValueRef fn) {
  for (unsigned i = 0; i < 64; i++) im->p_di[i] = (uint16_t)(i + 1);
  CParams ps = {0};
  Sbuf err = {0};
  unsigned line = 0;
  if (!cparams_of(fn, &ps, &err, &line)) {
    SrcLoc l = fe_loc(im, fn);
    if (line) l = (SrcLoc){l.file, line, 0};
    diag_error(l, "%s", sb_str(&err));
    sb_free(&err);
    return NULL;
  }
  sb_free(&err);
  WideRet wret = {0};
  const WideRet *wr = wide_return(im, fn, &wret) ? &wret : NULL;
  if (!cparams_any_struct(&ps) && !wr) {
    cparams_free(&ps);
    return fn;
  }
  unsigned n = 0;
  LLVMTypeRef ft = new_type(im->ctx, fn, &ps, wr, &n);
  LLVMValueRef nf = LLVMAddFunction(im->mod, "__hlsc_struct_top", ft);
  LLVMSetLinkage(nf, LLVMGetLinkage(fn));
  copy_attrs(fn, LLVMAttributeFunctionIndex, nf, LLVMAttributeFunctionIndex);
  if (!wr)
    copy_attrs(fn, LLVMAttributeReturnIndex, nf, LLVMAttributeReturnIndex);
  else if (!wr->sg) /* import.c: a return without zeroext is signed */
    LLVMAddAttributeAtIndex(
        nf, LLVMAttributeReturnIndex,
        LLVMCreateEnumAttribute(
            im->ctx, LLVMGetEnumAttributeKindForName("zeroext", 7), 0));
  name_args(im, fn, nf, &ps, wr);
  for (LLVMBasicBlockRef bb; (bb = LLVMGetFirstBasicBlock(fn));) {
    LLVMRemoveBasicBlockFromParent(bb);
    LLVMAppendExistingBasicBlock(nf, bb);
  }
  /* the entry block keeps clang's allocas first, for SROA */
  LLVMBuilderRef b = LLVMCreateBuilderInContext(im->ctx);
  LLVMPositionBuilderBefore(
      b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(nf)));
  unsigned k = 0;
  if (wr) {
    wide_rets(b, im->ctx, fn, nf, wr);
    LLVMPositionBuilderBefore(
        b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(nf)));
  }
  for (size_t i = 0; i < ps.len; i++) {
    const CParam *p = &ps.data[i];
    if (wr && wr->sret && i == 0) continue;
    if (p->is_struct || p->is_wide) {
      build_image(b, im->ctx, fn, nf, p, &k);
      continue;
    }
    for (unsigned j = 0; j < p->nargs; j++, k++)
      LLVMReplaceAllUsesWith(LLVMGetParam(fn, p->arg + j),
                             LLVMGetParam(nf, k));
  }
  LLVMDisposeBuilder(b);
  cparams_free(&ps);
  /* the debug info (positions, the C types) moves with the body */
  LLVMMetadataRef sp = LLVMGetSubprogram(fn);
  LLVMGlobalEraseMetadata(fn, LLVMGetMDKindIDInContext(im->ctx, "dbg", 3));
  if (sp) LLVMSetSubprogram(nf, sp);
  size_t len = 0;
  char *top = xstrdup(LLVMGetValueName2(fn, &len));
  LLVMSetValueName2(fn, "__hlsc_struct_top_c", 19);
  LLVMSetLinkage(fn, LLVMExternalLinkage);
  LLVMSetValueName2(nf, top, len);
  free(top);
  return nf;
}
