/* partition.c - `#pragma HLS ARRAY_PARTITION`: which array, how, and the
 * check that its memory can be split that way (pass/partition.c splits
 * it).
 *
 *   #pragma HLS ARRAY_PARTITION variable=A type=cyclic factor=4 dim=2
 *
 * (Vitis's older form `ARRAY_PARTITION variable=A cyclic factor=4 dim=2`
 * too.) The directive stands in the function that declares A: a local
 * array (its stack object, named A by clang), a static local (the global
 * FUNCTION.A), or a global A. Dimensions count from 1, the outermost;
 * dim=0 with type=complete makes every element its own bank. The
 * dimensions are the C type's (read from the debug info, c_dims; the
 * LLVM type when it has none); the memory is that array with its words
 * in C order, so a dimension is `size` indices `stride` words apart.
 *
 * The object is marked with the metadata "hlsc.partition" !{i32 index in
 * Pragmas.parts} on the unoptimized module; LLVM keeps it on the object
 * through inlining (an array SROA splits into scalars no longer needs
 * it). The memory made of the object gets the partition when each
 * element is a whole number of its words (partition_object: several
 * words when an element is wider than its accesses' alignment allows,
 * as a _BitInt(160)'s three 8-byte words).
 */
#include <stdio.h>
#include <string.h>

#include "dinfo.h"
#include "directive.h"

enum { MAX_BANKS = 1024 };

static const char *const kind_name[] = {"", "cyclic", "block", "complete"};

static unsigned md_kind(Imp *im) {
  return LLVMGetMDKindIDInContext(im->ctx, "hlsc.partition", 14);
}

static bool named(LLVMValueRef v, const char *name) {
  size_t n = 0;
  const char *s = LLVMGetValueName2(v, &n);
  return s && n == strlen(name) && !memcmp(s, name, n);
}

static LLVMValueRef find_global(Imp *im, const char *name) {
  for (LLVMValueRef g = LLVMGetFirstGlobal(im->mod); g;
       g = LLVMGetNextGlobal(g))
    if (named(g, name)) return g;
  return NULL;
}

/* The object variable `var` names in function fn: a stack object, a
 * static local, a global; a parameter in *param. */
static LLVMValueRef find_object(Imp *im, LLVMValueRef fn, const char *var,
                                LLVMValueRef *param) {
  *param = NULL;
  LLVMBasicBlockRef entry = LLVMGetFirstBasicBlock(fn);
  for (LLVMValueRef i = entry ? LLVMGetFirstInstruction(entry) : NULL; i;
       i = LLVMGetNextInstruction(i))
    if (LLVMIsAAllocaInst(i) && named(i, var)) return i;
  for (unsigned k = 0; k < LLVMCountParams(fn); k++)
    if (named(LLVMGetParam(fn, k), var)) *param = LLVMGetParam(fn, k);
  size_t n = 0;
  const char *fname = LLVMGetValueName2(fn, &n);
  char buf[256];
  snprintf(buf, sizeof buf, "%.*s.%s", (int)n, fname, var);
  LLVMValueRef g = find_global(im, buf);
  return g ? g : *param ? NULL : find_global(im, var);
}

static LLVMValueRef object_md(Imp *im, LLVMValueRef obj) {
  unsigned kind = md_kind(im);
  if (LLVMIsAInstruction(obj)) return LLVMGetMetadata(obj, kind);
  size_t n = 0;
  LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(obj, &n);
  LLVMValueRef r = NULL;
  for (unsigned i = 0; i < n; i++)
    if (LLVMValueMetadataEntriesGetKind(e, i) == kind)
      r = LLVMMetadataAsValue(im->ctx, LLVMValueMetadataEntriesGetMetadata(e, i));
  if (e) LLVMDisposeValueMetadataEntries(e);
  return r;
}

static bool index_of(LLVMValueRef md, uint32_t *idx) {
  if (!md || LLVMGetMDNodeNumOperands(md) != 1) return false;
  LLVMValueRef op[1] = {0};
  LLVMGetMDNodeOperands(md, op);
  if (!op[0] || !LLVMIsAConstantInt(op[0])) return false;
  *idx = (uint32_t)LLVMConstIntGetZExtValue(op[0]);
  return true;
}

static void mark(Imp *im, LLVMValueRef obj, uint32_t idx) {
  LLVMMetadataRef n = LLVMValueAsMetadata(
      LLVMConstInt(LLVMInt32TypeInContext(im->ctx), idx, false));
  LLVMMetadataRef node = LLVMMDNodeInContext2(im->ctx, &n, 1);
  if (LLVMIsAInstruction(obj))
    LLVMSetMetadata(obj, md_kind(im), LLVMMetadataAsValue(im->ctx, node));
  else
    LLVMGlobalSetMetadata(obj, md_kind(im), node);
}

/* The options: kind, factor, dimension; false after a located error. */
static bool options(const Directive *d, const Parsed *p, const char **var,
                    PartKind *kind, uint64_t *factor, uint64_t *dim,
                    bool *have_factor) {
  *var = NULL;
  *kind = PART_NONE;
  *factor = 0;
  *dim = 1;
  *have_factor = false;
  for (unsigned i = 0; i < p->nopts; i++) {
    const Opt *o = &p->opts[i];
    const char *kw = dir_is_key(o, "type") ? o->val : o->val[0] ? "" : o->key;
    PartKind k = !strcasecmp(kw, "cyclic")     ? PART_CYCLIC
                 : !strcasecmp(kw, "block")    ? PART_BLOCK
                 : !strcasecmp(kw, "complete") ? PART_COMPLETE
                                               : PART_NONE;
    if (dir_is_key(o, "variable")) {
      *var = o->val;
    } else if (k != PART_NONE) {
      *kind = k;
    } else if (dir_is_key(o, "type")) {
      diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION type=%s': the type is "
                 "cyclic, block or complete", o->val);
      return false;
    } else if (dir_is_key(o, "factor")) {
      if (!dir_number(d, p, o, 1, factor)) return false;
      *have_factor = true;
    } else if (dir_is_key(o, "dim")) {
      if (!dir_number(d, p, o, 0, dim)) return false;
    } else {
      dir_ignored_option(d, p, o, "hlsc reads variable, type, factor and dim");
    }
  }
  if (!*var || !**var) {
    diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION' needs variable=NAME");
    return false;
  }
  if (*kind == PART_NONE) *kind = PART_COMPLETE; /* Vitis's default */
  if (*kind != PART_COMPLETE && !*have_factor) {
    diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION variable=%s type=%s' "
               "needs factor=N (the number of banks)", *var, kind_name[*kind]);
    return false;
  }
  return true;
}

/* The dimensions of array type t (outermost first) and its element. */
static unsigned dims_of(LLVMTypeRef t, uint64_t *dims, unsigned max,
                        LLVMTypeRef *elem) {
  unsigned n = 0;
  while (LLVMGetTypeKind(t) == LLVMArrayTypeKind && n < max) {
    dims[n++] = LLVMGetArrayLength2(t);
    t = LLVMGetElementType(t);
  }
  *elem = t;
  return n;
}

/* The dimensions of object obj (fn's local or a global named var) as the
 * C source declares them, from the debug info, with the bytes of an
 * element and whether it is a scalar (not a struct or union); 0 when the
 * debug info does not say or disagrees with obj's size. The LLVM type
 * cannot say: clang lays out an array of _BitInt(160) as bytes
 * ([8 x [24 x i8]], or packed structs of bytes when it has initial
 * values), which reads as a 2-dimensional char array. */
static unsigned c_dims(Imp *im, LLVMValueRef fn, LLVMValueRef obj,
                       const char *var, uint64_t *dims, uint64_t *elem_bytes,
                       bool *scalar) {
  LLVMContextRef ctx = LLVMGetModuleContext(im->mod);
  LLVMMetadataRef dt = LLVMIsAGlobalVariable(obj) ? di_global_type(ctx, obj)
                       : fn ? di_local_type(ctx, fn, var) : NULL, elem;
  unsigned nd = dt ? di_array_dims(ctx, dt, dims, 32, &elem) : 0;
  if (!nd) return 0;
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(im->mod);
  LLVMTypeRef t = LLVMIsAAllocaInst(obj) ? LLVMGetAllocatedType(obj)
                                         : LLVMGlobalGetValueType(obj);
  uint64_t n = 1, bits = LLVMDITypeGetSizeInBits(elem);
  for (unsigned i = 0; i < nd; i++) n *= dims[i];
  if (!bits || bits % 8 || n * (bits / 8) != LLVMABISizeOfType(td, t))
    return 0;
  unsigned tag = di_tag(elem);
  *scalar = tag != DI_TAG_STRUCT && tag != DI_TAG_UNION;
  *elem_bytes = bits / 8;
  return nd;
}

static LLVMValueRef directive_function(Imp *im, SrcLoc at) {
  for (LLVMValueRef f = LLVMGetFirstFunction(im->mod); f;
       f = LLVMGetNextFunction(f))
    if (!LLVMIsDeclaration(f) && dir_in_function(im, f, at)) return f;
  return NULL;
}

bool directive_partition(Imp *im, const Directive *d, const Parsed *p) {
  const char *var;
  PartKind kind;
  uint64_t factor, dim;
  bool have_factor;
  if (!options(d, p, &var, &kind, &factor, &dim, &have_factor)) return false;
  LLVMValueRef fn = directive_function(im, d->loc), param = NULL;
  LLVMValueRef obj = fn ? find_object(im, fn, var, &param) : find_global(im, var);
  if (!obj && param) {
    diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION variable=%s': '%s' is a "
               "parameter; %s", var, var,
               fn == im->top_fn ? "an array parameter of the top is an "
               "external memory with one port (copy it into a local array "
               "and partition that)" : "put the directive where the array "
               "is declared");
    return false;
  }
  if (!obj) {
    diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION variable=%s': no array "
               "named '%s' %s", var, var, fn ? "in this function or global"
               : "among the globals");
    return false;
  }
  uint32_t old;
  if (index_of(object_md(im, obj), &old)) {
    diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION variable=%s': '%s' is "
               "already partitioned (line %u); one partition per array",
               var, var, im->pr->parts.data[old].part.loc.line);
    return false;
  }
  LLVMTypeRef t = LLVMIsAAllocaInst(obj) ? LLVMGetAllocatedType(obj)
                                         : LLVMGlobalGetValueType(obj);
  uint64_t dims[32], elem_bytes;
  bool scalar;
  unsigned nd = c_dims(im, fn, obj, var, dims, &elem_bytes, &scalar);
  if (!nd) {
    LLVMTypeRef elem;
    nd = dims_of(t, dims, 32, &elem);
    scalar = LLVMGetTypeKind(elem) != LLVMStructTypeKind;
    elem_bytes = LLVMABISizeOfType(LLVMGetModuleDataLayout(im->mod), elem);
  }
  if (!nd || !scalar) {
    diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION variable=%s': '%s' is "
               "not an array of scalars", var, var);
    return false;
  }
  if (dim > nd || (dim == 0 && kind != PART_COMPLETE)) {
    diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION variable=%s dim=%llu': "
               "'%s' has %u dimension%s (dim=0 only with type=complete: "
               "every element apart)", var, (unsigned long long)dim, var, nd,
               nd == 1 ? "" : "s");
    return false;
  }
  uint64_t total = 1, stride = 1;
  for (unsigned i = 0; i < nd; i++) total *= dims[i];
  for (unsigned i = (unsigned)dim; dim && i < nd; i++) stride *= dims[i];
  uint64_t size = dim ? dims[dim - 1] : total;
  if (dim == 0) stride = 1;
  if (kind == PART_COMPLETE || factor > size) factor = size;
  if (factor > MAX_BANKS) {
    diag_error(d->loc, "'#pragma HLS ARRAY_PARTITION variable=%s': %llu "
               "banks; at most %u", var, (unsigned long long)factor,
               (unsigned)MAX_BANKS);
    return false;
  }
  PartReq r = {{kind, (uint32_t)factor, (uint32_t)dim, stride, size, d->loc,
                false},
               elem_bytes, arena_strdup(&im->pr->arena, var)};
  vec_push(&im->pr->parts, r);
  mark(im, obj, (uint32_t)(im->pr->parts.len - 1));
  return true;
}

bool partition_object(Imp *im, const Obj *o, Mem *m) {
  uint32_t idx;
  if (!im->pr || !index_of(object_md(im, o->v), &idx) ||
      idx >= im->pr->parts.len)
    return true;
  const PartReq *r = &im->pr->parts.data[idx];
  /* an element of several words (a _BitInt(160) of 8-byte words): the
   * dimension's indices are stride * k words apart */
  uint64_t k = r->elem_bytes / o->word_bytes;
  if (o->word_bytes > r->elem_bytes || r->elem_bytes % o->word_bytes) {
    diag_error(r->part.loc, "'#pragma HLS ARRAY_PARTITION variable=%s': '%s' "
               "is accessed in words of %u byte%s, which an element of %llu "
               "is not a whole number of; a partition splits whole elements", r->var, r->var,
               o->word_bytes, o->word_bytes == 1 ? "" : "s",
               (unsigned long long)r->elem_bytes);
    return false;
  }
  if (m->depth % (k * r->part.stride * r->part.size)) {
    diag_error(r->part.loc, "internal compiler error: '%s' has %llu words, "
               "not a whole number of its dimensions", r->var,
               (unsigned long long)m->depth);
    return false;
  }
  m->part = r->part;
  m->part.stride *= k;
  return true;
}
