"""crc8_table: CRC-8 (polynomial 0x07) of packets of bytes through a
256-entry table that Python computes at compile time (a ROM); a packet is a
length word followed by its bytes, the CRC is written per packet."""
from hlsc import Array, Stream, call, uint

POLY = 0x07


def crc8_entry(byte):
    c = byte
    for _ in range(8):
        c = ((c << 1) ^ POLY) & 0xFF if c & 0x80 else (c << 1) & 0xFF
    return c


TABLE = Array(uint(8), [crc8_entry(b) for b in range(256)])


def crc8_table(data: Stream[uint(8)], crc: Stream[uint(8)]):
    while True:
        n = data.read()
        c = uint(8)(0)
        i = uint(8)(0)
        while i < n:
            c = TABLE[c ^ data.read()]
            i += 1
        crc.write(c)


def reference(packet):
    c = 0
    for b in packet:
        c = crc8_entry(c ^ b)
    return c


if __name__ == "__main__":
    data, crc = Stream(uint(8)), Stream(uint(8))
    s, packets = 12345, []
    for p in range(12):
        s = (s * 1103515245 + 12345) & 0x7FFFFFFF
        packets.append([(s >> (3 * k)) & 0xFF for k in range(p * 3 % 17)])
    for pk in packets:
        data.write(len(pk))
        for b in pk:
            data.write(b)
    call(crc8_table, data, crc)
    got = [w.value for w in crc.words]
    assert got == [reference(pk) for pk in packets], got
    print(got)
