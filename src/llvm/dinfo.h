/* dinfo.h - reading clang's debug info (DWARF metadata) through the LLVM-C
 * API: the C types of a function's parameters, as the source declares them.
 *
 * The LLVM-C API has no accessors for most DI node fields, so nodes are
 * read by operand position. The positions are LLVM 19's: DISubprogram 4
 * its type, 7 its retained nodes; DISubroutineType 3 its type array
 * (return type first, then the parameters in C order); DIDerivedType 3
 * its base type; DICompositeType 3 its base type, 4 its elements;
 * DIVariable 1 its name, 3 its type; DISubrange 0 its count. Every
 * reader returns NULL (or 0) for an absent node, so a module without
 * debug info (the Python frontend's) reads as "unknown". */
#ifndef HLSC_LLVM_DINFO_H
#define HLSC_LLVM_DINFO_H

#include <stdbool.h>

#include <llvm-c/Core.h>
#include <llvm-c/DebugInfo.h>

/* DWARF tags (llvm/BinaryFormat/Dwarf.def) */
enum {
  DI_TAG_ARRAY = 0x01, DI_TAG_ENUM = 0x04, DI_TAG_MEMBER = 0x0d,
  DI_TAG_POINTER = 0x0f, DI_TAG_STRUCT = 0x13, DI_TAG_TYPEDEF = 0x16,
  DI_TAG_UNION = 0x17, DI_TAG_CONST = 0x26, DI_TAG_VOLATILE = 0x35,
  DI_TAG_RESTRICT = 0x37, DI_TAG_ATOMIC = 0x47
};

/* Operand i of metadata node md (NULL when md is NULL, i is out of range or
 * the operand is null). */
LLVMMetadataRef di_op(LLVMContextRef ctx, LLVMMetadataRef md, unsigned i);
/* The number of operands of md (0 for NULL). */
unsigned di_count(LLVMContextRef ctx, LLVMMetadataRef md);
/* The DWARF tag of a derived or composite type (0 for a basic type). */
unsigned di_tag(LLVMMetadataRef t);
/* t without typedefs and qualifiers (const, volatile, restrict, _Atomic). */
LLVMMetadataRef di_strip(LLVMContextRef ctx, LLVMMetadataRef t);
/* The type array of fn's DISubroutineType: entry 0 the return type, entry
 * k the type of C parameter k-1. */
LLVMMetadataRef di_signature(LLVMContextRef ctx, LLVMValueRef fn);

/* The C type of global g (a static local too) and of fn's local variable
 * `name` (the first of fn's retained variables of that name: clang
 * retains them because it compiles with -O2), NULL when unknown. */
LLVMMetadataRef di_global_type(LLVMContextRef ctx, LLVMValueRef g);
LLVMMetadataRef di_local_type(LLVMContextRef ctx, LLVMValueRef fn,
                              const char *name);
/* The dimensions of array type t (outermost first, at most max) and,
 * in *elem, its element type without typedefs and qualifiers; 0 when t
 * is not an array or a dimension has no constant count. */
unsigned di_array_dims(LLVMContextRef ctx, LLVMMetadataRef t, uint64_t *dims,
                       unsigned max, LLVMMetadataRef *elem);

/* Whether fn's C return type is a struct or a union (seen through
 * typedefs and qualifiers), however clang lowered it. */
bool di_returns_record(LLVMContextRef ctx, LLVMValueRef fn);

#endif
