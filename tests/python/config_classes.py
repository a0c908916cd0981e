"""config_classes: classes and closures as configuration. A Python class
describes a saturating scaler; a closure made by a Python function builds
the per-stage operation; the stages are a Python list of closures applied
in an unrolled loop to every word (inlined calls with hardware arguments)."""
from hlsc import Stream, call, sint


class Scaler:
    def __init__(self, mul, shift, lo, hi):
        self.mul, self.shift, self.lo, self.hi = mul, shift, lo, hi

    def apply(self, v):
        x = (v * self.mul) >> self.shift
        if x < self.lo:
            x = sint(32)(self.lo)
        if x > self.hi:
            x = sint(32)(self.hi)
        return x


def offset_by(k):
    def stage(v):
        return v + k
    return stage


STAGES = [offset_by(3), Scaler(5, 2, -300, 300).apply, offset_by(-7)]


def config_classes(inp: Stream[sint(16)], out: Stream[sint(32)]):
    while True:
        v = sint(32)(inp.read())
        for st in STAGES:
            v = st(v)
        out.write(v)


if __name__ == "__main__":
    inp, out = Stream(sint(16)), Stream(sint(32))
    s = 11
    for k in range(100):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        inp.write(((s >> 8) % 600) - 300)
    call(config_classes, inp, out)
    print([w.value for w in out.words])
