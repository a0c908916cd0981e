"""imported_top: the testbench imports its design from another module under
another name (loop4_accum.py's process as imported_top): hlsc compiles it
from here, positions point into loop4_accum.py, and the recorder finds the
calls of the imported function."""
from loop4_accum import loop4_accum as imported_top

__all__ = ["imported_top"]

if __name__ == "__main__":
    from hlsc import Stream, call, sint
    inp, out = Stream(sint(32)), Stream(sint(32))
    for i in range(60):
        inp.write((i * 7) % 5 - 1)
    call(imported_top, inp, out)
    print([w.value for w in out.words])
