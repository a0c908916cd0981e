"""interp.py - interprets the top function's AST: Python as the
preprocessor of itself.

Statements are interpreted one path at a time. Every value that does not
depend on hardware is a Python object, computed by CPython; hardware values
are HVs (values.py) whose operators emit SSA instructions. Control flow:
  - `if` on a Python value runs one branch; on a hardware value both, each
    from a copy of the state, and the paths meet in a new block;
  - `for` over a Python iterable and `while` on a Python condition are
    unrolled (each iteration's blocks get their own labels);
  - `while True:` and `while` on a hardware condition are hardware loops;
  - break / continue / return under a hardware condition become edges to
    blocks whose predecessors are collected until the loop or function
    ends (ssa.py seals them then);
  - calls with hardware arguments are inlined, other calls simply run.
Expressions are in expr.py.
"""

import ast

from .. import hw
from . import state as st
from .errors import CompileError, stmt_name
from .liveness import exposed_names, loads_of
from .preproc import PreprocStatements
from .ssa import Graph
from .values import B, HV, IterHV, const, exact_type, truth

MAX_UNROLL = 1 << 16
MAX_INLINE = 64
# A `for` over a range() of more iterations than this whose first iteration
# breaks or continues on a hardware condition becomes a hardware loop
# (shorter ones are unrolled, as is any loop over `unroll(...)`).
MIN_HW_FOR = 8
# The code after an if whose sides leave different Python values (read
# after it) runs once per value: at most this many copies of any code.
MAX_COPIES = 16


class Path:
    """Where interpretation stands: a block being filled and the frames."""

    def __init__(self, block, frames):
        self.block = block
        self.frames = frames


class Join:
    """A block whose predecessors arrive one by one (an if's end, a loop's
    exit, an iteration's continue target, a function's return)."""

    def __init__(self, interp, label, loc):
        self.interp = interp
        self.label = label
        self.loc = loc
        self.block = None
        self.shapes = []

    def add(self, path):
        g = self.interp.graph
        if self.block is None:
            self.block = g.new_block(self.interp.label(self.label), self.loc)
            self.interp.open_joins += 1
        self.shapes.append(self.interp.leave(path, ("br", self.block)))
        g.add_pred(self.block, path.block)

    def close(self):
        """The path continuing at the join (None: nothing reaches it)."""
        if self.block is None:
            return None
        self.interp.open_joins -= 1
        self.interp.graph.seal(self.block)
        shape = self.shapes[0] if len(self.shapes) == 1 else \
            st.merge(self.shapes, self.loc, self.block.preds)
        return Path(self.block, st.rebuild(shape, self.block))


class FuncCtx:
    def __init__(self, fid, ret_join, name):
        self.fid = fid
        self.ret_join = ret_join
        self.loops = []
        self.name = name


class LoopCtx:
    def __init__(self, hw, breaks):
        self.hw = hw
        self.breaks = breaks
        self.cont = None      # unrolled: the current iteration's Join
        self.header = None    # hardware: the header block
        self.shape = None     # hardware: the header's shape
        self.exposed = set()
        self.stale = set()
        self.fid = None
        self.loc = None
        self.hw_cond0 = 0     # Interp.hw_cond where the loop starts
        self.hw_exit = False  # unrolled: a break/continue under a hardware
                              # condition of the loop's own (for_in_hw)
        self.step = None      # hardware for: the counter's increment
        self.on_exit = None   # hardware for: the counter after the loop


class Interp(PreprocStatements):
    def __init__(self, expr_cls, file):
        self.graph = Graph()
        B.graph = self.graph
        self.path = None
        self.funcs = []
        self.prefix = []
        self.next_fid = 0
        self.file = file
        self.ex = expr_cls(self)
        st.KEPT.clear()
        self.hw_cond = 0  # statements under a hardware condition (nesting)
        self.outer_defs = {}  # code of a nested def -> (definer's fid, ns)
        self.open_joins = 0   # Joins with predecessors, not closed yet
        self.cont = []        # the statement lists after the current one
        self.split = None     # paths an if left apart (stmts_open)
        self.copies = 1       # copies of the code being interpreted

    # ---- labels, locations ----
    def label(self, base):
        return ".".join(self.prefix + [base])

    def loc(self, node):
        return (self.cur_file(), getattr(node, "lineno", 0),
                getattr(node, "col_offset", -1) + 1)

    def cur_file(self):
        return self.path.frames[-1].file if self.path else self.file

    def error(self, node, msg):
        return CompileError(self.loc(node), msg)

    def user_error(self, node, e, msg=None):
        """The design's own exception e raised at compile time at node."""
        return CompileError(self.loc(node), msg or "%s: %s" % (
            type(e).__name__, e), e, self.ctx())

    def ctx(self):
        """Where interpretation is, as far as catching an exception goes:
        an exception raised and caught in the same ctx left no hardware
        branch, hardware loop or pending join behind."""
        hw_loops = sum(1 for f in self.funcs for lp in f.loops if lp.hw)
        return (self.hw_cond, hw_loops, self.open_joins)

    def new_fid(self):
        self.next_fid += 1
        return self.next_fid

    # ---- blocks ----
    def leave(self, path, term):
        """Finishes path's block with terminator term; returns its shape."""
        try:
            shape, leaves = st.flatten(path.frames)
        except st.StateError as e:
            raise CompileError(B.loc, str(e))
        st.write_defs(path.block, leaves)
        path.block.term = term
        path.block.term_loc = B.loc
        path.block.finished = True
        return shape

    def start(self, block, shape):
        self.path = Path(block, st.rebuild(shape, block))
        B.block = block

    def set_path(self, path):
        self.path = path
        B.block = path.block if path else None

    # ---- functions ----
    def run_body(self, fnode, frame, name):
        """Interprets a function body in a new frame pushed on the current
        path; returns the return value (the path continues after the
        call), or None with a dead path when the function never returns."""
        if len(self.funcs) >= MAX_INLINE:
            raise CompileError(B.loc, "calls with hardware arguments nest "
                             "more than %d deep (recursion on a hardware "
                             "value cannot be unrolled)" % MAX_INLINE)
        self.path.frames = self.path.frames + [frame]
        fctx = FuncCtx(frame.fid, Join(self, "ret", self.loc(fnode)), name)
        self.funcs.append(fctx)
        self.prefix.append(name)
        try:
            self.stmts(fnode.body)
            if self.path is not None:
                self.path.frames[-1].env["$ret"] = None
                fctx.ret_join.add(self.path)
            self.set_path(fctx.ret_join.close())
        finally:
            self.funcs.pop()
            self.prefix.pop()
        if self.path is None:
            return None
        ret = self.path.frames[-1].env.get("$ret")
        self.path.frames = self.path.frames[:-1]
        if isinstance(ret, st.Diverged):
            raise CompileError(self.loc(fnode), "'%s' returns different "
                               "Python values on different hardware paths "
                               "(%s)" % (name, ret.why))
        return ret

    # ---- statements ----
    def stmts(self, body):
        self.stmts_open(body, [])
        if self.split:  # the paths meet at the end of body
            self.resolve(self.take_split(), None, [])

    def stmts_open(self, body, outer):
        """Runs body; outer: the statement lists that follow it. An if on a
        hardware value whose sides leave different Python values that the
        rest reads leaves its paths in self.split; each runs the rest of
        body on its own (seed 003: a block reached with different
        preprocessor states is duplicated), and what is still apart at the
        end of body is left in self.split for the statements of outer."""
        for k, s in enumerate(body):
            if self.path is None:
                return  # the rest is unreachable
            B.loc = self.loc(s)
            self.cont = [body[k + 1:]] + outer
            self.stmt(s)
            if self.split and body[k + 1:]:
                paths, split = [], self.take_split()
                copies = self.copies
                self.copies *= len(split)
                try:
                    for n, p in enumerate(split):
                        self.set_path(p)
                        self.prefix.append("v%d" % n)
                        try:
                            self.stmts_open(body[k + 1:], outer)
                        finally:
                            self.prefix.pop()
                        paths += self.take_split() or \
                            ([self.path] if self.path is not None else [])
                finally:
                    self.copies = copies
                self.resolve(paths, s, outer)
                return

    def take_split(self):
        paths, self.split = self.split, None
        return paths

    def resolve(self, paths, node, cont):
        """paths meet, or stay apart in self.split (one per Python state)
        when the statements of cont read a local whose Python values
        differ between them."""
        loc = self.loc(node) if node is not None else B.loc
        label = "if%d.end" % node.lineno if node is not None else "join"
        if len(paths) > 1 and cont:
            fid = paths[0].frames[-1].fid
            shapes = [st.flatten(p.frames)[0] for p in paths]
            names = {n for f, n in st.diverging(shapes) if f == fid}
            if names & loads_of([x for c in cont for x in c]):
                gs = st.groups(shapes)
                if self.copies * len(gs) > MAX_COPIES:
                    raise self.error(node, "the code after this if would be "
                                     "copied more than %d times: its sides "
                                     "leave %s with different Python values "
                                     "(make them hardware values, e.g. "
                                     "uint(8)(...))" % (MAX_COPIES, ", ".join(
                                         "'%s'" % n for n in sorted(names))))
                self.split = []
                for g in gs:
                    part = Join(self, label, loc)
                    for i in g:
                        part.add(paths[i])
                    self.split.append(part.close())
                self.set_path(None)
                return
        join = Join(self, label, loc)
        for p in paths:
            join.add(p)
        self.set_path(join.close())

    def stmt(self, s):
        m = getattr(self, "s_" + type(s).__name__, None)
        if m is None:
            raise self.error(s, "%s statements are not supported in "
                             "hardware functions yet"
                             % stmt_name(s))
        m(s)

    def s_Expr(self, s):
        self.ex.ev(s.value)

    def s_Pass(self, s):
        pass

    def s_Assign(self, s):
        v = self.ex.ev(s.value)
        for t in s.targets:
            self.ex.assign(t, v)

    def s_AugAssign(self, s):
        self.ex.aug_assign(s)

    def s_AnnAssign(self, s):
        if s.value is not None:
            self.ex.assign(s.target, self.ex.ev(s.value))

    def s_Delete(self, s):
        for t in s.targets:
            self.ex.delete(t)

    def s_Assert(self, s):
        c = self.ex.ev(s.test)
        if isinstance(c, HV):
            raise self.error(s.test, "assert on a hardware value is not "
                             "supported (it needs a compile-time value)")
        if not c:
            msg = self.ex.ev(s.msg) if s.msg is not None else None
            raise self.error(s, "assertion failed at compile time"
                             + (": %s" % (msg,) if msg is not None else ""))

    def s_Raise(self, s):
        """A raise reached at compile time stops the compile with the
        exception's message: a design's own checks of its configuration.
        Under a hardware condition it would have to happen in hardware,
        which has no exceptions."""
        if s.exc is None:
            raise self.error(s, "a bare raise is not supported in hardware "
                             "functions (there is no exception to re-raise)")
        e = self.ex.ev(s.exc)
        if isinstance(e, type) and issubclass(e, BaseException):
            try:
                e = e()
            except Exception as err:  # noqa: BLE001 - the user's class
                raise self.error(s.exc, "%s: %s" % (type(err).__name__, err))
        if not isinstance(e, BaseException):
            raise self.error(s.exc, "exceptions must derive from "
                             "BaseException (this is %s)" % type(e).__name__)
        text = "%s: %s" % (type(e).__name__, e) if str(e) else \
            type(e).__name__
        if self.hw_cond:
            raise self.error(s, "raise under a hardware condition is not "
                             "supported (hardware has no exceptions): "
                             + text)
        raise self.user_error(s, e, "raised at compile time: " + text)

    def s_Return(self, s):
        v = self.ex.ev(s.value) if s.value is not None else None
        fctx = self.funcs[-1]
        self.path.frames[-1].env["$ret"] = v
        fctx.ret_join.add(self.path)
        self.set_path(None)

    def s_If(self, s):
        cont = self.cont
        c = self.ex.ev(s.test, cond=True)
        if not isinstance(c, HV):
            try:
                taken = bool(c)
            except Exception as e:  # noqa: BLE001 - the user's __bool__
                raise self.error(s.test, "%s: %s" % (type(e).__name__, e))
            self.stmts_open(s.body if taken else s.orelse, cont)
            return
        self.hw_branch(truth(c), s.body, s.orelse, s, cont)

    def hw_branch(self, c, then, orelse, node, cont=None):
        """Both sides of a hardware condition: then/orelse are statement
        lists or callables run on the current path. cont (an if statement's
        continuation, see stmts_open): the paths may stay apart after it."""
        g = self.graph
        here = self.path.block
        t = g.new_block(self.label("if%d.then" % node.lineno), self.loc(node))
        e = g.new_block(self.label("if%d.else" % node.lineno), self.loc(node))
        shape = self.leave(self.path, ("condbr", c.value(), t, e))
        paths = []
        for blk, body in ((t, then), (e, orelse)):
            g.add_pred(blk, here)
            g.seal(blk)
            self.start(blk, shape)
            self.hw_cond += 1
            try:
                if callable(body):
                    body()
                else:
                    self.stmts_open(body, cont or [])
            finally:
                self.hw_cond -= 1
            paths += self.take_split() or \
                ([self.path] if self.path is not None else [])
        self.resolve(paths, node, cont or [])

    def s_Break(self, s):
        loop = self.loop_of(s)
        loop.hw_exit |= self.hw_cond > loop.hw_cond0
        loop.breaks.add(self.path)
        self.set_path(None)

    def s_Continue(self, s):
        loop = self.loop_of(s)
        loop.hw_exit |= self.hw_cond > loop.hw_cond0
        if loop.hw:
            self.back_edge(loop, s)
        else:
            loop.cont.add(self.path)
        self.set_path(None)

    def loop_of(self, s):
        loops = self.funcs[-1].loops
        if not loops:
            raise self.error(s, "'%s' outside a loop" % stmt_name(s))
        return loops[-1]

    # ---- loops ----
    def s_For(self, s):
        it = self.ex.ev(s.iter)
        if isinstance(it, hw.Array):  # the words, read in hardware
            arr, node = it, s.iter
            it = (self.ex.mem_load(arr, k, ast.Subscript(
                value=node, lineno=node.lineno, col_offset=node.col_offset))
                for k in range(len(arr.data)))
        if isinstance(it, HV):
            raise self.error(s.iter, "a for loop over a hardware value: the "
                             "iterable must be known at compile time (write "
                             "a while loop for a hardware count)")
        peel = None
        if isinstance(it, range) and MIN_HW_FOR < len(it) <= MAX_UNROLL and \
                isinstance(s.target, ast.Name) and not self.forced(s.iter):
            peel = it
        try:
            it = iter(it)
        except TypeError as e:
            raise self.error(s.iter, "TypeError: %s" % e)
        self.unrolled(s, lambda: self.for_next(s, it), "for", peel)

    def forced(self, node):
        """node is `unroll(...)` or `preproc(...)`: the loop stays
        unrolled."""
        if not isinstance(node, ast.Call):
            return False
        try:
            return self.ex.ev(node.func) in (hw.unroll, hw.preproc)
        except CompileError:
            return False

    def for_next(self, s, it):
        try:
            v = next(it)
        except StopIteration:
            return False
        except Exception as e:  # noqa: BLE001 - the user's iterator
            raise self.error(s.iter, "%s: %s" % (type(e).__name__, e))
        B.loc = self.loc(s.target)
        self.ex.assign(s.target, v)
        return True

    def s_While(self, s):
        g = self.graph
        h = g.new_block(self.label("while%d" % s.lineno), self.loc(s))
        shape = self.leave(self.path, ("br", h))
        g.add_pred(h, self.path.block)
        self.start(h, shape)
        c = self.ex.ev(s.test, cond=True)
        literal = isinstance(s.test, ast.Constant) and s.test.value is True
        if isinstance(c, HV) or literal:
            self.hw_loop(s, h, shape, c)
            return
        g.seal(h)  # a plain block: the loop is unrolled
        first = [True]

        def more():
            if first[0]:
                first[0] = False
                v = c
            else:
                B.loc = self.loc(s.test)
                v = self.ex.ev(s.test, cond=True)
            if isinstance(v, HV):
                raise self.error(s.test, "this while loop's condition was a "
                                 "Python value on entry and is a hardware "
                                 "value now: give it a hardware value from "
                                 "the start to make it a hardware loop")
            return bool(v)
        self.unrolled(s, more, "while")

    def unrolled(self, s, more, kind, peel=None):
        """Runs the loop's iterations one after the other. peel: the range
        of a for loop that becomes a hardware loop when its first iteration
        leaves or continues on a hardware condition (seed 003: the kind of
        a loop is known before a second iteration); the first iteration
        stays as it ran, the others are the hardware loop (hw_for)."""
        loop = LoopCtx(False, Join(self, "%s%d.end" % (kind, s.lineno),
                                   self.loc(s)))
        loop.hw_cond0 = self.hw_cond
        self.funcs[-1].loops.append(loop)
        n = 0
        try:
            while self.path is not None and not (peel and loop.hw_exit) \
                    and more():
                n += 1
                if n > MAX_UNROLL:
                    raise self.error(s, "this loop runs more than %d "
                                     "iterations at compile time"
                                     % MAX_UNROLL)
                loop.cont = Join(self, "%s%d.next" % (kind, s.lineno),
                                 self.loc(s))
                self.prefix.append("%s%d_%d" % (kind, s.lineno, n - 1))
                try:
                    self.stmts(s.body)
                finally:
                    self.prefix.pop()
                if loop.cont.block is not None:
                    if self.path is not None:
                        loop.cont.add(self.path)
                    self.set_path(loop.cont.close())
        finally:
            self.funcs[-1].loops.pop()
        if peel and loop.hw_exit and self.path is not None:
            self.hw_for(s, peel[1:], loop.breaks)
            return
        if self.path is not None and s.orelse:
            self.stmts(s.orelse)  # the loop ended without a break
        if loop.breaks.block is not None:
            if self.path is not None:
                loop.breaks.add(self.path)
            self.set_path(loop.breaks.close())

    def hw_for(self, s, rng, breaks):
        """The iterations rng of `for NAME in range(...)` as a hardware
        loop: NAME is a counter (values.IterHV, which computes as the Python
        int it stands for) tested at the header and stepped at every back
        edge; after the loop it holds the last value, as in Python."""
        g = self.graph
        after = rng[-1] + rng.step
        ty = exact_type(list(rng) + [after])
        if ty is None:
            raise self.error(s.iter, "this loop's counter needs more than "
                             "%d bits" % hw.MAX_WIDTH)
        vals = frozenset(rng) | {after}
        name = s.target.id
        B.loc = self.loc(s.target)
        first = const(ty, rng[0]).value()
        self.ex.assign(s.target, IterHV(ty, vals, first))
        h = g.new_block(self.label("for%d" % s.lineno), self.loc(s))
        shape = self.leave(self.path, ("br", h))
        g.add_pred(h, self.path.block)
        self.start(h, shape)
        B.loc = self.loc(s)
        cur = self.path.frames[-1].env[name]
        c = cur < rng.stop if rng.step > 0 else cur > rng.stop

        def step():
            B.loc = self.loc(s.target)
            env = self.path.frames[-1].env
            nxt = B.emit("add", ty, [env[name], const(ty, rng.step)])
            env[name] = IterHV(ty, vals, nxt.value())

        def on_exit():  # left through the test: the last value
            self.path.frames[-1].env[name] = rng[-1]
        self.hw_loop(s, h, shape, c, breaks, step, on_exit)

    def hw_loop(self, s, h, shape, c, breaks=None, step=None, on_exit=None):
        g = self.graph
        kind = "for" if isinstance(s, ast.For) else "while"
        loop = LoopCtx(True, breaks or Join(self, "while%d.end" % s.lineno,
                                            self.loc(s)))
        loop.step, loop.on_exit = step, on_exit
        loop.header, loop.shape = h, shape
        loop.exposed = exposed_names(s)
        loop.fid = self.path.frames[-1].fid
        loop.loc = self.loc(s)
        out = None
        if isinstance(c, HV):
            body = g.new_block(self.label("%s%d.body" % (kind, s.lineno)),
                               self.loc(s))
            out = g.new_block(self.label("%s%d.exit" % (kind, s.lineno)),
                              self.loc(s))
            after_test = self.leave(self.path,
                                    ("condbr", truth(c).value(), body, out))
            for blk in (body, out):
                g.add_pred(blk, h)
                g.seal(blk)
            self.start(body, after_test)
        self.funcs[-1].loops.append(loop)
        self.prefix.append("%s%d" % (kind, s.lineno))
        cond = int(out is not None)  # the body runs on a hardware condition
        self.hw_cond += cond
        try:
            self.stmts(s.body)
            if self.path is not None:
                self.back_edge(loop, s)
                self.set_path(None)
        finally:
            self.hw_cond -= cond
            self.prefix.pop()
            self.funcs[-1].loops.pop()
        g.seal(h)
        if out is not None:
            # the exit through the test, once the body is known: a Python
            # value that changes across iterations is not known there
            if loop.stale:
                after_test = st.mark_diverged(
                    after_test, loop.stale, loop.loc,
                    "its Python value changes across the iterations of the "
                    "hardware loop at line %d" % s.lineno)
            self.start(out, after_test)
            if loop.on_exit:
                loop.on_exit()
            self.stmts(s.orelse)  # the loop ended without a break
            if self.path is not None:
                loop.breaks.add(self.path)
        self.set_path(loop.breaks.close())

    def back_edge(self, loop, node):
        if loop.step:
            loop.step()
        B.loc = loop.loc  # the back edge: the loop is named by its own line
        path = self.path
        shape = self.leave(path, ("br", loop.header))
        self.graph.add_pred(loop.header, path.block)
        for fid, name in sorted(st.diff_names(loop.shape, shape),
                                key=lambda x: (x[0], x[1])):
            if fid == loop.fid and name in loop.exposed and \
                    not name.startswith("$"):
                before = st.node_of(loop.shape, fid, name)
                after = st.node_of(shape, fid, name)
                raise CompileError(loop.loc, _loop_change_msg(
                    name, before, after, loop.loc[1]))
            loop.stale.add((fid, name))


def _loop_change_msg(name, before, after, line):
    if before is None:
        return ("'%s' is read in the hardware loop at line %d before it is "
                "assigned" % (name, line))
    if after is None:
        return ("'%s' is deleted in the hardware loop at line %d" %
                (name, line))
    if before[0] == "hw" and after[0] == "hw":
        return ("'%s' is a %r on entry to the hardware loop at line %d and "
                "a %r after an iteration: convert it explicitly so that its "
                "type stays the same" % (name, before[1], line, after[1]))
    return ("'%s' is %s on entry to the hardware loop at line %d and %s after "
            "an iteration: a Python value cannot change across the "
            "iterations of a hardware loop (make it a hardware value, e.g. "
            "uint(N)(...), or unroll the loop)"
            % (name, st.describe(before), line, st.describe(after)))
