/* clangcc.h - clang's compilation of the user's file inside hlsc
 * (clangcc.cc, the frontend's one C++ file).
 *
 * fe_clang_in_process runs clang on argv (argv[0] the clang-19 program,
 * whose place names clang's resource directory; the rest a `clang -c`
 * command line as frontend.c builds it; NULL-terminated) and builds the
 * module in ctx. clang's diagnostics, as clang prints them, go to the file
 * errpath. Returns 0 with *out the module; 1 when clang reported errors
 * (*out NULL); -1 when errpath cannot be written; -2 when clang crashed
 * (hlsc must stop: the context may hold a half-built module). free_at_end:
 * free clang's AST and state when done (false: leave them to the
 * operating system, for a compile about to exit; util.h exit_free_needed). */
#ifndef HLSC_LLVM_CLANGCC_H
#define HLSC_LLVM_CLANGCC_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#ifdef __cplusplus
extern "C" {
#endif

int fe_clang_in_process(LLVMContextRef ctx, const char *const *argv,
                        const char *errpath, bool free_at_end,
                        LLVMModuleRef *out);

#ifdef __cplusplus
}
#endif

#endif
