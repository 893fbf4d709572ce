import unittest

from reports.fmt import duration, pct, row


class FmtTest(unittest.TestCase):

    def test_pct_whole_percent(self):
        self.assertEqual(pct(1, 3), 33)
        self.assertEqual(pct(0, 0), 0)

    def test_duration(self):
        self.assertEqual(duration(125), "2h 05m")

    def test_row_truncates(self):
        self.assertEqual(row(("abcdef",), (4,)), u"abc\u2026")


if __name__ == "__main__":
    unittest.main()
