"""ops_64bit: 64-bit operands of mixed signedness (comparisons without a
wider type, wrap-around products, shifts by 63, slices and concatenation)
against the native semantics."""
from hlsc import Stream, sint, uint, call, concat
U, S = uint(64), sint(64)
def ops_64bit(a: Stream[U], b: Stream[S], y: Stream[U]):
    while True:
        x, z = a.read(), b.read()
        for r in [x < z, x == z, z >= x, x + z, x * z, z >> 63, x >> 63, x << 1,
                  x[63], z[0:32], concat(z[0:32], x[32:64]), x // (x[0:8] | 1), S(x) < z, uint(32)(z) > x]:
            y.write(r)
if __name__ == "__main__":
    a, b, y = Stream(U), Stream(S), Stream(U)
    vals = [(0, 0), (2**64 - 1, -1), (2**63, -2**63), (5, 2**63 - 1), (123456789123, -987654321)]
    for x, z in vals:
        a.write(x); b.write(z)
    call(ops_64bit, a, b, y)
    print([w.value for w in y.words])
