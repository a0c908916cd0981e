/* frontend.c - the Python frontend: a design in Python -> LLVM IR -> the
 * shared LLVM pipeline and import (src/llvm/frontend.h).
 *
 * hlsc embeds CPython (libpython3, `python3-config --embed`): the design
 * file is imported by the interpreter in this process (its module-level
 * code is the preprocessor) and hlsc.compiler (python/hlsc/compiler/)
 * interprets the top function's AST, builds SSA and writes it as LLVM IR
 * text with hlsc.h's stream intrinsics. That text is parsed by LLVM and
 * compiled exactly like the C frontend's module. Errors of the design come
 * back as (file, line, col, message) and are printed like every other
 * diagnostic.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>

#include "../llvm/frontend.h"
#include "pyfront.h"

/* File names in diagnostics live as long as the process. */
static Arena py_strings;

/* CPython keeps a few blocks past Py_FinalizeEx by design; LeakSanitizer
 * (the ASan build) is told so, and still reports hlsc's own leaks. */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void) { return "leak:libpython3\n"; }
const char *__lsan_default_options(void);
const char *__lsan_default_options(void) { return "print_suppressions=0"; }

/* The interpreter is finalized when hlsc exits, so that what it allocated
 * is freed (leak checkers see hlsc's own leaks only). */
static void py_stop(void) {
  if (Py_IsInitialized()) Py_FinalizeEx();
}

static bool py_start(void) {
  if (Py_IsInitialized()) return true;
  const char *dir = hlsc_python_dir();
  if (!dir) {
    diag_error((SrcLoc){0}, "the hlsc Python package was not found (python/ "
                            "next to the hlsc executable's directory, or "
                            "$HLSC_PYTHON_DIR)");
    return false;
  }
  PyConfig cfg;
  PyConfig_InitIsolatedConfig(&cfg);
  cfg.install_signal_handlers = 0;
  cfg.write_bytecode = 0; /* no __pycache__ next to the user's files */
  /* a fixed string hash: a design iterating over a set of strings gives
   * the same hardware on every run (the native run uses the same seed) */
  cfg.use_hash_seed = 1;
  cfg.hash_seed = 0;
  PyStatus s = PyConfig_SetBytesString(&cfg, &cfg.program_name, "hlsc");
  if (!PyStatus_Exception(s)) s = Py_InitializeFromConfig(&cfg);
  PyConfig_Clear(&cfg);
  if (!PyStatus_Exception(s)) atexit(py_stop);
  if (PyStatus_Exception(s)) {
    diag_error((SrcLoc){0}, "cannot start the embedded Python: %s",
               s.err_msg ? s.err_msg : "unknown error");
    return false;
  }
  PyObject *path = PySys_GetObject("path"); /* borrowed */
  PyObject *d = PyUnicode_DecodeFSDefault(dir);
  bool ok = path && d && PyList_Insert(path, 0, d) == 0;
  Py_XDECREF(d);
  if (!ok) diag_error((SrcLoc){0}, "cannot set the embedded Python's path");
  return ok;
}

/* An exception inside hlsc.compiler itself: a compiler bug. */
static void report_internal(const char *input) {
  PyObject *type = NULL, *val = NULL, *tb = NULL;
  PyErr_Fetch(&type, &val, &tb);
  PyErr_NormalizeException(&type, &val, &tb);
  PyObject *s = val ? PyObject_Str(val) : NULL;
  const char *msg = s ? PyUnicode_AsUTF8(s) : NULL;
  const char *tname = type ? ((PyTypeObject *)type)->tp_name : "error";
  diag_error((SrcLoc){input, 0, 0},
             "internal compiler error in the Python frontend: %s: %s", tname,
             msg ? msg : "");
  if (tb) {
    PyErr_Restore(type, val, tb);
    PyErr_Print();
    type = val = tb = NULL;
  }
  PyErr_Clear();
  Py_XDECREF(s);
  Py_XDECREF(type);
  Py_XDECREF(val);
  Py_XDECREF(tb);
}

/* Reports the (file, line, col, message) the compiler returned. */
static void report_error(PyObject *err, const char *input) {
  const char *file = NULL, *msg = NULL;
  long line = 0, col = 0;
  if (!PyArg_ParseTuple(err, "slls", &file, &line, &col, &msg)) {
    report_internal(input);
    return;
  }
  SrcLoc l = {arena_strdup(&py_strings, file), (uint32_t)line,
              (uint32_t)(col > 0 ? col : 0)};
  diag_error(l, "%s", msg);
}

/* A region's description into opt->region (a region where none can be
 * compiled is an error). */
static void region_of(const FrontendOptions *opt, PyObject *desc) {
  if (!opt->region) {
    diag_error((SrcLoc){opt->input, 0, 0}, "'%s' is a dataflow region, "
               "which cannot be compiled here", opt->top);
    return;
  }
  if (!py_region_read(desc, opt->region, &py_strings)) {
    if (!PyErr_Occurred())
      PyErr_SetString(PyExc_ValueError, "malformed region description");
    report_internal(opt->input);
    return;
  }
  opt->region->found = true;
}

/* The LLVM IR text of the top (xstrdup'd), or NULL after reporting or
 * after filling opt->region. */
static char *py_llvm_text(const FrontendOptions *opt) {
  const char *input = opt->input, *top = opt->top;
  PyObject *mod = PyImport_ImportModule("hlsc.compiler");
  if (!mod) {
    report_internal(input);
    return NULL;
  }
  PyObject *res = PyObject_CallMethod(mod, "compile_for_hlsc", "ss", input,
                                      top);
  Py_DECREF(mod);
  if (!res) {
    report_internal(input);
    return NULL;
  }
  char *text = NULL;
  PyObject *ir = NULL, *err = NULL;
  if (!PyArg_ParseTuple(res, "OO", &ir, &err)) {
    report_internal(input);
  } else if (err != Py_None) {
    report_error(err, input);
  } else if (PyTuple_Check(ir)) {
    region_of(opt, ir);
  } else {
    const char *s = PyUnicode_AsUTF8(ir);
    if (s) text = xstrdup(s);
    else report_internal(input);
  }
  Py_DECREF(res);
  return text;
}

static LLVMModuleRef parse_ir(LLVMContextRef ctx, const char *text,
                              const char *input) {
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(
      text, strlen(text), input);
  LLVMModuleRef mod = NULL;
  char *msg = NULL;
  if (LLVMParseIRInContext(ctx, buf, &mod, &msg)) {
    diag_error((SrcLoc){input, 0, 0},
               "internal compiler error: the Python frontend's LLVM IR does "
               "not parse: %s", msg ? msg : "");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  if (LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
    diag_error((SrcLoc){input, 0, 0},
               "internal compiler error: the Python frontend's LLVM IR is "
               "invalid: %s", msg ? msg : "");
    LLVMDisposeMessage(msg);
    LLVMDisposeModule(mod);
    return NULL;
  }
  LLVMDisposeMessage(msg);
  return mod;
}

bool py_is_input(const char *path) {
  size_t n = path ? strlen(path) : 0;
  return n > 3 && !strcmp(path + n - 3, ".py");
}

Func *frontend_py(const FrontendOptions *opt, Sbuf *llvm_text_out) {
  if (!py_start()) return NULL;
  char *text = py_llvm_text(opt);
  if (!text) return NULL;
  if (getenv("HLSC_PY_DUMP")) fputs(text, stderr);
  Func *f = NULL;
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMModuleRef mod = parse_ir(ctx, text, opt->input);
  if (mod) {
    f = frontend_module(ctx, mod, opt->input, opt->top, llvm_text_out,
                        opt->seconds);
    LLVMDisposeModule(mod);
  }
  LLVMContextDispose(ctx);
  free(text);
  return f;
}
