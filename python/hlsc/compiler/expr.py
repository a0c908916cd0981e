"""expr.py - expressions, assignments and calls of the interpreter.

Each AST expression is evaluated by CPython's own operators on its
evaluated operands: on Python values that is ordinary Python, on hardware
values (HV) it emits hardware. Calls with hardware arguments (or streams)
to functions written in Python are inlined: their AST is interpreted in a
new frame; every other call runs natively. Comprehensions and lambdas run
natively too (their hardware operations are emitted as they run; they
cannot branch on hardware values).

Errors are reported at the innermost expression that failed.
"""

import ast
import builtins
import inspect
import operator
import textwrap

from .. import hw
from . import state as st
from .interp import CompileError
from .ports import Port, PortError
from .values import (B, HV, IterHV, NeedsConcrete, const, convert,
                     counter_index, counter_store, lift, to_type,
                     truth)

_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub,
           ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
           ast.Mod: operator.mod, ast.BitAnd: operator.and_,
           ast.BitOr: operator.or_, ast.BitXor: operator.xor,
           ast.LShift: operator.lshift, ast.RShift: operator.rshift,
           ast.Div: operator.truediv, ast.Pow: operator.pow,
           ast.MatMult: operator.matmul}
_IBINOPS = {ast.Add: operator.iadd, ast.Sub: operator.isub,
            ast.Mult: operator.imul, ast.FloorDiv: operator.ifloordiv,
            ast.Mod: operator.imod, ast.BitAnd: operator.iand,
            ast.BitOr: operator.ior, ast.BitXor: operator.ixor,
            ast.LShift: operator.ilshift, ast.RShift: operator.irshift,
            ast.Div: operator.itruediv, ast.Pow: operator.ipow}
_CMPOPS = {ast.Eq: operator.eq, ast.NotEq: operator.ne, ast.Lt: operator.lt,
           ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
           ast.Is: operator.is_, ast.IsNot: operator.is_not,
           ast.In: lambda a, b: a in b,
           ast.NotIn: lambda a, b: a not in b}

_COND_NODES = (ast.UnaryOp, ast.BoolOp)

_sources = {}  # code object -> (FunctionDef, file)


def function_ast(fn):
    """The FunctionDef of a Python function, with the positions of its
    file (lines and columns)."""
    code = fn.__code__
    if code in _sources:
        return _sources[code]
    try:
        lines, first = inspect.getsourcelines(fn)
        file = inspect.getsourcefile(fn)
    except (OSError, TypeError):
        return None
    indent = len(lines[0]) - len(lines[0].lstrip())
    tree = ast.parse(textwrap.dedent("".join(lines)))
    for node in ast.walk(tree):
        if hasattr(node, "lineno"):
            node.lineno += first - 1
            if getattr(node, "end_lineno", None):
                node.end_lineno += first - 1
            if hasattr(node, "col_offset"):
                node.col_offset += indent
    fdef = tree.body[0] if tree.body else None
    if not isinstance(fdef, ast.FunctionDef):
        return None
    _sources[code] = (fdef, file)
    return _sources[code]


def _has_hw_arg(vals):
    for v in vals:
        if isinstance(v, (HV, Port)) or st.has_hw(v):
            return True
        if type(v) in (list, tuple) and any(isinstance(e, Port) for e in v):
            return True
    return False


class Expr:
    def __init__(self, interp):
        self.it = interp

    def err(self, node, msg):
        return self.it.error(node, msg)

    # ---- evaluation ----
    def ev(self, node, cond=False):
        m = getattr(self, "e_" + type(node).__name__, None)
        if m is None:
            raise self.err(node, "%s expressions are not supported in "
                           "hardware functions yet" % type(node).__name__)
        saved = B.loc
        B.loc = self.it.loc(node)
        try:
            return m(node, cond) if cond and type(node) in _COND_NODES \
                else m(node)
        except CompileError:
            raise
        except NeedsConcrete as e:
            raise self.err(node, self.concrete_msg(node, e.what))
        except PortError as e:
            raise self.err(node, str(e))
        except RecursionError:
            raise self.err(node, "RecursionError: maximum recursion depth "
                           "exceeded at compile time")
        except Exception as e:  # noqa: BLE001 - the user's Python code
            raise self.it.user_error(node, e)
        finally:
            B.loc = saved

    def concrete_msg(self, node, what):
        if what.startswith("counter:"):
            return what[len("counter:"):]
        if isinstance(node, ast.Subscript):
            return ("hardware value used as an index into a Python %s: the "
                    "index must be known at compile time"
                    % ("dict" if "hashable" in what else "list"))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "range":
            return ("hardware value used as a range() bound: an unrolled "
                    "loop needs a count known at compile time (write a while "
                    "loop for a hardware count)")
        if "hashable" in what:
            return ("hardware value used as a dict key or set element: it "
                    "must be known at compile time")
        if "truth" in what:
            return ("hardware value used as a Python truth value in code "
                    "that runs at compile time (only if, while and "
                    "conditional expressions can branch on hardware values)")
        return "hardware value used where Python needs %s" % what

    def e_Constant(self, n):
        return n.value

    def e_Name(self, n):
        return self.lookup(n.id, n)

    def lookup(self, name, node):
        fr = self.it.path.frames[-1]
        if name in fr.env:
            v = fr.env[name]
            if isinstance(v, st.Diverged):
                raise self.err(node, "'%s' has no single Python value here: "
                               "the paths that meet at line %d disagree (%s)"
                               % (name, v.loc[1], v.why))
            return v
        fn = fr.func
        code = fn.__code__
        if name in code.co_varnames or name in code.co_cellvars:
            raise self.err(node, "local variable '%s' is read before it is "
                           "assigned" % name)
        if name in code.co_freevars and fn.__closure__:
            cell = fn.__closure__[code.co_freevars.index(name)]
            try:
                return cell.cell_contents
            except ValueError:
                raise self.err(node, "free variable '%s' has no value" % name)
        g = fn.__globals__
        if name in g:
            return g[name]
        if hasattr(builtins, name):
            return getattr(builtins, name)
        raise self.err(node, "NameError: name '%s' is not defined" % name)

    def e_Attribute(self, n):
        return getattr(self.ev(n.value), n.attr)

    def e_BinOp(self, n):
        a, b = self.ev(n.left), self.ev(n.right)
        return _BINOPS[type(n.op)](a, b)

    def e_UnaryOp(self, n, cond=False):
        v = self.ev(n.operand, cond=isinstance(n.op, ast.Not))
        if isinstance(n.op, ast.Not):
            if isinstance(v, HV):
                return B.emit("xor", hw.BIT, [truth(v), _one()])
            return not v
        return {ast.USub: operator.neg, ast.UAdd: operator.pos,
                ast.Invert: operator.invert}[type(n.op)](v)

    def e_Compare(self, n):
        left = self.ev(n.left)
        result = None
        for op, right_node in zip(n.ops, n.comparators):
            right = self.ev(right_node)
            r = _CMPOPS[type(op)](left, right)
            if result is None:
                result = r
            elif isinstance(result, HV) or isinstance(r, HV):
                result = B.emit("and", hw.BIT, [_bit(result), _bit(r)])
            else:
                result = result and r
                if not result:
                    return result
            left = right
        return result

    def e_BoolOp(self, n, cond=False):
        is_and = isinstance(n.op, ast.And)
        acc = None  # the hardware truth so far
        for i, vn in enumerate(n.values):
            v = self.ev(vn, cond=cond)
            if acc is None and not isinstance(v, HV):
                if bool(v) != is_and or i == len(n.values) - 1:
                    return v  # Python's short circuit
                continue
            if not cond:
                raise self.err(n, "'and'/'or' on hardware values can only "
                               "be used as a condition (in hardware they "
                               "give a uint(1), not one of the operands)")
            if not isinstance(v, HV):
                if bool(v) != is_and:
                    acc = _one() if not is_and else _zero()
                continue
            acc = truth(v) if acc is None else \
                B.emit("and" if is_and else "or", hw.BIT, [acc, truth(v)])
            rest = n.values[i + 1:]
            if rest and _has_call(rest):
                # the rest runs only where it decides: real control flow
                return self.short_circuit(n, acc, rest, is_and)
        return acc

    def short_circuit(self, n, acc, rest, is_and):
        rest_node = rest[0] if len(rest) == 1 else ast.BoolOp(
            op=n.op, values=rest, lineno=rest[0].lineno,
            col_offset=rest[0].col_offset)
        return self.on_paths(n, acc, lambda: truth_of(self.ev(
            rest_node, cond=True)), None, swap=not is_and, keep_acc=True)

    def on_paths(self, n, c, then_fn, else_fn, swap=False, keep_acc=False):
        """The value of then_fn() where the hardware condition c holds and
        of else_fn() (or c itself when keep_acc) where it does not, through
        a branch: the side that is not taken does not run."""
        tmp = "$%d" % self.it.new_fid()
        env = self.it.path.frames[-1].env
        env[tmp] = c

        def side(fn):
            def run():
                if fn is not None:
                    self.it.path.frames[-1].env[tmp] = fn()
            return run
        taken, other = side(then_fn), side(else_fn)
        if swap:
            taken, other = other, taken
        self.it.hw_branch(c, taken, other, n)
        env = self.it.path.frames[-1].env
        v = env.pop(tmp)
        if isinstance(v, st.Diverged):
            raise self.err(n, "the two sides of this conditional expression "
                           "give values that do not merge (%s)" % v.why)
        return v

    def e_IfExp(self, n):
        c = self.ev(n.test, cond=True)
        if not isinstance(c, HV):
            return self.ev(n.body) if c else self.ev(n.orelse)
        if _has_call(n.body) or _has_call(n.orelse):
            return self.on_paths(n, truth(c), lambda: self.ev(n.body),
                                 lambda: self.ev(n.orelse))
        a, b = self.ev(n.body), self.ev(n.orelse)
        if not isinstance(a, HV) and not isinstance(b, HV):
            if type(a) is int and type(b) is int:
                raise self.err(n, "a conditional expression on a hardware "
                               "value between two Python ints has no type: "
                               "give one branch a hardware type")
            if a is b:
                return a
            raise self.err(n, "a conditional expression on a hardware value "
                           "must give hardware values")
        a, b = lift(a), lift(b)
        ty = hw.arith_type(a.type if isinstance(a, HV) else None,
                           b.type if isinstance(b, HV) else None)
        return B.emit("select", ty, [truth(c), to_type(a, ty),
                                     to_type(b, ty)])


    def e_Subscript(self, n):
        v = self.ev(n.value)
        k = self.ev(n.slice)
        if isinstance(v, hw.Array):
            return self.mem_load(v, k, n)
        if isinstance(k, IterHV) and type(v) in (list, tuple):
            return counter_index(v, k)
        return v[k]

    # ---- arrays (memories) ----
    def mem_index(self, arr, k, node):
        if isinstance(getattr(node, "value", None), ast.Name):
            self.it.graph.mem_names.setdefault(arr, node.value.id)
        k = lift(k)
        if isinstance(k, HV):
            if k.signed:
                raise self.err(node, "an array index must be unsigned")
            return convert(k, hw.uint(64))
        i = arr._index(k)  # IndexError at compile time
        return const(hw.uint(64), i)

    def mem_load(self, arr, k, node):
        idx = self.mem_index(arr, k, node)
        return B.emit("load", arr.elem, [idx], port=arr)

    def mem_store(self, arr, k, v, node):
        idx = self.mem_index(arr, k, node)
        B.emit("store", None, [idx, to_type(v, arr.elem)], port=arr)

    def e_Slice(self, n):
        return slice(*(self.ev(x) if x is not None else None
                       for x in (n.lower, n.upper, n.step)))

    def e_Tuple(self, n):
        return tuple(self.elts(n.elts))

    def e_List(self, n):
        return self.elts(n.elts)

    def e_Set(self, n):
        return set(self.elts(n.elts))

    def elts(self, nodes):
        out = []
        for e in nodes:
            if isinstance(e, ast.Starred):
                out.extend(self.ev(e.value))
            else:
                out.append(self.ev(e))
        return out

    def e_Dict(self, n):
        d = {}
        for k, v in zip(n.keys, n.values):
            if k is None:
                d.update(self.ev(v))
            else:
                key = self.ev(k)
                d[key] = self.ev(v)
        return d

    def e_JoinedStr(self, n):
        return self.native(n)

    e_ListComp = e_SetComp = e_DictComp = e_GeneratorExp = e_JoinedStr
    e_Lambda = e_JoinedStr

    def e_NamedExpr(self, n):
        v = self.ev(n.value)
        self.assign(n.target, v)
        return v

    def native(self, n):
        """Evaluates an expression with CPython, in a namespace of the
        function's globals and the current locals."""
        ns = self.namespace(self.it.path.frames[-1])
        expr = ast.Expression(body=n)
        ast.fix_missing_locations(expr)
        return eval(compile(expr, ns["$file"], "eval"), ns)

    def namespace(self, fr):
        """A namespace of frame fr's function's globals, free variables and
        the frame's current locals (Python runs lambdas, comprehensions and
        nested defs in it)."""
        ns = dict(fr.func.__globals__)
        code = fr.func.__code__
        if fr.func.__closure__:
            for name, cell in zip(code.co_freevars, fr.func.__closure__):
                try:
                    ns[name] = cell.cell_contents
                except ValueError:
                    pass
        for k, v in fr.env.items():
            if not isinstance(v, st.Diverged) and not k.startswith("$"):
                ns[k] = v
        ns["$file"] = fr.file or "<hlsc>"
        return ns

    def refresh_outer(self, fn):
        """A function defined inside a hardware function reads the locals
        of its definer as they are now (if the definer is running)."""
        outer = self.it.outer_defs.get(getattr(fn, "__code__", None))
        if outer is None:
            return
        fid, ns = outer
        for fr in self.it.path.frames:
            if fr.fid == fid:
                for k, v in fr.env.items():
                    if not isinstance(v, st.Diverged) and not \
                            k.startswith("$"):
                        ns[k] = v

    # ---- calls ----
    def e_Call(self, n):
        fn = self.ev(n.func)
        if fn is hw.preproc:
            return self.kept(n)
        args = []
        for a in n.args:
            if isinstance(a, ast.Starred):
                args.extend(self.ev(a.value))
            else:
                args.append(self.ev(a))
        kwargs = {}
        for k in n.keywords:
            if k.arg is None:
                kwargs.update(self.ev(k.value))
            else:
                kwargs[k.arg] = self.ev(k.value)
        if isinstance(fn, hw.HwType) and len(args) == 1 and not kwargs:
            return to_type(args[0], fn)  # a typed constant is hardware
        if fn is hw.Array:
            return self.new_array(n, args, kwargs)
        if fn is builtins.print and _has_hw_arg(list(args) +
                                                list(kwargs.values())):
            raise self.err(n, "print of a hardware value is not supported "
                           "yet (print runs at compile time; the hardware "
                           "has no output for it)")
        target = fn.__func__ if inspect.ismethod(fn) else fn
        self.refresh_outer(getattr(target, "__wrapped__", target))
        if inspect.isfunction(target) and \
                not (target.__module__ or "").startswith("hlsc") and \
                _has_hw_arg(list(args) + list(kwargs.values())):
            if inspect.ismethod(fn):
                args = [fn.__self__] + args
            return self.inline(n, target, args, kwargs)
        return fn(*args, **kwargs)

    def kept(self, n):
        """hlsc.preproc(value): value, evaluated by CPython, stays a
        compile-time value (a hardware integer made here is not made a
        hardware constant)."""
        if len(n.args) != 1 or n.keywords or \
                isinstance(n.args[0], ast.Starred):
            raise self.err(n, "TypeError: preproc() takes exactly one "
                           "argument")
        v = self.native(n.args[0])
        if _holds_hv(v):
            raise self.err(n, "preproc() of a value that depends on "
                           "hardware: only a value computed at compile time "
                           "can stay in the preprocessor")
        st.KEPT[id(v)] = v
        return v

    def new_array(self, n, args, kwargs):
        if any(loop.hw for f in self.it.funcs for loop in f.loops):
            raise self.err(n, "an Array made inside a hardware loop is not "
                           "supported yet: make it before the loop")
        arr = hw.Array(*args, **kwargs)
        self.it.graph.local_mems.append(arr)
        return arr

    def inline(self, n, fn, args, kwargs):
        if fn.__code__.co_flags & (inspect.CO_GENERATOR | inspect.CO_COROUTINE):
            raise self.err(n, "a generator called with hardware arguments "
                           "cannot be inlined yet")
        if fn.__name__ == "<lambda>":
            return fn(*args, **kwargs)
        src = function_ast(fn)
        if src is None:
            raise self.err(n, "the source of '%s' is not available: it "
                           "cannot be inlined" % fn.__name__)
        fdef, file = src
        try:
            bound = inspect.signature(fn).bind(*args, **kwargs)
        except TypeError as e:
            raise self.err(n, "TypeError: %s" % e)
        bound.apply_defaults()
        frame = st.Frame(self.it.new_fid(), fn, dict(bound.arguments),
                         fn.__name__, _rel(file))
        ret = self.it.run_body(fdef, frame, fn.__name__)
        return ret

    # ---- assignments ----
    def assign(self, t, v):
        if isinstance(t, ast.Name):
            if isinstance(v, HV) and v._val is not None and \
                    getattr(v._val, "name", None) is None and \
                    not hasattr(v._val, "value"):
                v._val.name = t.id
            self.it.path.frames[-1].env[t.id] = v
        elif isinstance(t, (ast.Tuple, ast.List)):
            if isinstance(v, HV):
                raise self.err(t, "a hardware value cannot be unpacked")
            vals = list(v)
            star = [i for i, e in enumerate(t.elts)
                    if isinstance(e, ast.Starred)]
            if star:
                i = star[0]
                after = len(t.elts) - i - 1
                if len(vals) < len(t.elts) - 1:
                    raise self.err(t, "ValueError: not enough values to "
                                   "unpack")
                mid = vals[i:len(vals) - after]
                vals = vals[:i] + [mid] + vals[len(vals) - after:]
            if len(vals) != len(t.elts):
                raise self.err(t, "ValueError: %d values to unpack into %d "
                               "targets" % (len(vals), len(t.elts)))
            for e, x in zip(t.elts, vals):
                self.assign(e.value if isinstance(e, ast.Starred) else e, x)
        elif isinstance(t, ast.Subscript):
            obj = self.ev(t.value)
            key = self.ev(t.slice)
            if isinstance(obj, HV):
                raise self.err(t, "bits of a hardware value cannot be "
                               "assigned; build the new value (e.g. with "
                               "concat)")
            if isinstance(obj, hw.Array):
                self.guard(t, lambda: self.mem_store(obj, key, v, t))
                return
            if isinstance(key, IterHV) and type(obj) is list:
                self.guard(t, lambda: counter_store(obj, key, v))
                return
            self.guard(t, lambda: operator.setitem(obj, key, v))
        elif isinstance(t, ast.Attribute):
            obj = self.ev(t.value)
            self.guard(t, lambda: setattr(obj, t.attr, v))
        else:
            raise self.err(t, "cannot assign to this expression")

    def guard(self, node, fn):
        try:
            return fn()
        except NeedsConcrete as e:
            raise self.err(node, self.concrete_msg(node, e.what))
        except Exception as e:  # noqa: BLE001
            raise self.it.user_error(node, e)

    def aug_assign(self, s):
        op = _IBINOPS.get(type(s.op))
        t = s.target
        if isinstance(t, ast.Subscript):  # container and key evaluated once
            obj, key = self.ev(t.value), self.ev(t.slice)
            arr = isinstance(obj, hw.Array)
            cur = self.guard(t, lambda: self.mem_load(obj, key, t) if arr
                             else obj[key])
            v = self.ev(s.value)
            B.loc = self.it.loc(s)
            r = self.guard(s, lambda: op(cur, v))
            self.guard(t, lambda: self.mem_store(obj, key, r, t) if arr
                       else operator.setitem(obj, key, r))
            return
        cur = self.ev(s.target)
        v = self.ev(s.value)
        B.loc = self.it.loc(s)
        r = self.guard(s, lambda: op(cur, v))
        self.assign(s.target, r)

    def delete(self, t):
        if isinstance(t, ast.Name):
            env = self.it.path.frames[-1].env
            if t.id not in env:
                raise self.err(t, "NameError: '%s' is not defined" % t.id)
            del env[t.id]
        elif isinstance(t, ast.Subscript):
            obj, key = self.ev(t.value), self.ev(t.slice)
            self.guard(t, lambda: operator.delitem(obj, key))
        else:
            raise self.err(t, "cannot delete this expression")


def _holds_hv(v, depth=0):
    if isinstance(v, HV):
        return True
    if depth < 8 and type(v) in (list, tuple):
        return any(_holds_hv(e, depth + 1) for e in v)
    if depth < 8 and type(v) is dict:
        return any(_holds_hv(e, depth + 1) for e in v.values())
    return False


def truth_of(v):
    if isinstance(v, HV):
        return truth(v)
    return _bit(v)


def _has_call(node):
    if isinstance(node, list):
        return any(_has_call(x) for x in node)
    return any(isinstance(x, ast.Call) for x in ast.walk(node))


def _one():
    from .values import const
    return const(hw.BIT, 1)


def _zero():
    from .values import const
    return const(hw.BIT, 0)


def _bit(v):
    if isinstance(v, HV):
        return truth(v)
    from .values import const
    return const(hw.BIT, 1 if v else 0)


def _rel(path):
    import os
    if not path:
        return path
    try:
        r = os.path.relpath(path)
    except ValueError:
        return path
    return path if r.startswith("..") else r
