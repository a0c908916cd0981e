"""dataflow.py - dataflow regions run natively, as a Kahn process network.

A region is a function whose body creates Streams (its channels) and calls
functions with them (its processes):

    def chain(i: Stream[uint(8)], o: Stream[uint(16)], k: uint(32)):
        m = Stream(uint(16), depth=4)
        scale(i, m, k)
        offset(m, o)

hlsc compiles each process to a unit of its own and each channel to a FIFO
(hlsc.compiler.region). Natively, `hlsc.call(region, ...)` runs the body
with every process call turned into a spawned process; the processes then
run one at a time (a thread each, passing a baton), started in call order
and resumed round robin; a process runs until it finishes or blocks on a
read of an empty stream. The result does not depend on the order, and
feedback cycles work. The call returns when every process has returned (a
process may itself be a region). When none can run, the call ends like a
single process's empty read (StreamEmpty on the first blocked process, in
call order, that waits on a stream argument of the top); if none waits on
one, the region deadlocked: DataflowDeadlock names the waiting processes.
Native streams stay unbounded (the depths are the hardware's). This is
hlsc.h's native scheduler for C regions, in Python.
"""

import ast
import builtins
import inspect
import os
import sys
import textwrap
import threading
import types

from . import hw


class DataflowDeadlock(Exception):
    """No process of a region can run and none waits on an input of the
    top: `blocked` is [(process name, where it reads)] in call order."""

    def __init__(self, region, blocked):
        self.region = region
        self.blocked = blocked
        Exception.__init__(self, "dataflow region '%s' deadlocked: %s" % (
            region, "; ".join("process '%s' waits on an empty stream (read "
                              "at %s)" % b for b in blocked)))


# ---- which functions are regions ----

def _resolve(node, env):
    """The object a Name or Attribute chain names in env (the function's
    globals, then builtins), without running anything else."""
    if isinstance(node, ast.Name):
        if node.id in env:
            return env[node.id]
        return getattr(builtins, node.id, None)
    if isinstance(node, ast.Attribute):
        base = _resolve(node.value, env)
        if base is None or not isinstance(base, types.ModuleType):
            return None
        return getattr(base, node.attr, None)
    return None


def is_stream_ctor(node, env):
    """Whether node is a call of hlsc's Stream: Stream(T, ...)."""
    return isinstance(node, ast.Call) and _resolve(node.func, env) is hw.Stream


def creates_streams(fdef, env):
    """Whether the body of FunctionDef fdef creates a Stream (then the
    function is a dataflow region)."""
    for stmt in fdef.body:
        for node in ast.walk(stmt):
            if is_stream_ctor(node, env):
                return True
    return False


def _function_ast(fn):
    try:
        lines, first = inspect.getsourcelines(fn)
        file = inspect.getsourcefile(fn) or fn.__code__.co_filename
    except (OSError, TypeError):
        return None, None
    tree = ast.parse(textwrap.dedent("".join(lines)))
    ast.increment_lineno(tree, first - 1)
    fdef = tree.body[0] if tree.body else None
    if not isinstance(fdef, ast.FunctionDef):
        return None, None
    return fdef, file


# ---- the region's body with its process calls spawned ----

_runners = {}    # the function's code -> its region runner, or None
_origin = {}     # a runner's code -> the region function's code

_DF = "__hlsc_df__"  # the runner's keyword-only parameter: the scheduler


def original_code(code):
    """The region function's code when code is its runner's (the cosim
    recorder knows the top by its code)."""
    return _origin.get(code, code)


def _spawning(fdef):
    """fdef with each top-level call statement `f(a, ...)` made
    `__hlsc_df__.spawn(f, a, ...)` and `__hlsc_df__.join()` at the end."""
    body = []
    for stmt in fdef.body:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) \
                and not stmt.value.keywords:
            c = stmt.value
            stmt = ast.copy_location(ast.Expr(ast.copy_location(ast.Call(
                ast.Attribute(ast.Name(_DF, ast.Load()), "spawn", ast.Load()),
                [c.func] + c.args, []), c)), stmt)
        body.append(stmt)
    join = ast.Expr(ast.Call(ast.Attribute(ast.Name(_DF, ast.Load()), "join",
                                           ast.Load()), [], []))
    body.append(ast.copy_location(join, fdef.body[-1]))
    args = fdef.args
    new_args = ast.arguments(args.posonlyargs, args.args, args.vararg,
                             args.kwonlyargs + [ast.arg(_DF)],
                             args.kw_defaults + [None], args.kwarg,
                             args.defaults)
    f = ast.FunctionDef(fdef.name, new_args, body, [], None)
    return ast.fix_missing_locations(ast.copy_location(f, fdef))


def runner(fn):
    """The region runner of fn (a function taking the region's arguments
    and the scheduler), or None when fn is no region."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return None
    if code in _runners:
        return _runners[code]
    fdef, file = _function_ast(fn)
    r = None
    if fdef is not None and not fn.__closure__ and \
            creates_streams(fdef, fn.__globals__):
        mod = compile(ast.Module([_spawning(fdef)], []), file, "exec")
        fcode = next(c for c in mod.co_consts if isinstance(c, types.CodeType))
        r = types.FunctionType(fcode, fn.__globals__, fn.__name__,
                               fn.__defaults__)
        r.__kwdefaults__ = dict(fn.__kwdefaults__ or {})
        _origin[fcode] = code
    _runners[code] = r
    return r


# ---- the scheduler ----

class _Killed(BaseException):
    """Unwinds a process discarded at the end of a call."""


_local = threading.local()  # .proc: the process this thread runs


class _Proc:
    def __init__(self, sched, fn, args, parent):
        self.sched = sched
        self.fn = fn
        self.args = args
        self.name = getattr(fn, "__name__", "?")
        self.parent = parent
        self.go = threading.Semaphore(0)
        self.wait = None       # the empty stream it waits on
        self.wait_at = None    # "file:line" of that read
        self.children = 0
        self.joining = False
        self.finished = False
        self.killed = False
        self.error = None
        self.thread = threading.Thread(target=self._main, daemon=True)

    def _main(self):
        _local.proc = self
        self.go.acquire()
        try:
            if not self.killed:
                run = runner(self.fn)
                if run is not None:
                    run(*self.args, **{_DF: self.sched})
                else:
                    self.fn(*self.args)
                self.sched.join()
        except _Killed:
            pass
        except BaseException as e:  # noqa: BLE001 - re-raised by the caller
            self.error = e
        self.finished = True
        self.sched.back.release()

    def runnable(self):
        if self.wait is not None and self.wait.head == len(self.wait.words):
            return False
        return not (self.joining and self.children)

    def pause(self):
        """Gives the baton back to the scheduler until resumed."""
        self.sched.back.release()
        self.go.acquire()
        if self.killed:
            raise _Killed()


def _typed(fn, args):
    """A Python int passed to a process takes the type of the process's
    parameter, as the constant does in hardware."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        return args
    out = []
    for k, a in enumerate(args):
        ann = fn.__annotations__.get(params[k].name) if k < len(params) \
            else None
        if isinstance(ann, hw.HwType) and isinstance(a, int):
            a = ann(a)
        out.append(a)
    return tuple(out)


class Scheduler:
    def __init__(self, name, inputs):
        self.name = name
        self.inputs = inputs    # the top's stream arguments
        self.procs = []         # live, in spawn order
        self.back = threading.Semaphore(0)
        self.main_children = 0

    def spawn(self, fn, *args):
        args = _typed(fn, args)
        parent = getattr(_local, "proc", None)
        p = _Proc(self, fn, args, parent)
        if parent is not None:
            parent.children += 1
        else:
            self.main_children += 1
        self.procs.append(p)
        p.thread.start()

    def _resume(self, p):
        p.go.release()
        self.back.acquire()

    def join(self):
        me = getattr(_local, "proc", None)
        if me is not None:  # a process that is a region waits for its own
            if me.children:
                me.joining = True
                me.pause()
                me.joining = False
            return
        while self.main_children:
            ran = False
            for p in list(self.procs):
                if p.finished or not p.runnable():
                    continue
                ran = True
                self._resume(p)
                if p.finished:
                    self._reap(p)
            if not ran:
                self._quiescent()

    def _reap(self, p):
        self.procs.remove(p)
        if p.parent is not None:
            p.parent.children -= 1
        else:
            self.main_children -= 1
        if p.error is not None:
            self._discard()
            raise p.error

    def _discard(self):
        for p in self.procs:
            p.killed = True
            self._resume(p)
            p.thread.join()
        self.procs = []
        self.main_children = 0

    def _quiescent(self):
        blocked = [p for p in self.procs if p.wait is not None]
        self._discard()
        for p in blocked:
            if any(p.wait is s for s in self.inputs):
                hw.Stream.stopped_on = p.wait
                raise hw.StreamEmpty(p.wait)
        raise DataflowDeadlock(self.name, [(p.name, p.wait_at)
                                           for p in blocked])


def _rel(path):
    r = os.path.relpath(path)
    return path if r.startswith("..") else r


def wait_for(stream):
    """A read of the empty stream: inside a process, wait until it has a
    word (other processes run); False outside any process."""
    p = getattr(_local, "proc", None)
    if p is None:
        return False
    f = sys._getframe(2)  # the read's caller
    p.wait = stream
    p.wait_at = "%s:%d" % (_rel(f.f_code.co_filename), f.f_lineno)
    while stream.head == len(stream.words):
        p.pause()
    p.wait = None
    return True


def run(fn, args, kwargs):
    """Calls fn; a region runs as a Kahn network (see the module's doc)."""
    r = runner(fn)
    if r is None or getattr(_local, "proc", None) is not None:
        return fn(*args, **kwargs)
    inputs = [a for a in list(args) + list(kwargs.values())
              if isinstance(a, hw.Stream)]
    kw = dict(kwargs)
    kw[_DF] = Scheduler(fn.__name__, inputs)
    return r(*args, **kw)


hw._df_wait = wait_for
