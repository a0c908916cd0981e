"""string_set: the design iterates over a Python set of strings, whose
order depends on the string hash: compiled twice (and run natively) with
hlsc's fixed hash seed, the hardware is the same every time."""
from hlsc import Stream, uint, call
NAMES = {"alpha", "beta", "gamma", "delta", "eps"}
def string_set(x: Stream[uint(8)], y: Stream[uint(8)]):
    while True:
        v = x.read()
        for n in NAMES:
            v = v ^ len(n) * 3 + ord(n[0])
            y.write(v)
if __name__ == "__main__":
    x, y = Stream(uint(8)), Stream(uint(8))
    for i in range(20): x.write(i)
    call(string_set, x, y)
