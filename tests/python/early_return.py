"""early_return: returns from inside a hardware loop and from both branches
of an inlined helper. Reads words until one is a multiple of DIV (returning
its classification) or until LIMIT words were read (returning 0xFF)."""
from hlsc import Stream, uint

DIV, LIMIT = 7, 12


def classify(w):
    if w < 100:
        return uint(8)(1)
    if w[0]:
        return uint(8)(2)
    return uint(8)(3)


def early_return(inp: Stream[uint(16)], seen: Stream[uint(16)]) -> uint(8):
    n = uint(8)(0)
    while n < LIMIT:
        w = inp.read()
        seen.write(w)
        if w % DIV == 0:
            return classify(w)
        n += 1
    return uint(8)(0xFF)


if __name__ == "__main__":
    inp, seen = Stream(uint(16)), Stream(uint(16))
    s = 5
    for i in range(150):
        s = (s * 69069 + 1) & 0xFFFFFFFF
        inp.write((s >> 10) % 3000)
    for c in range(10):
        print(early_return(inp, seen).value, len(seen))
