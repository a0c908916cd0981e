"""values.py - hardware values at compile time.

An HV stands for a value the hardware computes: it has a type (hw.HwType)
and an SSA value, or, read lazily at a block's entry, a variable and the
block (resolved through Braun's read_entry on first use, so that a value
merely carried through a block creates no phi). Its operators follow
hw.Int's rules exactly and emit instructions into the block being
interpreted, so CPython itself evaluates expressions over hardware values,
also inside library code (sum(), functools.reduce, ...), as long as that
code does not branch on them.

Where Python needs a concrete value (an index, a truth value, a hash), an
HV raises NeedsConcrete, which the interpreter reports at the source line.
"""

from .. import hw
from .ssa import Const, Inst, Param


class NeedsConcrete(Exception):
    def __init__(self, what):
        Exception.__init__(self, what)
        self.what = what


class Builder:
    """Where instructions go: the interpreter keeps `block` and `loc`."""

    def __init__(self, graph):
        self.graph = graph
        self.block = None
        self.loc = None

    def emit(self, op, ty, args, port=None):
        inst = Inst(op, ty, [a.value() if isinstance(a, HV) else a
                             for a in args], self.loc, port)
        self.block.insts.append(inst)
        return HV(ty, inst)


B = Builder(None)  # the current builder (one compilation at a time)


def const(ty, x):
    return HV(ty, Const(ty, ty.wrap(x)))


def param(ty, index, name):
    return HV(ty, Param(ty, index, name))


class HV:
    __slots__ = ("type", "_val", "var", "block")

    def __init__(self, ty, val=None, var=None, block=None):
        self.type = ty
        self._val = val
        self.var = var
        self.block = block

    def value(self):
        if self._val is None:
            self._val = B.graph.read_entry(self.var, self.block, self.type)
        return self._val

    def is_lazy_of(self, var, block):
        return self._val is None and self.var == var and self.block is block

    width = property(lambda self: self.type.width)
    signed = property(lambda self: self.type.signed)

    def __repr__(self):
        return "<hardware %r>" % (self.type,)

    # ---- Python needs a concrete value ----
    def __bool__(self):
        raise NeedsConcrete("a Python truth value")

    def __index__(self):
        raise NeedsConcrete("a Python integer (an index, a count, a range() "
                            "bound)")

    def __int__(self):
        raise NeedsConcrete("a Python integer (int())")

    def __hash__(self):
        raise NeedsConcrete("a hashable Python value (a dict key or set "
                            "element)")

    def __iter__(self):
        raise NeedsConcrete("a Python iterable")

    def __len__(self):
        raise NeedsConcrete("a Python length")

    # ---- conversions ----
    def __hlsc_convert__(self, ty):
        return convert(self, ty)

    def resize(self, width):
        return convert(self, hw._make(width, self.type.signed))

    # ---- arithmetic ----
    def _bin(self, other, op, swap=False):
        other = lift(other)
        if isinstance(other, IterHV):  # a Python int: takes self's type
            other = convert(other, self.type)
        if isinstance(other, HV):
            ty = hw.arith_type(self.type, other.type)
            b = convert(other, ty)
        else:
            ty = self.type
            b = const(ty, hw.check_int_operand(other, op))
        a = convert(self, ty)
        if swap:
            a, b = b, a
        if op in ("udiv", "urem") and ty.signed:
            return _floor_divmod(a, b, ty, op == "udiv")
        return B.emit(op, ty, [a, b])

    def __add__(self, o): return self._bin(o, "add")
    def __radd__(self, o): return self._bin(o, "add", True)
    def __sub__(self, o): return self._bin(o, "sub")
    def __rsub__(self, o): return self._bin(o, "sub", True)
    def __mul__(self, o): return self._bin(o, "mul")
    def __rmul__(self, o): return self._bin(o, "mul", True)
    def __and__(self, o): return self._bin(o, "and")
    def __rand__(self, o): return self._bin(o, "and", True)
    def __or__(self, o): return self._bin(o, "or")
    def __ror__(self, o): return self._bin(o, "or", True)
    def __xor__(self, o): return self._bin(o, "xor")
    def __rxor__(self, o): return self._bin(o, "xor", True)
    def __floordiv__(self, o): return self._bin(o, "udiv")
    def __rfloordiv__(self, o): return self._bin(o, "udiv", True)
    def __mod__(self, o): return self._bin(o, "urem")
    def __rmod__(self, o): return self._bin(o, "urem", True)

    def __truediv__(self, o):
        raise TypeError("'/' is not defined on hardware integers; use '//'")

    __rtruediv__ = __truediv__

    def _shift(self, n, op):
        ty = self.type
        if isinstance(n, hw.Int):
            n = n.value & n.type.mask
        if isinstance(n, HV):
            # the amount's bits, unsigned; an amount >= the width shifts
            # every bit out (LLVM would give poison)
            w = max(n.width, ty.width)
            amt = convert(bits_of(n), hw.uint(w))
            big = B.emit("icmp.uge", hw.BIT, [amt, const(amt.type, ty.width)])
            amt = convert(amt, hw.uint(ty.width))
            if op == "ashr":
                amt = B.emit("select", amt.type,
                             [big, const(amt.type, ty.width - 1), amt])
                return B.emit("ashr", ty, [self, amt])
            shifted = B.emit(op, ty, [self, amt])
            return B.emit("select", ty, [big, const(ty, 0), shifted])
        n = hw.check_int_operand(n, "shift")
        if n < 0:
            raise ValueError("negative shift count")
        if n == 0:
            return self
        if n >= ty.width:
            if op != "ashr":
                return const(ty, 0)
            n = ty.width - 1
        return B.emit(op, ty, [self, const(ty, n)])

    def __lshift__(self, n): return self._shift(n, "shl")

    def __rshift__(self, n):
        return self._shift(n, "ashr" if self.type.signed else "lshr")

    def __rlshift__(self, o):
        raise TypeError("the left operand of '<<' must be a hardware integer")

    __rrshift__ = __rlshift__

    def __neg__(self): return B.emit("sub", self.type, [const(self.type, 0),
                                                         self])
    def __pos__(self): return self
    def __invert__(self): return B.emit("xor", self.type,
                                        [self, const(self.type, -1)])

    # ---- comparisons: exact, on the mathematical values ----
    def _cmp(self, o, pred):
        o = lift(o)
        if isinstance(o, HV):
            eq = pred in ("eq", "ne")
            if self.signed == o.signed:
                t = hw._make(max(self.width, o.width), self.signed)
                p = pred if eq else ("s" if t.signed else "u") + pred
            else:
                w = max(self.width, o.width) + 1
                if w == 65 or w > hw.MAX_WIDTH:  # 64 bits: as before
                    return _cmp_top(self, o, pred, w - 1)
                t = hw.sint(w)
                p = pred if eq else "s" + pred
            return B.emit("icmp." + p, hw.BIT, [convert(self, t),
                                                  convert(o, t)])
        k = hw.check_int_operand(o, "compare")
        ty = self.type
        lo = -(1 << (ty.width - 1)) if ty.signed else 0
        hi = (1 << (ty.width - 1)) - 1 if ty.signed else ty.mask
        # a constant outside the type's range decides the comparison
        res = _out_of_range(pred, k, lo, hi)
        if res is not None:
            return const(hw.BIT, res)
        p = pred if pred in ("eq", "ne") else ("s" if ty.signed else "u") + pred
        return B.emit("icmp." + p, hw.BIT, [self, const(ty, k)])

    def __eq__(self, o):
        if not isinstance(o, (HV, int, hw.Int)):
            return NotImplemented
        return self._cmp(o, "eq")

    def __ne__(self, o):
        if not isinstance(o, (HV, int, hw.Int)):
            return NotImplemented
        return self._cmp(o, "ne")

    def __lt__(self, o): return self._cmp(o, "lt")
    def __le__(self, o): return self._cmp(o, "le")
    def __gt__(self, o): return self._cmp(o, "gt")
    def __ge__(self, o): return self._cmp(o, "ge")

    # ---- bits ----
    def __getitem__(self, key):
        if isinstance(key, slice):
            lo, hi = hw.slice_bounds(key, self.width)
            v = B.emit("lshr", self.type, [self, const(self.type, lo)]) \
                if lo else self
            return convert(bits_of(v), hw.uint(hi - lo))
        if isinstance(key, HV):
            if key.signed:
                raise TypeError("a bit index must be unsigned")
            u = bits_of(self)
            w = max(key.width, self.width)
            amt = convert(key, hw.uint(w))
            big = B.emit("icmp.uge", hw.BIT, [amt, const(amt.type, self.width)])
            sh = B.emit("lshr", u.type, [u, convert(amt, u.type)])
            return B.emit("select", hw.BIT,
                          [big, const(hw.BIT, 0), convert(sh, hw.BIT)])
        i = hw.bit_index(hw.check_int_operand(key, "bit index"), self.width)
        v = B.emit("lshr", self.type, [self, const(self.type, i)]) if i else \
            self
        return convert(bits_of(v), hw.BIT)

    def __hlsc_concat__(self, parts):
        for p in parts:
            if not isinstance(p, (HV, hw.Int)):
                raise TypeError("concat() takes hardware integers (a Python "
                                "int has no width: give it one, e.g. "
                                "uint(4)(x))")
        w = sum(p.width for p in parts)
        if w > hw.MAX_WIDTH:
            raise ValueError("concat() of %d bits: at most %d"
                             % (w, hw.MAX_WIDTH))
        ty = hw.uint(w)
        acc = None
        for p in parts:
            if isinstance(p, hw.Int):
                p = const(p.type, p.value)
            x = convert(bits_of(p), ty)
            acc = x if acc is None else B.emit(
                "or", ty, [B.emit("shl", ty, [acc, const(ty, p.width)]), x])
        return acc


def _floor_divmod(a, b, ty, want_div):
    """Python's a // b or a % b on sint: LLVM's sdiv/srem truncate, so the
    quotient is one less (the remainder b more) when the remainder is not
    zero and its sign differs from b's. Dividing by -1 is negation (which
    wraps the most negative value to itself, as the type does), and it is
    kept from sdiv, for which the most negative value over -1 is undefined."""
    x, y = convert(a, ty), convert(b, ty)
    minus1 = B.emit("icmp.eq", hw.BIT, [y, const(ty, -1)])
    ysafe = B.emit("select", ty, [minus1, const(ty, 1), y])
    q = B.emit("sdiv", ty, [x, ysafe])
    r = B.emit("srem", ty, [x, ysafe])  # 0 when y is -1
    zero = const(ty, 0)
    nz = B.emit("icmp.ne", hw.BIT, [r, zero])
    rneg = B.emit("icmp.slt", hw.BIT, [r, zero])
    yneg = B.emit("icmp.slt", hw.BIT, [y, zero])
    fix = B.emit("and", hw.BIT, [nz, B.emit("xor", hw.BIT, [rneg, yneg])])
    if not want_div:
        return B.emit("select", ty, [fix, B.emit("add", ty, [r, y]), r])
    q = B.emit("select", ty, [minus1, B.emit("sub", ty, [zero, x]), q])
    return B.emit("sub", ty, [q, convert(fix, ty)])


def _out_of_range(pred, k, lo, hi):
    if lo <= k <= hi:
        return None
    below = k < lo  # the constant is below every value of the type
    return {"eq": 0, "ne": 1, "lt": int(below is False),
            "le": int(below is False), "gt": int(below),
            "ge": int(below)}[pred]


def _cmp_top(a, b, pred, m):
    """a pred b for a signed and an unsigned operand when one has m bits,
    64 or MAX_WIDTH (no wider compare at 64 bits before wider integers
    existed, none at all at MAX_WIDTH): a negative signed operand decides,
    otherwise both compare as unsigned m-bit values."""
    s = a if a.signed else b
    sm = convert(s, hw.sint(m))
    neg = B.emit("icmp.slt", hw.BIT, [sm, const(hw.sint(m), 0)])
    p = pred if pred in ("eq", "ne") else "u" + pred
    raw = B.emit("icmp." + p, hw.BIT, [convert(a, hw.uint(m)),
                                         convert(b, hw.uint(m))])
    # s negative: s < u always
    s_first = a is s
    neg_res = {"eq": 0, "ne": 1, "lt": int(s_first), "le": int(s_first),
               "gt": int(not s_first), "ge": int(not s_first)}[pred]
    return B.emit("select", hw.BIT, [neg, const(hw.BIT, neg_res), raw])


def lift(v):
    """A native hardware integer (hw.Int, e.g. a module-level constant) as a
    constant HV; anything else unchanged."""
    if isinstance(v, hw.Int):
        return const(v.type, v.value)
    return v


def to_type(v, ty):
    """An HV, hw.Int or Python int as an HV of type ty (hw.HwType rules)."""
    v = lift(v)
    if isinstance(v, HV):
        return convert(v, ty)
    return const(ty, hw.check_int_operand(v, "conversion"))


def bits_of(v):
    """v reinterpreted as unsigned of the same width."""
    if not v.type.signed:
        return v
    return HV(hw.uint(v.width), v.value())


def convert(v, ty):
    """v's mathematical value wrapped to ty (hw.HwType.__call__)."""
    if v.type == ty:
        return v
    if v.width == ty.width:
        return HV(ty, v.value())
    if v.width > ty.width:
        return B.emit("trunc", ty, [v])
    return B.emit("sext" if v.type.signed else "zext", ty, [v])


def truth(v):
    """A hardware condition: uint(1), true when v is not zero."""
    if v.type == hw.BIT:
        return v
    if v.width == 1:
        return HV(hw.BIT, v.value())
    return B.emit("icmp.ne", hw.BIT, [v, const(v.type, 0)])


# ---- a for loop's counter in hardware ----
_PY_OPS = {
    "add": lambda a, b: a + b, "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b, "and": lambda a, b: a & b,
    "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b,
    "udiv": lambda a, b: a // b, "urem": lambda a, b: a % b,
    "shl": lambda a, b: a << b, "shr": lambda a, b: a >> b,
}
MAX_PAIRS = 1 << 20


def exact_type(vals):
    """The narrowest uint/sint type holding every Python int of vals."""
    lo, hi = min(vals), max(vals)
    if lo >= 0:
        w = max(1, hi.bit_length())
        return hw.uint(w) if w <= hw.MAX_WIDTH else None
    w = max((-lo - 1).bit_length(), hi.bit_length()) + 1
    return hw.sint(w) if w <= hw.MAX_WIDTH else None


class IterHV(HV):
    """The counter of a `for ... in range()` loop that became a hardware
    loop (interp.py), and values computed from it and Python ints only.
    It stands for a Python int: `vals` is every value it can take, its type
    holds them all exactly, and it computes as a Python int would (an
    operation with another IterHV or a Python int is done in a type wide
    enough for its operands and every result, so nothing wraps; with a
    hardware value it takes that value's type, as a Python int does)."""

    __slots__ = ("vals",)

    def __init__(self, ty, vals, val=None, var=None, block=None):
        HV.__init__(self, ty, val, var, block)
        self.vals = vals

    def __repr__(self):
        return "<loop counter %r>" % (self.type,)

    def _concrete(self, *_):
        raise NeedsConcrete(
            "counter:the counter of a for loop that is a hardware loop (its "
            "first iteration breaks or continues on a hardware value) is "
            "used where Python needs its value; use it in hardware only, or "
            "write 'for ... in unroll(range(...))' to unroll the loop")

    __bool__ = __index__ = __int__ = __hash__ = __iter__ = __len__ = \
        _concrete

    def _exact(self, other, op, swap):
        ovals = other.vals if isinstance(other, IterHV) else \
            frozenset([hw.check_int_operand(other, op)])
        if len(self.vals) * len(ovals) > MAX_PAIRS:
            raise NeedsConcrete("a Python integer (too many values to "
                                "compute with exactly)")
        fn = _PY_OPS[op]
        res = set()
        for a in self.vals:
            for b in ovals:
                x, y = (b, a) if swap else (a, b)
                try:
                    res.add(fn(x, y))
                except (ZeroDivisionError, ValueError):
                    pass  # a value the program cannot reach here
        if not res:
            raise ZeroDivisionError("integer division or modulo by zero")
        ty = exact_type(self.vals | ovals | res)
        if ty is None:
            raise ValueError("a value of this loop counter needs more than "
                             "%d bits" % hw.MAX_WIDTH)
        a = convert(self, ty)
        b = convert(other, ty) if isinstance(other, IterHV) else \
            const(ty, next(iter(ovals)))
        if swap:
            a, b = b, a
        if op in ("udiv", "urem") and ty.signed:
            v = _floor_divmod(a, b, ty, op == "udiv")
        elif op in ("shl", "shr"):  # an amount past the width: 0 or -1
            v = HV._shift(a, b, "shl" if op == "shl" else
                          ("ashr" if ty.signed else "lshr"))
        else:
            v = B.emit(op, ty, [a, b])
        rt = exact_type(res)
        return IterHV(rt, frozenset(res), convert(v, rt).value())

    def _bin(self, other, op, swap=False):
        if isinstance(other, (int, IterHV)):
            return self._exact(other, op, swap)
        other = lift(other)
        if isinstance(other, HV):  # self is a Python int to other
            return HV._bin(other, convert(self, other.type), op, not swap)
        return HV._bin(self, other, op, swap)

    def _shift(self, n, op):
        if isinstance(n, (int, IterHV)) and not isinstance(n, bool):
            if isinstance(n, int) and n < 0:
                raise ValueError("negative shift count")
            return self._exact(n, "shl" if op == "shl" else "shr", False)
        return HV._shift(self, n, op)

    def __rlshift__(self, o):
        return self._exact(o, "shl", True)

    def __rrshift__(self, o):
        return self._exact(o, "shr", True)

    def __neg__(self): return self._exact(0, "sub", True)
    def __pos__(self): return self
    def __invert__(self): return self._exact(-1, "xor", False)

    def __abs__(self):
        neg = B.emit("icmp.slt", hw.BIT, [self, const(self.type, 0)]) \
            if self.signed else None
        if neg is None:
            return self
        m = -self
        res = frozenset(abs(v) for v in self.vals)
        rt = exact_type(res | m.vals)
        v = B.emit("select", rt, [neg, convert(m, rt), convert(self, rt)])
        return IterHV(rt, res, v.value())

    def __getitem__(self, key):
        raise TypeError("'int' object is not subscriptable (the loop "
                        "variable of a for loop is a Python int)")


MAX_COUNTER_INDEX = 256


def counter_index(seq, k):
    """seq[k] for a Python list or tuple and a loop counter k: a select
    over the elements k can reach (an index k cannot reach in the program,
    such as the value that ends the loop, selects nothing). Python ints give
    a value that is still exact (an IterHV); hardware values of one type a
    value of that type."""
    picks = {}
    for v in sorted(k.vals):
        try:
            picks[v] = seq[v]
        except IndexError:
            pass
    if not picks:
        raise IndexError("list index out of range")
    if len(picks) > MAX_COUNTER_INDEX:
        raise NeedsConcrete("counter:a loop counter indexes a Python "
                            "sequence at more than %d places: make it an "
                            "Array" % MAX_COUNTER_INDEX)
    elems = [lift(e) for e in picks.values()]
    if all(type(e) in (int, bool) for e in elems):
        res = frozenset(int(e) for e in elems)
        ty = exact_type(res)
        if ty is None:
            raise ValueError("an element needs more than %d bits"
                             % hw.MAX_WIDTH)
        elems = [const(ty, int(e)) for e in elems]
        out = _select_chain(k, list(picks), elems, ty)
        return IterHV(ty, res, out.value())
    ty = _one_hw_type(elems, "a Python sequence whose elements are not "
                      "all Python ints or all hardware values of one type")
    return _select_chain(k, list(picks), elems, ty)


def _one_hw_type(elems, what):
    """The type of elems, hardware values of one type (not counters)."""
    types = {e.type for e in elems if isinstance(e, HV)}
    if len(types) != 1 or not all(isinstance(e, HV) and
                                  not isinstance(e, IterHV) for e in elems):
        raise NeedsConcrete("counter:a loop counter indexes " + what)
    return types.pop()


def counter_store(seq, k, v):
    """seq[k] = v for a Python list of hardware values of one type and a
    loop counter k: each element k can reach becomes a select between v and
    what it held (v: a value of that type, or a Python int or counter whose
    values it holds exactly)."""
    at = {}  # element -> the counter values that reach it
    for x in sorted(k.vals):
        if -len(seq) <= x < len(seq):
            at.setdefault(x % len(seq), []).append(x)
    idxs = sorted(at)
    if not idxs:
        raise IndexError("list assignment index out of range")
    olds = [lift(seq[j]) for j in idxs]
    ty = _one_hw_type(olds, "an assignment into a Python list whose "
                      "elements are not all hardware values of one type")
    v = lift(v)
    vals = v.vals if isinstance(v, IterHV) else \
        [v] if type(v) in (int, bool) else None
    if vals is not None and any(ty.wrap(int(x)) != int(x) for x in vals):
        raise ValueError("a value assigned through a loop counter does not "
                         "fit the list's %r elements" % (ty,))
    if vals is None and (not isinstance(v, HV) or v.type != ty):
        raise TypeError("a value assigned through a loop counter must be a "
                        "%r, as the list's elements are" % (ty,))
    v = to_type(v, ty)
    for j, old in zip(idxs, olds):
        hit = None
        for x in at[j]:
            c = k == x
            hit = c if hit is None else B.emit("or", hw.BIT, [hit, c])
        seq[j] = B.emit("select", ty, [hit, v, old])


def _select_chain(k, idxs, elems, ty):
    out = elems[-1]
    for v, e in zip(reversed(idxs[:-1]), reversed(elems[:-1])):
        out = B.emit("select", ty, [k == v, e, out])
    return out
