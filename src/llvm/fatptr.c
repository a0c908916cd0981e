/* fatptr.c - pointers that may point into several objects.
 *
 * Every object is its own memory, so a pointer chosen at run time between
 * two arrays (`p = c ? a : b`), or one loaded from memory (an array of
 * pointers, a struct's pointer member), cannot be a single offset. Such a
 * pointer is one integer, (object id << fat_ow) | byte offset, where
 * fat_ow holds the offset into the largest object and ids are the object
 * indices plus one (id 0 with offset 0 is NULL, so zeroed memory holds
 * NULL pointers). Offsets stay within their object (C's rule for pointer
 * arithmetic), so a GEP adds its byte offset to the whole value.
 *
 * memory.c keeps every pointer that provably points into one object as
 * that object's offset, as before; only a select or PHI whose inputs may
 * point into several objects, or be NULL, and a pointer loaded from memory
 * become fat. access.c gives an access through a fat pointer to each
 * object it may point into: a load reads each and selects by the id, a
 * store writes only the object whose id matches (a predicated store).
 * Stored in memory, a fat pointer fills the low bits of the 8-byte C
 * pointer (only the words that hold them are read and written).
 *
 * Which objects a pointer loaded from memory may point into is found
 * before the import (fat_collect_escapes): every object whose address the
 * code stores, or an initial value holds, repeated until nothing new is
 * found, since a stored address may itself have been loaded. */
#include <stdlib.h>

#include "internal.h"

static uint32_t min_u32(uint32_t a, uint32_t b) { return a < b ? a : b; }

bool fat_setup(Imp *im) {
  unsigned ow = 1;
  for (size_t i = 0; i < im->objs.len; i++) {
    unsigned w = ceil_log2(im->objs.data[i].size + 1);
    if (w > ow) ow = w;
  }
  /* ids up to objs.len, and a spare bit for objects found later (those
   * whose address is only compared) */
  unsigned idw = ceil_log2(im->objs.len + 1) + 1;
  if (ow + idw > 64) ow = 64 - idw; /* fat_value reports a larger object */
  im->fat_ow = ow;
  im->fat_idw = idw;
  /* A pointer in memory is a multiple of the smallest word of the objects
   * it may point into (mem_store checks it), so an access through a
   * pointer loaded from memory needs no more. */
  im->fat_align = 8;
  for (uint32_t i = 0; i < im->escaped->len; i++) {
    uint64_t m = im->objs.data[im->escaped->objs[i]].min_access;
    if (m && m < im->fat_align) im->fat_align = (uint32_t)m;
  }
  return true;
}

unsigned fat_width(Imp *im) { return im->fat_ow + im->fat_idw; }

static bool fat_fits(Imp *im, int o, SrcLoc loc) {
  const Obj *ob = &im->objs.data[o];
  if ((uint64_t)o + 1 < (1ull << im->fat_idw) && ob->size < (1ull << im->fat_ow))
    return true;
  diag_error(loc, "a pointer into '%s' cannot be held with the pointers "
                  "into other objects", ob->name);
  im->failed = true;
  return false;
}

ValId fat_value(Imp *im, const Binding *b, SrcLoc loc) {
  unsigned fw = fat_width(im);
  if (IS_FAT(b->obj)) return b->val;
  if (!fat_fits(im, b->obj, loc)) return imp_const(im, fw, 0);
  ValId off = imp_resize(im, b->val, fw, false, loc);
  uint64_t id = (uint64_t)(b->obj + 1) << im->fat_ow;
  return imp_op(im, OP_OR, fw, off, imp_const(im, fw, id), loc);
}

uint32_t fat_set_of(Imp *im, LLVMValueRef v) {
  IntVec objs = {0};
  mem_objects_of(im, v, &objs, NULL, fe_loc(im, v));
  ObjSet *s = arena_alloc(&im->f->arena, sizeof *s + objs.len * sizeof(int32_t));
  s->len = (uint32_t)objs.len;
  for (size_t i = 0; i < objs.len; i++) s->objs[i] = objs.data[i];
  vec_free(&objs);
  vec_push(&im->fsets, (const ObjSet *)s);
  return (uint32_t)(im->fsets.len - 1);
}

const ObjSet *fat_set(Imp *im, const Binding *b) {
  if (!IS_FAT(b->obj) || FAT_SET(b->obj) >= im->fsets.len)
    ICE("not a fat pointer");
  return im->fsets.data[FAT_SET(b->obj)];
}

Binding fat_bind(ValId v, uint32_t set, uint32_t align) {
  return (Binding){v, FAT_OBJ(set), align};
}

ValId fat_offset(Imp *im, ValId p, int o, SrcLoc loc) {
  return imp_resize(im, p, im->objs.data[o].off_width, false, loc);
}

ValId fat_is(Imp *im, ValId p, int o, SrcLoc loc) {
  unsigned fw = fat_width(im);
  ValId id = imp_op(im, OP_LSHR, fw, p, imp_const(im, fw, im->fat_ow), loc);
  id = imp_resize(im, id, im->fat_idw, false, loc);
  return imp_op(im, OP_EQ, 1, id, imp_const(im, im->fat_idw, (uint64_t)o + 1),
                loc);
}

void fat_narrow(Imp *im, Binding *b, SrcLoc loc) {
  if (!IS_FAT(b->obj) || fat_set(im, b)->len != 1) return;
  int o = fat_set(im, b)->objs[0];
  *b = (Binding){fat_offset(im, b->val, o, loc), o, b->align};
}

bool fat_select(Imp *im, LLVMValueRef inst, SrcLoc loc) {
  Binding a, b;
  if (!mem_resolve_raw(im, LLVMGetOperand(inst, 1), loc, &a) ||
      !mem_resolve_raw(im, LLVMGetOperand(inst, 2), loc, &b))
    return im->failed = true, false;
  ValId c = imp_value(im, LLVMGetOperand(inst, 0));
  ValId v = imp_sel(im, c, fat_value(im, &a, loc), fat_value(im, &b, loc), loc);
  imp_bind(im, inst, fat_bind(v, fat_set_of(im, inst),
                               min_u32(a.align, b.align)));
  return true;
}

/* The PHI assumes the alignment its already-known inputs have, at most
 * the largest word of its objects; fat_phi_args checks the others. */
bool fat_phi(Imp *im, LLVMValueRef inst, SrcLoc loc) {
  ValId p = ir_phi(im->f, im->cur, fat_width(im), loc);
  ir_val(im->f, p)->name = imp_src_name(im, inst);
  uint32_t set = fat_set_of(im, inst), al = 1;
  const ObjSet *s = im->fsets.data[set];
  for (uint32_t i = 0; i < s->len; i++)
    if (im->objs.data[s->objs[i]].word_bytes > al)
      al = im->objs.data[s->objs[i]].word_bytes;
  for (unsigned i = 0; i < LLVMCountIncoming(inst); i++) {
    Binding b;
    if (imp_lookup(im, LLVMGetIncomingValue(inst, i), &b) &&
        (b.obj >= 0 || IS_FAT(b.obj)))
      al = min_u32(al, b.align);
  }
  imp_bind(im, inst, fat_bind(p, set, al));
  return true;
}

bool fat_phi_args(Imp *im, LLVMValueRef phi, Binding p) {
  SrcLoc loc = fe_loc(im, phi);
  for (unsigned i = 0; i < LLVMCountIncoming(phi); i++) {
    uint32_t pred;
    if (!ptrmap_get(&im->bexit, LLVMGetIncomingBlock(phi, i), &pred)) continue;
    const Val *pv = ir_val(im->f, p.val);
    bool seen = false;
    for (uint32_t k = 0; k < pv->nargs && !seen; k++)
      seen = pv->phi_blocks[k] == pred;
    if (seen) continue;
    im->cur = pred; /* the conversion is computed on the edge */
    Binding b;
    if (!mem_resolve_raw(im, LLVMGetIncomingValue(phi, i), loc, &b))
      return im->failed = true, false;
    if (b.align < p.align) {
      diag_error(loc, "unaligned access through this pointer is not "
                      "supported");
      return im->failed = true, false;
    }
    ir_phi_add(im->f, p.val, pred, fat_value(im, &b, loc));
  }
  return true;
}

/* The object and byte offset of a constant pointer. */
static bool const_ptr(Imp *im, LLVMValueRef c, int *obj, uint64_t *off) {
  if (mem_is_object(c)) {
    IntVec objs = {0};
    mem_objects_of(im, c, &objs, NULL, fe_loc(im, c));
    *obj = objs.len == 1 ? objs.data[0] : -1;
    vec_free(&objs);
    *off = 0;
    return *obj >= 0;
  }
  if (!LLVMIsAConstantExpr(c) || !mem_is_gep(c) ||
      !const_ptr(im, LLVMGetOperand(c, 0), obj, off))
    return false;
  LLVMTypeRef t = LLVMGetGEPSourceElementType(c);
  int n = LLVMGetNumOperands(c);
  for (int i = 1; i < n; i++) {
    LLVMValueRef idx = LLVMGetOperand(c, i);
    if (!LLVMIsAConstantInt(idx)) return false;
    int64_t x = LLVMConstIntGetSExtValue(idx);
    if (i > 1 && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
      *off += LLVMOffsetOfElement(im->td, t, (unsigned)x);
      t = LLVMStructGetTypeAtIndex(t, (unsigned)x);
      continue;
    }
    if (i > 1 && LLVMGetTypeKind(t) != LLVMArrayTypeKind) return false;
    if (i > 1) t = LLVMGetElementType(t);
    *off += (uint64_t)x * LLVMABISizeOfType(im->td, t);
  }
  return true;
}

bool fat_const(Imp *im, LLVMValueRef c, uint64_t *out) {
  if (LLVMIsNull(c) || LLVMIsUndef(c)) return *out = 0, true;
  int o;
  uint64_t off;
  if (!const_ptr(im, c, &o, &off)) return false;
  const Obj *ob = &im->objs.data[o];
  if (off > ob->size || !fat_fits(im, o, ob->loc)) return false;
  *out = ((uint64_t)(o + 1) << im->fat_ow) | off;
  return true;
}

/* ---- escaping addresses ---- */

static void escape(Imp *im, LLVMValueRef p, SrcLoc loc) {
  IntVec objs = {0};
  mem_objects_of(im, p, &objs, NULL, loc);
  for (size_t i = 0; i < objs.len; i++) {
    size_t k = 0;
    while (k < im->escaping.len && im->escaping.data[k] != objs.data[i]) k++;
    if (k == im->escaping.len) vec_push(&im->escaping, objs.data[i]);
  }
  vec_free(&objs);
}

/* The pointers in a constant (an initial value). */
static void escape_const(Imp *im, LLVMValueRef c, SrcLoc loc, unsigned depth) {
  if (!c || depth > 32) return;
  if (LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMPointerTypeKind) {
    escape(im, c, loc);
    return;
  }
  if (!LLVMIsAConstantArray(c) && !LLVMIsAConstantStruct(c) &&
      !LLVMIsAConstantVector(c))
    return;
  int n = LLVMGetNumOperands(c);
  for (int i = 0; i < n; i++)
    escape_const(im, LLVMGetOperand(c, i), loc, depth + 1);
}

/* One round: every object the code names is found, and every address
 * stored by the code or in an object's initial value escapes. */
static void escape_round(Imp *im) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(im->fn); bb;
       bb = LLVMGetNextBasicBlock(bb)) {
    if (!ptrmap_get(&im->bmap, bb, NULL)) continue; /* unreachable */
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;
         i = LLVMGetNextInstruction(i)) {
      if (LLVMIsACallInst(i) && ports_is_stream_call(i)) continue;
      SrcLoc loc = fe_loc(im, i);
      int n = LLVMGetNumOperands(i);
      for (int k = 0; k < n; k++) {
        LLVMValueRef o = LLVMGetOperand(i, k);
        if (LLVMGetTypeKind(LLVMTypeOf(o)) != LLVMPointerTypeKind) continue;
        IntVec objs = {0};
        if (LLVMIsAStoreInst(i) && k == 0) escape(im, o, loc);
        else mem_objects_of(im, o, &objs, NULL, loc);
        vec_free(&objs);
      }
    }
  }
  for (size_t k = 0; k < im->objs.len; k++) {
    Obj *o = &im->objs.data[k];
    if (o->is_global)
      escape_const(im, LLVMGetInitializer(o->v), o->loc, 0);
  }
}

void fat_collect_escapes(Imp *im) {
  size_t nobj, nesc;
  do {
    nobj = im->objs.len;
    nesc = im->escaping.len;
    escape_round(im);
  } while (im->objs.len != nobj || im->escaping.len != nesc);
  ObjSet *e = arena_alloc(&im->f->arena,
                          sizeof *e + im->escaping.len * sizeof(int32_t));
  e->len = (uint32_t)im->escaping.len;
  for (size_t i = 0; i < im->escaping.len; i++) e->objs[i] = im->escaping.data[i];
  im->escaped = e;
  vec_free(&im->escaping);
}
