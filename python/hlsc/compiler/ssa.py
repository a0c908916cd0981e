"""ssa.py - the SSA graph the interpreter builds, and its construction.

SSA is built while the design is interpreted, with the algorithm of Braun
et al., "Simple and Efficient Construction of Static Single Assignment
Form" (CC 2013): a block is *sealed* once all its predecessors are known;
reading a variable in an unsealed block (a hardware loop's header while
its body is still being interpreted, a loop's exit while breaks may still
come, an unrolled iteration's continue target) creates an incomplete phi
whose operands are added when the block is sealed; trivial phis are
removed as they appear.

Variables are locations of the interpreter's state (frame, name, path into
a list/tuple/dict), see state.py. One departure from the paper's single
current-definition map per block: a block keeps the values of variables at
its entry (`entry`, filled by read_entry) apart from those at its end
(`defs`, written once when the block is finished), because the interpreter
writes a block's definitions only when it leaves the block, while values
read lazily at its entry may be resolved later.
"""


class Value:
    __slots__ = ("ty", "name", "users", "forward", "num")

    def __init__(self, ty):
        self.ty = ty
        self.name = None
        self.users = []     # phis using this value (for trivial-phi removal)
        self.forward = None  # a removed phi points at its replacement
        self.num = -1


def resolve(v):
    while v.forward is not None:
        v = v.forward
    return v


class Const(Value):
    __slots__ = ("value",)

    def __init__(self, ty, value):
        Value.__init__(self, ty)
        self.value = value & ty.mask


class Undef(Value):
    __slots__ = ()


class Param(Value):
    __slots__ = ("index",)

    def __init__(self, ty, index, name):
        Value.__init__(self, ty)
        self.index = index
        self.name = name


class Inst(Value):
    """op: add sub mul udiv urem and or xor shl lshr ashr, icmp.PRED,
    zext sext trunc, select, sread swrite sempty sfull."""

    __slots__ = ("op", "args", "loc", "port")

    def __init__(self, op, ty, args, loc, port=None):
        Value.__init__(self, ty)
        self.op = op
        self.args = list(args)
        self.loc = loc
        self.port = port


class Phi(Value):
    __slots__ = ("block", "args")

    def __init__(self, block, ty):
        Value.__init__(self, ty)
        self.block = block
        self.args = []


class Block:
    def __init__(self, label, loc):
        self.label = label
        self.loc = loc
        self.preds = []
        self.insts = []
        self.phis = []
        self.term = None      # ("br", B) | ("condbr", v, B1, B2) | ("ret", v)
        self.term_loc = loc
        self.sealed = False
        self.finished = False
        self.incomplete = {}  # var -> Phi waiting for the predecessors
        self.entry = {}       # var -> value at the block's entry
        self.defs = {}        # var -> value at the block's end


class Graph:
    def __init__(self):
        self.blocks = []
        self.labels = {}
        self.mem_names = {}   # hw.Array -> source name (first indexed as)
        self.local_mems = []  # Arrays made by the top: fresh in every call

    def new_block(self, label, loc):
        n = self.labels.get(label, 0)
        self.labels[label] = n + 1
        b = Block(label if n == 0 else "%s.%d" % (label, n), loc)
        self.blocks.append(b)
        return b

    # ---- Braun et al. ----

    def read(self, var, block, ty):
        """The value of var at the end of block (as written so far)."""
        v = block.defs.get(var)
        if v is not None:
            return resolve(v)
        return self.read_entry(var, block, ty)

    def read_entry(self, var, block, ty):
        """The value of var at the entry of block."""
        v = block.entry.get(var)
        if v is not None:
            return resolve(v)
        if not block.sealed:
            phi = self._phi(block, ty, var)
            block.incomplete[var] = phi
            v = phi
        elif len(block.preds) == 1:
            v = self.read(var, block.preds[0], ty)
        elif not block.preds:
            v = Undef(ty)
        else:
            phi = self._phi(block, ty, var)
            block.entry[var] = phi  # breaks cycles through loops
            v = self._add_operands(var, phi)
        block.entry[var] = v
        return v

    def _phi(self, block, ty, var):
        phi = Phi(block, ty)
        phi.name = "".join([str(var[1])] + ["_%s" % (p if isinstance(p, int)
                                                     else p[1])
                                            for p in var[2:]])
        block.phis.append(phi)
        return phi

    def _add_operands(self, var, phi):
        for p in phi.block.preds:
            v = self.read(var, p, phi.ty)
            phi.args.append(v)
            v.users.append(phi)
        return self._try_remove_trivial(phi)

    def _try_remove_trivial(self, phi):
        same = None
        for op in phi.args:
            op = resolve(op)
            if op is same or op is phi:
                continue
            if same is not None:
                return phi  # merges at least two values: not trivial
            same = op
        if same is None:
            same = Undef(phi.ty)  # unreachable or never defined
        users = [u for u in phi.users if u is not phi]
        phi.forward = same
        phi.block.phis.remove(phi)
        for u in users:
            same.users.append(u)
        for u in users:
            if isinstance(u, Phi) and u.forward is None:
                self._try_remove_trivial(u)
        return same

    def add_pred(self, block, pred):
        assert not block.sealed
        block.preds.append(pred)

    def seal(self, block):
        for var, phi in list(block.incomplete.items()):
            self._add_operands(var, phi)
        block.incomplete = {}
        block.sealed = True
