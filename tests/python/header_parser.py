"""header_parser: packets of a 3-word header (tag:4 | kind:4 | length:8,
then two address words) and `length` payload words. The parser reads the
header with a comprehension (three reads in order), picks the fields with
bit slices, copies the payload of kind 1 packets, drops the others, and
writes a summary word concat(kind, tag, sum of the payload) per packet."""
from hlsc import Stream, call, concat, uint

HEADER_WORDS = 3
KEEP = 1


def header_parser(inp: Stream[uint(16)], out: Stream[uint(16)],
                  summary: Stream[uint(32)]):
    while True:
        hdr = [inp.read() for _ in range(HEADER_WORDS)]
        tag, kind, length = hdr[0][12:16], hdr[0][8:12], hdr[0][0:8]
        addr = concat(hdr[1], hdr[2])          # 32 bits, hdr[1] on top
        total = uint(16)(0)
        i = uint(8)(0)
        while i < length:
            w = inp.read()
            total += w
            if kind == KEEP:
                out.write(w ^ addr[0:16] ^ addr[16:32])
            i += 1
        summary.write(concat(kind, tag, total.resize(24)))


if __name__ == "__main__":
    inp = Stream(uint(16))
    out, summary = Stream(uint(16)), Stream(uint(32))
    s = 7
    for p in range(10):
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        n = s % 9
        inp.write((p & 15) << 12 | (s >> 8 & 1) << 8 | n)
        inp.write(s >> 4 & 0xFFFF)
        inp.write(s >> 11 & 0xFFFF)
        for k in range(n):
            inp.write((s >> k) & 0xFFFF)
    call(header_parser, inp, out, summary)
    print([w.value for w in out.words])
    print([hex(w.value) for w in summary.words])
