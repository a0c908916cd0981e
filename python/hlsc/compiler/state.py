"""state.py - the interpreter's state at block boundaries.

Between blocks, the state of a path (the locals of every active frame) is
split into a *shape*, the Python part, which must be the same on every path
that meets at a block, and *leaves*, the hardware values, which become SSA
variables named by their location: (frame id, local name, index or key...).
A list, tuple or dict is decomposed only when it holds hardware values (a
list of hardware values is a row of registers); any other object is a
Python value, compared by identity (or equality for numbers, strings and
None). Where paths meet with different Python values, the local becomes
Diverged: reading it is an error, not reading it is fine.
"""

from .ssa import Const
from .values import HV, IterHV, lift
from .. import hw

_EQ_TYPES = (int, str, bool, float, type(None), bytes, hw.HwType)


class Diverged:
    """A local whose Python value differs between the paths meeting here."""

    def __init__(self, name, loc, why):
        self.name = name
        self.loc = loc    # where the paths met (file, line, col)
        self.why = why


class Frame:
    """One active function (the top or an inlined call)."""

    def __init__(self, fid, func, env, name, file):
        self.fid = fid
        self.func = func
        self.env = env
        self.name = name
        self.file = file

    def copy_with(self, env):
        return Frame(self.fid, self.func, env, self.name, self.file)


class StateError(Exception):
    pass


def _has_hw(v, depth=0):
    if isinstance(v, (HV, hw.Int)):
        return True
    if depth > 64:
        return False
    if type(v) in (list, tuple):
        return any(_has_hw(e, depth + 1) for e in v)
    if type(v) is dict:
        return any(_has_hw(e, depth + 1) for e in v.values())
    return False


def has_hw(v):
    return _has_hw(v)


def _check_object(v, path):
    if isinstance(v, (hw.Array, hw.Stream)):
        return  # memories are hardware state, not values
    d = getattr(v, "__dict__", None)
    if type(d) is dict and not isinstance(v, type):
        for k, x in d.items():
            if _has_hw(x):
                raise StateError(
                    "a hardware value is kept in attribute '%s' of a %s "
                    "object across a hardware branch or loop; keep hardware "
                    "values in local variables, lists, tuples or dicts"
                    % (k, type(v).__name__))


# id -> object: the values hlsc.preproc keeps in the preprocessor (a
# hardware integer made at compile time stays one where paths meet).
KEPT = {}


def _walk(v, path, leaves, memo):
    if id(v) in KEPT:
        return ("py", v)
    v = lift(v)
    if isinstance(v, IterHV):  # a for loop's counter: a Python int still
        leaves[path] = v
        return ("iter", v.type, v.vals)
    if isinstance(v, HV):
        leaves[path] = v
        return ("hw", v.type)
    t = type(v)
    if t in (list, tuple, dict) and _has_hw(v):
        if id(v) in memo:
            return ("alias", memo[id(v)])
        memo[id(v)] = path
        if t is dict:
            keys = tuple(v.keys())
            return ("dict", keys, tuple(_walk(v[k], path + (("k", k),),
                                              leaves, memo) for k in keys))
        return (t.__name__, tuple(_walk(e, path + (i,), leaves, memo)
                                  for i, e in enumerate(v)))
    if not isinstance(v, Diverged):
        _check_object(v, path)
    return ("py", v)


def flatten(frames):
    """(shape, leaves): shape is a list of (frame, [(name, node)])."""
    leaves, memo, shape = {}, {}, []
    for fr in frames:
        items = [(name, _walk(fr.env[name], (fr.fid, name), leaves, memo))
                 for name in sorted(fr.env)]
        shape.append((fr, items))
    return shape, leaves


def _build(node, var, block, built):
    kind = node[0]
    if kind == "hw":
        return HV(node[1], var=var, block=block)
    if kind == "iter":
        return IterHV(node[1], node[2], var=var, block=block)
    if kind == "py":
        v = node[1]
        return v
    if kind == "alias":
        return built[node[1]]
    if kind == "dict":
        d = {}
        built[var] = d
        for k, sub in zip(node[1], node[2]):
            d[k] = _build(sub, var + (("k", k),), block, built)
        return d
    if kind == "list":
        lst = []
        built[var] = lst
        for i, sub in enumerate(node[1]):
            lst.append(_build(sub, var + (i,), block, built))
        return lst
    # tuple
    return tuple(_build(sub, var + (i,), block, built)
                 for i, sub in enumerate(node[1]))


def rebuild(shape, block):
    """Fresh frames for the entry of block: containers rebuilt, hardware
    leaves read lazily at the block's entry."""
    built, frames = {}, []
    for fr, items in shape:
        env = {}
        for name, node in items:
            env[name] = _build(node, (fr.fid, name), block, built)
        frames.append(fr.copy_with(env))
    return frames


def write_defs(block, leaves):
    """The block's definitions at its end (Braun's writeVariable). A value
    read lazily at this block's entry and still in its place is not a new
    definition: reading the variable goes on to the predecessors."""
    for var, v in leaves.items():
        if v.is_lazy_of(var, block):
            continue
        block.defs[var] = v.value()


def same_node(a, b):
    if a[0] != b[0]:
        return False
    k = a[0]
    if k == "hw":
        return a[1] == b[1]
    if k == "iter":
        return a[1] == b[1] and a[2] == b[2]
    if k == "py":
        x, y = a[1], b[1]
        if x is y:
            return True
        if isinstance(x, Diverged) or isinstance(y, Diverged):
            return False
        return (type(x) is type(y) and type(x) in _EQ_TYPES and x == y)
    if k == "alias":
        return a[1] == b[1]
    if k == "dict" and a[1] != b[1]:
        return False
    subs_a, subs_b = a[-1], b[-1]
    return len(subs_a) == len(subs_b) and all(
        same_node(x, y) for x, y in zip(subs_a, subs_b))


def describe(node):
    k = node[0]
    if k == "hw":
        return "a hardware %r" % (node[1],)
    if k == "iter":
        return "a loop counter"
    if k == "py":
        v = node[1]
        if isinstance(v, Diverged):
            return "a value that already differed"
        r = repr(v)
        return "the Python value %s" % (r if len(r) < 40 else r[:37] + "...")
    if k == "alias":
        return "an alias of another local"
    return "a %s of %d items" % (k, len(node[-1]))


def _int_meets_hw(nodes):
    """The type when every node is a hardware value of one type or a Python
    int (which then becomes a constant of that type), else None."""
    ty = None
    for n in nodes:
        if n is None:
            return None
        if n[0] == "hw":
            if ty is not None and n[1] != ty:
                return None
            ty = n[1]
        elif not (n[0] == "py" and type(n[1]) in (int, bool)):
            return None
    return ty


def _int_meets_iter(nodes):
    """A loop counter (interp.py's for loops in hardware) meeting loop
    counters and Python ints stays one, of every value of them all, when
    one type holds them all (else None)."""
    vals, ty = set(), None
    for n in nodes:
        if n is None:
            return None
        if n[0] == "iter":
            vals |= n[2]
            ty = n[1] if ty is None else ty
        elif n[0] == "py" and type(n[1]) in (int, bool):
            vals.add(int(n[1]))
        else:
            return None
    if ty is None:
        return None
    if any(n[0] == "iter" and n[1] != ty for n in nodes) or \
            any(ty.wrap(v) != v for v in vals):
        return None
    return ("iter", ty, frozenset(vals))


def diverging(shapes):
    """The (fid, name) of the locals that would have no single Python value
    where the paths of shapes meet (merge makes them Diverged)."""
    out = set()
    for fi, (fr, _) in enumerate(shapes[0]):
        per = [dict(sh[fi][1]) for sh in shapes]
        for name in set().union(*[set(p) for p in per]):
            nodes = [p.get(name) for p in per]
            if all(n is not None for n in nodes) and all(
                    same_node(nodes[0], n) for n in nodes[1:]):
                continue
            if _int_meets_iter(nodes) is None and \
                    _int_meets_hw(nodes) is None:
                out.add((fr.fid, name))
    return out


def groups(shapes):
    """shapes split into groups (lists of indices) whose paths can meet
    without a Diverged local, greedily in order."""
    out = []
    for i, sh in enumerate(shapes):
        for g in out:
            if not diverging([shapes[j] for j in g] + [sh]):
                g.append(i)
                break
        else:
            out.append([i])
    return out


def merge(shapes, loc, preds):
    """The shape where the paths of `shapes` (from blocks preds) meet:
    a Python int meeting a hardware value becomes a constant of its type
    (defined at the end of its predecessor); other locals that differ in
    their Python part become Diverged."""
    first = shapes[0]
    out = []
    for fi, (fr, items) in enumerate(first):
        per = [dict(s[fi][1]) for s in shapes]
        names = sorted(set().union(*[set(p) for p in per]))
        merged = []
        for name in names:
            nodes = [p.get(name) for p in per]
            if all(n is not None for n in nodes) and all(
                    same_node(nodes[0], n) for n in nodes[1:]):
                merged.append((name, nodes[0]))
                continue
            it = _int_meets_iter(nodes)
            if it is not None:
                for n, pb in zip(nodes, preds):
                    if n[0] == "py":
                        pb.defs[(fr.fid, name)] = Const(it[1], n[1])
                merged.append((name, it))
                continue
            ty = _int_meets_hw(nodes)
            if ty is not None:
                for n, pb in zip(nodes, preds):
                    if n[0] == "py":
                        pb.defs[(fr.fid, name)] = Const(ty, ty.wrap(n[1]))
                merged.append((name, ("hw", ty)))
                continue
            present = [n for n in nodes if n is not None]
            if len(present) < len(nodes):
                why = "it is assigned on some paths only"
            else:
                why = "it is %s on one path and %s on another" % (
                    describe(present[0]),
                    describe(next(n for n in present[1:]
                                  if not same_node(present[0], n))))
            merged.append((name, ("py", Diverged(name, loc, why))))
        out.append((fr, merged))
    return out


def diff_names(a, b):
    """Names (of the innermost frame pairs) whose nodes differ between two
    shapes of the same frames."""
    names = set()
    for (fr, ia), (_, ib) in zip(a, b):
        da, db = dict(ia), dict(ib)
        for n in set(da) | set(db):
            x, y = da.get(n), db.get(n)
            if x is None or y is None or not same_node(x, y):
                names.add((fr.fid, n))
    return names


def node_of(shape, fid, name):
    for fr, items in shape:
        if fr.fid == fid:
            return dict(items).get(name)
    return None


def mark_diverged(shape, names, loc, why):
    out = []
    for fr, items in shape:
        out.append((fr, [(n, ("py", Diverged(n, loc, why))
                          if (fr.fid, n) in names else node)
                         for n, node in items]))
    return out
