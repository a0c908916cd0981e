"""nested_def: helper functions defined inside the hardware function
(issue 26): made at compile time as CPython makes them. One reads a
hardware local of its definer as it is at the call (late binding, as in
Python), one is recursive and runs on Python values only, one is mapped
over a Python list natively, one is decorated; a class defined inside
the function is a configuration object whose method is inlined."""
import functools

from hlsc import Stream, call, uint


def nested_def(inp: Stream[uint(8)], out: Stream[uint(16)]):
    scale = 3

    def weight(k):                       # Python only: runs natively
        return 1 if k < 2 else weight(k - 1) + weight(k - 2)

    taps = list(map(lambda k: weight(k) * scale, range(5)))
    while True:
        base = uint(16)(inp.read())

        def mix(w, t):                   # hardware arguments: inlined
            return (w * t + base) & 0xFFFF  # base: read at the call

        acc = uint(16)(0)
        for t in taps:
            acc = mix(uint(16)(inp.read()), t) ^ acc
        base = base + 1                  # the next call sees the new base
        acc += mix(acc, 2)

        @functools.lru_cache(maxsize=None)
        def square(n):
            return n * n

        class Clip:
            def __init__(self, hi):
                self.hi = hi

            def apply(self, v):          # a hardware argument: inlined
                return v if v < self.hi else self.hi

        out.write(Clip(60000).apply(acc + square(7)))


if __name__ == "__main__":
    inp, out = Stream(uint(8)), Stream(uint(16))
    for i in range(60):
        inp.write((i * 53 + 7) & 0xFF)
    call(nested_def, inp, out)
    print([w.value for w in out.words])
