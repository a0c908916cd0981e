/* dinfo.c - reading clang's debug info (dinfo.h). */
#include <stdlib.h>
#include <string.h>

#include "../util/util.h"
#include "dinfo.h"

/* Operand i of md as a value: a constant's value (a DISubrange's count),
 * NULL when absent. */
static LLVMValueRef op_value(LLVMContextRef ctx, LLVMMetadataRef md,
                             unsigned i) {
  if (!md) return NULL;
  LLVMValueRef v = LLVMMetadataAsValue(ctx, md);
  unsigned n = LLVMGetMDNodeNumOperands(v);
  if (i >= n) return NULL;
  LLVMValueRef *ops = xcalloc(n, sizeof *ops);
  LLVMGetMDNodeOperands(v, ops);
  LLVMValueRef o = ops[i];
  free(ops);
  return o;
}

LLVMMetadataRef di_op(LLVMContextRef ctx, LLVMMetadataRef md, unsigned i) {
  LLVMValueRef o = op_value(ctx, md, i);
  return o ? LLVMValueAsMetadata(o) : NULL;
}

unsigned di_count(LLVMContextRef ctx, LLVMMetadataRef md) {
  return md ? LLVMGetMDNodeNumOperands(LLVMMetadataAsValue(ctx, md)) : 0;
}

unsigned di_tag(LLVMMetadataRef t) {
  LLVMMetadataKind k = LLVMGetMetadataKind(t);
  if (k != LLVMDIDerivedTypeMetadataKind &&
      k != LLVMDICompositeTypeMetadataKind)
    return 0;
  return LLVMGetDINodeTag(t);
}

LLVMMetadataRef di_strip(LLVMContextRef ctx, LLVMMetadataRef t) {
  for (int guard = 0; t && guard < 64; guard++) {
    unsigned tag = di_tag(t);
    if (tag != DI_TAG_TYPEDEF && tag != DI_TAG_CONST &&
        tag != DI_TAG_VOLATILE && tag != DI_TAG_RESTRICT &&
        tag != DI_TAG_ATOMIC)
      return t;
    t = di_op(ctx, t, 3);
  }
  return t;
}

LLVMMetadataRef di_signature(LLVMContextRef ctx, LLVMValueRef fn) {
  LLVMMetadataRef sp = LLVMGetSubprogram(fn);
  return di_op(ctx, di_op(ctx, sp, 4), 3);
}

bool di_returns_record(LLVMContextRef ctx, LLVMValueRef fn) {
  LLVMMetadataRef t = di_strip(ctx, di_op(ctx, di_signature(ctx, fn), 0));
  unsigned tag = t ? di_tag(t) : 0;
  return tag == DI_TAG_STRUCT || tag == DI_TAG_UNION;
}

LLVMMetadataRef di_global_type(LLVMContextRef ctx, LLVMValueRef g) {
  size_t n = 0;
  LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(g, &n);
  unsigned dbg = LLVMGetMDKindIDInContext(ctx, "dbg", 3);
  LLVMMetadataRef t = NULL;
  for (size_t i = 0; i < n && !t; i++) {
    if (LLVMValueMetadataEntriesGetKind(e, (unsigned)i) != dbg) continue;
    LLVMMetadataRef gve = LLVMValueMetadataEntriesGetMetadata(e, (unsigned)i);
    if (LLVMGetMetadataKind(gve) !=
        LLVMDIGlobalVariableExpressionMetadataKind)
      continue;
    t = di_op(ctx, LLVMDIGlobalVariableExpressionGetVariable(gve), 3);
  }
  if (e) LLVMDisposeValueMetadataEntries(e);
  return t;
}

LLVMMetadataRef di_local_type(LLVMContextRef ctx, LLVMValueRef fn,
                              const char *name) {
  LLVMMetadataRef nodes = di_op(ctx, LLVMGetSubprogram(fn), 7);
  unsigned n = di_count(ctx, nodes);
  for (unsigned i = 0; i < n; i++) {
    LLVMMetadataRef var = di_op(ctx, nodes, i);
    if (!var ||
        LLVMGetMetadataKind(var) != LLVMDILocalVariableMetadataKind)
      continue;
    LLVMValueRef nm = op_value(ctx, var, 1);
    unsigned len = 0;
    const char *s = nm ? LLVMGetMDString(nm, &len) : NULL;
    if (s && len == strlen(name) && !memcmp(s, name, len))
      return di_op(ctx, var, 3);
  }
  return NULL;
}

unsigned di_array_dims(LLVMContextRef ctx, LLVMMetadataRef t, uint64_t *dims,
                       unsigned max, LLVMMetadataRef *elem) {
  unsigned nd = 0;
  t = di_strip(ctx, t);
  while (t && di_tag(t) == DI_TAG_ARRAY) {
    LLVMMetadataRef subs = di_op(ctx, t, 4);
    unsigned n = di_count(ctx, subs);
    for (unsigned i = 0; i < n; i++) {
      LLVMValueRef c = op_value(ctx, di_op(ctx, subs, i), 0);
      if (nd == max || !c || !LLVMIsAConstantInt(c)) return 0;
      dims[nd++] = LLVMConstIntGetZExtValue(c);
    }
    if (!n) return 0;
    t = di_strip(ctx, di_op(ctx, t, 3));
  }
  *elem = t;
  return t ? nd : 0;
}
