"""nested_break: nested hardware loops, the inner one left by a break on
the word just read: for every packet (a count, then words), sums the words
up to the first 0xFFFF marker; the rest of the packet goes into a checksum
in the upper half."""
from hlsc import Stream, call, uint

MARK = 0xFFFF


def nested_break(inp: Stream[uint(16)], out: Stream[uint(32)]):
    while True:
        n = inp.read()
        acc = uint(32)(0)
        i = uint(16)(0)
        while i < n:
            w = inp.read()
            i += 1
            if w == MARK:
                break
            acc += w
        skipped = uint(16)(0)
        while i < n:                     # the rest of the packet: a checksum
            skipped ^= inp.read()
            i += 1
        out.write(acc ^ (uint(32)(skipped) << 16))


if __name__ == "__main__":
    inp, out = Stream(uint(16)), Stream(uint(32))
    s = 21
    for p in range(15):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        n = (s >> 12) % 7
        inp.write(n)
        for i in range(n):
            s = (s * 69069 + 1) & 0xFFFFFFFF
            inp.write(MARK if (s >> 16) % 6 == 0 else (s >> 4) & 0xFFF)
    call(nested_break, inp, out)
    print([w.value for w in out.words])
