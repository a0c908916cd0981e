/* pyfront.h - the Python frontend (docs/python.md).
 *
 * Promises: frontend_py gives what frontend_c gives (src/llvm/frontend.h)
 * for the top function of a Python design file: the design is imported by
 * an embedded CPython, its top interpreted by hlsc.compiler into LLVM IR
 * with hlsc.h's stream intrinsics, and that module compiled by the shared
 * LLVM pipeline. Errors of the design are "file.py:line:col: error: ...".
 */
#ifndef HLSC_PYFRONT_H
#define HLSC_PYFRONT_H

#include "../llvm/frontend.h"

/* True when the input is a Python design (by its .py extension). */
bool py_is_input(const char *path);
/* A top that is a dataflow region (one that creates Streams and calls
 * functions with them): when opt->region is set, frontend_py fills it
 * (found = true) and returns NULL, like frontend_c. */
Func *frontend_py(const FrontendOptions *opt, Sbuf *llvm_text_out);

/* region.c: reads hlsc.compiler's description of a region (a Python
 * tuple, python/hlsc/compiler/region.py) into r, its file names in
 * strings; false with a Python exception set when it is malformed. */
struct _object;
bool py_region_read(struct _object *desc, FeRegion *r, Arena *strings);

#endif
