/* dinfo.c - reading clang's debug info (dinfo.h). */
#include <stdlib.h>

#include "../util/util.h"
#include "dinfo.h"

LLVMMetadataRef di_op(LLVMContextRef ctx, LLVMMetadataRef md, unsigned i) {
  if (!md) return NULL;
  LLVMValueRef v = LLVMMetadataAsValue(ctx, md);
  unsigned n = LLVMGetMDNodeNumOperands(v);
  if (i >= n) return NULL;
  LLVMValueRef *ops = xcalloc(n, sizeof *ops);
  LLVMGetMDNodeOperands(v, ops);
  LLVMValueRef o = ops[i];
  free(ops);
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
