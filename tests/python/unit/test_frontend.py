"""Unit tests of the Python frontend's pieces: Braun SSA construction
(ssa.py), the native semantics (hw.py) and the loop liveness analysis
(liveness.py). Run: PYTHONPATH=python python3 -m unittest discover -s
tests/python/unit"""
import ast
import unittest

from hlsc import hw
from hlsc.compiler import liveness, ssa

U8 = hw.uint(8)


class BraunTest(unittest.TestCase):
    def setUp(self):
        self.g = ssa.Graph()
        self.entry = self.g.new_block("entry", None)
        self.g.seal(self.entry)

    def block(self, name, *preds, seal=True):
        b = self.g.new_block(name, None)
        for p in preds:
            self.g.add_pred(b, p)
        if seal:
            self.g.seal(b)
        return b

    def test_same_value_on_both_sides_needs_no_phi(self):
        x = ssa.Const(U8, 5)
        self.entry.defs[(1, "x")] = x
        t, e = self.block("t", self.entry), self.block("e", self.entry)
        j = self.block("j", t, e)
        self.assertIs(self.g.read_entry((1, "x"), j, U8), x)
        self.assertEqual(j.phis, [])

    def test_different_values_make_one_phi(self):
        t, e = self.block("t", self.entry), self.block("e", self.entry)
        a, b = ssa.Const(U8, 1), ssa.Const(U8, 2)
        t.defs[(1, "x")], e.defs[(1, "x")] = a, b
        j = self.block("j", t, e)
        v = self.g.read_entry((1, "x"), j, U8)
        self.assertIsInstance(v, ssa.Phi)
        self.assertEqual(v.args, [a, b])
        self.assertIs(self.g.read_entry((1, "x"), j, U8), v)  # cached

    def test_unsealed_loop_header_gets_operands_when_sealed(self):
        init = ssa.Const(U8, 0)
        self.entry.defs[(1, "i")] = init
        h = self.block("h", self.entry, seal=False)
        v = self.g.read_entry((1, "i"), h, U8)          # incomplete phi
        self.assertIsInstance(v, ssa.Phi)
        self.assertEqual(v.args, [])
        body = self.block("body", h)
        nxt = ssa.Inst("add", U8, [v, ssa.Const(U8, 1)], None)
        body.defs[(1, "i")] = nxt
        self.g.add_pred(h, body)
        self.g.seal(h)
        self.assertEqual(v.args, [init, nxt])
        self.assertIn(v, h.phis)

    def test_loop_invariant_phi_is_removed(self):
        init = ssa.Const(U8, 7)
        self.entry.defs[(1, "k")] = init
        h = self.block("h", self.entry, seal=False)
        v = self.g.read_entry((1, "k"), h, U8)
        body = self.block("body", h)                # k not written
        self.g.add_pred(h, body)
        self.g.seal(h)
        self.assertIs(ssa.resolve(v), init)
        self.assertEqual(h.phis, [])

    def test_trivial_phi_removal_cascades(self):
        init = ssa.Const(U8, 3)
        self.entry.defs[(1, "k")] = init
        outer = self.block("outer", self.entry, seal=False)
        inner = self.block("inner", outer, seal=False)
        v_in = self.g.read_entry((1, "k"), inner, U8)
        latch = self.block("latch", inner)
        self.g.add_pred(inner, latch)
        self.g.seal(inner)
        self.g.add_pred(outer, latch)
        self.g.seal(outer)
        self.assertIs(ssa.resolve(v_in), init)
        self.assertEqual(outer.phis + inner.phis, [])

    def test_entry_and_end_values_are_kept_apart(self):
        t, e = self.block("t", self.entry), self.block("e", self.entry)
        t.defs[(1, "x")], e.defs[(1, "x")] = ssa.Const(U8, 1), ssa.Const(U8, 2)
        j = self.block("j", t, e)
        j.defs[(1, "x")] = ssa.Const(U8, 9)              # written at j's end
        self.assertIsInstance(self.g.read_entry((1, "x"), j, U8), ssa.Phi)
        self.assertEqual(self.g.read((1, "x"), j, U8).value, 9)


class SemanticsTest(unittest.TestCase):
    def test_wrap_and_types(self):
        self.assertEqual((U8(250) + 10).value, 4)
        s4 = hw.sint(4)
        self.assertEqual(s4(7).value + 0, 7)
        self.assertEqual((s4(7) + 1).value, -8)
        r = hw.sint(4)(-1) + hw.uint(8)(1)          # wider type wins
        self.assertEqual((r.type, r.value), (U8, 0))
        r = hw.sint(8)(-1) + hw.uint(8)(1)          # equal widths: unsigned
        self.assertEqual((r.type, r.value), (U8, 0))

    def test_exact_comparisons(self):
        self.assertTrue(hw.sint(8)(-1) < hw.uint(8)(0))
        self.assertEqual((U8(3) == 3).type, hw.uint(1))
        self.assertFalse(U8(255) > 1000)

    def test_bits(self):
        x = hw.uint(12)(0xABC)
        self.assertEqual(x[0:4].value, 0xC)
        self.assertEqual(x[4:].type, hw.uint(8))
        self.assertEqual(x[-1].value, 1)
        self.assertEqual(x[U8(40)].value, 0)        # past the top bit
        self.assertEqual(hw.concat(hw.uint(4)(0xA), U8(0xBC)).value, 0xABC)
        self.assertEqual(hw.sint(8)(-2).resize(16).value, -2)

    def test_shifts(self):
        self.assertEqual((U8(0x81) << 1).value, 2)
        self.assertEqual((U8(1) << 9).value, 0)
        self.assertEqual((hw.sint(8)(-128) >> 20).value, -1)

    def test_stream_and_call(self):
        s = hw.Stream(U8)
        s.write(300)
        self.assertEqual(s.read().value, 44)

        def top(a):
            while True:
                a.read()
        self.assertIsNone(hw.call(top, s))
        self.assertIs(hw.Stream.stopped_on, s)


class LivenessTest(unittest.TestCase):
    def exposed(self, src):
        return liveness.exposed_names(ast.parse(src).body[0])

    def test_assigned_before_read_is_not_exposed(self):
        self.assertEqual(self.exposed(
            "while True:\n for c in T:\n  b = c\n a = b\n"), {"T", "b"})
        self.assertEqual(self.exposed("while True:\n a = x\n b = a\n"),
                         {"x"})

    def test_read_before_assign_is_exposed(self):
        self.assertEqual(self.exposed("while True:\n y = i\n i = i + 1\n"),
                         {"i"})

    def test_one_branch_assignment_is_not_definite(self):
        self.assertEqual(self.exposed(
            "while c:\n if d:\n  x = 1\n y = x\n"), {"c", "d", "x"})


if __name__ == "__main__":
    unittest.main()
