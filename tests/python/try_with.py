"""try_with: try/except/else/finally and with in a hardware function, run
by the preprocessor (issue 26, seed 003): Python exceptions raised at
compile time are caught as CPython catches them, and the hardware made
before the exception stays (it ran). A lookup with a default, an
exception from an inlined helper with hardware arguments, else and
finally that make hardware, context managers (their __exit__ suppresses
an exception), one entered before the hardware loop."""
from hlsc import Stream, call, uint

GAINS = {"low": 2, "mid": 5}


def gain(name):
    try:
        return GAINS[name]
    except KeyError:
        return 1


def scaled(w, k):                        # hardware argument: inlined
    v = w * k
    if k > 4:
        raise OverflowError("gain %d too high" % k)
    return v


class Quiet:
    """Suppresses a division by zero; counts its uses at compile time."""
    uses = 0

    def __init__(self, k):
        self.k = k

    def __enter__(self):
        Quiet.uses += 1
        return self.k

    def __exit__(self, t, e, tb):
        return t is ZeroDivisionError


def try_with(inp: Stream[uint(8)], out: Stream[uint(16)]):
    with Quiet(7) as base:
        out.write(base + Quiet.uses)         # 7 + 1
        base = base // 0
    while True:
        w = uint(16)(inp.read())
        try:
            out.write(w + 1)                 # made before the raise: stays
            v = scaled(w, gain("mid"))
        except OverflowError as e:
            v = w * (len(str(e)) - 10)       # e: the exception, natively
        else:
            v = v + 1000
        finally:
            out.write(v)
        try:
            v = scaled(w, gain("high"))
        except (KeyError, OverflowError):
            v = uint(16)(0)
        else:
            out.write(v ^ 0x55)
        with Quiet(3) as n:
            out.write(w * n)
            k = 1 // (n - n)                 # ZeroDivisionError: suppressed
            out.write(w)                     # not reached
        out.write(v + n + base)


if __name__ == "__main__":
    inp, out = Stream(uint(8)), Stream(uint(16))
    for i in range(30):
        inp.write((i * 29 + 3) & 0xFF)
    call(try_with, inp, out)
    print([w.value for w in out.words])
