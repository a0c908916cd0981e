"""hlsc.compiler - a Python design to LLVM IR (the Python frontend).

compile_file(path, top) imports the design file (its module-level code runs:
that is the preprocessor), interprets the top function's AST with its
parameters as hardware (interp.py, expr.py), builds SSA as it goes (ssa.py,
Braun et al.) and writes LLVM IR (llvm.py) that hlsc's C pipeline compiles
like the C frontend's. Errors raise CompileError with (file, line, col).
hlsc embeds CPython and calls compile_for_hlsc (src/py/frontend.c).
"""

import importlib.util
import inspect
import os
import sys
import traceback

from .. import hw
from . import region
from . import state as st
from .expr import Expr, _rel, function_ast
from .interp import CompileError, Interp
from .llvm import Emitter
from .ports import Port, PortError
from .values import B, param, to_type

__all__ = ["CompileError", "compile_file", "compile_for_hlsc"]


def _user_frame(tb, files):
    """The innermost traceback entry in one of the user's files."""
    best = None
    for fs in traceback.extract_tb(tb):
        if os.path.realpath(fs.filename) in files or best is None:
            best = fs
    return best


def load_module(path):
    path = os.path.abspath(path)
    d = os.path.dirname(path)
    if d not in sys.path:
        sys.path.insert(0, d)
    name = os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    try:
        spec.loader.exec_module(mod)
    except SyntaxError as e:
        raise CompileError((_rel(e.filename or path), e.lineno or 0,
                            e.offset or 0), "SyntaxError: %s" % e.msg)
    except hw.StreamEmpty:
        raise CompileError((_rel(path), 1, 1), "the module's code read an "
                           "empty stream while it was imported (put the "
                           "testbench under `if __name__ == \"__main__\":`)")
    except BaseException as e:  # noqa: BLE001 - the user's module code
        if isinstance(e, KeyboardInterrupt):
            raise
        fs = _user_frame(e.__traceback__, {path})
        loc = (_rel(fs.filename), fs.lineno, (fs.colno or 0) + 1) if fs \
            else (_rel(path), 1, 1)
        if isinstance(e, SystemExit):
            raise CompileError(loc, "the module called sys.exit(%s) while it "
                               "was imported" % (e.code,))
        raise CompileError(loc, "%s: %s (while the module was imported)"
                           % (type(e).__name__, e))
    return mod


def _annotation(fn, name):
    a = fn.__annotations__.get(name, inspect.Parameter.empty)
    if isinstance(a, str):
        a = eval(a, fn.__globals__)  # from __future__ import annotations
    return a


def _ports(fn, fdef, file):
    """The top's parameters: ([(kind, name, type)], env, ret_type)."""
    params, env = [], {}
    args = fdef.args
    if args.vararg or args.kwarg or args.kwonlyargs or args.posonlyargs:
        raise CompileError((file, fdef.lineno, fdef.col_offset + 1),
                           "the top function takes plain parameters only")
    for i, a in enumerate(args.args):
        loc = (file, a.lineno, a.col_offset + 1)
        try:
            ann = _annotation(fn, a.arg)
        except Exception as e:  # noqa: BLE001
            raise CompileError(loc, "%s: %s" % (type(e).__name__, e))
        if isinstance(ann, hw.StreamType):
            env[a.arg] = Port(i, a.arg, ann.elem)
            params.append(("stream", a.arg, ann.elem))
        elif isinstance(ann, hw.ArrayType):
            arr = hw.Array(ann.elem, ann.depth)
            arr.param = a.arg  # an external memory: the parameter's pointer
            env[a.arg] = arr
            params.append(("array", a.arg, arr))
        elif isinstance(ann, hw.HwType):
            env[a.arg] = param(ann, i, a.arg)
            params.append(("scalar", a.arg, ann))
        else:
            raise CompileError(loc, "parameter '%s' of the top function needs "
                               "a hardware annotation: Stream[uint(N)], "
                               "Array[uint(N), depth] or uint(N)/sint(N)"
                               % a.arg)
    ret = _annotation(fn, "return")
    if ret in (inspect.Parameter.empty, None):
        ret = None
    elif not isinstance(ret, hw.HwType):
        raise CompileError((file, fdef.lineno, fdef.col_offset + 1),
                           "the top function's return annotation must be "
                           "uint(N) or sint(N) (or none)")
    return params, env, ret


def compile_file(path, top, display=None):
    """LLVM IR text of function `top` of the design file `path`, or the
    description of a dataflow region (region.py) when `top` is one."""
    mod = load_module(path)
    display = display or path
    fn = getattr(mod, top, None)
    if fn is None or not inspect.isfunction(fn):
        raise CompileError((display, 1, 1), "no function named '%s' in %s"
                           % (top, display))
    src = function_ast(fn)
    if src is None:
        raise CompileError((display, 1, 1), "the source of '%s' is not "
                           "available" % top)
    fdef, file = src
    same = os.path.realpath(file) == os.path.realpath(path)
    file = display if same else _rel(file)
    params, env, ret_type = _ports(fn, fdef, file)
    if region.is_region(fn, fdef):
        if ret_type is not None:
            raise CompileError((file, fdef.lineno, fdef.col_offset + 1),
                               "dataflow region '%s' has a return "
                               "annotation: a region returns nothing" % top)
        return region.describe(fn, fdef, file, params, mod)
    it = Interp(Expr, file)
    entry = it.graph.new_block("entry", (file, fdef.lineno, 1))
    it.graph.seal(entry)
    it.start(entry, [])
    frame = st.Frame(it.new_fid(), fn, env, top, file)
    try:
        ret = it.run_body(fdef, frame, top)
        if it.path is not None:
            B.block = it.path.block
            B.loc = (file, fdef.lineno, fdef.col_offset + 1)
            if ret_type is None and ret is not None:
                raise CompileError(B.loc, "the top function returns a value "
                                   "but has no return annotation")
            if ret_type is not None:
                if ret is None:
                    raise CompileError(B.loc, "the top function may end "
                                       "without returning a %r" % ret_type)
                ret = to_type(ret, ret_type)
            it.leave(it.path, ("ret", ret.value() if ret is not None else None))
    except PortError as e:
        raise CompileError(B.loc, str(e))
    return Emitter(it.graph, top).module(params, ret_type, file, fdef.lineno)


def compile_for_hlsc(path, top):
    """For the embedding C code: (llvm_text or a region tuple, None) or
    (None, (file, line, col, message))."""
    try:
        return compile_file(path, top), None
    except CompileError as e:
        f, line, col = e.loc if e.loc else (path, 0, 0)
        return None, (f or path, line or 0, col or 0, e.msg)
    except RecursionError:
        return None, (path, 0, 0, "the design nests too deeply "
                      "(RecursionError at compile time)")
    except SystemExit as e:
        return None, (path, 0, 0, "the design called sys.exit(%s) at compile "
                      "time" % (e.code,))
