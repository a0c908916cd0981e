"""hw.py - hardware integer types and streams, run natively.

This module is the reference semantics of hlsc's Python designs: a design
run by CPython with these classes computes exactly what the compiled
hardware computes (docs/python.md gives the rules). The compiler
(hlsc.compiler) uses the same type rules (arith_type, shift_type, ...) for
its compile-time hardware values, so the two cannot drift apart.
"""

MAX_WIDTH = 1024  # as the HLS IR (src/ir/ir.h IR_MAX_WIDTH)


class HwType:
    """uint(N) / sint(N): an integer type of N bits (1..MAX_WIDTH)."""

    __slots__ = ("width", "signed")

    def __init__(self, width, signed):
        self.width = width
        self.signed = signed

    @property
    def mask(self):
        return (1 << self.width) - 1

    def wrap(self, x):
        """The Python int x wrapped to this type's range."""
        x &= self.mask
        if self.signed and x >> (self.width - 1):
            x -= 1 << self.width
        return x

    def __call__(self, v=0):
        conv = getattr(v, "__hlsc_convert__", None)
        if conv is not None:
            return conv(self)
        if isinstance(v, bool) or isinstance(v, int):
            return Int(self, int(v))
        raise TypeError("%s() takes an int or a hardware integer, not %s"
                        % (self, type(v).__name__))

    def __repr__(self):
        return "%s(%d)" % ("sint" if self.signed else "uint", self.width)

    def __eq__(self, other):
        return (isinstance(other, HwType) and other.width == self.width
                and other.signed == self.signed)

    def __hash__(self):
        return hash((self.width, self.signed))


_types = {}


def _make(width, signed):
    if isinstance(width, bool) or not isinstance(width, int):
        raise TypeError("the width of %s() must be a Python int"
                        % ("sint" if signed else "uint"))
    if not 1 <= width <= MAX_WIDTH:
        raise ValueError("width %d is out of range (1..%d bits)"
                         % (width, MAX_WIDTH))
    key = (width, signed)
    if key not in _types:
        _types[key] = HwType(width, signed)
    return _types[key]


def uint(width):
    """The unsigned integer type of `width` bits."""
    return _make(width, False)


def sint(width):
    """The signed (two's complement) integer type of `width` bits."""
    return _make(width, True)


BIT = None  # set below: uint(1), the type of comparisons and bits


# ---- type rules, shared with the compiler ----

def arith_type(ta, tb):
    """Result type of + - * // % & | ^ between types ta and tb (None: a
    Python int, which takes the other operand's type). The wider operand's
    type; at equal widths unsigned unless both are signed."""
    if ta is None:
        return tb
    if tb is None or ta == tb:
        return ta
    if ta.width != tb.width:
        return ta if ta.width > tb.width else tb
    return ta if not ta.signed else tb


def check_int_operand(v, what):
    if isinstance(v, bool):
        return int(v)
    if isinstance(v, int):
        return v
    raise TypeError("unsupported operand for %s: %s" % (what,
                                                         type(v).__name__))


def slice_bounds(key, width):
    """(lo, hi) of a bit slice x[lo:hi] (bits lo..hi-1, Python style)."""
    if key.step is not None:
        raise IndexError("a bit slice takes no step")
    lo, hi = key.start, key.stop
    lo = 0 if lo is None else lo
    hi = width if hi is None else hi
    for b in (lo, hi):
        if isinstance(b, bool) or not isinstance(b, int):
            raise TypeError("the bounds of a bit slice must be Python ints")
    if lo < 0:
        lo += width
    if hi < 0:
        hi += width
    if not 0 <= lo < hi <= width:
        raise IndexError("bit slice [%s:%s] is empty or outside the %d bits"
                         % (key.start, key.stop, width))
    return lo, hi


def bit_index(i, width):
    if i < 0:
        i += width
    if not 0 <= i < width:
        raise IndexError("bit %d is outside the %d bits" % (i, width))
    return i


# ---- native hardware integers ----

class Int:
    """A value of a hardware integer type, as the hardware computes it."""

    __slots__ = ("type", "value")

    def __init__(self, ty, value):
        self.type = ty
        self.value = ty.wrap(value)

    width = property(lambda self: self.type.width)
    signed = property(lambda self: self.type.signed)

    def __hlsc_convert__(self, ty):
        return Int(ty, self.value)

    def resize(self, width):
        return Int(_make(width, self.type.signed), self.value)

    def __repr__(self):
        return "%r(%d)" % (self.type, self.value)

    def __int__(self):
        return self.value

    __index__ = __int__

    def __bool__(self):
        return self.value != 0

    def __hash__(self):
        return hash(self.value)

    # arithmetic: both operands converted to the result type, wrapped
    def _bin(self, other, fn, name, swap=False):
        if not isinstance(other, (Int, int)):
            return NotImplemented
        if isinstance(other, Int):
            ty = arith_type(self.type, other.type)
            b = ty(other).value
        else:
            ty = self.type
            b = ty.wrap(check_int_operand(other, name))
        a = ty(self).value
        if swap:
            a, b = b, a
        return Int(ty, fn(a, b, ty))

    def __add__(self, o): return self._bin(o, lambda a, b, t: a + b, "+")
    def __radd__(self, o): return self._bin(o, lambda a, b, t: a + b, "+", True)
    def __sub__(self, o): return self._bin(o, lambda a, b, t: a - b, "-")
    def __rsub__(self, o): return self._bin(o, lambda a, b, t: a - b, "-", True)
    def __mul__(self, o): return self._bin(o, lambda a, b, t: a * b, "*")
    def __rmul__(self, o): return self._bin(o, lambda a, b, t: a * b, "*", True)
    def __and__(self, o): return self._bin(o, lambda a, b, t: a & b, "&")
    def __rand__(self, o): return self._bin(o, lambda a, b, t: a & b, "&", True)
    def __or__(self, o): return self._bin(o, lambda a, b, t: a | b, "|")
    def __ror__(self, o): return self._bin(o, lambda a, b, t: a | b, "|", True)
    def __xor__(self, o): return self._bin(o, lambda a, b, t: a ^ b, "^")
    def __rxor__(self, o): return self._bin(o, lambda a, b, t: a ^ b, "^", True)

    def __floordiv__(self, o): return self._bin(o, _udiv, "//")
    def __rfloordiv__(self, o): return self._bin(o, _udiv, "//", True)
    def __mod__(self, o): return self._bin(o, _umod, "%")
    def __rmod__(self, o): return self._bin(o, _umod, "%", True)

    def __truediv__(self, o):
        raise TypeError("'/' is not defined on hardware integers; use '//'")

    __rtruediv__ = __truediv__

    def __lshift__(self, n):
        n = _shift_amount(n)
        return Int(self.type, self.value << n if n < self.width else 0)

    def __rshift__(self, n):
        n = _shift_amount(n)
        if n >= self.width:
            n = self.width  # all bits shifted out (sign bits for sint)
        return Int(self.type, self.value >> n)

    def __rlshift__(self, o):
        raise TypeError("the left operand of '<<' must be a hardware integer")

    __rrshift__ = __rlshift__

    def __neg__(self): return Int(self.type, -self.value)
    def __pos__(self): return self
    def __invert__(self): return Int(self.type, ~self.value)

    # comparisons: on the mathematical values; the result is a uint(1)
    def _cmp(self, o, fn):
        if not isinstance(o, (Int, int)):
            return NotImplemented
        b = o.value if isinstance(o, Int) else check_int_operand(o, "compare")
        return Int(BIT, int(fn(self.value, b)))

    def __eq__(self, o):
        if not isinstance(o, (Int, int)):
            return NotImplemented
        return self._cmp(o, lambda a, b: a == b)

    def __ne__(self, o):
        if not isinstance(o, (Int, int)):
            return NotImplemented
        return self._cmp(o, lambda a, b: a != b)

    def __lt__(self, o): return self._cmp(o, lambda a, b: a < b)
    def __le__(self, o): return self._cmp(o, lambda a, b: a <= b)
    def __gt__(self, o): return self._cmp(o, lambda a, b: a > b)
    def __ge__(self, o): return self._cmp(o, lambda a, b: a >= b)

    # bits
    def __getitem__(self, key):
        bits = self.value & self.type.mask
        if isinstance(key, slice):
            lo, hi = slice_bounds(key, self.width)
            return Int(uint(hi - lo), bits >> lo)
        if isinstance(key, Int):  # a hardware index: 0 past the top bit
            if key.signed:
                raise TypeError("a bit index must be unsigned")
            return Int(BIT, (bits >> key.value) & 1)
        i = bit_index(check_int_operand(key, "bit index"), self.width)
        return Int(BIT, (bits >> i) & 1)


def _udiv(a, b, ty):
    """a // b as Python floors it (for sint too), wrapped to ty."""
    if b == 0:
        raise ZeroDivisionError("hardware integer division by zero")
    return a // b


def _umod(a, b, ty):
    """a % b as Python takes it (the sign of b), wrapped to ty."""
    if b == 0:
        raise ZeroDivisionError("hardware integer modulo by zero")
    return a % b


def _shift_amount(n):
    if isinstance(n, Int):
        return n.value & n.type.mask
    n = check_int_operand(n, "shift")
    if n < 0:
        raise ValueError("negative shift count")
    return n


BIT = uint(1)


def unroll(iterable):
    """`for x in unroll(it):` keeps the loop in the preprocessor: unrolled
    at compile time even when a break or continue depends on hardware (a
    `for` over a long range() would become a hardware loop then). Run
    natively it is `it` itself."""
    return iterable


def preproc(value):
    """Keeps value in the preprocessor (seed 003's PyBytecodeInPreproc):
    compiled, a hardware integer made at compile time (`uint(8)(250)`,
    else a hardware constant) stays a compile-time value, also where
    hardware paths meet, so Python can use it (`range(int(k))`); a loop
    over it is unrolled, as with unroll(). A value that depends on hardware
    is an error. Run natively it is value itself."""
    return value


def concat(*parts):
    """The bits of the parts side by side, the first the most significant:
    a uint of the sum of their widths."""
    if not parts:
        raise TypeError("concat() needs at least one hardware integer")
    for p in parts:
        conv = getattr(p, "__hlsc_concat__", None)
        if conv is not None:
            return conv(parts)
    x, w = 0, 0
    for p in parts:
        if not isinstance(p, Int):
            raise TypeError("concat() takes hardware integers (a Python int "
                            "has no width: give it one, e.g. uint(4)(x))")
        x = (x << p.width) | (p.value & p.type.mask)
        w += p.width
    return Int(uint(w), x)


# ---- streams ----

class StreamEmpty(BaseException):
    """A blocking read of an empty stream: ends the current call of the top
    (hlsc.call returns None), like hlsc.h's streams in C."""

    def __init__(self, stream):
        BaseException.__init__(self, "read of an empty stream")
        self.stream = stream


class StreamType:
    """Stream[T]: the annotation of a stream parameter; calling it makes an
    empty stream of T."""

    def __init__(self, elem):
        if not isinstance(elem, HwType):
            raise TypeError("Stream[T] needs a hardware integer type, e.g. "
                            "Stream[uint(8)]")
        self.elem = elem

    def __call__(self):
        return Stream(self.elem)

    def __repr__(self):
        return "Stream[%r]" % (self.elem,)


MAX_DEPTH = 65536


class Stream:
    """An unbounded FIFO of T: writes never block, `full` is always false,
    and a read of an empty stream ends the call of the top (StreamEmpty);
    in a process of a dataflow region (hlsc.dataflow) it lets the other
    processes run instead. Every word ever written stays in `words` (the
    cosim recorder reads them); `head` counts the words read. `depth` is
    the FIFO's depth in hardware when the stream is a channel of a region
    (None: the default); natively every stream is unbounded."""

    stopped_on = None  # the stream whose empty read ended the last call

    def __init__(self, elem, depth=None):
        if isinstance(elem, StreamType):
            elem = elem.elem
        if not isinstance(elem, HwType):
            raise TypeError("Stream(T) needs a hardware integer type")
        if depth is not None and (isinstance(depth, bool) or
                                  not isinstance(depth, int) or
                                  not 0 <= depth <= MAX_DEPTH):
            raise ValueError("the depth of a Stream must be a Python int "
                             "from 0 to %d" % MAX_DEPTH)
        self.elem = elem
        self.depth = depth
        self.words = []
        self.head = 0

    def __class_getitem__(cls, elem):
        return StreamType(elem)

    def read(self):
        if self.head == len(self.words) and not _df_wait(self):
            Stream.stopped_on = self
            raise StreamEmpty(self)
        v = self.words[self.head]
        self.head += 1
        return v

    def write(self, v):
        self.words.append(self.elem(v))

    def empty(self):
        return self.head == len(self.words)

    def full(self):
        return False

    def __len__(self):
        return len(self.words) - self.head

    def __repr__(self):
        return "Stream(%r, %d words)" % (self.elem, len(self))


def _df_wait(stream):
    """Set by hlsc.dataflow: waits for a word inside a process of a region
    (True), False elsewhere."""
    return False


def call(top, *args, **kwargs):
    """Calls the top so that a read of an empty stream returns here (None)
    instead of raising: the way to run a free-running `while True` process
    natively, like HLSC_CALL in C. A dataflow region runs its processes
    concurrently (hlsc.dataflow); it raises DataflowDeadlock when they
    block with no input of the top to wait for."""
    from . import dataflow
    Stream.stopped_on = None
    try:
        return dataflow.run(top, args, kwargs)
    except StreamEmpty:
        return None


# ---- arrays ----

class Array:
    """A memory of words of type T: Array(T, depth) (zeros) or
    Array(T, values). Compiled, an Array made at module level is an on-chip
    RAM (a ROM when the design never writes it) that keeps its contents
    between calls, like a C global; one made inside the top is fresh in
    every call, like a C local array. An index outside the array raises
    IndexError natively and is undefined in hardware."""

    made = 0  # Arrays made so far (the compiler tells its own apart)

    def __init__(self, elem, init):
        if not isinstance(elem, HwType):
            raise TypeError("Array(T, ...) needs a hardware integer type")
        if isinstance(init, bool) or not isinstance(init, int):
            data = [elem(v) for v in init]
        else:
            if init < 1:
                raise ValueError("an Array needs at least one word")
            data = [elem(0)] * init
        if not data:
            raise ValueError("an Array needs at least one word")
        self.elem = elem
        self.data = data
        Array.made += 1
        self.serial = Array.made

    def __len__(self):
        return len(self.data)

    def _index(self, i):
        if isinstance(i, Int):
            i = i.value
        i = check_int_operand(i, "array index")
        if not 0 <= i < len(self.data):
            raise IndexError("array index %d out of range (0..%d)"
                             % (i, len(self.data) - 1))
        return i

    def __getitem__(self, i):
        return self.data[self._index(i)]

    def __setitem__(self, i, v):
        self.data[self._index(i)] = self.elem(v)

    def __iter__(self):
        return iter(list(self.data))

    def __repr__(self):
        return "Array(%r, %d words)" % (self.elem, len(self.data))

    def __class_getitem__(cls, key):
        if not isinstance(key, tuple) or len(key) != 2:
            raise TypeError("Array[T, depth] needs a type and a depth")
        return ArrayType(*key)


class ArrayType:
    """Array[T, depth]: the annotation of an array parameter of the top (an
    external memory port); calling it makes a zeroed Array."""

    def __init__(self, elem, depth):
        if not isinstance(elem, HwType):
            raise TypeError("Array[T, depth] needs a hardware integer type")
        if isinstance(depth, bool) or not isinstance(depth, int) or \
                depth < 1:
            raise ValueError("Array[T, depth] needs a positive depth")
        self.elem = elem
        self.depth = depth

    def __call__(self):
        return Array(self.elem, self.depth)

    def __repr__(self):
        return "Array[%r, %d]" % (self.elem, self.depth)
