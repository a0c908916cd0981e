/* access.c - loads, stores, memcpy/memmove/memset and pointer compares on
 * the objects memory.c made. An access of several words reads or writes
 * consecutive words, little-endian, like the C object's bytes. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static uint64_t pow2_bytes(Imp *im, LLVMTypeRef t) {
  uint64_t n = LLVMStoreSizeOfType(im->td, t), p = 1;
  while (p < n) p <<= 1;
  return p;
}

static bool fail_at(Imp *im, SrcLoc loc, const char *msg, const char *name) {
  diag_error(loc, msg, name);
  im->failed = true;
  return false;
}

static bool check_align(Imp *im, const Binding *b, Obj *o, uint32_t hint,
                        SrcLoc loc) {
  if (o->mem == UINT32_MAX) ICE("access to an object mem_collect missed");
  if (mem_effective_align(im, b, hint) < o->word_bytes)
    return fail_at(im, loc, "unaligned access to '%s' is not supported",
                   o->name);
  return true;
}

/* Resolves a memcpy/memset pointer; one into a single object must give
 * whole words of it (a pointer into several objects is checked per object
 * at each unit). */
static bool access_at(Imp *im, LLVMValueRef ptr, SrcLoc loc, uint32_t hint,
                      Binding *b, Obj **o) {
  if (!mem_resolve(im, ptr, loc, b)) return im->failed = true, false;
  if (IS_FAT(b->obj)) return *o = NULL, true;
  *o = &im->objs.data[b->obj];
  return check_align(im, b, *o, hint, loc);
}

static ValId word_addr(Imp *im, Obj *o, ValId off, uint64_t k, SrcLoc loc) {
  unsigned ow = o->off_width, aw = o->addr_width;
  ValId a = imp_op(im, OP_LSHR, ow, off,
                   imp_const(im, ow, ceil_log2(o->word_bytes)), loc);
  a = imp_resize(im, a, aw, false, loc);
  return imp_op(im, OP_ADD, aw, a, imp_const(im, aw, k), loc);
}

static ValId read_words(Imp *im, Obj *o, ValId off, unsigned n, SrcLoc loc) {
  unsigned ww = o->word_width, w = n * ww;
  ValId acc = IR_NOVAL;
  for (unsigned k = 0; k < n; k++) {
    ValId a = word_addr(im, o, off, k, loc);
    ValId x = ir_add(im->f, im->cur, OP_LOAD, ww, 1, &a, loc);
    ir_val(im->f, x)->imm = o->mem;
    if (n == 1) return x;
    x = imp_resize(im, x, w, false, loc);
    if (k) x = imp_op(im, OP_SHL, w, x, imp_const(im, w, k * ww), loc);
    acc = acc == IR_NOVAL ? x : imp_op(im, OP_OR, w, acc, x, loc);
  }
  return acc;
}

static void store_word(Imp *im, Obj *o, ValId a, ValId v, ValId pred,
                       SrcLoc loc) {
  ValId args[3] = {a, v, pred};
  ValId s = ir_add(im->f, im->cur, OP_STORE, 0, pred == IR_NOVAL ? 2 : 3,
                   args, loc);
  ir_val(im->f, s)->imm = o->mem;
}

/* pred: IR_NOVAL, or the 1-bit condition under which the words are
 * written. */
static void write_words(Imp *im, Obj *o, ValId off, ValId v, unsigned n,
                        ValId pred, SrcLoc loc) {
  unsigned ww = o->word_width, w = n * ww;
  v = imp_resize(im, v, w, false, loc);
  for (unsigned k = 0; k < n; k++) {
    ValId part = v;
    if (n > 1) {
      part = imp_op(im, OP_LSHR, w, v, imp_const(im, w, k * ww), loc);
      part = imp_resize(im, part, ww, false, loc);
    }
    store_word(im, o, word_addr(im, o, off, k, loc), part, pred, loc);
  }
}

/* The words an access of type t covers: its power-of-two size in words
 * (the rest is padding), or, when the words are smaller than that, its
 * store size in words (a packed struct's bytes after it belong to the next
 * field or element; memory.c made the words divide the store size). */
static unsigned type_words(Imp *im, Obj *o, LLVMTypeRef t) {
  uint64_t bytes = pow2_bytes(im, t);
  if (bytes <= o->word_bytes) return 1;
  uint64_t store = LLVMStoreSizeOfType(im->td, t);
  return (unsigned)((store + o->word_bytes - 1) / o->word_bytes);
}

/* The words an access of type t reads or writes: a pointer's are the
 * words that hold its fatptr.c value (a byte-word struct member is read
 * as 2 words, not 8); the bytes above stay zero from its initial value. */
static unsigned access_words(Imp *im, Obj *o, LLVMTypeRef t) {
  unsigned n = type_words(im, o, t);
  if (LLVMGetTypeKind(t) != LLVMPointerTypeKind) return n;
  unsigned k = (fat_width(im) + o->word_width - 1) / o->word_width;
  return k < n ? k : n;
}

/* The words of a memcpy/memset unit (a power of two dividing the length). */
static unsigned words_of(Obj *o, uint64_t bytes) {
  return bytes <= o->word_bytes ? 1 : (unsigned)(bytes / o->word_bytes);
}

/* The part of an access through fat pointer b that goes to object k: its
 * offset there (an external memory is addressed at 0 unless the pointer
 * is into it, so its port never sees an address outside it). */
static bool fat_part(Imp *im, const Binding *b, int k, uint32_t hint,
                     SrcLoc loc, Binding *ob, Obj **o) {
  *o = &im->objs.data[k];
  *ob = (Binding){fat_offset(im, b->val, k, loc), k, b->align};
  if (!check_align(im, ob, *o, hint, loc)) return false;
  if (im->f->mems.data[(*o)->mem].external)
    ob->val = imp_sel(im, fat_is(im, b->val, k, loc), ob->val,
                      imp_const(im, (*o)->off_width, 0), loc);
  return true;
}

/* A load of type t (w bits) through ptr: from its object, or from each
 * object a fat pointer may point into, selected by the pointer's id. */
static ValId load_at(Imp *im, LLVMValueRef ptr, LLVMTypeRef t, unsigned w,
                     uint32_t hint, SrcLoc loc) {
  Binding b, ob;
  Obj *o;
  if (!mem_resolve(im, ptr, loc, &b)) return im->failed = true, IR_NOVAL;
  if (!IS_FAT(b.obj)) {
    o = &im->objs.data[b.obj];
    if (!check_align(im, &b, o, hint, loc)) return IR_NOVAL;
    ValId v = read_words(im, o, b.val, access_words(im, o, t), loc);
    return imp_resize(im, v, w, false, loc);
  }
  ValId r = IR_NOVAL;
  const ObjSet *set = fat_set(im, &b);
  for (uint32_t i = 0; i < set->len; i++) {
    int k = set->objs[i];
    if (!fat_part(im, &b, k, hint, loc, &ob, &o)) return IR_NOVAL;
    ValId x = read_words(im, o, ob.val, access_words(im, o, t), loc);
    x = imp_resize(im, x, w, false, loc);
    r = r == IR_NOVAL ? x : imp_sel(im, fat_is(im, b.val, k, loc), x, r, loc);
  }
  return r;
}

/* A store of v (type t) through ptr: to its object, or to the object
 * whose id a fat pointer holds (each a store predicated on the id). */
static bool store_at(Imp *im, LLVMValueRef ptr, LLVMTypeRef t, ValId v,
                     uint32_t hint, SrcLoc loc) {
  Binding b, ob;
  Obj *o;
  if (!mem_resolve(im, ptr, loc, &b)) return im->failed = true, false;
  if (!IS_FAT(b.obj)) {
    o = &im->objs.data[b.obj];
    if (!check_align(im, &b, o, hint, loc)) return false;
    write_words(im, o, b.val, v, access_words(im, o, t), IR_NOVAL, loc);
    return true;
  }
  const ObjSet *set = fat_set(im, &b);
  for (uint32_t i = 0; i < set->len; i++) {
    int k = set->objs[i];
    if (!fat_part(im, &b, k, hint, loc, &ob, &o)) return false;
    write_words(im, o, ob.val, v, access_words(im, o, t),
                fat_is(im, b.val, k, loc), loc);
  }
  return true;
}

static bool is_ptr_type(LLVMTypeRef t) {
  return LLVMGetTypeKind(t) == LLVMPointerTypeKind;
}

bool mem_load(Imp *im, LLVMValueRef inst) {
  SrcLoc loc = fe_diag_loc(im, inst);
  LLVMTypeRef t = LLVMTypeOf(inst);
  unsigned w = int_width(t);
  if (!w && mem_is_stdio_load(inst)) {
    imp_bind(im, inst, (Binding){IR_NOVAL, -1, 0});
    return true;
  }
  bool ptr = is_ptr_type(t);
  if (ptr) w = 64; /* fatptr.c's value in a 64-bit word */
  if (w == 0 || w > IR_MAX_WIDTH || pow2_bytes(im, t) > IR_MAX_WIDTH / 8)
    return fail_at(im, loc, "loading %s from memory is not supported",
                   w ? "an integer wider than 1024 bits" : "this type");
  size_t nb = im->f->vals.len;
  ValId v = load_at(im, LLVMGetOperand(inst, 0), t, w, LLVMGetAlignment(inst),
                    loc);
  if (v == IR_NOVAL) return false;
  if (ptr) {
    v = imp_resize(im, v, fat_width(im), false, loc);
    imp_bind(im, inst, fat_bind(v, fat_set_of(im, inst), im->fat_align));
    return true;
  }
  Val *p = ir_val(im->f, v);
  if (v >= nb && p->op != OP_CONST && !p->name)
    p->name = imp_src_name(im, inst);
  imp_bind(im, inst, (Binding){v, -1, 0});
  return true;
}

bool mem_store(Imp *im, LLVMValueRef inst) {
  SrcLoc loc = fe_diag_loc(im, inst);
  LLVMValueRef val = LLVMGetOperand(inst, 0);
  LLVMTypeRef t = LLVMTypeOf(val);
  unsigned w = int_width(t);
  ValId v;
  if (is_ptr_type(t)) { /* fatptr.c's value in a 64-bit word */
    Binding p;
    if (!mem_resolve_raw(im, val, loc, &p)) return im->failed = true, false;
    if (p.align < im->fat_align) {
      diag_error(loc, "storing a pointer that is not a multiple of %u bytes "
                      "into its object is not supported", im->fat_align);
      return im->failed = true, false;
    }
    v = imp_resize(im, fat_value(im, &p, loc), 64, false, loc);
  } else {
    if (w == 0 || w > IR_MAX_WIDTH || pow2_bytes(im, t) > IR_MAX_WIDTH / 8)
      return fail_at(im, loc, "storing %s in memory is not supported",
                     w ? "an integer wider than 1024 bits" : "this type");
    v = imp_value(im, val);
  }
  return store_at(im, LLVMGetOperand(inst, 1), t, v, LLVMGetAlignment(inst),
                  loc);
}

/* ---- pointer compares ---- */

static Op ptr_cmp(LLVMIntPredicate p) {
  switch (p) {
  case LLVMIntEQ: return OP_EQ;
  case LLVMIntNE: return OP_NE;
  case LLVMIntUGT: case LLVMIntSGT: return OP_UGT;
  case LLVMIntUGE: case LLVMIntSGE: return OP_UGE;
  case LLVMIntULT: case LLVMIntSLT: return OP_ULT;
  default: return OP_ULE;
  }
}

static bool is_null(LLVMValueRef p) {
  return LLVMIsAConstant(p) && LLVMIsNull(p);
}

bool mem_icmp_ptr(Imp *im, LLVMValueRef inst) {
  SrcLoc loc = fe_loc(im, inst);
  LLVMValueRef pa = LLVMGetOperand(inst, 0), pb = LLVMGetOperand(inst, 1);
  Op op = ptr_cmp(LLVMGetICmpPredicate(inst));
  bool eqne = op == OP_EQ || op == OP_NE;
  Binding a, b;
  if (!mem_resolve_raw(im, pa, loc, &a) || !mem_resolve_raw(im, pb, loc, &b))
    return im->failed = true, false;
  bool fat = IS_FAT(a.obj) || IS_FAT(b.obj);
  if ((is_null(pa) || is_null(pb)) && !eqne)
    return fail_at(im, loc, "%s", "ordering a pointer against NULL is not "
                                  "supported");
  if (is_null(pa) && is_null(pb)) op = op == OP_EQ ? OP_NE : OP_EQ;
  if ((is_null(pa) && is_null(pb)) ||
      (is_null(pa) && !IS_FAT(b.obj)) || (is_null(pb) && !IS_FAT(a.obj))) {
    /* An object's address is never NULL. */
    imp_bind(im, inst, (Binding){imp_const(im, 1, op == OP_NE), -1, 0});
    return true;
  }
  if (!fat && a.obj != b.obj) {
    if (!eqne) {
      diag_error(loc, "ordering pointers into different objects ('%s' and "
                      "'%s') is not supported",
                 im->objs.data[a.obj].name, im->objs.data[b.obj].name);
      return im->failed = true, false;
    }
    imp_bind(im, inst, (Binding){imp_const(im, 1, op == OP_NE), -1, 0});
    return true;
  }
  ValId va = a.val, vb = b.val;
  if (fat) { /* (id, offset): equal pointers have equal values */
    va = fat_value(im, &a, loc);
    vb = fat_value(im, &b, loc);
  }
  ValId r = imp_op(im, op, 1, va, vb, loc);
  if (ir_val(im->f, r)->op != OP_CONST && !ir_val(im->f, r)->name)
    ir_val(im->f, r)->name = imp_src_name(im, inst);
  imp_bind(im, inst, (Binding){r, -1, 0});
  return true;
}

/* ---- memcpy / memmove / memset ---- */

enum { MAX_UNROLL = 1 << 16 };

static bool const_len(Imp *im, LLVMValueRef call, SrcLoc loc, const char *what,
                      uint64_t *len) {
  LLVMValueRef l = LLVMGetOperand(call, 2);
  if (!LLVMIsAConstantInt(l))
    return fail_at(im, loc, "%s with a non-constant length is not supported "
                            "(the length must be known at compile time)",
                   what);
  *len = LLVMConstIntGetZExtValue(l);
  return true;
}

static ValId offset_plus(Imp *im, Obj *o, ValId off, uint64_t x, SrcLoc loc) {
  return imp_op(im, OP_ADD, o->off_width, off, imp_const(im, o->off_width, x),
                loc);
}

/* Fat pointer b moved x bytes on. */
static Binding fat_plus(Imp *im, const Binding *b, uint64_t x, SrcLoc loc) {
  unsigned fw = fat_width(im);
  Binding p = *b;
  p.val = imp_op(im, OP_ADD, fw, b->val, imp_const(im, fw, x), loc);
  return p;
}

/* Unit k (u bytes) of a memcpy's source: from its object, or from each
 * object a fat pointer may point into, selected by the id. */
static ValId unit_read(Imp *im, const Binding *s, Obj *os, uint64_t k,
                       uint64_t u, SrcLoc loc) {
  if (os)
    return read_words(im, os, offset_plus(im, os, s->val, k * u, loc),
                      words_of(os, u), loc);
  Binding p = fat_plus(im, s, k * u, loc), ob;
  const ObjSet *set = fat_set(im, s);
  ValId r = IR_NOVAL;
  for (uint32_t i = 0; i < set->len; i++) {
    int j = set->objs[i];
    Obj *o;
    if (!fat_part(im, &p, j, (uint32_t)u, loc, &ob, &o)) return IR_NOVAL;
    ValId x = read_words(im, o, ob.val, words_of(o, u), loc);
    x = imp_resize(im, x, (unsigned)(8 * u), false, loc);
    r = r == IR_NOVAL ? x : imp_sel(im, fat_is(im, p.val, j, loc), x, r, loc);
  }
  return r;
}

/* Unit k of a memcpy's or memset's destination: to its object, or to the
 * object whose id a fat pointer holds. */
static bool unit_write(Imp *im, const Binding *d, Obj *od, uint64_t k,
                       uint64_t u, ValId v, SrcLoc loc) {
  if (od) {
    write_words(im, od, offset_plus(im, od, d->val, k * u, loc), v,
                words_of(od, u), IR_NOVAL, loc);
    return true;
  }
  Binding p = fat_plus(im, d, k * u, loc), ob;
  const ObjSet *set = fat_set(im, d);
  for (uint32_t i = 0; i < set->len; i++) {
    int j = set->objs[i];
    Obj *o;
    if (!fat_part(im, &p, j, (uint32_t)u, loc, &ob, &o)) return false;
    write_words(im, o, ob.val, v, words_of(o, u), fat_is(im, p.val, j, loc),
                loc);
  }
  return true;
}

bool mem_memcpy(Imp *im, LLVMValueRef call) {
  SrcLoc loc = fe_loc(im, call);
  size_t n;
  const char *name = LLVMGetValueName2(LLVMGetCalledValue(call), &n);
  bool move = strstr(name, "memmove") != NULL;
  uint64_t len;
  if (!const_len(im, call, loc, move ? "memmove" : "memcpy", &len)) return false;
  if (len == 0) return true;
  uint64_t u = mem_call_unit_of(im, call, len, true), units = len / u;
  if (units > MAX_UNROLL)
    return fail_at(im, loc, "%s of this many bytes is too large to unroll",
                   move ? "memmove" : "memcpy");
  Binding d, s;
  Obj *od, *os;
  if (!access_at(im, LLVMGetOperand(call, 0), loc, (uint32_t)u, &d, &od) ||
      !access_at(im, LLVMGetOperand(call, 1), loc, (uint32_t)u, &s, &os))
    return false;
  /* memmove may overlap: read everything before writing anything. */
  ValId *vals = xcalloc(units, sizeof *vals);
  bool ok = true;
  for (uint64_t k = 0; ok && k < units; k++) {
    vals[k] = unit_read(im, &s, os, k, u, loc);
    ok = vals[k] != IR_NOVAL;
    if (ok && !move) ok = unit_write(im, &d, od, k, u, vals[k], loc);
  }
  for (uint64_t k = 0; ok && move && k < units; k++)
    ok = unit_write(im, &d, od, k, u, vals[k], loc);
  free(vals);
  return ok;
}

bool mem_memset(Imp *im, LLVMValueRef call) {
  SrcLoc loc = fe_loc(im, call);
  uint64_t len;
  if (!const_len(im, call, loc, "memset", &len)) return false;
  if (len == 0) return true;
  uint64_t u = mem_call_unit_of(im, call, len, false), units = len / u;
  if (units > MAX_UNROLL)
    return fail_at(im, loc, "%s of this many bytes is too large to unroll",
                   "memset");
  Binding d;
  Obj *od;
  if (!access_at(im, LLVMGetOperand(call, 0), loc, (uint32_t)u, &d, &od))
    return false;
  unsigned w = (unsigned)(8 * u);
  ValId v = imp_resize(im, imp_value(im, LLVMGetOperand(call, 1)), w, false, loc);
  for (unsigned sh = 8; sh < w; sh *= 2)
    v = imp_op(im, OP_OR, w, v,
               imp_op(im, OP_SHL, w, v, imp_const(im, w, sh), loc), loc);
  for (uint64_t k = 0; k < units; k++)
    if (!unit_write(im, &d, od, k, u, v, loc)) return false;
  return true;
}
