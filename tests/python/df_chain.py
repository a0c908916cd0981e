"""df_chain: a dataflow region of three free-running processes joined by
two channels (scale -> offset -> clamp), with a scalar argument of the
region and a constant argument of a process: the Python form of
tests/streams/df_chain.c. Natively `call` runs the processes as a Kahn
network; compiled, each is a unit of its own and each channel a FIFO."""
from hlsc import Stream, call, uint


def scale(i: Stream[uint(8)], o: Stream[uint(16)], k: uint(32)):
    while True:
        o.write(uint(16)(i.read() * k))


def offset(i: Stream[uint(16)], o: Stream[uint(16)], d: uint(16)):
    while True:
        o.write(i.read() + d)


def clamp(i: Stream[uint(16)], o: Stream[uint(8)]):
    while True:
        v = i.read()
        o.write(255 if v > 255 else v)


def df_chain(i: Stream[uint(8)], o: Stream[uint(8)], k: uint(32)):
    scaled = Stream(uint(16))
    shifted = Stream(uint(16), depth=4)
    scale(i, scaled, k)
    offset(scaled, shifted, 7)
    clamp(shifted, o)


if __name__ == "__main__":
    i, o = Stream(uint(8)), Stream(uint(8))
    x = 5
    for _ in range(300):
        x = (x * 1103515245 + 12345) & 0xFFFFFFFF
        i.write(x >> 16)
    call(df_chain, i, o, uint(32)(3))
    assert len(o.words) == 300, len(o.words)  # every process ran
    print(" ".join(str(w.value) for w in o.words))
    print("%d words" % len(o.words))
