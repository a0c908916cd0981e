"""stream_helpers: streams passed to helper functions (inlined): a helper
with its own hardware loop that returns from inside it, a helper writing
one or two words; continue in the hardware loop of the top."""
from hlsc import Stream, uint, call

def emit_pair(out, a, b):
    out.write(a)
    if a != b:
        out.write(b)

def skip_zeros(inp):
    while True:
        v = inp.read()
        if v != 0:
            return v

def stream_helpers(x: Stream[uint(8)], y: Stream[uint(8)]):
    n = uint(8)(0)
    while True:
        v = skip_zeros(x)
        n += 1
        if v[0]:
            continue
        emit_pair(y, v, n)

if __name__ == "__main__":
    x, y = Stream(uint(8)), Stream(uint(8))
    s = 1
    for i in range(200):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        x.write(0 if s % 3 == 0 else (s >> 8) & 0xFF)
    call(stream_helpers, x, y)
    print([w.value for w in y.words])
