"""ops_mixed: every operator on hardware integers of mixed widths and
signedness, against the native semantics of the hlsc package: arithmetic
that wraps, shifts by hardware amounts (also past the width), exact
comparisons between signed and unsigned, bit selection and slices,
concatenation and resizing. One output word per operation and input pair."""
from hlsc import Stream, call, concat, sint, uint

A, B, K = uint(12), sint(9), uint(5)


def ops_mixed(a_in: Stream[A], b_in: Stream[B], k_in: Stream[K],
              out: Stream[uint(32)]):
    while True:
        a, b, k = a_in.read(), b_in.read(), k_in.read()
        results = [
            a + b, a - b, b - a, a * b, a & b, a | b, a ^ b, -b, ~a,
            a << k, a >> k, b >> k, b << 3, a >> 20, b >> 12,
            a < b, a <= b, a > b, a >= b, a == b, a != b, b < -3, a > 5000,
            a[k], a[3], b[-1], a[2:9], b[4:], concat(b, a[0:4], k),
            b.resize(20), a.resize(6), uint(16)(b), sint(16)(a), sint(4)(a),
            a // (k | 1), a % (k | 1), a + 4095, b * 3 - 7,
            (a if b < 0 else k), (b if k[0] else -b),
        ]
        for r in results:
            out.write(uint(32)(r))


if __name__ == "__main__":
    a, b, k = Stream(A), Stream(B), Stream(K)
    out = Stream(uint(32))
    s = 12345
    edges = [(0, 0, 0), (4095, -256, 31), (4095, 255, 12), (1, -1, 11),
             (2048, -128, 1), (7, 200, 13)]
    for i in range(60):
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        x, y, z = edges[i] if i < len(edges) else (s >> 4, s >> 16, s >> 9)
        a.write(x)
        b.write(y)
        k.write(z)
    call(ops_mixed, a, b, k, out)
    print(len(out.words), [w.value for w in out.words[:40]])
