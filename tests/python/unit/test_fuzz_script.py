"""Unit tests of scripts/fuzz.py's feature sets (--features): Csmith's
options of a set, the names of its programs and the summary that reports
each set apart. Run: python3 -m unittest discover -s tests/python/unit"""
import os
import shutil
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import fuzz  # noqa: E402

ALL = "pointers,structs,unions"


class FeatureSetTest(unittest.TestCase):
    def test_set_names_are_canonical(self):
        self.assertEqual(fuzz.feature_set("unions, pointers,structs"), ALL)
        self.assertEqual(fuzz.feature_set("default"), "default")
        self.assertEqual(fuzz.feature_set(""), "none")
        with self.assertRaises(ValueError):
            fuzz.feature_set("pointer")

    def test_default_set_is_the_default_campaign(self):
        self.assertEqual(fuzz.feature_options("default"), fuzz.CSMITH_OPTIONS)
        args = fuzz.parse_args([])
        self.assertEqual(args.sets, [("default", fuzz.CSMITH_OPTIONS)])

    def test_a_set_enables_its_features_and_disables_the_others(self):
        opts = fuzz.feature_options(ALL)
        self.assertNotIn("--no-pointers", opts)
        for flag in ("--pointers", "--structs", "--unions", "--no-argc", "--no-builtins"):
            self.assertIn(flag, opts)
        opts = fuzz.feature_options("pointers")
        self.assertIn("--no-structs", opts)
        self.assertIn("--no-unions", opts)
        self.assertNotIn("--no-pointers", opts)

    def test_several_sets_and_their_exclusions(self):
        args = fuzz.parse_args(["--features", "default", "--features", "unions,structs,pointers",
                                "--features", ALL])
        self.assertEqual([s for s, _ in args.sets], ["default", ALL])
        with self.assertRaises(SystemExit), open(os.devnull, "w") as null:
            sys.stderr, err = null, sys.stderr
            try:
                fuzz.parse_args(["--features", ALL, "--csmith", "--no-argc"])
            finally:
                sys.stderr = err

    def test_summary_reports_each_set_apart(self):
        args = fuzz.parse_args(["--features", "default", "--features", ALL])
        rows = [("1-default", "pass", "[10 ns] ret=1 cycles=5", 1.0, "default"),
                ("1-pointers+structs+unions", "unsupported",
                 "[10 ns] a pointer in the initial value of 'g_3' is not supported", 1.0, ALL),
                ("2-pointers+structs+unions", "unsupported",
                 "[5 ns] a pointer in the initial value of 'g_7' is not supported", 1.0, ALL),
                ("3-pointers+structs+unions", "crash", "[3 ns] killed by signal 6", 1.0, ALL)]
        text = fuzz.summary(rows, args, 60.0)
        self.assertIn("| class | `default` | `%s` | all |" % ALL, text)
        self.assertIn("| pass | 1 | 0 | 1 |", text)
        self.assertIn("| unsupported | 0 | 2 | 2 |", text)
        self.assertIn("| crash | 0 | 1 | 1 |", text)
        self.assertIn("## `%s`: unsupported, by diagnostic" % ALL, text)
        self.assertIn("- 2 × a pointer in the initial value of '…' is not supported "
                      "(1-pointers+structs+unions, 2-pointers+structs+unions)", text)
        self.assertIn("4 programs in 60 s (4.0 programs a minute", text)

    def test_addresses_are_aside_in_a_diagnostic(self):
        self.assertEqual(fuzz.normalize("load of misaligned address 0x55fdd3efc24c for type "
                                        "'int64_t', which requires 8 byte alignment"),
                         "load of misaligned address ADDR for type '…', which requires "
                         "N byte alignment")

    def test_results_without_a_set_are_read_as_the_given_set(self):
        d = tempfile.mkdtemp()
        try:
            path = os.path.join(d, "results.tsv")
            with open(path, "w") as f:
                f.write("7\tpass\t[10 ns] ret=1\t2.0\n8\tslow\t[5 ns] x\t1.0\t%s\n" % ALL)
            rows = fuzz.read_results(path, "default")
            self.assertEqual([r[4] for r in rows], ["default", ALL])
        finally:
            shutil.rmtree(d)

    def test_clock_period_follows_the_seed_of_a_set_program(self):
        args = fuzz.parse_args(["--clock-periods", "10,5,3"])
        self.assertEqual(fuzz.period_of("4", args), "5")
        self.assertEqual(fuzz.period_of("4-pointers+structs+unions", args), "5")

    @unittest.skipUnless(shutil.which("csmith"), "needs csmith")
    def test_pointer_program_is_wrapped(self):
        text = fuzz.generate(3, fuzz.feature_options(ALL))
        self.assertTrue(text.startswith("// top: csmith_top\n"))
        self.assertIn("--pointers --structs --unions", text)
        self.assertIn("uint32_t csmith_top(void)", text)


if __name__ == "__main__":
    unittest.main()
