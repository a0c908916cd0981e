"""short_circuit: and/or and conditional expressions whose right side reads
a stream: the read happens only on the paths where Python would evaluate
it (a branch, not a select)."""
from hlsc import Stream, uint, call
def short_circuit(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        a = x.read()
        if a == 3 and x.read() == 4:
            y.write(1)
        if a > 200 or x.read() > 100:
            y.write(2)
        z = x.read() if a[0] else a
        y.write(z)
if __name__ == "__main__":
    x, y = Stream(uint(8)), Stream(uint(8))
    s = 1
    for i in range(300):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        x.write(3 if s % 7 == 0 else 4 if s % 5 == 0 else (s >> 8) & 0xFF)
    call(short_circuit, x, y)
    print([w.value for w in y.words])
