/* cparam.h - the C parameters of a function clang compiled for x86-64,
 * against its LLVM arguments (used by the C frontend, which gives a struct
 * parameter of the top one argument per field, and by `hlsc cosim`'s
 * recorder, which records each field of the same argument natively).
 *
 * clang lowers each C parameter to zero, one or two LLVM arguments: a
 * scalar or pointer to one; a struct of at most 16 bytes to one or two
 * integers holding its bytes, padding included (`s.coerce`, or
 * `s.coerce0` + `s.coerce1`); a larger struct to a `ptr byval(...)` to a
 * copy; an empty struct to none. Which C parameter an argument belongs to
 * follows from those names; the type of each C parameter and the fields of
 * a struct come from the debug info (DISubprogram -> DISubroutineType ->
 * DICompositeType members).
 *
 * Promises: without debug info, or when the arguments cannot be matched to
 * the C parameters, every argument is a parameter of its own and no struct
 * is seen (the frontend then treats the arguments as before). A struct is
 * flattened into its scalar fields in declaration order: nested structs
 * and anonymous members by their members, arrays element by element, bit-
 * fields at their bit positions. */
#ifndef HLSC_LLVM_CPARAM_H
#define HLSC_LLVM_CPARAM_H

#include <llvm-c/Core.h>

#include "../util/util.h"

/* The most scalar fields one struct parameter may have. */
#define CPARAM_MAX_FIELDS 256

/* A scalar field of a struct parameter: `bits` bits at bit `bit` of the
 * struct's bytes (little-endian), named `s_a`, `s_in_x`, `s_v_3`. */
typedef struct CField {
  char *name;
  uint32_t bit, bits;
  bool is_signed;
} CField;

typedef struct CParam {
  unsigned arg, nargs;   /* the LLVM arguments [arg, arg + nargs) */
  unsigned di;           /* its type's index in the DISubroutineType's
                            array (1 + the C index); 0: none */
  bool is_struct, byval; /* byval: one `ptr byval` argument */
  bool is_wide;          /* an integer wider than 64 bits that clang passes
                            as two i64 (`x.coerce0`, `x.coerce1`) or as a
                            `ptr byval(iS)` to a copy: one field, the whole
                            integer (named after the parameter, its exact
                            width), read from an image as a struct is */
  uint64_t off[2];       /* coerced struct: byte offset of each argument */
  uint64_t image_bytes;  /* struct: bytes of its image (padding included) */
  unsigned align;        /* struct: alignment of its image */
  char *name;            /* struct: the C parameter's name */
  VEC(CField) fields;    /* struct only */
} CParam;

typedef VEC(CParam) CParams;

/* The C parameters of fn (a definition). False, with the reason (naming
 * the C parameter and member) in err, when a struct parameter has a member
 * no port can carry: a pointer, a union, floating point, an integer wider
 * than 1024 bits, more than CPARAM_MAX_FIELDS fields (or a wide integer
 * parameter is wider than 1024 bits); *err_line (when not
 * NULL) is then the line declaring that parameter (0: unknown). */
bool cparams_of(LLVMValueRef fn, CParams *out, Sbuf *err,
                unsigned *err_line);
void cparams_free(CParams *ps);
/* Whether some parameter of ps is a struct or a wide integer (is_wide). */
bool cparams_any_struct(const CParams *ps);
/* Whether a function's C type t (of a parameter or the return value) is
 * an integer wider than 64 bits (__int128, _BitInt(N)); its storage bits
 * (a multiple of 64) in *bits and its signedness in *sg. */
bool cparam_wide_int(LLVMContextRef ctx, LLVMMetadataRef t, uint64_t *bits,
                     bool *sg);
/* The exact width of an integer wider than 64 bits that clang stored in
 * memory at ptr (the load's width, or the width it truncates that to:
 * a _BitInt(200) lives in an i256); 0 when ptr has no such load. */
unsigned cparam_loaded_width(LLVMValueRef ptr);

#endif
