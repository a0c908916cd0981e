"""words_unpack: every 32-bit word goes out as 4 bytes, least significant
first (an unrolled loop of writes inside a hardware loop). The design of
tests/streams/words_to_bytes.c, whose inner loop C leaves a loop: here
Python unrolls it, and the process runs at II 4 instead of sequentially
(243 against 423 cycles for the same words)."""
from hlsc import Stream, call, uint


def words_unpack(inp: Stream[uint(32)], out: Stream[uint(8)]):
    while True:
        w = inp.read()
        for i in range(4):
            out.write(w)          # converted to uint(8): the low byte
            w >>= 8


if __name__ == "__main__":
    inp, out = Stream(uint(32)), Stream(uint(8))
    for w in (0x04030201, 0xDEADBEEF, 0):
        inp.write(w)
    s = 103
    for i in range(57):
        s = (s * 1664525 + 1013904223) & 0xFFFFFFFF
        inp.write(((s >> 8) * 40009) & 0xFFFFFFFF)
    call(words_unpack, inp, out)
    print(" ".join("%02x" % w.value for w in out.words))
