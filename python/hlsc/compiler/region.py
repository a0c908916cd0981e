"""region.py - a top that is a dataflow region, described for hlsc's C side.

A top whose body creates Streams (hlsc.dataflow.creates_streams) is a
region: its body may only create channels (`m = Stream(T)`, or
`Stream(T, depth=N)` for the hardware FIFO's depth) and call processes,
module-level functions of the design file, passing them the region's
parameters, Python ints (constants) and its channels. Anything else in it
is a located error, because the function is plainly meant as a region.

describe() returns the region in the shape of hlsc's FeRegion
(src/llvm/frontend.h), which src/py/region.c reads:
    ("region", name, loc, end_line,
     [(param name, is_pointer, width)],
     [(callee, loc, [(kind, index, width, value)])],   kind 0 param,
                                                       1 const, 2 channel
     [(channel name, loc, depth, depth_set)])
with loc = (file, line, col). The driver compiles each process as a top of
its own from the same file.
"""

import ast
import inspect

from .. import dataflow, hw
from .interp import CompileError

ARG_PARAM, ARG_CONST, ARG_CHAN = 0, 1, 2


class _Reader:
    def __init__(self, fn, fdef, file, params, mod):
        self.fn = fn
        self.name = fdef.name
        self.fdef = fdef
        self.file = file
        self.env = fn.__globals__
        self.mod = mod
        self.params = {name: i for i, (_, name, _) in enumerate(params)}
        self.declared = {}   # channel name -> (Stream, loc)
        self.chans = []      # (name, loc, depth, depth_set), by first use
        self.chan_index = {}
        self.procs = []

    def loc(self, node):
        return (self.file, node.lineno, node.col_offset + 1)

    def error(self, node, msg):
        raise CompileError(self.loc(node), msg)

    def eval(self, node):
        """A compile-time Python expression of the region's body."""
        try:
            return eval(compile(ast.Expression(node), self.file, "eval"),
                        self.env, {})
        except Exception as e:  # noqa: BLE001 - the user's expression
            self.error(node, "%s: %s" % (type(e).__name__, e))

    def channel(self, target, value):
        if not isinstance(target, ast.Name):
            self.error(target, "a Stream of dataflow region '%s' must be "
                       "assigned to a plain name" % self.name)
        if target.id in self.params or target.id in self.declared:
            self.error(target, "'%s' is already a %s of dataflow region '%s'"
                       % (target.id, "parameter" if target.id in self.params
                          else "stream", self.name))
        s = self.eval(value)
        if not isinstance(s, hw.Stream):
            self.error(value, "Stream(...) did not make a stream")
        self.declared[target.id] = (s, self.loc(target))

    def assign(self, stmt):
        v = stmt.value
        if len(stmt.targets) == 1 and dataflow.is_stream_ctor(v, self.env):
            return self.channel(stmt.targets[0], v)
        t = stmt.targets[0]
        if len(stmt.targets) == 1 and isinstance(t, ast.Tuple) and \
                isinstance(v, ast.Tuple) and len(t.elts) == len(v.elts) and \
                all(dataflow.is_stream_ctor(e, self.env) for e in v.elts):
            for te, ve in zip(t.elts, v.elts):
                self.channel(te, ve)
            return
        if isinstance(v, ast.Call) and inspect.isfunction(
                dataflow._resolve(v.func, self.env)):
            self.error(stmt, "the result of process '%s' is used in "
                       "dataflow region '%s': a process returns nothing to "
                       "its region" % (ast.unparse(v.func), self.name))
        self.computes(stmt)

    def computes(self, stmt):
        self.error(stmt, "dataflow region '%s' computes in its own body: a "
                   "region (a function that creates Streams) may only create "
                   "streams and call its processes; move this into a process"
                   % self.name)

    def callee(self, call):
        f = call.func
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) \
                and (f.value.id in self.declared or f.value.id in self.params):
            self.error(call, "dataflow region '%s' uses a stream itself "
                       "('%s'): only its processes may read or write streams"
                       % (self.name, ast.unparse(f)))
        fn = self.eval(f)
        if not inspect.isfunction(fn):
            self.error(call, "dataflow region '%s' calls '%s', which is not a "
                       "Python function: a region may only call its processes"
                       % (self.name, ast.unparse(f)))
        name = fn.__name__
        if getattr(self.mod, name, None) is not fn:
            name = next((k for k, v in vars(self.mod).items() if v is fn),
                        None)
        if name is None:
            self.error(call, "process '%s' of dataflow region '%s' must be a "
                       "function of the design file's module (hlsc compiles "
                       "it as a top of its own)" % (ast.unparse(f), self.name))
        return fn, name

    def arg(self, call, name, k, a, ann):
        if isinstance(a, ast.Name) and a.id in self.params:
            return (ARG_PARAM, self.params[a.id], 0, 0)
        if isinstance(a, ast.Name) and a.id in self.declared:
            if a.id not in self.chan_index:
                s, loc = self.declared[a.id]
                self.chan_index[a.id] = len(self.chans)
                self.chans.append((a.id, loc, s.depth or 0,
                                   s.depth is not None))
            return (ARG_CHAN, self.chan_index[a.id], 0, 0)
        if dataflow.is_stream_ctor(a, self.env):
            self.error(a, "a stream passed to process '%s' must be created "
                       "in dataflow region '%s' first (m = Stream(T)) and "
                       "passed by name" % (name, self.name))
        local = any(isinstance(n, ast.Name) and (n.id in self.params or
                                                 n.id in self.declared)
                    for n in ast.walk(a))
        v = None if local or isinstance(a, ast.Starred) else self.eval(a)
        if isinstance(v, hw.Int):
            v = v.value
        if isinstance(v, int):
            width = ann.width if isinstance(ann, hw.HwType) else 64
            return (ARG_CONST, 0, width, v & ((1 << width) - 1))
        self.error(a, "argument %d of process '%s' in dataflow region '%s' "
                   "must be a parameter of the region, a Python int or one "
                   "of its Streams" % (k + 1, name, self.name))

    def process(self, call):
        fn, name = self.callee(call)
        if call.keywords:
            self.error(call.keywords[0], "process '%s' of dataflow region "
                       "'%s' takes its arguments by position" % (name,
                                                                 self.name))
        sig = inspect.signature(fn)
        ps = list(sig.parameters.values())
        if len(ps) != len(call.args):
            self.error(call, "process '%s' takes %d arguments, dataflow "
                       "region '%s' passes %d" % (name, len(ps), self.name,
                                                  len(call.args)))
        anns = [fn.__annotations__.get(p.name) for p in ps]
        args = [self.arg(call, name, k, a, anns[k])
                for k, a in enumerate(call.args)]
        self.procs.append((name, self.loc(call), args))

    def statement(self, i, stmt):
        if isinstance(stmt, ast.Pass):
            return
        if i == 0 and isinstance(stmt, ast.Expr) and \
                isinstance(stmt.value, ast.Constant) and \
                isinstance(stmt.value.value, str):
            return  # the docstring
        if isinstance(stmt, ast.Assign):
            return self.assign(stmt)
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
            return self.process(stmt.value)
        if isinstance(stmt, ast.Return):
            if stmt.value is not None:
                self.error(stmt, "dataflow region '%s' returns a value: a "
                           "region returns nothing" % self.name)
            return
        if isinstance(stmt, (ast.If, ast.For, ast.While, ast.With, ast.Try,
                             ast.AsyncFor, ast.AsyncWith, ast.Match)):
            self.error(stmt, "dataflow region '%s' has control flow: a "
                       "region (a function that creates Streams) may only "
                       "call its processes; move the loop or branch into a "
                       "process" % self.name)
        self.computes(stmt)

    def read(self):
        for i, stmt in enumerate(self.fdef.body):
            self.statement(i, stmt)
        if not self.procs:
            self.error(self.fdef, "dataflow region '%s' calls no process"
                       % self.name)
        for n, (s, loc) in self.declared.items():
            if n not in self.chan_index:
                raise CompileError(loc, "stream '%s' of dataflow region '%s' "
                                   "is passed to no process" % (n, self.name))


def is_region(fn, fdef):
    return dataflow.creates_streams(fdef, fn.__globals__)


def describe(fn, fdef, file, params, mod):
    """The region tuple (see the module's doc); CompileError otherwise."""
    r = _Reader(fn, fdef, file, params, mod)
    r.read()
    ps = [(name, 1 if kind in ("stream", "array") else 0,
           ty.width if kind == "scalar" else 0)
          for kind, name, ty in params]
    return ("region", fdef.name, r.loc(fdef),
            getattr(fdef, "end_lineno", None) or fdef.lineno, ps, r.procs,
            r.chans)
