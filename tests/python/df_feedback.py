"""df_feedback: a dataflow region whose process graph has a cycle (the
Python form of tests/streams/df_feedback.c). acc adds each input word to
the value fed back through delay, which starts the loop with one word of
its own. acc comes first and reads `back` before delay has written it: run
one after the other, the call would end there; as a Kahn network it
waits for delay."""
from hlsc import Stream, call, uint


def acc(i: Stream[uint(32)], back: Stream[uint(32)], total: Stream[uint(32)],
        o: Stream[uint(32)]):
    while True:
        s = i.read() + back.read()
        o.write(s)
        total.write(s)


def delay(total: Stream[uint(32)], back: Stream[uint(32)], init: uint(32)):
    back.write(init)
    while True:
        back.write(total.read() ^ 0x55)


def df_feedback(i: Stream[uint(32)], o: Stream[uint(32)], init: uint(32)):
    back, total = Stream(uint(32), depth=1), Stream(uint(32))
    acc(i, back, total, o)
    delay(total, back, init)


if __name__ == "__main__":
    i, o = Stream(uint(32)), Stream(uint(32))
    for n in range(120):
        i.write(n * n + 3)
    call(df_feedback, i, o, uint(32)(1000))
    assert len(o.words) == 120, len(o.words)
    print(" ".join(str(w.value) for w in o.words))
