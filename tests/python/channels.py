"""channels: hardware loops inside an unrolled loop. For each of CHANNELS
channels in turn (a Python loop, unrolled), a count n is read and the next n
words are summed (a hardware loop); the sums go out in channel order."""
from hlsc import Stream, call, uint

CHANNELS = 3


def channels(inp: Stream[uint(16)], out: Stream[uint(32)]):
    while True:
        for ch in range(CHANNELS):
            n = inp.read()
            acc = uint(32)(ch << 24)        # tagged with the channel number
            while n != 0:
                acc += inp.read()
                n -= 1
            out.write(acc)


if __name__ == "__main__":
    inp, out = Stream(uint(16)), Stream(uint(32))
    s = 3
    for k in range(12):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        n = (s >> 16) % 6
        inp.write(n)
        for i in range(n):
            inp.write((s >> i) & 0xFFFF)
    call(channels, inp, out)
    print([hex(w.value) for w in out.words])
