/* frontend.h - C to HLS IR: clang 19 -> LLVM IR -> LLVM passes (LLVM-C) ->
 * import into the HLS IR; the same from LLVM IR for the Python frontend.
 *
 * Promises: on success returns a verified-shape Func for the top function
 * with every callee inlined, every global/local array or struct that
 * survives optimization turned into a Mem (with its initial value), printf
 * calls turned into PRINT values, and source positions on every value and
 * terminator. On unsupported input (recursion, function pointers, dynamic
 * allocation, floating point, variable-length arrays, unknown external
 * calls, pointers that may point into several objects, ...) it reports
 * "file:line:col: error: ..." and returns NULL. clang's own diagnostics are
 * passed through unchanged.
 */
#ifndef HLSC_FRONTEND_H
#define HLSC_FRONTEND_H

#include <llvm-c/Core.h>

#include "../ir/ir.h"

typedef struct FrontendOptions {
  const char *input;
  const char *top;
  const char *const *cflags; /* extra clang flags: -I, -D, -U, -std= */
  size_t ncflags;
} FrontendOptions;

/* llvm_text_out, when non-NULL, receives the optimized LLVM IR. */
Func *frontend_c(const FrontendOptions *opt, Sbuf *llvm_text_out);

/* What every frontend shares once it has an LLVM module (the C frontend
 * from clang, the Python frontend from src/py): checks, the LLVM pass
 * pipeline, import of function `top` into the HLS IR, with the promises
 * above. input is the file as the user named it (positions in that file
 * print as such). The module stays the caller's. */
Func *frontend_module(LLVMContextRef ctx, LLVMModuleRef mod,
                      const char *input, const char *top,
                      Sbuf *llvm_text_out);

#endif
