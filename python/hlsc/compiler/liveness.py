"""liveness.py - which locals a hardware loop reads before it assigns them.

A hardware loop's header is interpreted once, with the Python values the
locals have on entry. A local whose Python value changes across an
iteration is an error only when an iteration may read it before assigning
it (it is *exposed*); otherwise its value after the loop is simply not
known (Diverged). This is a conservative, syntactic analysis of the loop's
test and body: a name counts as assigned only when every path through the
statements so far assigns it.
"""

import ast


def _loads(node, bound=frozenset()):
    """Names an expression reads (comprehension variables excluded)."""
    out = set()
    if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp,
                         ast.DictComp)):
        inner = set(bound)
        for g in node.generators:
            out |= _loads(g.iter, frozenset(inner))
            inner |= {n.id for n in ast.walk(g.target)
                      if isinstance(n, ast.Name)}
            for c in g.ifs:
                out |= _loads(c, frozenset(inner))
        elts = [node.key, node.value] if isinstance(node, ast.DictComp) \
            else [node.elt]
        for e in elts:
            out |= _loads(e, frozenset(inner))
        return out
    if isinstance(node, ast.Lambda):
        args = {a.arg for a in node.args.args}
        return _loads(node.body, bound | args)
    if isinstance(node, ast.Name):
        if isinstance(node.ctx, ast.Load) and node.id not in bound:
            out.add(node.id)
        return out
    for child in ast.iter_child_nodes(node):
        out |= _loads(child, bound)
    return out


def _targets(t):
    return {n.id for n in ast.walk(t) if isinstance(n, ast.Name)
            and isinstance(n.ctx, ast.Store)}


def _stmts(stmts, assigned, exposed):
    """Returns the names definitely assigned after stmts."""
    assigned = set(assigned)
    for s in stmts:
        assigned = _stmt(s, assigned, exposed)
    return assigned


def _use(expr, assigned, exposed):
    if expr is not None:
        exposed |= _loads(expr) - assigned


def _def_uses(s):
    """The names a nested def reads from its definer: its decorators'
    and defaults' names, and its body's free names (read when it is
    called; counted at the def)."""
    a = s.args
    out = set()
    for e in s.decorator_list + a.defaults + [d for d in a.kw_defaults if d]:
        out |= _loads(e)
    params = {x.arg for x in a.posonlyargs + a.args + a.kwonlyargs}
    params |= {x.arg for x in (a.vararg, a.kwarg) if x is not None}
    local = params | {s.name} | {n.id for b in s.body for n in ast.walk(b)
                      if isinstance(n, ast.Name)
                      and isinstance(n.ctx, ast.Store)}
    for b in s.body:
        out |= {n.id for n in ast.walk(b) if isinstance(n, ast.Name)
                and isinstance(n.ctx, ast.Load)} - local
    return out


def _stmt(s, assigned, exposed):
    if isinstance(s, ast.ClassDef):
        for b in s.bases + [k.value for k in s.keywords] + s.decorator_list:
            _use(b, assigned, exposed)
        for b in s.body:
            if isinstance(b, ast.FunctionDef):
                exposed |= _def_uses(b) - assigned - {s.name}
        assigned = assigned | {s.name}
    elif isinstance(s, ast.With):
        for item in s.items:
            _use(item.context_expr, assigned, exposed)
            if item.optional_vars is not None:
                if not isinstance(item.optional_vars, ast.Name):
                    _use(item.optional_vars, assigned, exposed)
                assigned = assigned | _targets(item.optional_vars)
        assigned = _stmts(s.body, assigned, exposed)
    elif isinstance(s, ast.Try):
        done = _stmts(s.orelse, _stmts(s.body, assigned, exposed), exposed)
        for h in s.handlers:  # from anywhere in the body: what was before
            _use(h.type, assigned, exposed)
            bound = assigned | ({h.name} if h.name else set())
            done &= _stmts(h.body, bound, exposed)
        # an exception no handler takes stops the compile: the finally
        # block that matters comes after the body or a handler
        assigned = _stmts(s.finalbody, done, exposed)
    elif isinstance(s, ast.FunctionDef):
        exposed |= _def_uses(s) - assigned
        assigned = assigned | {s.name}
    elif isinstance(s, ast.Assign):
        _use(s.value, assigned, exposed)
        for t in s.targets:
            if not isinstance(t, ast.Name):
                _use(t, assigned, exposed)
        for t in s.targets:
            assigned |= _targets(t)
    elif isinstance(s, ast.AugAssign):
        _use(s.value, assigned, exposed)
        exposed |= _targets(s.target) - assigned
        if not isinstance(s.target, ast.Name):
            _use(s.target, assigned, exposed)
        assigned |= _targets(s.target)
    elif isinstance(s, ast.AnnAssign):
        _use(s.value, assigned, exposed)
        if s.value is not None:
            assigned |= _targets(s.target)
    elif isinstance(s, ast.If):
        _use(s.test, assigned, exposed)
        a = _stmts(s.body, assigned, exposed)
        b = _stmts(s.orelse, assigned, exposed)
        assigned = a & b
    elif isinstance(s, ast.For):
        _use(s.iter, assigned, exposed)
        _stmts(s.body, assigned | _targets(s.target), exposed)
    elif isinstance(s, ast.While):
        _use(s.test, assigned, exposed)
        _stmts(s.body, assigned, exposed)
    elif isinstance(s, (ast.Break, ast.Continue, ast.Return)):
        if isinstance(s, ast.Return):
            _use(s.value, assigned, exposed)
    else:
        _use(s, assigned, exposed)
    return assigned


def exposed_names(loop):
    """Names the loop (ast.While, or an ast.For made a hardware loop, whose
    counter is carried from one iteration to the next) may read before
    assigning them."""
    exposed = set()
    if isinstance(loop, ast.For):
        exposed |= _targets(loop.target)
    else:
        _use(loop.test, set(), exposed)
    _stmts(loop.body, set(), exposed)
    return exposed


def loads_of(stmts):
    """Every name the statements read, anywhere in them."""
    return {n.id for s in stmts for n in ast.walk(s)
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
