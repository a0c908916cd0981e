"""errors.py - the located error of the Python frontend."""


class CompileError(Exception):
    """A located error. exc: the Python exception the design raised at
    compile time, with ctx, where it was raised (Interp.ctx): a try or with
    of the design may catch it."""

    def __init__(self, loc, msg, exc=None, ctx=None):
        Exception.__init__(self, msg)
        self.loc = loc
        self.msg = msg
        self.exc = exc
        self.ctx = ctx


def stmt_name(s):
    names = {"With": "with", "Try": "try", "Raise": "raise",
             "FunctionDef": "def", "ClassDef": "class", "Import": "import",
             "ImportFrom": "import", "Global": "global",
             "Nonlocal": "nonlocal", "AsyncFunctionDef": "async def",
             "Match": "match", "Break": "break", "Continue": "continue",
             "TryStar": "try"}
    return names.get(type(s).__name__, type(s).__name__)
