"""unrolled_exits: break and continue under hardware conditions inside
unrolled loops (a Python while and a for): the remaining iterations become
conditional, the exit block collects its predecessors until the unrolling
ends."""
from hlsc import Stream, call, uint

SLOTS = 5


def unrolled_exits(inp: Stream[uint(8)], out: Stream[uint(8)]):
    while True:
        total = uint(8)(0)
        k = 0
        while k < SLOTS:                 # Python condition: unrolled
            w = inp.read()
            if w == 0:
                break                    # ends the packet early
            total += w
            k += 1
        out.write(total)
        for j in range(3):               # unrolled, with a hardware continue
            w = inp.read()
            if w[0]:
                continue
            out.write(w + j)


if __name__ == "__main__":
    inp, out = Stream(uint(8)), Stream(uint(8))
    s = 9
    for i in range(160):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        inp.write(0 if (s >> 20) % 5 == 0 else (s >> 8) & 0xFF)
    call(unrolled_exits, inp, out)
    print([w.value for w in out.words])
