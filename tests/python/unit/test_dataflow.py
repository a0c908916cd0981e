"""Unit tests of dataflow regions run natively (hlsc.dataflow): a region
called through hlsc.call runs its processes as a Kahn network. Run:
PYTHONPATH=python python3 -m unittest discover -s tests/python/unit"""
import unittest

from hlsc import DataflowDeadlock, Stream, call, hw, uint

U8 = uint(8)


def double(i: Stream[U8], o: Stream[U8]):
    while True:
        o.write(i.read() * 2)


def add(i: Stream[U8], o: Stream[U8], d: U8):
    while True:
        o.write(i.read() + d)


def consumer_first(i: Stream[U8], o: Stream[U8]):
    m = Stream(U8)
    add(m, o, 300)          # a Python int takes the parameter's type: 44
    double(i, m)


def inner(i: Stream[U8], o: Stream[U8]):
    m = Stream(U8)
    double(i, m)
    add(m, o, 1)


def nested(i: Stream[U8], o: Stream[U8]):
    m = Stream(U8, depth=0)
    inner(i, m)
    double(m, o)


def swap(a: Stream[U8], b: Stream[U8], o: Stream[U8]):
    o.write(a.read() + b.read())


def stuck(i: Stream[U8], o: Stream[U8]):
    x, y = Stream(U8), Stream(U8)
    swap(x, y, o)           # nobody writes x or y


def count(o: Stream[U8], n: U8):
    k = U8(0)
    while k < n:
        o.write(k)
        k += 1


def finite(o: Stream[U8]):
    m = Stream(U8)
    count(m, 3)
    add(m, o, 10)


def boom(i: Stream[U8], o: Stream[U8]):
    o.write(i.read() // 0)


def failing(i: Stream[U8], o: Stream[U8]):
    m = Stream(U8)
    double(i, m)
    boom(m, o)


def run(top, words):
    i, o = Stream(U8), Stream(U8)
    for w in words:
        i.write(w)
    return call(top, i, o), i, o


class DataflowTest(unittest.TestCase):
    def test_result_does_not_depend_on_call_order(self):
        ret, i, o = run(consumer_first, [1, 2, 3])
        self.assertIsNone(ret)
        self.assertEqual([w.value for w in o.words], [46, 48, 50])
        self.assertIs(hw.Stream.stopped_on, i)  # the call ended at input i

    def test_nested_region(self):
        _, _, o = run(nested, [1, 2, 200])
        self.assertEqual([w.value for w in o.words], [6, 10, 34])

    def test_deadlock_names_the_waiting_process(self):
        with self.assertRaises(DataflowDeadlock) as cm:
            run(stuck, [1])
        self.assertEqual([b[0] for b in cm.exception.blocked], ["swap"])
        self.assertIn("process 'swap' waits on an empty stream (read at ",
                      str(cm.exception))

    def test_waiting_for_a_finished_writer_is_a_deadlock(self):
        o = Stream(U8)      # add waits on m after count returned: the
        with self.assertRaises(DataflowDeadlock) as cm:  # hardware hangs
            call(finite, o)
        self.assertEqual([w.value for w in o.words], [10, 11, 12])
        self.assertIn("test_dataflow.py:18)", str(cm.exception))

    def test_exception_in_a_process_reaches_the_caller(self):
        with self.assertRaises(ZeroDivisionError):
            run(failing, [1])

    def test_direct_call_of_a_process_still_ends_at_an_empty_read(self):
        i, o = Stream(U8), Stream(U8)
        i.write(4)
        self.assertIsNone(call(double, i, o))
        self.assertEqual([w.value for w in o.words], [8])


if __name__ == "__main__":
    unittest.main()
