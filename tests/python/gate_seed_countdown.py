"""gate_seed_countdown: seed 001's example as the seed writes it in Python:
for each length read, the port is written from the inner loop and after
it, forever. hlsc flattens the nest into one loop of segments, one word
per cycle (issue 22). Twin of tests/streams/gate_seed_countdown.c."""
from hlsc import Stream, call, uint


def gate_seed_countdown(inp: Stream[uint(32)], out: Stream[uint(32)]):
    while True:
        x = inp.read()
        while x:
            out.write(x)
            x -= 1
        out.write(11)


if __name__ == "__main__":
    inp, out = Stream(uint(32)), Stream(uint(32))
    s = 101
    for n in [10, 0, 1]:
        inp.write(n)
    for i in range(110):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        inp.write((s >> 8) % 4)
    call(gate_seed_countdown, inp, out)
    print(len(out), "words")
    print([w.value for w in out.words])
