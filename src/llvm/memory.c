/* memory.c - objects and pointers: every global and stack object the top
 * still accesses becomes a Mem; every pointer becomes (object, byte
 * offset, known alignment), or, when it may point into several objects,
 * a fatptr.c value. Loads, stores, memcpy and memset are in access.c.
 *
 * An object's word is its narrowest access (all accesses are powers of two
 * bytes, so every wider access is a whole number of words). When every
 * access has the same integer type, the word is exactly that type's width
 * (a bool array is 1 bit wide, an unsigned _BitInt(12) array 12). */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define ALIGN_MAX (1u << 30)

static uint32_t low_bit(uint64_t x) {
  if (x == 0) return ALIGN_MAX;
  uint64_t b = x & (~x + 1);
  return b >= ALIGN_MAX ? ALIGN_MAX : (uint32_t)b;
}

static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }

/* Bytes an access of type t touches: its store size rounded up to a power
 * of two (an i24 or _BitInt(17) occupies 4 bytes; the rest is padding). */
static uint64_t access_bytes(Imp *im, LLVMTypeRef t) {
  uint64_t n = LLVMStoreSizeOfType(im->td, t), p = 1;
  while (p < n) p <<= 1;
  return p;
}

/* ---- objects ---- */

/* A global, a stack object, or an array parameter of the top (stream
 * parameters never reach memory accesses: ports.c rejects that). */
bool mem_is_object(LLVMValueRef v) {
  return LLVMIsAGlobalVariable(v) || LLVMIsAAllocaInst(v) ||
         LLVMIsAArgument(v);
}

static uint64_t object_size(Imp *im, LLVMValueRef v) {
  if (LLVMIsAArgument(v)) return ports_param_bytes(im, v);
  if (LLVMIsAGlobalVariable(v))
    return LLVMABISizeOfType(im->td, LLVMGlobalGetValueType(v));
  uint64_t n = 1;
  LLVMValueRef cnt = LLVMGetOperand(v, 0);
  if (LLVMIsAConstantInt(cnt)) n = LLVMConstIntGetZExtValue(cnt);
  return n * LLVMABISizeOfType(im->td, LLVMGetAllocatedType(v));
}

static bool object_finish(Imp *im, Obj *o);

static int object_index(Imp *im, LLVMValueRef v, SrcLoc loc) {
  uint32_t i;
  if (ptrmap_get(&im->omap, v, &i)) return (int)i;
  Obj o = {0};
  o.v = v;
  o.size = object_size(im, v);
  o.mem = UINT32_MAX;
  o.loc = loc;
  o.is_global = LLVMIsAGlobalVariable(v) != NULL;
  /* a global's own errors (its initial value, its size) are at its
   * declaration, not at the access that met it first */
  if (o.is_global) {
    SrcLoc decl = fe_loc(im, v);
    if (decl.line) o.loc = decl;
  }
  if (LLVMIsAArgument(v)) {
    o.align = 1;
    LLVMValueRef fn = LLVMGetParamParent(v);
    unsigned ak = LLVMGetEnumAttributeKindForName("align", 5);
    for (unsigned i = 0; i < LLVMCountParams(fn); i++) {
      LLVMAttributeRef a = LLVMGetParam(fn, i) == v
                               ? LLVMGetEnumAttributeAtIndex(fn, i + 1, ak)
                               : NULL;
      if (a) o.align = (uint32_t)LLVMGetEnumAttributeValue(a);
    }
  } else {
    o.align = LLVMGetAlignment(v);
  }
  if (o.align == 0) o.align = 1;
  if (o.is_global || LLVMIsAArgument(v)) {
    size_t n = 0;
    const char *s = LLVMGetValueName2(v, &n);
    o.name = n ? arena_strdup(&im->f->arena, s) : NULL;
  } else {
    o.name = imp_src_name(im, v);
  }
  if (!o.name) o.name = arena_printf(&im->f->arena, "obj%zu", im->objs.len);
  vec_push(&im->objs, o);
  ptrmap_put(&im->omap, v, (uint32_t)(im->objs.len - 1));
  /* Found after collection (only its address is used): never accessed. */
  if (im->collected) object_finish(im, &im->objs.data[im->objs.len - 1]);
  return (int)(im->objs.len - 1);
}

static void add_unique(IntVec *v, int x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x) return;
  vec_push(v, x);
}

bool mem_is_gep(LLVMValueRef v) {
  if (LLVMIsAGetElementPtrInst(v)) return true;
  return LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr;
}

/* The objects pointer v may point into, found by walking back through
 * GEPs, selects, PHIs and freezes; a pointer loaded from memory may point
 * into any object whose address is stored somewhere, or be NULL. */
static void trace(Imp *im, LLVMValueRef v, IntVec *out, bool *null,
                  PtrMap *seen, SrcLoc loc) {
  if (ptrmap_get(seen, v, NULL)) return;
  ptrmap_put(seen, v, 1);
  if (mem_is_object(v)) {
    add_unique(out, object_index(im, v, loc));
  } else if (mem_is_gep(v) || LLVMIsAFreezeInst(v)) {
    trace(im, LLVMGetOperand(v, 0), out, null, seen, loc);
  } else if (LLVMIsASelectInst(v)) {
    trace(im, LLVMGetOperand(v, 1), out, null, seen, loc);
    trace(im, LLVMGetOperand(v, 2), out, null, seen, loc);
  } else if (LLVMIsAPHINode(v)) {
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++) /* reachable edges */
      if (ptrmap_get(&im->bmap, LLVMGetIncomingBlock(v, i), NULL))
        trace(im, LLVMGetIncomingValue(v, i), out, null, seen, loc);
  } else if (LLVMIsALoadInst(v)) {
    const int *e = im->escaped ? im->escaped->objs : im->escaping.data;
    size_t n = im->escaped ? im->escaped->len : im->escaping.len;
    for (size_t i = 0; i < n; i++) add_unique(out, e[i]);
    *null = true;
  } else if (LLVMIsAConstant(v) && LLVMIsNull(v)) {
    *null = true;
  }
}

void mem_objects_of(Imp *im, LLVMValueRef v, IntVec *out, bool *null,
                    SrcLoc loc) {
  PtrMap seen = {0};
  bool nul = false;
  trace(im, v, out, &nul, &seen, loc);
  if (null) *null = nul;
  ptrmap_free(&seen);
}

static void objects_of(Imp *im, LLVMValueRef v, IntVec *out, SrcLoc loc) {
  mem_objects_of(im, v, out, NULL, loc);
}

int mem_object_of(Imp *im, LLVMValueRef ptr) {
  uint32_t p;
  if (ptrmap_get(&im->prov, ptr, &p)) return (int)p - 1;
  IntVec objs = {0};
  objects_of(im, ptr, &objs, (SrcLoc){0});
  int r = objs.len == 1 ? objs.data[0] : -1;
  vec_free(&objs);
  ptrmap_put(&im->prov, ptr, (uint32_t)(r + 1));
  return r;
}

/* ---- collecting accesses ---- */

/* glibc's inline putchar(c) is putc(c, stdout): the FILE pointer is read
 * from the external variable stdout. It has no value in hardware (access.c
 * binds it to nothing; calls.c ignores the stream). */
bool mem_is_stdio_load(LLVMValueRef inst) {
  LLVMValueRef g = LLVMGetOperand(inst, 0);
  size_t n;
  if (!LLVMIsAGlobalVariable(g) || LLVMGetInitializer(g)) return false;
  const char *s = LLVMGetValueName2(g, &n);
  return !strcmp(s, "stdout") || !strcmp(s, "stderr");
}

static void note_access(Obj *o, LLVMTypeRef t, uint64_t bytes, bool store) {
  if (!o->min_access || bytes < o->min_access) o->min_access = bytes;
  if (t && (!o->min_scalar || bytes < o->min_scalar)) o->min_scalar = bytes;
  if (!t || !int_width(t)) o->mixed = true;
  else if (!o->access_type && !o->mixed) o->access_type = t;
  else if (o->access_type != t) o->mixed = true;
  if (store) o->stored = true;
}

static uint32_t param_align(LLVMValueRef call, unsigned arg) {
  unsigned kind = LLVMGetEnumAttributeKindForName("align", 5);
  LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(call, arg + 1, kind);
  uint64_t v = a ? LLVMGetEnumAttributeValue(a) : 1;
  if (v == 0) return 1;
  return v > ALIGN_MAX ? ALIGN_MAX : (uint32_t)v;
}

static const char *callee_name(LLVMValueRef call) {
  LLVMValueRef c = LLVMGetCalledValue(call);
  size_t n;
  return c && LLVMIsAFunction(c) ? LLVMGetValueName2(c, &n) : "";
}

/* 0: not memcpy/memmove/memset; 1: memcpy or memmove; 2: memset. With
 * -fno-builtin a C call to memcpy stays a call to the library function;
 * it means the same. */
static int mem_call_kind(LLVMValueRef call) {
  const char *n = callee_name(call);
  if (!strncmp(n, "llvm.memcpy.", 12) || !strncmp(n, "llvm.memmove.", 13) ||
      !strcmp(n, "memcpy") || !strcmp(n, "memmove"))
    return 1;
  if (!strncmp(n, "llvm.memset.", 12) || !strcmp(n, "memset")) return 2;
  return 0;
}

/* A power of two that divides the address of v, from the objects'
 * alignment and the GEPs on the way (PHI cycles are assumed aligned;
 * the importer checks every access again); rel: that divides v's offset
 * into its object instead (an object's start counts as aligned). */
static uint32_t static_align(Imp *im, LLVMValueRef v, bool rel,
                             unsigned depth) {
  if (depth > 32) return 1;
  if (mem_is_object(v) && rel) return ALIGN_MAX;
  if (mem_is_object(v)) return LLVMGetAlignment(v) ? LLVMGetAlignment(v) : 1;
  if (LLVMIsAFreezeInst(v))
    return static_align(im, LLVMGetOperand(v, 0), rel, depth + 1);
  if (LLVMIsASelectInst(v))
    return min_u32(static_align(im, LLVMGetOperand(v, 1), rel, depth + 1),
                   static_align(im, LLVMGetOperand(v, 2), rel, depth + 1));
  if (LLVMIsAPHINode(v)) {
    uint32_t al = ALIGN_MAX;
    for (unsigned i = 0; i < LLVMCountIncoming(v); i++) {
      LLVMValueRef x = LLVMGetIncomingValue(v, i);
      if (!LLVMIsAPHINode(x))
        al = min_u32(al, static_align(im, x, rel, depth + 1));
    }
    return al;
  }
  if (!mem_is_gep(v)) return 1;
  uint32_t al = static_align(im, LLVMGetOperand(v, 0), rel, depth + 1);
  LLVMTypeRef t = LLVMGetGEPSourceElementType(v);
  int n = LLVMGetNumOperands(v);
  for (int i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(v, i);
    uint64_t x;
    if (i > 1 && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      unsigned k = (unsigned)LLVMConstIntGetZExtValue(idx);
      x = LLVMOffsetOfElement(im->td, t, k);
      t = LLVMStructGetTypeAtIndex(t, k);
    } else {
      if (i > 1 && LLVMGetTypeKind(t) != LLVMArrayTypeKind) return 1;
      if (i > 1) t = LLVMGetElementType(t);
      x = LLVMABISizeOfType(im->td, t);
      if (LLVMIsAConstantInt(idx)) x *= LLVMConstIntGetZExtValue(idx);
    }
    al = min_u32(al, low_bit(x));
  }
  return al;
}

/* Notes an access of `bytes` bytes through ptr on every object it may
 * reach. An access that may be unaligned (LLVM's alignment llvm_align and
 * the address's static alignment are below its size: a packed struct's
 * field) is noted as accesses of the largest power of two that both allow
 * and that divides t's store size (a packed 6-byte struct is read and
 * written as its 6 bytes, not 8), so that the object's words are small
 * enough for it to be whole words; llvm_align 0: the unit is already
 * aligned (memcpy, memset). An access wider than 64 bits counts the
 * alignment of its offset into the object, not of its address: a
 * _BitInt(1024) array, 16-byte aligned, still has 128-byte words. */
static void note_ptr(Imp *im, LLVMValueRef ptr, LLVMTypeRef t, uint64_t bytes,
                     uint32_t llvm_align, bool store, SrcLoc loc) {
  IntVec objs = {0};
  objects_of(im, ptr, &objs, loc);
  uint32_t sa = !llvm_align ? 0 : static_align(im, ptr, bytes > 8, 0);
  for (size_t i = 0; i < objs.len; i++) {
    Obj *o = &im->objs.data[objs.data[i]];
    uint64_t unit = bytes;
    if (llvm_align) {
      uint32_t al = min_u32(llvm_align, o->align);
      if (sa > al) al = sa;
      if (al < unit) {
        unit = al;
        while (LLVMStoreSizeOfType(im->td, t) % unit) unit >>= 1;
      }
    }
    note_access(o, t, unit, store);
  }
  vec_free(&objs);
}

/* The unit a memcpy/memset moves at a time: the largest power of two (at
 * most 8 bytes, or wide_cap's) that divides the length and both
 * pointers' alignments (of the offsets into the objects for a unit wider
 * than 8 bytes). */
static uint32_t arg_align(Imp *im, LLVMValueRef call, unsigned arg,
                          bool rel) {
  uint32_t a = param_align(call, arg);
  uint32_t s = static_align(im, LLVMGetOperand(call, arg), rel, 0);
  return a > s ? a : s;
}

/* Lowers *cap to the smallest load or store of the objects ptr reaches;
 * false when one has a load or store of 8 bytes or less. */
static bool scalar_cap(Imp *im, LLVMValueRef ptr, uint64_t *cap) {
  IntVec objs = {0};
  objects_of(im, ptr, &objs, (SrcLoc){0});
  bool wide = true;
  for (size_t i = 0; i < objs.len; i++) {
    uint64_t m = im->objs.data[objs.data[i]].min_scalar;
    if (m && m <= 8) wide = false;
    if (m && m < *cap) *cap = m;
  }
  vec_free(&objs);
  return wide;
}

/* The widest unit of a memcpy/memset: 8 bytes, or, when the objects it
 * touches are loaded and stored only in units wider than that (an array
 * of __int128 initialized from a constant), the smallest of those, so
 * that the copy does not make their words narrower. */
static uint64_t wide_cap(Imp *im, LLVMValueRef call, bool src) {
  uint64_t cap = UINT64_MAX; /* stays when no object has loads or stores */
  bool wide = scalar_cap(im, LLVMGetOperand(call, 0), &cap);
  if (src) wide = scalar_cap(im, LLVMGetOperand(call, 1), &cap) && wide;
  return wide && cap != UINT64_MAX ? cap : 8;
}

static uint64_t mem_call_unit(Imp *im, LLVMValueRef call, uint64_t len,
                              bool src) {
  uint64_t u = wide_cap(im, call, src);
  bool rel = u > 8;
  while (u > 1 && len % u) u >>= 1;
  u = min_u32((uint32_t)u, arg_align(im, call, 0, rel));
  if (src) u = min_u32((uint32_t)u, arg_align(im, call, 1, rel));
  return u;
}

static void collect_call(Imp *im, LLVMValueRef call, SrcLoc loc) {
  int kind = mem_call_kind(call);
  LLVMValueRef len = LLVMGetOperand(call, 2);
  if (!kind || !LLVMIsAConstantInt(len)) return;
  uint64_t u =
      mem_call_unit(im, call, LLVMConstIntGetZExtValue(len), kind == 1);
  note_ptr(im, LLVMGetOperand(call, 0), NULL, u, 0, true, loc);
  if (kind == 1) note_ptr(im, LLVMGetOperand(call, 1), NULL, u, 0, false, loc);
}

static void collect_inst(Imp *im, LLVMValueRef inst) {
  if (LLVMIsACallInst(inst) && ports_is_stream_call(inst)) return;
  SrcLoc loc = fe_loc(im, inst);
  int n = LLVMGetNumOperands(inst);
  for (int i = 0; i < n; i++) {
    LLVMValueRef o = LLVMGetOperand(inst, i);
    if (LLVMGetTypeKind(LLVMTypeOf(o)) != LLVMPointerTypeKind) continue;
    IntVec objs = {0};
    objects_of(im, o, &objs, loc);
    vec_free(&objs);
  }
  if (LLVMIsALoadInst(inst)) {
    LLVMTypeRef t = LLVMTypeOf(inst);
    bool ptr = LLVMGetTypeKind(t) == LLVMPointerTypeKind;
    if (!int_width(t) && (!ptr || mem_is_stdio_load(inst)))
      return; /* mem_load reports it (or it is stdout) */
    note_ptr(im, LLVMGetOperand(inst, 0), t, access_bytes(im, t),
             LLVMGetAlignment(inst), false, loc);
  } else if (LLVMIsAStoreInst(inst)) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(inst, 0));
    note_ptr(im, LLVMGetOperand(inst, 1), t, access_bytes(im, t),
             LLVMGetAlignment(inst), true, loc);
  }
}

/* ---- initial values ---- */

static bool init_fail(Imp *im, Obj *o, const char *what) {
  im->failed = true;
  diag_error(o->loc, "%s in the initial value of '%s' %s", what, o->name,
             "is not supported");
  return false;
}

static bool init_bytes(Imp *im, Obj *o, LLVMValueRef c, LLVMTypeRef t,
                       uint8_t *img, uint64_t off);

static bool init_aggregate(Imp *im, Obj *o, LLVMValueRef c, LLVMTypeRef t,
                           uint8_t *img, uint64_t off) {
  if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
    unsigned n = LLVMCountStructElementTypes(t);
    for (unsigned i = 0; i < n; i++)
      if (!init_bytes(im, o, LLVMGetAggregateElement(c, i),
                      LLVMStructGetTypeAtIndex(t, i), img,
                      off + LLVMOffsetOfElement(im->td, t, i)))
        return false;
    return true;
  }
  LLVMTypeRef et = LLVMGetElementType(t);
  uint64_t es = LLVMABISizeOfType(im->td, et);
  uint64_t n = LLVMGetTypeKind(t) == LLVMVectorTypeKind
                   ? LLVMGetVectorSize(t) : LLVMGetArrayLength2(t);
  if (LLVMIsAConstantDataSequential(c) && LLVMIsConstantString(c)) {
    size_t len = 0;
    const char *s = LLVMGetAsString(c, &len);
    memcpy(img + off, s, len < n ? len : n);
    return true;
  }
  for (uint64_t i = 0; i < n; i++)
    if (!init_bytes(im, o, LLVMGetAggregateElement(c, (unsigned)i), et, img,
                    off + i * es))
      return false;
  return true;
}

static bool init_bytes(Imp *im, Obj *o, LLVMValueRef c, LLVMTypeRef t,
                       uint8_t *img, uint64_t off) {
  if (!c || LLVMIsUndef(c) || LLVMIsPoison(c) || LLVMIsNull(c)) return true;
  switch (LLVMGetTypeKind(t)) {
  case LLVMIntegerTypeKind: {
    if (!LLVMIsAConstantInt(c)) return init_fail(im, o, "this constant");
    uint64_t n = LLVMStoreSizeOfType(im->td, t);
    for (uint64_t i = 0; i < n; i += 8) { /* 64 bits at a time */
      uint64_t x;
      if (!wide_const_limb(c, (unsigned)(i / 8), &x))
        return init_fail(im, o, "this constant");
      for (uint64_t j = 0; j < 8 && i + j < n; j++)
        img[off + i + j] = (uint8_t)(x >> (8 * j));
    }
    return true;
  }
  case LLVMVectorTypeKind: /* vector_size: elements of whole bytes */
    if (LLVMStoreSizeOfType(im->td, LLVMGetElementType(t)) * 8 !=
        LLVMSizeOfTypeInBits(im->td, LLVMGetElementType(t)))
      return init_fail(im, o, "a vector of sub-byte elements");
    return init_aggregate(im, o, c, t, img, off);
  case LLVMArrayTypeKind:
  case LLVMStructTypeKind: return init_aggregate(im, o, c, t, img, off);
  case LLVMFloatTypeKind:
  case LLVMDoubleTypeKind: { /* its bits (float.c) */
    uint64_t x;
    if (!fe_float_bits(c, &x)) return init_fail(im, o, "this constant");
    for (unsigned j = 0; j < int_width(t) / 8; j++)
      img[off + j] = (uint8_t)(x >> (8 * j));
    return true;
  }
  case LLVMPointerTypeKind: { /* fatptr.c's value, as a 64-bit word */
    uint64_t x;
    if (!fat_const(im, c, &x)) return init_fail(im, o, "this pointer");
    for (unsigned j = 0; j < 8; j++) img[off + j] = (uint8_t)(x >> (8 * j));
    return true;
  }
  default: return init_fail(im, o, "a non-integer value");
  }
}

static bool object_init(Imp *im, Obj *o, Mem *m) {
  uint64_t nbytes = m->depth * o->word_bytes;
  uint8_t *img = xcalloc(nbytes ? nbytes : 1, 1);
  LLVMValueRef c = LLVMGetInitializer(o->v);
  bool ok = true;
  if (c) ok = init_bytes(im, o, c, LLVMGlobalGetValueType(o->v), img, 0);
  unsigned nl = ir_limbs(m->width);
  m->init = arena_alloc(&im->f->arena, m->depth * nl * sizeof(uint64_t));
  for (uint64_t k = 0; k < m->depth; k++) {
    uint64_t *w = ir_mem_word(m, k);
    memset(w, 0, nl * sizeof *w);
    for (unsigned i = 0; i < o->word_bytes && i < 8 * nl; i++)
      w[i / 8] |= (uint64_t)img[k * o->word_bytes + i] << (8 * (i % 8));
    w[nl - 1] &= mask_bits(m->width - 64 * (nl - 1));
  }
  free(img);
  return ok;
}

/* ---- word shape and Mems ---- */

static bool object_finish(Imp *im, Obj *o) {
  o->word_bytes = o->min_access ? (unsigned)o->min_access : 1;
  o->word_width = 8 * o->word_bytes;
  o->off_width = ceil_log2(o->size + 1);
  if (o->off_width < 1) o->off_width = 1;
  if (o->off_width > 64) o->off_width = 64;
  uint64_t depth = (o->size + o->word_bytes - 1) / o->word_bytes;
  if (depth == 0) depth = 1;
  o->addr_width = ceil_log2(depth) ? ceil_log2(depth) : 1;
  bool param = LLVMIsAArgument(o->v) != NULL;
  if (param && !o->size) {
    diag_error(im->f->loc,
               "array parameter '%s' needs a size: declare it as "
               "'T %s[N]'",
               o->name, o->name);
    return false;
  }
  if (LLVMIsAAllocaInst(o->v) && !LLVMIsAConstantInt(LLVMGetOperand(o->v, 0))) {
    diag_error(o->loc, "variable-length array '%s' is not supported", o->name);
    return false;
  }
  if (!o->min_access) return true; /* only compared, never accessed */
  if (o->is_global && LLVMIsDeclaration(o->v)) {
    diag_error(o->loc, "'%s' is declared but not defined: an on-chip memory "
               "needs its size and initial contents (define it in the "
               "compiled files)", o->name);
    return false;
  }
  if (depth > MEM_MAX_WORDS) {
    diag_error(o->loc, "'%s' needs %llu words of %u bits; an on-chip memory "
               "holds at most %u words", o->name, (unsigned long long)depth,
               o->word_width, MEM_MAX_WORDS);
    return false;
  }
  if (o->min_access > IR_MAX_WIDTH / 8) {
    diag_error(o->loc, "accesses to '%s' wider than %u bits are not "
               "supported", o->name, IR_MAX_WIDTH);
    return false;
  }
  if (!o->mixed && o->access_type &&
      access_bytes(im, o->access_type) == o->word_bytes)
    o->word_width = int_width(o->access_type);
  o->mem = ir_mem_new(im->f, o->name, o->word_width, depth, o->loc);
  Mem *m = &im->f->mems.data[o->mem];
  if (param) { /* an external memory port */
    uint32_t i = 0;
    while (LLVMGetParam(im->fn, i) != o->v) i++;
    Port *pt = &im->f->ports.data[i];
    pt->kind = PORT_MEM;
    pt->mem = o->mem;
    pt->width = (uint16_t)o->word_width;
    m->external = true;
    m->port = i;
    return true;
  }
  if (!partition_object(im, o, m)) return false;
  if (!o->is_global) return true; /* stack objects start undefined */
  m->rom = !o->stored;
  return object_init(im, o, m);
}

bool mem_collect(Imp *im) {
  fat_collect_escapes(im);
  for (int pass = 0; pass < 2; pass++) /* memcpy/memset after the rest */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(im->fn); bb;
         bb = LLVMGetNextBasicBlock(bb)) {
      if (!ptrmap_get(&im->bmap, bb, NULL)) continue; /* unreachable */
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
           i = LLVMGetNextInstruction(i)) {
        if (!pass) collect_inst(im, i);
        else if (LLVMIsACallInst(i) && !ports_is_stream_call(i))
          collect_call(im, i, fe_loc(im, i));
      }
    }
  if (!fat_setup(im)) return false;
  bool ok = true;
  for (size_t i = 0; i < im->objs.len; i++)
    ok = object_finish(im, &im->objs.data[i]) && ok;
  im->collected = true;
  return ok;
}

/* ---- pointers ---- */

static bool resolve_fail(Imp *im, SrcLoc loc) {
  diag_error(loc, "cannot tell which array or variable this pointer points "
                  "into (pointers must stay within one object)");
  im->failed = true;
  return false;
}

static bool gep_binding(Imp *im, LLVMValueRef gep, SrcLoc loc, Binding *out);

bool mem_resolve_raw(Imp *im, LLVMValueRef ptr, SrcLoc loc, Binding *out) {
  Binding b;
  if (imp_lookup(im, ptr, &b)) {
    if (b.obj < 0 && !IS_FAT(b.obj)) return resolve_fail(im, loc);
    *out = b;
    return true;
  }
  if (mem_is_object(ptr)) {
    int o = object_index(im, ptr, loc);
    *out = (Binding){imp_const(im, im->objs.data[o].off_width, 0), o,
                     ALIGN_MAX};
    return true;
  }
  if (LLVMIsAConstantExpr(ptr) && mem_is_gep(ptr))
    return gep_binding(im, ptr, loc, out);
  if (LLVMIsAConstant(ptr) && (LLVMIsNull(ptr) || LLVMIsUndef(ptr))) {
    *out = fat_bind(imp_const(im, fat_width(im), 0), fat_set_of(im, ptr),
                    ALIGN_MAX);
    return true;
  }
  return resolve_fail(im, loc);
}

/* A pointer into several objects stays a fat pointer; one that can only
 * point into one object (or NULL, which is never dereferenced) is that
 * object's offset. */
bool mem_resolve(Imp *im, LLVMValueRef ptr, SrcLoc loc, Binding *out) {
  if (!mem_resolve_raw(im, ptr, loc, out)) return false;
  if (IS_FAT(out->obj)) fat_narrow(im, out, loc);
  if (IS_FAT(out->obj) && fat_set(im, out)->len == 0)
    return resolve_fail(im, loc);
  return true;
}

/* Byte offset of one GEP index: index * size, at the offset width. */
static ValId gep_term(Imp *im, LLVMValueRef idx, uint64_t size, unsigned ow,
                      uint32_t *align, SrcLoc loc) {
  if (LLVMIsAConstantInt(idx)) {
    unsigned w = int_width(LLVMTypeOf(idx));
    uint64_t x = (uint64_t)sign_extend(LLVMConstIntGetZExtValue(idx), w) * size;
    *align = low_bit(x & mask_bits(ow));
    return imp_const(im, ow, x);
  }
  ValId v = imp_resize(im, imp_value(im, idx), ow, true, loc);
  *align = low_bit(size);
  if (size == 1) return v;
  if ((size & (size - 1)) == 0) {
    unsigned sh = ceil_log2(size);
    if (sh >= ow) return imp_const(im, ow, 0);
    return imp_op(im, OP_SHL, ow, v, imp_const(im, ow, sh), loc);
  }
  return imp_op(im, OP_MUL, ow, v, imp_const(im, ow, size), loc);
}

static bool gep_binding(Imp *im, LLVMValueRef gep, SrcLoc loc, Binding *out) {
  Binding b;
  if (!mem_resolve(im, LLVMGetOperand(gep, 0), loc, &b)) return false;
  unsigned ow = IS_FAT(b.obj) ? fat_width(im)
                                 : im->objs.data[b.obj].off_width;
  LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
  int n = LLVMGetNumOperands(gep);
  for (int i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(gep, i);
    uint32_t al;
    ValId term;
    if (i > 1 && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      unsigned k = (unsigned)LLVMConstIntGetZExtValue(idx);
      uint64_t x = LLVMOffsetOfElement(im->td, t, k);
      t = LLVMStructGetTypeAtIndex(t, k);
      term = imp_const(im, ow, x);
      al = low_bit(x);
    } else {
      if (i > 1 && LLVMGetTypeKind(t) != LLVMArrayTypeKind) {
        diag_error(loc, "vector operations are not supported");
        return im->failed = true, false;
      }
      if (i > 1) t = LLVMGetElementType(t);
      term = gep_term(im, idx, LLVMABISizeOfType(im->td, t), ow, &al, loc);
    }
    if (im->failed) return false;
    b.val = imp_op(im, OP_ADD, ow, b.val, term, loc);
    b.align = min_u32(b.align, al);
  }
  *out = b;
  return true;
}

/* Whether the pointer inst may point into several objects or be NULL: it
 * is then a fat pointer (fatptr.c). */
static bool is_fat(Imp *im, LLVMValueRef inst, SrcLoc loc, int *obj) {
  IntVec objs = {0};
  bool null;
  mem_objects_of(im, inst, &objs, &null, loc);
  *obj = objs.len ? objs.data[0] : -1;
  bool fat = objs.len > 1 || null;
  vec_free(&objs);
  return fat;
}

static bool pointer_select(Imp *im, LLVMValueRef inst, SrcLoc loc) {
  int o;
  if (is_fat(im, inst, loc, &o)) return fat_select(im, inst, loc);
  Binding a, b;
  if (!mem_resolve(im, LLVMGetOperand(inst, 1), loc, &a) ||
      !mem_resolve(im, LLVMGetOperand(inst, 2), loc, &b))
    return false;
  if (a.obj != b.obj) ICE("select of pointers into one object");
  ValId c = imp_value(im, LLVMGetOperand(inst, 0));
  imp_bind(im, inst,
           (Binding){imp_sel(im, c, a.val, b.val, loc), a.obj,
                     min_u32(a.align, b.align)});
  return true;
}

/* The offset PHI assumes the alignment its already-known inputs have, at
 * most one word; mem_pointer_phi_args checks the others against it. */
static uint32_t phi_align(Imp *im, LLVMValueRef phi, int obj) {
  uint32_t al = im->objs.data[obj].word_bytes;
  for (unsigned i = 0; i < LLVMCountIncoming(phi); i++) {
    LLVMValueRef v = LLVMGetIncomingValue(phi, i);
    Binding b;
    if (imp_lookup(im, v, &b) && b.obj == obj) al = min_u32(al, b.align);
  }
  return al;
}

static bool pointer_phi(Imp *im, LLVMValueRef inst, SrcLoc loc) {
  int o;
  if (is_fat(im, inst, loc, &o)) return fat_phi(im, inst, loc);
  if (o < 0) return resolve_fail(im, loc);
  ValId p = ir_phi(im->f, im->cur, im->objs.data[o].off_width, loc);
  ir_val(im->f, p)->name = imp_src_name(im, inst);
  imp_bind(im, inst, (Binding){p, o, phi_align(im, inst, o)});
  return true;
}

bool mem_pointer(Imp *im, LLVMValueRef inst) {
  SrcLoc loc = fe_loc(im, inst);
  Binding b;
  if (LLVMIsAGetElementPtrInst(inst)) {
    if (!gep_binding(im, inst, loc, &b)) return im->failed = true, false;
    imp_bind(im, inst, b);
    return true;
  }
  if (LLVMIsASelectInst(inst)) return pointer_select(im, inst, loc);
  if (LLVMIsAPHINode(inst)) return pointer_phi(im, inst, loc);
  return resolve_fail(im, loc);
}

static bool has_pred(const Val *p, uint32_t pred) {
  for (uint32_t i = 0; i < p->nargs; i++)
    if (p->phi_blocks[i] == pred) return true;
  return false;
}

bool mem_pointer_phi_args(Imp *im, LLVMValueRef phi) {
  Binding p, b;
  SrcLoc loc = fe_loc(im, phi);
  if (!imp_lookup(im, phi, &p)) ICE("pointer phi not imported");
  if (IS_FAT(p.obj)) return fat_phi_args(im, phi, p);
  for (unsigned i = 0; i < LLVMCountIncoming(phi); i++) {
    uint32_t pred;
    if (!ptrmap_get(&im->bexit, LLVMGetIncomingBlock(phi, i), &pred)) continue;
    if (has_pred(ir_val(im->f, p.val), pred)) continue;
    im->cur = pred; /* constant GEPs are computed on the edge */
    if (!mem_resolve(im, LLVMGetIncomingValue(phi, i), loc, &b)) return false;
    if (b.obj != p.obj) ICE("PHI of pointers into one object");
    if (b.align < p.align) {
      diag_error(loc, "unaligned access to '%s' is not supported",
                 im->objs.data[p.obj].name);
      return im->failed = true, false;
    }
    ir_phi_add(im->f, p.val, pred, b.val);
  }
  return true;
}

/* ---- shared with access.c ---- */

uint32_t mem_effective_align(Imp *im, const Binding *b, uint32_t llvm_align) {
  if (IS_FAT(b->obj)) ICE("alignment of a fat pointer");
  uint32_t hint = min_u32(llvm_align ? llvm_align : 1,
                          im->objs.data[b->obj].align);
  return b->align > hint ? b->align : hint;
}

int mem_call_kind_of(LLVMValueRef call) { return mem_call_kind(call); }

uint64_t mem_call_unit_of(Imp *im, LLVMValueRef call, uint64_t len,
                          bool src) {
  return mem_call_unit(im, call, len, src);
}
