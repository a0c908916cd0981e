"""preproc.py - the statements only the preprocessor runs: def and class
inside a hardware function (their functions are made at compile time, as
CPython makes them), and try/except/else/finally and with around code
whose exceptions are raised at compile time (seed 003). A mixin of
interp.Interp."""

import ast

from .errors import CompileError, stmt_name
from .values import B, HV


class PreprocStatements:
    def s_FunctionDef(self, s):
        """A def (or class) inside a hardware function makes its function
        at compile time, as CPython would: the enclosing function's locals
        are its free variables, read when it is called from hardware code
        (the values a call from native code sees are those of the def)."""
        for n in ast.walk(s):
            if isinstance(n, (ast.Global, ast.Nonlocal)):
                raise self.error(n, "'%s' in a %s inside a hardware "
                                 "function is not supported: it reads the "
                                 "hardware function's locals but cannot "
                                 "assign them or module globals"
                                 % (stmt_name(n), stmt_name(s)))
        fr = self.path.frames[-1]
        ns = self.ex.namespace(fr)
        mod = ast.Module(body=[s], type_ignores=[])
        try:
            code = compile(mod, fr.file or "<hlsc>", "exec")
        except SyntaxError as e:
            raise self.error(s, "SyntaxError: %s" % e.msg)
        try:
            exec(code, ns)
        except Exception as e:  # noqa: BLE001 - the user's decorators
            raise self.error(s, "%s: %s" % (type(e).__name__, e))
        fn = ns[s.name]
        funcs = [fn] if not isinstance(fn, type) else \
            [getattr(m, "__func__", m) for m in vars(fn).values()]
        for f in funcs:
            inner = getattr(f, "__wrapped__", f)
            if hasattr(inner, "__code__"):
                self.outer_defs[inner.__code__] = (fr.fid, ns)
        B.loc = self.loc(s)
        self.ex.assign(ast.Name(id=s.name, ctx=ast.Store()), fn)

    s_ClassDef = s_FunctionDef

    def s_Try(self, s):
        """try/except/else/finally around code that runs at compile time:
        an exception the design raises at compile time (a Python exception,
        or its own raise) is caught as CPython would catch it, where it
        leaves no hardware behind: not under a hardware condition or in a
        hardware loop entered in the try (hardware has no exceptions). The
        hardware the try made before the exception stays: it ran."""
        self.no_exits(s, s.body + sum((h.body for h in s.handlers), []) +
                      s.orelse, "try")
        caught = self.attempt(s.body)
        if caught is None:
            pending = self.attempt(s.orelse)
        else:
            pending = caught
            for h in s.handlers:
                if self.matches(h, caught.exc):
                    pending = self.attempt(lambda: self.handle(h, caught))
                    break
        self.stmts(s.finalbody)
        if pending is not None:
            raise pending

    def matches(self, h, exc):
        if h.type is None:
            return True
        t = self.ex.ev(h.type)
        try:
            return isinstance(exc, t)
        except TypeError:
            raise self.error(h.type, "TypeError: catching classes that do "
                             "not inherit from BaseException is not "
                             "allowed")

    def handle(self, h, caught):
        if h.name:
            self.path.frames[-1].env[h.name] = caught.exc
        self.stmts(h.body)
        if h.name and self.path is not None:
            self.path.frames[-1].env.pop(h.name, None)

    def attempt(self, body):
        """Runs body; an exception of the design it raises where it can be
        caught (same ctx, see ctx()) is returned, the path continuing where
        it was raised; None when body ended normally."""
        ctx0, frames0 = self.ctx(), len(self.path.frames)
        try:
            if callable(body):
                body()
            else:
                self.stmts(body)
        except CompileError as ce:
            if ce.exc is None or not isinstance(ce.exc, Exception):
                raise
            if ce.ctx != ctx0:
                raise CompileError(ce.loc, ce.msg + " (it cannot be caught "
                                   "here: it was raised under a hardware "
                                   "condition or in a hardware loop)")
            self.path.frames = self.path.frames[:frames0]
            self.set_path(self.path)
            return ce
        return None

    def no_exits(self, s, body, what):
        """return, break and continue leave a try or with without running
        its exit code here: refused (they could run it only on paths the
        hardware decides)."""
        for n in _walk_same_function(body):
            if isinstance(n, (ast.Return, ast.Break, ast.Continue)):
                if isinstance(n, ast.Return) or not _inside_loop(n, body):
                    raise self.error(n, "'%s' inside a %s statement is not "
                                     "supported yet"
                                     % (type(n).__name__.lower(), what))

    def s_With(self, s):
        """with on context managers that run at compile time: __enter__
        and __exit__ run natively around the body; an exception of the
        design in the body goes to __exit__, which may suppress it."""
        self.no_exits(s, s.body, "with")
        self.with_items(s, list(s.items))

    def with_items(self, s, items):
        if not items:
            self.stmts(s.body)
            return
        item = items[0]
        mgr = self.ex.ev(item.context_expr)
        if isinstance(mgr, HV):
            raise self.error(item.context_expr, "a hardware value is not a "
                             "context manager")
        try:
            enter, exit_ = type(mgr).__enter__, type(mgr).__exit__
        except AttributeError as e:
            raise self.user_error(item.context_expr, e, "TypeError: '%s' "
                                  "object does not support the context "
                                  "manager protocol" % type(mgr).__name__)
        v = self.native_call(item.context_expr, enter, mgr)
        if item.optional_vars is not None:
            self.ex.assign(item.optional_vars, v)
        caught = self.attempt(lambda: self.with_items(s, items[1:]))
        if caught is None:
            if self.path is not None:
                self.native_call(item.context_expr, exit_, mgr, None, None,
                                 None)
            return
        e = caught.exc
        if not self.native_call(item.context_expr, exit_, mgr, type(e), e,
                                e.__traceback__):
            raise caught

    def native_call(self, node, fn, *args):
        try:
            return fn(*args)
        except CompileError:
            raise
        except Exception as e:  # noqa: BLE001 - the user's code
            raise self.user_error(node, e)


def _walk_same_function(stmts):
    """The nodes of stmts, not those of functions or classes defined in
    them."""
    todo = list(stmts)
    while todo:
        n = todo.pop()
        yield n
        for c in ast.iter_child_nodes(n):
            if not isinstance(c, (ast.FunctionDef, ast.AsyncFunctionDef,
                                  ast.ClassDef, ast.Lambda)):
                todo.append(c)


def _inside_loop(node, body):
    """node (a break or continue) belongs to a loop inside body."""
    for n in _walk_same_function(body):
        if isinstance(n, (ast.For, ast.While)) and any(
                x is node for x in _walk_same_function(n.body)):
            return True
    return False
