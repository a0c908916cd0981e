"""wide_uint: 128-bit words in, 256-bit words out: uint(128)/sint(128)
arithmetic (a product wrapping at 128 bits, a division and a remainder of
128 bits, shifts by a variable amount, a signed/unsigned compare), bit
slices above bit 64 and a concatenation to 256 bits, against the native
semantics."""
from hlsc import Stream, sint, uint, call, concat
U, S, W = uint(128), sint(128), uint(256)
K = U(0x9E3779B97F4A7C15F39CC0605CEDC834)
def wide_uint(a: Stream[U], y: Stream[W]):
    while True:
        x = a.read()
        p = x * K + 12345
        q = p // (x[64:128] | 3)
        r = p % (x[0:100] | 5)
        s = S(x) >> x[0:7]
        t = (p << x[120:127]) ^ (q >> 3)
        big = s < x
        y.write(concat(t ^ r, U(s) + (U(1) if big else U(0))))
if __name__ == "__main__":
    a, y = Stream(U), Stream(W)
    vals = [0, 1, 2**128 - 1, 2**127, 2**64 - 1, 2**64, 0x0123456789ABCDEF0123456789ABCDEF,
            0xFEDCBA98765432100123456789ABCDEF, 3**80, 7**45]
    for v in vals:
        a.write(v)
    call(wide_uint, a, y)
    print([hex(w.value) for w in y.words])
