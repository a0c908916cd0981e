/* region.c - a Python top that is a dataflow region: hlsc.compiler's
 * description of it (python/hlsc/compiler/region.py, a tuple of the
 * shape of FeRegion) read into the FeRegion the driver compiles, as
 * src/llvm/region.c fills it for C. The description was checked by the
 * Python side (located errors there); a malformed one is an internal
 * error. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <string.h>

#include "pyfront.h"

static bool get_loc(PyObject *o, Arena *strings, SrcLoc *l) {
  const char *file = NULL;
  long line = 0, col = 0;
  if (!PyArg_ParseTuple(o, "sll", &file, &line, &col)) return false;
  *l = (SrcLoc){arena_strdup(strings, file), (uint32_t)line,
                (uint32_t)(col > 0 ? col : 0)};
  return true;
}

/* Item i of sequence o (a tuple or a list), borrowed. */
static PyObject *item(PyObject *o, Py_ssize_t i) {
  return PyList_Check(o) ? PyList_GetItem(o, i) : PyTuple_GetItem(o, i);
}

static Py_ssize_t length(PyObject *o) {
  if (!PyList_Check(o) && !PyTuple_Check(o)) {
    PyErr_SetString(PyExc_TypeError, "the region description has no list");
    return -1;
  }
  return PySequence_Size(o);
}

static bool read_params(PyObject *o, FeRegion *r) {
  Py_ssize_t n = length(o);
  for (Py_ssize_t i = 0; i < n; i++) {
    const char *name = NULL;
    int pointer = 0;
    unsigned long width = 0;
    if (!PyArg_ParseTuple(item(o, i), "sik", &name, &pointer, &width))
      return false;
    FeParam p = {arena_strdup(&r->arena, name), pointer != 0,
                 (uint32_t)width};
    vec_push(&r->params, p);
  }
  return n >= 0;
}

static bool read_args(PyObject *o, FeProc *p) {
  Py_ssize_t n = length(o);
  for (Py_ssize_t i = 0; i < n; i++) {
    int kind = 0;
    unsigned long index = 0, width = 0;
    unsigned long long value = 0;
    if (!PyArg_ParseTuple(item(o, i), "ikkK", &kind, &index, &width, &value))
      return false;
    FeArg a = {kind == 0 ? FE_ARG_PARAM : kind == 1 ? FE_ARG_CONST
                                                    : FE_ARG_CHAN,
               (uint32_t)index, (uint32_t)width, (uint64_t)value};
    vec_push(&p->args, a);
  }
  return n >= 0;
}

static bool read_procs(PyObject *o, FeRegion *r, Arena *strings) {
  Py_ssize_t n = length(o);
  for (Py_ssize_t i = 0; i < n; i++) {
    const char *callee = NULL;
    PyObject *loc = NULL, *args = NULL;
    if (!PyArg_ParseTuple(item(o, i), "sOO", &callee, &loc, &args))
      return false;
    FeProc p = {arena_strdup(&r->arena, callee), {0}, {0}};
    bool ok = get_loc(loc, strings, &p.loc) && read_args(args, &p);
    vec_push(&r->procs, p); /* fe_region_free frees its args */
    if (!ok) return false;
  }
  return n >= 0;
}

static bool read_chans(PyObject *o, FeRegion *r, Arena *strings) {
  Py_ssize_t n = length(o);
  for (Py_ssize_t i = 0; i < n; i++) {
    const char *name = NULL;
    PyObject *loc = NULL;
    unsigned long depth = 0;
    int depth_set = 0;
    if (!PyArg_ParseTuple(item(o, i), "sOkp", &name, &loc, &depth,
                          &depth_set))
      return false;
    FeChan c = {arena_strdup(&r->arena, name), {0}, (uint32_t)depth,
                depth_set != 0};
    if (!get_loc(loc, strings, &c.loc)) return false;
    vec_push(&r->chans, c);
  }
  return n >= 0;
}

bool py_region_read(PyObject *desc, FeRegion *r, Arena *strings) {
  memset(r, 0, sizeof *r);
  const char *tag = NULL, *name = NULL;
  PyObject *loc = NULL, *params = NULL, *procs = NULL, *chans = NULL;
  unsigned long end_line = 0;
  if (!PyArg_ParseTuple(desc, "ssOkOOO", &tag, &name, &loc, &end_line,
                        &params, &procs, &chans) ||
      strcmp(tag, "region"))
    return false;
  r->name = arena_strdup(&r->arena, name);
  r->end_line = (uint32_t)end_line;
  return get_loc(loc, strings, &r->loc) && read_params(params, r) &&
         read_procs(procs, r, strings) && read_chans(chans, r, strings);
}
